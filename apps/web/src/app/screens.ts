import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Path -> lazily loaded screen. A path of the domain route table (packages/domain access/routes.ts)
 * must have its screen here; the router test checks both lists agree.
 */
type Screen = LazyExoticComponent<ComponentType>;
const screen = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): Screen =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

export const SCREENS: Record<string, Screen> = {
  '/home': screen(() => import('../features/shell/HomePage'), 'HomePage'),
  '/blank': screen(() => import('../features/shell/BlankPage'), 'BlankPage'),
  '/landingpages': screen(() => import('../features/shell/LandingPage'), 'LandingPage'),
  '/404': screen(() => import('../features/shell/NotFoundPage'), 'NotFoundPage'),
  '/terms-and-conditions': screen(() => import('../features/shell/PublicContentPage'), 'TermsPage'),
  '/privacy-policy': screen(() => import('../features/shell/PublicContentPage'), 'PrivacyPage'),
  '/subMenuBarang': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuPenjualan': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuPesanan': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuPembelian': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuService': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuHutang': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuValidasi': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuLaporan': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuUtility': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuMember': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/ganti-password': screen(() => import('../features/auth/ChangePasswordPage'), 'ChangePasswordPage'),
  '/data-users': screen(() => import('../features/users/DataUsersPage'), 'DataUsersPage'),
  '/hak-akses-users': screen(() => import('../features/users/HakAksesUsersPage'), 'HakAksesUsersPage'),
  '/settingtoko': screen(() => import('../features/settings/SettingTokoPage'), 'SettingTokoPage'),
  '/settingsystem': screen(() => import('../features/settings/SettingSystemPage'), 'SettingSystemPage'),
  '/laporan-audit-login': screen(() => import('../features/reports/AuditLoginReportPage'), 'AuditLoginReportPage'),
};
