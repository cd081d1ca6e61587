import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

type MenuTileProps = { to: string; label: string; description?: string; icon: Icon; testId?: string };

/** A large link card, easy to hit on a touch screen at the counter. */
export function MenuTile({ to, label, description, icon: TileIcon, testId }: MenuTileProps) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      padding="md"
      radius="md"
      data-testid={testId}
      style={{ textDecoration: 'none' }}
    >
      <Group wrap="nowrap" gap="sm">
        <ThemeIcon size={40} radius="md" variant="light">
          <TileIcon size={22} stroke={1.6} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" lineClamp={2}>
            {label}
          </Text>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        <IconChevronRight size={16} color="var(--mantine-color-dimmed)" />
      </Group>
    </Card>
  );
}
