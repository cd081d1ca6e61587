import { ActionIcon, Box, Card, Group, LoadingOverlay, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconMaximize, IconMinimize, IconRefresh, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a panel reload stays busy (spec 000 §9: panel reload 2000 ms). */
export const PANEL_RELOAD_MS = 2000;

export type PanelProps = {
  title: ReactNode;
  children: ReactNode;
  /** called when the reload's busy time is over; the panel's body is also mounted afresh */
  onReload?: () => void;
  /** called when the panel is removed; without it the panel only hides itself */
  onRemove?: () => void;
  /** buttons shown in the header, before the panel's own */
  actions?: ReactNode;
  /** show the reload and remove buttons (both on unless false) */
  reloadable?: boolean;
  removable?: boolean;
  defaultCollapsed?: boolean;
  testId?: string;
};

/**
 * A titled panel with expand (full screen), collapse, reload (2 s busy, then refresh) and remove
 * (spec 000 §4).
 */
export function Panel({
  title,
  children,
  onReload,
  onRemove,
  actions,
  reloadable = true,
  removable = true,
  defaultCollapsed = false,
  testId = 'panel',
}: PanelProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const [reloading, setReloading] = useState(false);
  const [removed, setRemoved] = useState(false);
  const [generation, setGeneration] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  if (removed) return null;

  const reload = () => {
    if (reloading) return;
    setReloading(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setReloading(false);
      // a new key mounts the body afresh, so a form in it is reset
      setGeneration((g) => g + 1);
      onReload?.();
    }, PANEL_RELOAD_MS);
  };

  const remove = () => {
    setRemoved(true);
    onRemove?.();
  };

  return (
    <Card
      withBorder
      shadow="xs"
      padding={0}
      data-testid={testId}
      data-state={reloading ? 'reloading' : collapsed ? 'collapsed' : expanded ? 'expanded' : 'open'}
      style={expanded ? { position: 'fixed', inset: 0, zIndex: 190, borderRadius: 0, overflow: 'auto' } : undefined}
    >
      <Group justify="space-between" px="md" py="xs" bg="var(--mantine-color-gray-light)" wrap="nowrap">
        <Title order={4} fz="md">
          {title}
        </Title>
        <Group gap={4} wrap="nowrap">
          {actions}
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={expanded ? t('kit.panel.shrink') : t('kit.panel.expand')}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? <IconMinimize size={16} /> : <IconMaximize size={16} />}
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={collapsed ? t('kit.panel.open') : t('kit.panel.collapse')}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((c) => !c)}
          >
            {collapsed ? <IconChevronDown size={16} /> : <IconChevronUp size={16} />}
          </ActionIcon>
          {reloadable && (
            <ActionIcon variant="subtle" color="gray" aria-label={t('kit.panel.reload')} loading={reloading} onClick={reload}>
              <IconRefresh size={16} />
            </ActionIcon>
          )}
          {removable && (
            <ActionIcon variant="subtle" color="red" aria-label={t('kit.panel.remove')} onClick={remove}>
              <IconX size={16} />
            </ActionIcon>
          )}
        </Group>
      </Group>
      {/* collapsing hides the body but keeps it mounted, so what was typed stays */}
      <Box pos="relative" p="md" aria-busy={reloading} hidden={collapsed} data-testid={`${testId}-body`}>
        <LoadingOverlay visible={reloading} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('kit.panel.reloading') }} />
        <Box key={generation}>{children}</Box>
      </Box>
    </Card>
  );
}
