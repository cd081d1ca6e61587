import type { SessionUser } from '@emas/domain';
import { vi } from 'vitest';
import { DEMO_MODULES, DEMO_STORES } from './session-harness';

export type RecordedCall = { method: string; path: string; headers: Record<string, string>; body: unknown };

const TGL_SYSTEM: Record<string, string> = { PST: '2025-06-02', BDG: '2025-06-01', SBY: '2025-05-31' };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stands in for the API server in web tests (no network): answers the shell's calls with the demo
 * chain, in the server's envelope, and records every call with its headers.
 */
export function stubApi(user: SessionUser): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, headers, body });
    const kodeToko = headers['x-kode-toko'] ?? user.kode_toko;
    switch (url.pathname) {
      case '/api/users/me':
        return json({ status: 'success', data: { user, modules: DEMO_MODULES, tgl_system: TGL_SYSTEM[kodeToko] ?? '' } });
      case '/api/tokos':
        return json({
          status: 'success',
          data: DEMO_STORES.map((s) => ({
            ...s,
            alamat_toko: `JL. PERHIASAN NO. 1, ${s.nama_toko}`,
            telepon: '021-555-0100',
            email: '',
            portal: '',
            tgl_system: TGL_SYSTEM[s.kode_toko],
          })),
        });
      case '/api/users/logout':
        return json({ status: 'success', message: 'Berhasil Keluar', data: null });
      default:
        return json({ status: 'error', message: 'Halaman tidak ditemukan' }, 404);
    }
  });
  return calls;
}
