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
        <Tiles routes={routes} />
      )}
    </Stack>
  );
}

function TileGrid({ routes }: { routes: readonly RouteDef[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
      {routes.map((route) => (
        <MenuTile key={route.path} to={route.path} label={routeTitle(t, route)} icon={IconFileText} testId="submenu-tile" />
      ))}
    </SimpleGrid>
  );
}

/** The tiles; reports with a family (issue 22) are listed under their family's heading, the others last. */
function Tiles({ routes }: { routes: readonly RouteDef[] }) {
  const { t } = useTranslation();
  if (!routes.some((r) => r.family)) return <TileGrid routes={routes} />;
  return (
    <Stack gap="lg">
      {REPORT_FAMILIES.map((family) => {
        const mine = routes.filter((r) => (r.family ?? 'lainnya') === family);
        if (mine.length === 0) return null;
        return (
          <Stack key={family} gap="xs" data-testid={`submenu-family-${family}`}>
            <Title order={4}>{t(`reportsSales.families.${family}`)}</Title>
            <TileGrid routes={mine} />
          </Stack>
        );
      })}
    </Stack>
  );
}
