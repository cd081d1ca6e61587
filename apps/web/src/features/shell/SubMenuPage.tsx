import { MENU_GROUPS, REPORT_FAMILIES, visibleRoutes, type RouteDef } from '@emas/domain';
import { Button, Center, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconFileText, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { GROUP_ICONS, routeTitle } from './menu';
import { MenuTile } from './MenuTile';
import { NotFoundPage } from './NotFoundPage';

/** The tiles of one menu group (the group is the one whose submenu page is the current path). */
export function SubMenuPage() {
  const { t } = useTranslation();
  const { access } = useSession();
  const { pathname } = useLocation();
  const group = MENU_GROUPS.find((g) => g.submenu === pathname);
  if (!group || !access) return <NotFoundPage />;

  const routes = visibleRoutes(group.key, access);
  const GroupIcon = GROUP_ICONS[group.key];
  return (
    <Stack gap="lg">
      <Title order={2} data-testid="submenu-title">
        <ThemeIcon size={36} radius="md" variant="light" mr="sm" style={{ verticalAlign: 'middle' }}>
          <GroupIcon size={22} stroke={1.6} />
        </ThemeIcon>
        {t(`shell.menu.${group.key}`)}
      </Title>
      {routes.length === 0 ? (
        <Center py="xl">
          <Stack align="center" gap="sm" data-testid="submenu-empty">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <IconMoodEmpty size={32} />
            </ThemeIcon>
            <Text c="dimmed">{t('shell.submenuEmpty')}</Text>
            <Button component={Link} to="/home" variant="light" leftSection={<IconArrowLeft size={16} />}>
              {t('shell.backHome')}
            </Button>
          </Stack>
        </Center>
      ) : (
        familiesOf(routes).map(({ family, routes: shown }) => (
          <Stack key={family ?? 'all'} gap="xs" data-testid={family ? `submenu-family-${family}` : undefined}>
            {family && (
              <Title order={4} c="dimmed">
                {t(`reportsStock.families.${family}`)}
              </Title>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
              {shown.map((route) => (
                <MenuTile key={route.path} to={route.path} label={routeTitle(t, route)} icon={IconFileText} testId="submenu-tile" />
              ))}
            </SimpleGrid>
          </Stack>
        ))
      )}
    </Stack>
  );
}

/**
 * The tiles by report family (issue 22: /SubMenuLaporan lists its reports by family, in REPORT_FAMILIES
 * order; a report without one is under 'lainnya'). A group whose routes have no family is one grid.
 */
function familiesOf(routes: readonly RouteDef[]): { family: string | null; routes: RouteDef[] }[] {
  if (!routes.some((r) => r.family)) return [{ family: null, routes: [...routes] }];
  return REPORT_FAMILIES.map((family) => ({ family, routes: routes.filter((r) => (r.family ?? 'lainnya') === family) })).filter((f) => f.routes.length > 0);
}
