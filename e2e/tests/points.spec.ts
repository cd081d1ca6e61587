import { createRequire } from 'node:module';
import path from 'node:path';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { stockFor } from './support/counter';
import { uniqueSuffix } from './support/stock';

/**
 * Members' points end to end (issue 32): a member buys at BDG, the receipt shows the points the rule gives and the
 * balance; the owner reads them on Lihat Transaksi Member; the sale is cancelled and the balance is back where it was;
 * the owner runs the points reset from its screen. The member row is written straight into the server's database in
 * the setup (the members' own endpoints belong to the members screens): the database is found as the one holding the
 * tray this test just made.
 */
type PgClient = { connect(): Promise<void>; query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>; end(): Promise<void> };
type Pg = { Client: new (opts: { connectionString: string }) => PgClient };

function loadPg(): Pg {
  const require = createRequire(path.join(import.meta.dirname, '..', '..', 'apps', 'server', 'package.json'));
  return require('pg') as Pg;
}

/** The e2e server's database: among the e2e databases on TEST_DATABASE_URL's server, the one with this tray. */
async function serverDatabase(tray: string): Promise<string> {
  const admin = process.env.TEST_DATABASE_URL!;
  const { Client } = loadPg();
  const c = new Client({ connectionString: admin });
  await c.connect();
  const names = (await c.query(`select datname from pg_database where datname like 'emas_e2e_%' order by datname desc`)).rows.map((r) => String(r.datname));
  await c.end();
  for (const name of names) {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const db = new Client({ connectionString: url.toString() });
    try {
      await db.connect();
      const found = await db.query('select 1 from baki where kode_baki = $1', [tray]);
      if (found.rows.length) return url.toString();
    } catch {
      // a database being created or dropped by another run
    } finally {
      await db.end().catch(() => {});
    }
  }
  throw new Error(`no e2e database holds tray ${tray}`);
}

async function sql(url: string, text: string, values: unknown[] = []) {
  const { Client } = loadPg();
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
}

test.skip(!process.env.TEST_DATABASE_URL, 'the member is written into the PostgreSQL database of TEST_DATABASE_URL (PGlite runs inside the server)');

test('a member earns points on a sale, sees them on the receipt and the history, loses them on cancel; the owner runs the reset', async ({ page, request }) => {
  const { tray, items } = await stockFor(request, ['5.000', '4.000']);
  const url = await serverDatabase(tray);
  const suffix = uniqueSuffix();
  const kodeMember = `E2E${suffix}`.slice(0, 20);
  const noHp = `62819${String(Date.now()).slice(-8)}`;
  await sql(url, `insert into member (kode_member, nama_member, no_hp, kode_toko_daftar, input_by) values ($1, 'MEMBER E2E', $2, 'BDG', 'E2E')`, [kodeMember, noHp]);

  // KASIRBDG sells both pieces to the member; the demo rule: every Rp 1.000.000 of a line earns 1 point
  const kasir = await apiLogin(request, 'KASIRBDG');
  const detail = [];
  for (const it of items) {
    const q = await request.get(`/api/penjualan/barang/${it.kode_barcode}`, { headers: bearer(kasir) });
    expect(q.status(), await q.text()).toBe(200);
    detail.push({ kode_barcode: it.kode_barcode, harga: ((await q.json()) as { data: { harga_hitung: number } }).data.harga_hitung });
  }
  const total = detail.reduce((s, l) => s + l.harga, 0);
  const expected = detail.reduce((s, l) => s + Math.floor(l.harga / 1_000_000), 0);
  expect(expected).toBeGreaterThan(0);
  const sale = await request.post('/api/penjualan', {
    headers: bearer(kasir),
    data: { idempotency_key: `e2e-poin-${suffix}`, kode_sales: 'S01', nama_customer: 'MEMBER E2E', no_hp: noHp, kode_member: kodeMember, detail, pembayaran: [{ jenis: 'CASH', jumlah_rp: total }] },
  });
  expect(sale.status(), await sale.text()).toBe(200);
  const receipt = ((await sale.json()) as { data: { no_faktur_group: string; poin: { didapat: number; saldo: number } } }).data;
  expect(receipt.poin).toMatchObject({ didapat: expected, saldo: expected });
  const read = await request.get(`/api/penjualan/${receipt.no_faktur_group}`, { headers: bearer(kasir) });
  if (read.status() === 200) expect(((await read.json()) as { data: { poin: unknown } }).data.poin).toMatchObject({ didapat: expected, saldo: expected });

  // the owner finds the member by phone: the earning rows and the balance
  await login(page, 'OWNER');
  await page.goto('/lihat-transaksi-member');
  await expect(page).toHaveTitle('shop | LIHAT TRANSAKSI MEMBER');
  await page.getByTestId('poin-cari').fill(`0${noHp.slice(2)}`);
  await page.getByTestId('poin-cari-submit').click();
  await expect(page.getByTestId('poin-saldo')).toHaveText(String(expected));
  await expect(page.getByTestId('poin-rows')).toContainText(receipt.no_faktur_group);

  // the sale is cancelled (with the supervisor's approval): the points go back, the balance is 0 again
  const approval = await request.post('/api/otorisasi', { headers: bearer(kasir), data: { operasi: 'BATAL_PENJUALAN', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'e2e' } });
  expect(approval.status(), await approval.text()).toBe(200);
  const id = ((await approval.json()) as { data: { id: string } }).data.id;
  const cancel = await request.post('/api/penjualan/batal', { headers: bearer(kasir), data: { no_faktur_group: receipt.no_faktur_group, alasan: 'retur', otorisasi: [id] } });
  expect(cancel.status(), await cancel.text()).toBe(200);
  await logoutToken(request, kasir);
  await page.reload();
  await page.getByTestId('poin-cari').fill(kodeMember);
  await page.getByTestId('poin-cari-submit').click();
  await expect(page.getByTestId('poin-saldo')).toHaveText('0');
  await expect(page.getByTestId('poin-rows')).toContainText('BATAL PENJUALAN');

  // the owner runs the reset from its screen: once per business date
  await page.goto('/parameter-reset-poin-member');
  await expect(page).toHaveTitle('shop | PARAMETER RESET POIN MEMBER');
  await page.getByTestId('reset-run').click();
  await expect(page.getByTestId('reset-result')).toContainText('Reset');
  await expect(page.getByTestId('reset-last-run')).toContainText(/\d{4}-\d{2}-\d{2}/);
});
