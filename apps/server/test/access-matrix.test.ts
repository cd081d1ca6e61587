import { canAccessPath, type AccessContext } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authOf } from '../src/http/auth-context';
import { createTestApp, type TestApp } from './test-app';

/**
 * The access matrix, built from the routes as registered and the gate table of packages/domain:
 * every endpoint x every demo level, at its own store and naming another store (x-kode-toko). A call
 * the gate forbids answers 403 and changes nothing; a branch user naming another store is refused;
 * a branch user handed another store's document numbers and barcodes never reads them.
 */
const USERS = ['OWNER', 'ADMIN', 'SPVBDG', 'KASIRBDG', 'KASIRSBY'] as const;
const BRANCH = ['SPVBDG', 'KASIRBDG', 'KASIRSBY'] as const;

/**
 * Endpoints any signed-in user may call, whatever the akses tree: the session itself, the shell
 * (menu, store, modules), the approval dialog, and the reference lists and item lookup that many
 * screens read (masters, prices, banks, trays). Anything else without a gate fails the test, so a
 * new endpoint states its gate.
 */
const OPEN_TO_SIGNED_IN = new RegExp(
  '^(GET|POST|PUT|PATCH|DELETE) /api/(users/(me|logout|change-password)|config|health|para-system|toko|otorisasi|authorization|user-fingerprint)' +
    '|^GET /api/(users/get/all|kategori|jenis|group|parabandrol|paratransaksi|gudang|baki|sales|tukang|parakondisi|parabeli|parapinjaman|hadiah|ruginota' +
    '|para-jenis-group|kadar|kadar-eod|banks|rekenings|marketplace|para-keterangan-penjualan|keterangan-nota|parapoin|kelompok-harga|para-harga-beli' +
    '|parameter-ongkos|parameter-harga-emas|barang/:kode_barcode$|foto_produk/:kode_barcode$' +
    // the dated loan parameters: reference reads of spec 001 §7 (issue 20)
    '|para-bunga-hutang$|plafond-hutang$|plafond-hutang-kadar$|para-hutang-pokok$' +
    // issue 21: the repair descriptions (a reference list) and the dashboard's repairs of the day
    '|para-deskripsi-service$|service/chart$' +
    // issue 33: the instalment parameters, a reference read of spec 001 §7 (the counter and the master screen)
    '|para-cicilan$' +
    // issue 34: the diamond area's reference reads (spec 001 §7), open to the store's users while BERLIAN_MODULE is on
    '|batu-(shape|color|clarity|cutgrade|polish|symmetry|fluorescence)$|supplier-berlian$|parameter-berlian$|jenis/get/berlian$' +
    // issue 35: the supplier list and the purchase prices by purity, open to the store's users while their module is on
    '|supplier-barang$|parameter-harga-emas-pembelian$' +
    // issue 36: the shipping module's lists (shop addresses, couriers, services), open to the store's users while it is on
    '|toko-kirim$|logistik$|ekspedisi$)' +
    // the dashboard (spec 000 §2: always available); the service limits it to the caller's store
    '|^GET /api/(cash-pusat/(daily|period)-transaction-chart|transaction/daily-transaction-get-year|penjualan/chart|pembelian/chart|member/find-current-birthday)$',
);

/**
 * Endpoints open without signing in, on purpose, each with the reason. Any other `public` route
 * fails the test, so opening one is a decision written here.
 */
const PUBLIC_ON_PURPOSE: Record<string, string> = {
  'POST /api/users/login': 'signing in',
  'GET /api/config': 'the runtime configuration the web app reads before anyone signs in',
  'GET /api/health': 'the load balancer and deploy checks',
  'GET /api/public/catalogue': 'the customer app and the /katalog page: only what a customer may see (issue 23)',
  'GET /api/public/catalogue/files/:kode_toko/:folder/:name': 'pictures of the public catalogue, only from its folders (issue 23)',
  'POST /api/public/catalogue/pesan': "a web-store customer reserves a published piece in stock (WEB_EXTERNAL_MODULE on), held 24 hours",
  'GET /api/public/catalogue/web/:kode_toko/:kode_barcode/foto': 'the photo of a piece the public catalogue lists, nothing else',
  'GET /api/promo-wablas/image/:kode_toko/:name': 'the promo banner the WhatsApp gateway fetches to send it, only from the promo folder (issue 23)',
  'GET /api/member-page/:token': "the member's own page: a signed, expiring, revocable link answering that member only, rate-limited (issue 32)",
};

/** Endpoints guarded by their service instead of a screen's gate, each with the reason. */
const GUARDED_BY_SERVICE: Record<string, string> = {
  'POST /api/kirim-barang': 'head office, SPV or OWN (no screen of its own: the shipping module sends from other screens)',
  'GET /api/news/home': "every signed-in user's home page: the service answers only the items for the caller's level and store",
};

