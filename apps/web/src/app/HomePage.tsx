import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';
import { HomeNews } from '../features/news/HomeNews';
import { buildMenu, GROUP_ICONS } from '../features/shell/menu';
import { MenuTile } from '../features/shell/MenuTile';
import { UserSummary } from '../features/shell/UserSummary';

/** Welcome: who is working on which store and date, and a tile per menu group the user can open. */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const groups = useMemo(() => buildMenu(session.access).filter((g) => g.submenu !== null), [session.access]);
  const name = session.user?.nama_user || session.user?.user_id || '';

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('shell.welcome', { name })}</Title>
        <Text c="dimmed">{t('shell.welcomeText')}</Text>
      </div>
      <Paper withBorder p="md" radius="md" maw={520}>
        <UserSummary />
      </Paper>
      <HomeNews />
      {groups.length === 0 ? (
        <Text c="dimmed" data-testid="home-empty">
          {t('shell.homeNoMenu')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
          {groups.map((g) => (
            <MenuTile
              key={g.key}
              to={g.submenu!}
              label={t(`shell.menu.${g.key}`)}
              description={t('shell.menuCount', { count: g.routes.length })}
              icon={GROUP_ICONS[g.key]}
              testId="home-tile"
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
