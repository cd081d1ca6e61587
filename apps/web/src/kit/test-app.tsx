import { dictionaries } from '@emas/domain/i18n/all';
import type { Level, ModuleFlags, RuntimeConfig, SessionUser } from '@emas/domain';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import i18n from 'i18next';
import { initI18n } from '../app/i18n';
import { theme } from '../app/providers';
import { SessionProvider, useSession } from '../lib/session';
import { LOGGED_IN, storage, STORAGE_KEYS } from '../lib/storage';

/**
 * Test harness of screens: the app's real providers, session and i18n around a screen, with the
 * network replaced by a fake API server (a function from request to answer). Nothing of the app
 * is mocked; only fetch is.
 */

export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
/** An answer: a JSON body, or (`text`) a file's text with its headers. */
export type FakeAnswer = { status: number; body: unknown; text?: string; headers?: Record<string, string> };
export type FakeApi = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer> | undefined;

export function ok(data: unknown, message?: string): FakeAnswer {
  return { status: 200, body: { status: 'success', message, data } };
}

/** A file the server answers for download (text/plain, named by content-disposition). */
export function textFile(text: string, fileName: string): FakeAnswer {
  return { status: 200, body: null, text, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` } };
}

export function fail(status: number, message: string, errors?: Record<string, string>): FakeAnswer {
  return { status, body: { status: 'error', message, errors } };
}

export const TEST_CONFIG: RuntimeConfig = {
  backend_url: '',
  app_url: '',
  type: 'PUSAT',
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

export function sessionUser(userId: string, level: Level, kodeToko: string, namaToko = `TOKO ${kodeToko}`): SessionUser {
  return { user_id: userId, nama_user: userId, level, kode_toko: kodeToko, nama_toko: namaToko, is_pusat: kodeToko === 'PST', akses: [] };
}

/** Replaces fetch with the fake API; returns the requests it received. */
export function installFakeApi(api: FakeApi): FakeRequest[] {
  const calls: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const answer = (await api(request)) ?? fail(404, 'Halaman tidak ditemukan');
    if (answer.text !== undefined) return new Response(answer.text, { status: answer.status, headers: answer.headers });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

/** i18n once (a test may have set it up itself, e.g. strict); toasts of an earlier test cleared (the notifications store outlives a render). */
function prepare() {
  if (!i18n.isInitialized) initI18n(undefined, dictionaries);
  notifications.clean();
}

/**
 * The app's providers (app/providers.tsx) with Mantine's test environment, which turns off
 * transitions and portals that jsdom cannot run.
 */
function TestProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

function LoadActiveDate() {
  const { refresh } = useSession();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return null;
}

export type ScreenOptions = {
  user: SessionUser;
  modules?: ModuleFlags;
  /** the store's active date; when set the session reads it from GET users/me */
  tglSystem?: string;
  api?: FakeApi;
  /** runtime configuration over TEST_CONFIG (a PUSAT deployment); type 'CABANG' for a branch deployment */
  config?: Partial<RuntimeConfig>;
};

/** Renders a screen signed in as `user`, with the fake API answering its calls. */
export function renderScreen(ui: ReactElement, options: ScreenOptions): RenderResult & { calls: FakeRequest[]; queryClient: QueryClient } {
  prepare();
  const modules = options.modules ?? {};
  storage.clear();
  storage.set(STORAGE_KEYS.token, 'test-token');
  storage.set(STORAGE_KEYS.user, options.user);
  storage.set(STORAGE_KEYS.isLogin, LOGGED_IN);
  storage.set(STORAGE_KEYS.modules, modules);
  const calls = installFakeApi((request) => {
    if (request.path === 'users/me') return ok({ user: options.user, modules, tgl_system: options.tglSystem ?? '' });
    return options.api?.(request);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <TestProviders queryClient={queryClient}>
      <SessionProvider config={options.config ? { ...TEST_CONFIG, ...options.config } : TEST_CONFIG}>
        {options.tglSystem !== undefined && <LoadActiveDate />}
        {/* a data router, as the app's, so screens may guard navigation (useBlocker) */}
        <RouterProvider router={createMemoryRouter([{ path: '*', element: ui }])} />
      </SessionProvider>
    </TestProviders>,
  );
  return { ...result, calls, queryClient };
}

/** Renders a piece of the kit with the app's providers and i18n, without a session. */
export function renderKit(ui: ReactElement): RenderResult {
  prepare();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<TestProviders queryClient={queryClient}>{ui}</TestProviders>);
}

/** Captures files the screen hands to the browser (CSV, PDF, Excel). */
export function captureDownloads(): { name: string; blob: Blob }[] {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${(n += 1)}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}
