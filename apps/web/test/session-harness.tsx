import { dictionaries } from '@emas/domain/i18n/all';
import { accessOf } from '../src/lib/session';
import { defaultAksesFor, MENU_GROUPS, MODULES, visibleRoutes, type Level, type ModuleFlags, type RuntimeConfig, type SessionUser } from '@emas/domain';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../src/app/i18n';
import { theme } from '../src/app/providers';
import { SessionProvider } from '../src/lib/session';
import { LOGGED_IN, storage, STORAGE_KEYS } from '../src/lib/storage';

/** Runtime configuration of a branch deployment, as GET /api/config would answer it. */
export const TEST_CONFIG: RuntimeConfig = {
  backend_url: '',
  app_url: '',
  type: 'CABANG',
  wa_backend: '',
  grosir_backend: '',
  grosir_domain: '',
  online_store_backend: '',
  firebase_name: '',
  version: '3.2.0',
  version_tag: 'NEW RELEASE',
  auth_type: 'MANUAL',
  base_path: '/',
  app_mode: '',
  update_kadar_shops: [],
  rekap_sales_shops: [],
  rekap_pembelian_shops: [],
};

/** The demo chain of README.md (Demo users). */
export const DEMO_STORES = [
  { kode_toko: 'PST', nama_toko: 'EMAS SEJAHTERA PUSAT', type: 'PUSAT' },
  { kode_toko: 'BDG', nama_toko: 'EMAS SEJAHTERA BANDUNG', type: 'CABANG' },
  { kode_toko: 'SBY', nama_toko: 'EMAS SEJAHTERA SURABAYA', type: 'CABANG' },
] as const;

const DEMO_USERS = {
  OWNER: { level: 'OWN', kode_toko: 'PST', nama_user: 'PEMILIK TOKO' },
  ADMIN: { level: 'SU', kode_toko: 'PST', nama_user: 'ADMINISTRATOR' },
  SPVBDG: { level: 'SPV', kode_toko: 'BDG', nama_user: 'SUPERVISOR BANDUNG' },
  KASIRBDG: { level: 'KASIR', kode_toko: 'BDG', nama_user: 'KASIR BANDUNG' },
  KASIRSBY: { level: 'KASIR', kode_toko: 'SBY', nama_user: 'KASIR SURABAYA' },
} as const satisfies Record<string, { level: Level; kode_toko: string; nama_user: string }>;

export type DemoUserId = keyof typeof DEMO_USERS;

/** A demo user as the sign-in answer gives it, with the level's default akses tree. */
export function demoUser(userId: DemoUserId): SessionUser {
  const demo = DEMO_USERS[userId];
  const store = DEMO_STORES.find((s) => s.kode_toko === demo.kode_toko)!;
  return {
    user_id: userId,
    nama_user: demo.nama_user,
    level: demo.level,
    kode_toko: demo.kode_toko,
    nama_toko: store.nama_toko,
    is_pusat: store.type === 'PUSAT',
    akses: defaultAksesFor(demo.level),
  };
}

/** Every gate module on, behaviour modules at their default (the demo chain). */
export const DEMO_MODULES: ModuleFlags = Object.fromEntries(MODULES.map((m) => [m.key, m.kind === 'gate' ? true : m.defaultOn]));

/** Stores a signed-in session the way a real sign-in leaves it. */
export function signIn(user: SessionUser, modules: ModuleFlags = DEMO_MODULES): void {
  storage.clear();
  storage.set(STORAGE_KEYS.token, `token-${user.user_id}`);
  storage.set(STORAGE_KEYS.user, user);
  storage.set(STORAGE_KEYS.isLogin, LOGGED_IN);
  storage.set(STORAGE_KEYS.modules, modules);
}

/** `path` may be a history (the last entry is the current page). */
type RenderOptions = { user?: SessionUser; modules?: ModuleFlags; path?: string | string[]; config?: RuntimeConfig };

/**
 * Renders inside the app's providers (app/providers.tsx: Mantine theme, TanStack Query, modals,
 * notifications), the real SessionProvider over the stored session, and a MemoryRouter at `path`.
 * Mantine runs in its test environment: no transitions, and floating parts stay in place because
 * jsdom measures every element as 0x0.
 */
export function renderSignedIn(ui: ReactElement, options: RenderOptions = {}): RenderResult & { queryClient: QueryClient } {
  if (options.user) signIn(options.user, options.modules);
  if (!i18n.isInitialized) initI18n(undefined, dictionaries);
  void i18n.changeLanguage('id');
  const entries = Array.isArray(options.path) ? options.path : [options.path ?? '/home'];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-right" />
          <SessionProvider config={options.config ?? TEST_CONFIG}>
            <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>{ui}</MemoryRouter>
          </SessionProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}

/** The sidebar entries of a demo user as the domain route table and gates give them, in menu order. */
export function expectedMenuTitles(userId: DemoUserId, modules: ModuleFlags = DEMO_MODULES): string[] {
  const user = demoUser(userId);
  const access = accessOf(user, modules, TEST_CONFIG, user.kode_toko);
  return MENU_GROUPS.flatMap((g) => visibleRoutes(g.key, access)).map((r) => r.title);
}

/** Submenu pages a demo user has something to open in, in menu order. */
export function expectedSubmenus(userId: DemoUserId, modules: ModuleFlags = DEMO_MODULES): string[] {
  const user = demoUser(userId);
  const access = accessOf(user, modules, TEST_CONFIG, user.kode_toko);
  return MENU_GROUPS.filter((g) => g.submenu && visibleRoutes(g.key, access).length > 0).map((g) => g.submenu!);
}