let t: TestApp;
const tokens: Record<string, string> = {};
const access: Record<string, AccessContext> = {};

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: (app) => {
        app.get('/api/uji/akses', { schema: { hide: true } }, async (request) => ({ status: 'success', data: authOf(request).access }));
      },
    },
  );
  for (const user of USERS) {
    tokens[user] = await t.login(user);
    access[user] = (await t.app.inject({ method: 'GET', url: '/api/uji/akses', headers: t.bearer(tokens[user]!) })).json().data;
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const routes = () => [...t.app.routeGates.entries()].filter(([key, g]) => !g.public && !key.includes('/api/uji/') && !key.includes('/api/docs'));
const sample = (url: string, value = 'X') => url.replace(/:[A-Za-z_]+/g, value);
const ledgers = async () =>
  (await sql<{ s: string }>`select (select count(*) from kas_mutasi) || '/' || (select count(*) from stock_mutasi) || '/' || (select string_agg(status, '' order by kode_barcode) from barang) as s`.execute(t.db)).rows[0]!.s;

describe('access matrix', () => {
  it('every endpoint states its gate, or is one that every signed-in user needs', () => {
    const ungated = routes()
      .filter(([key, g]) => !g.gate && !g.gateAny && !OPEN_TO_SIGNED_IN.test(key) && !GUARDED_BY_SERVICE[key])
      .map(([key]) => key);
    expect(ungated).toEqual([]);
  });

  it('only the endpoints open on purpose answer without a token', async () => {
    const open = [...t.app.routeGates.entries()]
      .filter(([key, g]) => g.public && !key.includes('/api/docs') && !key.startsWith('HEAD '))
      .map(([key]) => key)
      .sort();
    expect(open).toEqual(Object.keys(PUBLIC_ON_PURPOSE).sort());
    for (const key of open.filter((k) => k.startsWith('GET '))) {
      const res = await t.app.inject({ method: 'GET', url: sample(key.slice(4)) });
      expect(res.statusCode, key).not.toBe(401);
    }
  });

  it('a call the gate forbids answers 403 before its input is read, and changes nothing', async () => {
    const before = await ledgers();
    const wrong: string[] = [];
    let forbidden = 0;
    for (const [key, g] of routes()) {
      const paths = g.gate ? [g.gate] : [...(g.gateAny ?? [])];
      if (!paths.length) continue;
      const [method, url] = key.split(' ') as [string, string];
      for (const user of USERS) {
        if (paths.some((p) => canAccessPath(p, access[user]!))) continue;
        forbidden++;
        const res = await t.app.inject({ method: method as 'GET', url: sample(url!), headers: t.bearer(tokens[user]!), ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
        if (res.statusCode !== 403 || res.json().status !== 'error') wrong.push(`${key} as ${user}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(forbidden).toBeGreaterThan(50);
    expect(await ledgers()).toBe(before);
  }, 300_000);

  it('a branch user naming another store is refused on every endpoint', async () => {
    const wrong: string[] = [];
    for (const [key] of routes()) {
      const [method, url] = key.split(' ') as [string, string];
      for (const user of BRANCH) {
        const other = user === 'KASIRSBY' ? 'BDG' : 'SBY';
        const res = await t.app.inject({ method: method as 'GET', url: sample(url!), headers: { ...t.bearer(tokens[user]!), 'x-kode-toko': other }, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
        if (res.statusCode !== 403) wrong.push(`${key} as ${user} naming ${other}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('a branch user handed another store’s document numbers and barcodes never reads them', async () => {
    const ids = new Set<string>();
    const barcodes = await t.db.selectFrom('barang').select('kode_barcode').where('kode_toko', '=', 'SBY').limit(3).execute();
    for (const b of barcodes) ids.add(b.kode_barcode);
    const docs = await sql<{ id: string }>`
      select no_pindah as id from pindah_barang where kode_toko = 'SBY'
      union all select no_kirim from kirim_barang where kode_toko_asal = 'SBY' or kode_toko_tujuan = 'SBY'`.execute(t.db);
    for (const d of docs.rows) ids.add(d.id);
    expect(ids.size).toBeGreaterThan(2);
    const leaks: string[] = [];
    for (const [key] of routes()) {
      const [method, url] = key.split(' ') as [string, string];
      if (method !== 'GET' || !url!.includes(':')) continue;
      for (const id of ids) {
        const res = await t.app.inject({ method: 'GET', url: sample(url!, encodeURIComponent(id)), headers: t.bearer(tokens.KASIRBDG!) });
        if (res.statusCode < 300 && res.body.includes(id)) leaks.push(`${key} with ${id}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 300_000);
});
