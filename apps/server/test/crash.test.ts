import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database';

/**
 * The server killed mid-load: the real server (src/main.ts) in a child process on the embedded
 * database and, when TEST_DATABASE_URL is set, on PostgreSQL; cashiers save sales concurrently; the
 * process gets SIGKILL while sales are in flight; it starts again on the same data. Every receipt the
 * server acknowledged must be there and whole, no item may be sold without a receipt line, and the
 * money and stock ledgers must match the documents.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const STORE = 'BDG';
const CASHIERS = 4;
const URL = process.env.TEST_DATABASE_URL;
const KINDS = [{ kind: 'pglite' as const }, ...(URL ? [{ kind: 'postgres' as const }] : [])];
const dirs: string[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

type Target = { env: Record<string, string>; open: () => ReturnType<typeof createDatabase> };

async function start(target: Target): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const env: Record<string, string | undefined> = { ...process.env, ...target.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'auto', NODE_ENV: 'production', WEB_DIST: path.join(tmpdir(), 'emas-no-web') };
  if (!target.env.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server stopped with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('server did not start in 120 s');
}

async function call(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as { data?: unknown; message?: string } | null };
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(KINDS)('the server killed mid-load ($kind)', ({ kind }) => {
  it('keeps every acknowledged receipt whole, sells no item without a receipt, and its ledgers balance', async () => {
    const schema = `crash_${randomBytes(5).toString('hex')}`;
    const dir = mkdtempSync(path.join(tmpdir(), 'emas-crash-'));
    dirs.push(dir);
    const target: Target =
      kind === 'postgres'
        ? { env: { DATABASE_URL: URL!, DB_SCHEMA: schema }, open: () => createDatabase({ url: URL!, schema, poolSize: 2 }) }
        : { env: { PGLITE_DIR: dir }, open: () => createDatabase({ pgliteDir: dir }) };

    let server = await start(target);
    const login = await call(server.base, 'POST', '/api/users/login', undefined, { user_id: 'KASIRBDG', password: 'demo123' });
    expect(login.status).toBe(200);
    const token = (login.json!.data as { token: string }).token;
    const page = await call(server.base, 'GET', '/api/barang?status=READY&jenis_harga=GRAM&limit=200&page=1', token);
    const codes = ((page.json?.data as { barang: { kode_barcode: string }[] } | undefined)?.barang ?? []).map((b) => b.kode_barcode);
    expect(codes.length).toBeGreaterThan(40);
    const sales = await call(server.base, 'GET', '/api/sales/get/all', token);
    const kodeSales = (sales.json!.data as { kode_sales: string }[])[0]!.kode_sales;

    // cashiers save one-item sales back to back; the server is killed once enough are acknowledged
    const acknowledged: { no_faktur_group: string; kode_barcode: string; total: number }[] = [];
    let next = 0;
    let killed = false;
    const cashier = async (n: number) => {
      while (!killed && next < codes.length) {
        const code = codes[next++]!;
        try {
          const quote = await call(server.base, 'GET', `/api/penjualan/barang/${code}`, token);
          if (quote.status !== 200) continue;
          const harga = (quote.json!.data as { harga_hitung: number }).harga_hitung;
          const res = await call(server.base, 'POST', '/api/penjualan', token, {
            idempotency_key: `crash-${n}-${code}`,
            kode_sales: kodeSales,
            nama_customer: 'PELANGGAN',
            detail: [{ kode_barcode: code, harga }],
            pembayaran: [{ jenis: 'CASH', jumlah_rp: harga }],
          });
          if (res.status === 200) acknowledged.push({ no_faktur_group: (res.json!.data as { no_faktur_group: string }).no_faktur_group, kode_barcode: code, total: harga });
        } catch {
          // the connection died with the server: this sale was not acknowledged
        }
      }
    };
    const load = Promise.all(Array.from({ length: CASHIERS }, (_, n) => cashier(n)));
    for (let i = 0; i < 300 && acknowledged.length < 12; i++) await sleep(50);
    expect(acknowledged.length).toBeGreaterThanOrEqual(12);
    server.child.kill('SIGKILL');
    killed = true;
    await once(server.child, 'exit');
    await load;

    // the same data, a new process: it starts, and the acknowledged receipts answer through the API
    server = await start(target);
    for (const a of acknowledged.slice(0, 5)) {
      const res = await call(server.base, 'GET', `/api/penjualan/${a.no_faktur_group}`, token);
      expect(res.status, a.no_faktur_group).toBe(200);
    }
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');

    const { db } = await target.open();
    try {
      const receipts = await db.selectFrom('penjualan').select(['no_faktur_group', 'grand_total']).where('kode_toko', '=', STORE).execute();
      const byNumber = new Map(receipts.map((r) => [r.no_faktur_group, Number(r.grand_total)]));
      for (const a of acknowledged) expect(byNumber.get(a.no_faktur_group), a.no_faktur_group).toBe(a.total);

      // no item sold without a receipt line, and every line's item is sold
      const orphans = await sql<{ kode_barcode: string }>`
        select b.kode_barcode from barang b
         where b.kode_toko = ${STORE} and b.status = 'TERJUAL'
           and not exists (select 1 from penjualan_detail d where d.kode_toko = b.kode_toko and d.kode_barcode = b.kode_barcode)`.execute(db);
      expect(orphans.rows).toEqual([]);
      const unsold = await sql<{ kode_barcode: string }>`
        select d.kode_barcode from penjualan_detail d join barang b on b.kode_toko = d.kode_toko and b.kode_barcode = d.kode_barcode
         where d.kode_toko = ${STORE} and b.status <> 'TERJUAL'`.execute(db);
      expect(unsold.rows).toEqual([]);

      // each receipt: its cash rows equal its total, and each sold item has left stock in the ledger once
      const money = await sql<{ no_faktur_group: string; total: string; kas: string }>`
        select p.no_faktur_group, p.grand_total::text as total,
               coalesce((select sum(k.jumlah_in - k.jumlah_out) from kas_mutasi k where k.kode_toko = p.kode_toko and k.no_ref = p.no_faktur_group), 0)::text as kas
          from penjualan p where p.kode_toko = ${STORE}`.execute(db);
      for (const row of money.rows) expect(row.kas, row.no_faktur_group).toBe(row.total);
      const ledger = await sql<{ kode_barcode: string; n: number }>`
        select d.kode_barcode, (select count(*) from stock_mutasi m where m.kode_toko = d.kode_toko and m.kode_barcode = d.kode_barcode and m.no_ref = d.no_faktur_group)::int as n
          from penjualan_detail d where d.kode_toko = ${STORE}`.execute(db);
      for (const row of ledger.rows) expect(row.n, row.kode_barcode).toBe(1);
      expect(receipts.length).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      if (kind === 'postgres') await sql.raw(`drop schema if exists "${schema}" cascade`).execute(db);
      await db.destroy();
    }
  }, 300_000);
});
