import { formatBusinessDate } from '@emas/domain';
import { ActionIcon, Avatar, Box, Burger, Group, Menu, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconArrowLeft,
  IconDotsVertical,
  IconHome,
  IconKey,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconMenu2,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { parentPathOf } from './menu';
import { LanguagePicker, StorePicker } from './Pickers';
import { useActiveStore } from '../../kit/use-active-store';
import { useLogout } from './useLogout';

export type AppHeaderProps = {
  sidebarHidden: boolean;
  sidebarMini: boolean;
  mobileOpened: boolean;
  webview: boolean;
  onToggleSidebar: () => void;
  onToggleMini: () => void;
  onToggleMobile: () => void;
  onOpenUserPanel: () => void;
};

/** Header: menu toggles, back, the store being worked on, pickers, the user and logout. */
export function AppHeader(props: AppHeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  const store = useActiveStore();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = session.user;
  const activeDate = formatBusinessDate(session.tglSystem);
  const atHome = pathname === '/home';

  // in the host app the back button is the phone's history; in a browser it climbs the menu
  const goBack = () => (props.webview ? navigate(-1) : navigate(parentPathOf(pathname)));

  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <Burger hiddenFrom="sm" size="sm" opened={props.mobileOpened} onClick={props.onToggleMobile} aria-label={t('shell.openMobileMenu')} />
        <Tooltip label={props.sidebarHidden ? t('shell.showSidebar') : t('shell.hideSidebar')}>
          <ActionIcon
            visibleFrom="sm"
            variant="subtle"
            color="gray"
            size="lg"
            onClick={props.onToggleSidebar}
            aria-label={props.sidebarHidden ? t('shell.showSidebar') : t('shell.hideSidebar')}
            aria-pressed={!props.sidebarHidden}
          >
            <IconMenu2 size={20} />
          </ActionIcon>
        </Tooltip>
        {!props.sidebarHidden && (
          <Tooltip label={props.sidebarMini ? t('shell.expandSidebar') : t('shell.minifySidebar')}>
            <ActionIcon
              visibleFrom="sm"
              variant="subtle"
              color="gray"
              size="lg"
              onClick={props.onToggleMini}
              aria-label={props.sidebarMini ? t('shell.expandSidebar') : t('shell.minifySidebar')}
            >
              {props.sidebarMini ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
            </ActionIcon>
          </Tooltip>
        )}
        {/* kept in place at home, only invisible, so the store name never shifts */}
        <Tooltip label={t('shell.back')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={goBack}
            style={{ visibility: atHome ? 'hidden' : undefined }}
            aria-label={t('shell.back')}
            data-testid="header-back"
          >
            <IconArrowLeft size={20} />
          </ActionIcon>
        </Tooltip>
        {props.webview && (
          <ActionIcon component={Link} to="/home" variant="subtle" color="gray" size="lg" aria-label={t('shell.home')} data-testid="webview-home">
            <IconHome size={20} />
          </ActionIcon>
        )}
        <Box style={{ minWidth: 0 }}>
          <Text fw={700} lh={1.2} truncate data-testid="store-name">
            {store.namaToko}
          </Text>
          <Text size="xs" c="dimmed" lh={1.2} truncate data-testid="header-active-date">
            {store.kodeToko}
            {activeDate && ` · ${t('shell.activeDate')} ${activeDate}`}
          </Text>
        </Box>
      </Group>

      <Group gap="xs" wrap="nowrap">
        <Box visibleFrom="md">
          {/* wide enough from 1200 px for a whole 'PST - EMAS SEJAHTERA PUSAT' */}
          <StorePicker w={{ base: 230, lg: 320 }} />
        </Box>
        <Box visibleFrom="sm">
          <LanguagePicker w={165} />
        </Box>
        <UnstyledButton
          onClick={props.onOpenUserPanel}
          aria-haspopup="dialog"
          px={4}
        >
          {/* the name is what the button shows, after a hidden lead (axe label-content-name-mismatch) */}
          <VisuallyHidden>{t('shell.userPanel')}: </VisuallyHidden>
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="yellow" aria-hidden>
              <IconUserCircle size={20} />
            </Avatar>
            <Box visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.2} data-testid="header-user">
                {user?.user_id}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} data-testid="header-level">
                {user?.level}
              </Text>
            </Box>
          </Group>
        </UnstyledButton>
        <Tooltip label={t('shell.logout')}>
          <ActionIcon visibleFrom="sm" variant="subtle" color="red" size="lg" onClick={() => void logout()} aria-label={t('shell.logout')}>
            <IconLogout size={20} />
          </ActionIcon>
        </Tooltip>
        <MobileTopMenu onOpenUserPanel={props.onOpenUserPanel} onLogout={() => void logout()} />
      </Group>
    </Group>
  );
}

/** The phone's top menu: home, user panel, password and logout behind one button. */
function MobileTopMenu({ onOpenUserPanel, onLogout }: { onOpenUserPanel: () => void; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <Box hiddenFrom="sm">
      <Menu position="bottom-end" shadow="md" width={220}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('shell.moreMenu')}>
            <IconDotsVertical size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/home" leftSection={<IconHome size={16} />}>
            {t('shell.home')}
          </Menu.Item>
          <Menu.Item leftSection={<IconUserCircle size={16} />} onClick={onOpenUserPanel}>
            {t('shell.userPanel')}
          </Menu.Item>
          <Menu.Item component={Link} to="/ganti-password" leftSection={<IconKey size={16} />}>
            {t('shell.changePassword')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
            {t('shell.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}
