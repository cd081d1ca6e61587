import { findRoute, MENU_GROUPS, visibleRoutes, type AccessContext, type MenuGroupKey, type RouteDef } from '@emas/domain';
import {
  IconBook,
  IconCash,
  IconChecklist,
  IconClipboardList,
  IconDatabase,
  IconPackage,
  IconReportAnalytics,
  IconSettings,
  IconShoppingBag,
  IconShoppingCart,
  IconTool,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';

/** A sidebar group as the user sees it: only routes the user may open. */
export type MenuGroupView = { key: MenuGroupKey; submenu: string | null; routes: RouteDef[] };

export const GROUP_ICONS: Record<MenuGroupKey, Icon> = {
  master: IconDatabase,
  barang: IconPackage,
  penjualan: IconShoppingCart,
  pesanan: IconClipboardList,
  pembelian: IconShoppingBag,
  service: IconTool,
  hutang: IconCash,
  validasi: IconChecklist,
  laporan: IconReportAnalytics,
  utility: IconSettings,
  member: IconUsers,
  katalog: IconBook,
};

/** The groups with at least one route the user may open, in MENU_GROUPS order. */
export function buildMenu(access: AccessContext | null): MenuGroupView[] {
  if (!access) return [];
  return MENU_GROUPS.map((g) => ({ key: g.key, submenu: g.submenu, routes: visibleRoutes(g.key, access) })).filter(
    (g) => g.routes.length > 0,
  );
}

/** The group a path belongs to: its route's group, or the group whose submenu page it is. */
export function groupOfPath(path: string): MenuGroupKey | null {
  const route = findRoute(path);
  if (route?.group) return route.group;
  return MENU_GROUPS.find((g) => g.submenu === path)?.key ?? null;
}

/** Where the header's back button leads: a screen goes to its group's submenu page, the rest home. */
export function parentPathOf(path: string): string {
  const route = findRoute(path);
  const group = route?.group ? MENU_GROUPS.find((g) => g.key === route.group) : undefined;
  return group?.submenu && group.submenu !== path ? group.submenu : '/home';
}

/** A route's title in the current language; the route table's title when the dictionary has none. */
export function routeTitle(t: TFunction, route: Pick<RouteDef, 'path' | 'title'>): string {
  return t(`routes.${route.path}`, { defaultValue: route.title });
}
