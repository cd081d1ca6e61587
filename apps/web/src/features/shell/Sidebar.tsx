import { ActionIcon, Box, NavLink, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconChartBar, IconChevronRight, IconHome, IconLayoutGrid } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { buildMenu, GROUP_ICONS, groupOfPath, routeTitle, type MenuGroupView } from './menu';

export type SidebarMode = 'full' | 'mini';

/** The minified sidebar's floating sub-menu closes this long after the pointer leaves (spec 001 §9). */
export const SUBMENU_CLOSE_DELAY_MS = 250;

type SidebarProps = { mode: SidebarMode; onNavigate?: () => void };

/** The menu: groups with the routes the user may open; full (labels) or minified (icons only). */
export function Sidebar({ mode, onNavigate }: SidebarProps) {
  const { access } = useSession();
  const groups = useMemo(() => buildMenu(access), [access]);
  return mode === 'mini' ? <MiniSidebar groups={groups} onNavigate={onNavigate} /> : <FullSidebar groups={groups} onNavigate={onNavigate} />;
}

type GroupsProps = { groups: MenuGroupView[]; onNavigate?: () => void };

/** A group's links: its submenu page (where it has one) and its routes; shared by both sidebar forms. */
function GroupLinks({ group, label, pathname, onNavigate }: { group: MenuGroupView; label: string; pathname: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {group.submenu && (
        <NavLink
          component={Link}
          to={group.submenu}
          label={t('shell.allMenu', { group: label })}
          leftSection={<IconLayoutGrid size={14} />}
          active={pathname === group.submenu}
          onClick={onNavigate}
          data-testid="submenu-link"
        />
      )}
      {group.routes.map((route) => (
        <NavLink
          key={route.path}
          component={Link}
          to={route.path}
          label={routeTitle(t, route)}
          active={pathname === route.path}
          onClick={onNavigate}
          data-testid="menu-link"
        />
      ))}
    </>
  );
}

function FullSidebar({ groups, onNavigate }: GroupsProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activeGroup = groupOfPath(pathname);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(activeGroup ? [activeGroup] : []));

  // opening a screen from elsewhere (a tile, the back button) unfolds its group
  useEffect(() => {
    if (activeGroup) setOpened((s) => (s.has(activeGroup) ? s : new Set([...s, activeGroup])));
  }, [activeGroup]);

  const toggle = (key: string) =>
    setOpened((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Box component="nav" aria-label={t('shell.sidebar')} data-testid="sidebar" py="xs">
      <NavLink
        component={Link}
        to="/home"
        label={t('shell.home')}
        leftSection={<IconHome size={18} stroke={1.6} />}
        active={pathname === '/home'}
        onClick={onNavigate}
        data-testid="home-link"
      />
      <NavLink
        component={Link}
        to="/dashboard"
        label={t('dashboard.title')}
        leftSection={<IconChartBar size={18} stroke={1.6} />}
        active={pathname === '/dashboard' || pathname === '/dashboardPusat'}
        onClick={onNavigate}
        data-testid="dashboard-link"
      />
      {groups.map((group) => {
        const Icon = GROUP_ICONS[group.key];
        const isOpen = opened.has(group.key);
        const label = t(`shell.menu.${group.key}`);
        const panelId = `sidebar-group-${group.key}`;
        return (
          <div key={group.key}>
            <NavLink
              component="button"
              type="button"
              label={label}
              leftSection={<Icon size={18} stroke={1.6} />}
              rightSection={
                <IconChevronRight
                  size={14}
                  style={{ transform: isOpen ? 'rotate(90deg)' : 'none', transition: 'transform 150ms ease' }}
                />
              }
              aria-expanded={isOpen}
              aria-controls={panelId}
              fw={activeGroup === group.key ? 600 : undefined}
              onClick={() => toggle(group.key)}
              data-testid="menu-group"
            />
            {/* folds at once: a counter has no time for animations, and links stay in the document */}
            <Box id={panelId} hidden={!isOpen} pl={28}>
              <GroupLinks group={group} label={label} pathname={pathname} onNavigate={onNavigate} />
            </Box>
          </div>
        );
      })}
    </Box>
  );
}

