import { formatBusinessDate } from '@emas/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { useActiveStore } from '../../kit/use-active-store';

/** User, level, store being worked on and its active date, as label/value rows. */
export function UserSummary() {
  const { t } = useTranslation();
  const session = useSession();
  const store = useActiveStore();
  const rows: [string, string][] = [
    [t('shell.user'), session.user ? `${session.user.user_id}${session.user.nama_user ? ` - ${session.user.nama_user}` : ''}` : ''],
    [t('shell.store'), `${store.kodeToko} - ${store.namaToko}`],
    [t('shell.activeDate'), formatBusinessDate(session.tglSystem) || '-'],
  ];
  return (
    <Stack gap={6} data-testid="user-summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={500}>
            {value}
          </Text>
        </div>
      ))}
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {t('shell.level')}
        </Text>
        <Badge size="sm" variant="light">
          {session.user?.level}
        </Badge>
      </Group>
    </Stack>
  );
}