/**
 * Which floating sub-menu is open. Hover opens at once; leaving the icon and the sub-menu closes it
 * after SUBMENU_CLOSE_DELAY_MS, so the pointer can travel from the icon to the sub-menu.
 */
export function useFloatingSubmenu(delay: number = SUBMENU_CLOSE_DELAY_MS) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelClose = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const open = useCallback(
    (key: string) => {
      cancelClose();
      setOpenKey(key);
    },
    [cancelClose],
  );
  const close = useCallback(() => {
    cancelClose();
    setOpenKey(null);
  }, [cancelClose]);
  /** Closes `key` only if it is still the open one (another group may have taken over). */
  const closeKey = useCallback(
    (key: string) => {
      cancelClose();
      setOpenKey((current) => (current === key ? null : current));
    },
    [cancelClose],
  );
  const scheduleClose = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpenKey(null);
    }, delay);
  }, [cancelClose, delay]);
  useEffect(() => cancelClose, [cancelClose]);
  return { openKey, open, close, closeKey, scheduleClose, cancelClose };
}

function MiniSidebar({ groups, onNavigate }: GroupsProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activeGroup = groupOfPath(pathname);
  const submenu = useFloatingSubmenu();
  // focus moves into the sub-menu only when the user asked for it (click or keyboard), never on hover
  const [focusInside, setFocusInside] = useState(false);

  const navigate = () => {
    submenu.close();
    onNavigate?.();
  };

  return (
    <Stack component="nav" aria-label={t('shell.sidebar')} data-testid="sidebar" gap={4} align="center" py="xs">
      <Tooltip label={t('shell.home')} position="right" withArrow>
        <ActionIcon
          component={Link}
          to="/home"
          size="lg"
          variant={pathname === '/home' ? 'light' : 'subtle'}
          color={pathname === '/home' ? undefined : 'gray'}
          aria-label={t('shell.home')}
          onClick={navigate}
          data-testid="home-link"
        >
          <IconHome size={20} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('dashboard.title')} position="right" withArrow>
        <ActionIcon
          component={Link}
          to="/dashboard"
          size="lg"
          variant={pathname === '/dashboard' ? 'light' : 'subtle'}
          color={pathname === '/dashboard' ? undefined : 'gray'}
          aria-label={t('dashboard.title')}
          onClick={navigate}
          data-testid="dashboard-link"
        >
          <IconChartBar size={20} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      {groups.map((group) => {
        const Icon = GROUP_ICONS[group.key];
        const label = t(`shell.menu.${group.key}`);
        const isOpen = submenu.openKey === group.key;
        return (
          <Popover
            key={group.key}
            opened={isOpen}
            // Escape and clicks outside arrive here; onClose also fires when another group takes over
            onChange={(next) => !next && submenu.closeKey(group.key)}
            onClose={() => setFocusInside(false)}
            position="right-start"
            offset={10}
            shadow="md"
            withinPortal
            trapFocus={focusInside}
            returnFocus
            transitionProps={{ duration: 0 }}
          >
            <Popover.Target>
              <ActionIcon
                size="lg"
                variant={activeGroup === group.key ? 'light' : 'subtle'}
                color={activeGroup === group.key ? undefined : 'gray'}
                aria-label={label}
                onMouseEnter={() => {
                  setFocusInside(false);
                  submenu.open(group.key);
                }}
                onMouseLeave={submenu.scheduleClose}
                onClick={() => {
                  setFocusInside(true);
                  submenu.open(group.key);
                }}
                data-testid="menu-group"
              >
                <Icon size={20} stroke={1.6} />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown
              p={4}
              miw={220}
              onMouseEnter={submenu.cancelClose}
              onMouseLeave={submenu.scheduleClose}
              data-testid="floating-submenu"
            >
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
                {label}
              </Text>
              <GroupLinks group={group} label={label} pathname={pathname} onNavigate={navigate} />
            </Popover.Dropdown>
          </Popover>
        );
      })}
    </Stack>
  );
}
