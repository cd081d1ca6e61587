import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

// ---------------------------------------------------------------- the store's day

/**
 * The store row locked FOR NO KEY UPDATE: what a close does first. Every ledger insert takes this row
 * FOR SHARE (migration 0013), so the close waits for the documents being written and those that start
 * meanwhile wait for the close; foreign keys (FOR KEY SHARE) are not held up.
 */
export function lockStore(db: Db, kodeToko: string) {
  return db.selectFrom('toko').select(['kode_toko', 'nama_toko', 'tgl_system']).where('kode_toko', '=', kodeToko).forNoKeyUpdate().executeTakeFirst();
}

export function findStore(db: Db, kodeToko: string) {
  return db.selectFrom('toko').select(['kode_toko', 'nama_toko', 'tgl_system']).where('kode_toko', '=', kodeToko).executeTakeFirst();
}

export async function moveStoreDate(db: Db, kodeToko: string, tglBerikut: string): Promise<void> {
  await db.updateTable('toko').set({ tgl_system: tglBerikut, updated_at: sql<string>`now()` }).where('kode_toko', '=', kodeToko).execute();
}

// ---------------------------------------------------------------- what the checks count

/** Loans written on the day, not cancelled, not yet validated (/validasi-hutang). */
export async function countUnvalidatedLoans(db: Db, kodeToko: string, tgl: string): Promise<number> {
  const row = await db
    .selectFrom('hutang')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kode_toko', '=', kodeToko)
    .where('tgl_hutang', '=', tgl)
    .where('status', '!=', 'BATAL')
    .where('valid', '=', false)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Documents of the day, not cancelled, that a supervisor has not validated: orders (VALIDASI_PESANAN_MODULE, cancelled
 * BATAL) and repairs (VALIDASI_SERVICE_MODULE, cancelled CANC).
 */
export async function countUnvalidatedDocuments(db: Db, table: 'pesanan' | 'service', kodeToko: string, tgl: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<string>`count(*)`.as('n'))
    .where('kode_toko', '=', kodeToko)
    .where('tgl_system', '=', tgl)
    .where(sql<boolean>`status <> ${table === 'pesanan' ? 'BATAL' : 'CANC'}`)
    .where('valid', '=', false)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countUnvalidatedSales(db: Db, kodeToko: string, tgl: string): Promise<number> {
  const row = await db
    .selectFrom('penjualan')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kode_toko', '=', kodeToko)
    .where('tgl_system', '=', tgl)
    .where('status', '=', 'AKTIF')
    .where('valid', '=', false)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countUnvalidatedTitip(db: Db, kodeToko: string, tgl: string): Promise<number> {
  const row = await db
    .selectFrom('titip')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kode_toko', '=', kodeToko)
    .where('tgl_system', '=', tgl)
    .where('status', '<>', 'BATAL')
    .where('valid', '=', false)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countOpenOpname(db: Db, kodeToko: string): Promise<number> {
  const row = await db.selectFrom('stock_opname').select((eb) => eb.fn.countAll<string>().as('n')).where('kode_toko', '=', kodeToko).where('status', '=', 'OPEN').executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countTrayWeighings(db: Db, kodeToko: string, tgl: string): Promise<number> {
  const row = await db
    .selectFrom('timbang_baki')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kode_toko', '=', kodeToko)
    .where('tgl_system', '=', tgl)
    .where('reset_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Approval requests still OPEN (younger than `maxAgeMinutes`, as the authenticator lists them). */
export async function countOpenApprovals(db: Db, kodeToko: string, maxAgeMinutes: number): Promise<number> {
  const row = await db
    .selectFrom('otorisasi')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kode_toko', '=', kodeToko)
    .where('status', '=', 'OPEN')
    .where('created_at', '>=', sql<string>`now() - make_interval(mins => ${maxAgeMinutes})`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------- closing balances

/**
 * Each warehouse/tray's stock on day `tgl`, kept: opening = the previous closed day's closing plus the
 * ledger rows after it and before `tgl` (all earlier rows when the store never closed), in and out =
 * the rows of `tgl`, by the rule of stock.repository sumLedgerByPlace (a row from a place to the same
 * place moves nothing). Places with nothing at all are left out. One statement.
 */
export async function insertStockClosing(db: Db, kodeToko: string, tgl: string): Promise<void> {
  await sql`
    insert into saldo_barang_harian (kode_toko, tgl_system, kode_gudang, kode_baki, qty_awal, berat_awal, qty_masuk, berat_masuk,
                                     qty_keluar, berat_keluar, qty_akhir, berat_akhir)
    with prev as (
      select max(tgl_system) as tgl from tutup_toko where kode_toko = ${kodeToko} and tgl_system < ${tgl}::date
    ),
    rows as (
      select s.tgl_system, s.dari_gudang, s.dari_baki, s.ke_gudang, s.ke_baki, s.qty, s.berat
        from stock_mutasi s
       where s.kode_toko = ${kodeToko} and s.tgl_system <= ${tgl}::date
         and s.tgl_system > coalesce((select tgl from prev), '-infinity'::date)
         and not (s.dari_baki is not distinct from s.ke_baki and s.dari_gudang is not distinct from s.ke_gudang)
    ),
    m as (
      select kode_gudang, kode_baki, qty_akhir as qa, berat_akhir as ba, 0::bigint as qm, 0::numeric as bm, 0::bigint as qk, 0::numeric as bk
        from saldo_barang_harian
       where kode_toko = ${kodeToko} and tgl_system = (select tgl from prev)
      union all
      select ke_gudang, ke_baki,
             case when tgl_system < ${tgl}::date then qty else 0 end, case when tgl_system < ${tgl}::date then berat else 0 end,
             case when tgl_system = ${tgl}::date then qty else 0 end, case when tgl_system = ${tgl}::date then berat else 0 end, 0, 0
        from rows where ke_baki is not null
      union all
      select dari_gudang, dari_baki,
             case when tgl_system < ${tgl}::date then -qty else 0 end, case when tgl_system < ${tgl}::date then -berat else 0 end, 0, 0,
             case when tgl_system = ${tgl}::date then qty else 0 end, case when tgl_system = ${tgl}::date then berat else 0 end
        from rows where dari_baki is not null
    )
    select ${kodeToko}, ${tgl}::date, kode_gudang, kode_baki, sum(qa), sum(ba), sum(qm), sum(bm), sum(qk), sum(bk),
           sum(qa) + sum(qm) - sum(qk), sum(ba) + sum(bm) - sum(bk)
      from m
     group by kode_gudang, kode_baki
    having sum(qa) <> 0 or sum(ba) <> 0 or sum(qm) <> 0 or sum(bm) <> 0 or sum(qk) <> 0 or sum(bk) <> 0`.execute(db);
}

/** The account a money ledger row moves: '' for the drawer, the account number, the marketplace. */
const AKUN = sql<string>`case k.jenis when 'BANK' then coalesce(k.no_rekening, '') when 'NON_TUNAI' then coalesce(k.no_rekening, '') when 'MARKETPLACE' then coalesce(k.kode_marketplace, '') else '' end`;

/**
 * Each money account's balance on day `tgl`, kept (opening, in, out, closing), by the same rule as the
 * stock: the previous closed day's closing plus the rows after it and before `tgl`, then the rows of `tgl`.
 */
export async function insertKasClosing(db: Db, kodeToko: string, tgl: string): Promise<void> {
  await sql`
    insert into saldo_kas_harian (kode_toko, tgl_system, jenis, akun, kode_bank, saldo_awal, masuk, keluar, saldo_akhir)
    with prev as (
      select max(tgl_system) as tgl from tutup_toko where kode_toko = ${kodeToko} and tgl_system < ${tgl}::date
    ),
    m as (
      select jenis, akun, kode_bank, saldo_akhir as awal, 0::bigint as masuk, 0::bigint as keluar
        from saldo_kas_harian
       where kode_toko = ${kodeToko} and tgl_system = (select tgl from prev)
      union all
      select k.jenis, ${AKUN}, k.kode_bank,
             case when k.tgl_system < ${tgl}::date then k.jumlah_in - k.jumlah_out else 0 end,
             case when k.tgl_system = ${tgl}::date then k.jumlah_in else 0 end,
             case when k.tgl_system = ${tgl}::date then k.jumlah_out else 0 end
        from kas_mutasi k
       where k.kode_toko = ${kodeToko} and k.tgl_system <= ${tgl}::date
         and k.tgl_system > coalesce((select tgl from prev), '-infinity'::date)
    )
    select ${kodeToko}, ${tgl}::date, jenis, akun, max(kode_bank), sum(awal), sum(masuk), sum(keluar), sum(awal) + sum(masuk) - sum(keluar)
      from m
     group by jenis, akun
    having sum(awal) <> 0 or sum(masuk) <> 0 or sum(keluar) <> 0`.execute(db);
}

/** The day's money movements per kategori and kind of account. */
export async function kasFlowsOfDay(db: Db, kodeToko: string, tgl: string) {
  const rows = await db
    .selectFrom('kas_mutasi')
    .select(['kategori', 'jenis'])
    .select((eb) => [eb.fn.sum<string>('jumlah_in').as('masuk'), eb.fn.sum<string>('jumlah_out').as('keluar')])
    .where('kode_toko', '=', kodeToko)
    .where('tgl_system', '=', tgl)
    .groupBy(['kategori', 'jenis'])
    .execute();
  return rows.map((r) => ({ kategori: r.kategori, jenis: r.jenis, masuk: Number(r.masuk), keluar: Number(r.keluar) }));
}

/** The day's sales, buy-backs and their cancellations in the stock ledger: documents, pieces, weight. */
export async function stockFlowsOfDay(db: Db, kodeToko: string, tgl: string) {
  const rows = await db
    .selectFrom('stock_mutasi')
    .select('jenis')
    .select((eb) => [
      sql<string>`count(distinct no_ref)`.as('nota'),
      eb.fn.sum<string>('qty').as('qty'),
      sql<string>`coalesce(sum(berat), 0)::text`.as('berat'),
    ])
    .where('kode_toko', '=', kodeToko)
    .where('tgl_system', '=', tgl)
    .where('jenis', 'in', ['JUAL', 'BATAL_JUAL', 'BELI', 'BATAL_BELI'])
    .groupBy('jenis')
    .execute();
  return rows;
}

/**
 * The day's sales and buy-back receipts standing (AKTIF) at the close: receipts, pieces and weight of their
 * standing lines (as Rekap Penjualan counts them) and rupiah of the receipts (a sale's grand total after
 * discount and partial cancels, a buy-back's price paid: as the dashboard and the buy-back reports).
 */
export async function documentsOfDay(db: Db, kodeToko: string, tgl: string) {
  const { rows } = await sql<{ jenis: 'JUAL' | 'BELI'; nota: string; qty: string; berat: string; rp: string }>`
    select 'JUAL' as jenis, count(*)::text as nota, coalesce(sum(l.qty), 0)::text as qty, coalesce(sum(l.berat), 0)::text as berat,
           coalesce(sum(p.grand_total), 0)::text as rp
      from penjualan p
      join lateral (select sum(d.jumlah) as qty, sum(d.berat) as berat from penjualan_detail d
                     where d.kode_toko = p.kode_toko and d.no_faktur_group = p.no_faktur_group and d.status = 'AKTIF') l on true
     where p.kode_toko = ${kodeToko} and p.tgl_system = ${tgl}::date and p.status = 'AKTIF'
    union all
    select 'BELI', count(*)::text, coalesce(sum(l.qty), 0)::text, coalesce(sum(p.total_berat), 0)::text, coalesce(sum(p.total_harga), 0)::text
      from pembelian p
      join lateral (select count(*) as qty from pembelian_detail d
                     where d.kode_toko = p.kode_toko and d.no_faktur_group = p.no_faktur_group and d.status = 'AKTIF') l on true
     where p.kode_toko = ${kodeToko} and p.tgl_system = ${tgl}::date and p.status = 'AKTIF'`.execute(db);
  return rows;
}

export async function insertClosing(
  db: Db,
  row: { kode_toko: string; tgl_system: string; tgl_berikut: string; ringkasan: unknown; peringatan: unknown; closed_by: string },
): Promise<void> {
  await db
    .insertInto('tutup_toko')
    .values({ ...row, ringkasan: JSON.stringify(row.ringkasan), peringatan: JSON.stringify(row.peringatan) })
    .execute();
}

// ---------------------------------------------------------------- reading a closed day

export function findClosing(db: Db, kodeToko: string, tgl: string) {
  return db
    .selectFrom('tutup_toko as c')
    .innerJoin('toko as t', 't.kode_toko', 'c.kode_toko')
    .select(['c.kode_toko', 't.nama_toko', 'c.tgl_system', 'c.tgl_berikut', 'c.ringkasan', 'c.peringatan', 'c.closed_by', 'c.closed_at'])
    .where('c.kode_toko', '=', kodeToko)
    .where('c.tgl_system', '=', tgl)
    .executeTakeFirst();
}

export function listKasClosing(db: Db, kodeToko: string, tgl: string) {
  return db
    .selectFrom('saldo_kas_harian')
    .select(['jenis', 'akun', 'kode_bank', 'saldo_awal', 'masuk', 'keluar', 'saldo_akhir'])
    .where('kode_toko', '=', kodeToko)
    .where('tgl_system', '=', tgl)
    .orderBy('jenis', 'asc')
    .orderBy('akun')
    .execute();
}

export function listStockClosing(db: Db, kodeToko: string, tgl: string) {
  return db
    .selectFrom('saldo_barang_harian')
    .select(['kode_gudang', 'kode_baki', 'qty_awal', 'berat_awal', 'qty_masuk', 'berat_masuk', 'qty_keluar', 'berat_keluar', 'qty_akhir', 'berat_akhir'])
    .where('kode_toko', '=', kodeToko)
    .where('tgl_system', '=', tgl)
    .orderBy('kode_gudang')
    .orderBy('kode_baki')
    .execute();
}

export function listClosings(db: Db, kodeToko: string, limit = 60) {
  return db
    .selectFrom('tutup_toko')
    .select(['tgl_system', 'tgl_berikut', 'closed_by', 'closed_at'])
    .where('kode_toko', '=', kodeToko)
    .orderBy('tgl_system', 'desc')
    .limit(limit)
    .execute();
}

/** Closed days of a period (one store, or every store: null), oldest first, for the EOD report. */
export function listClosingsBetween(db: Db, q: { kodeToko: string | null; tglAwal: string; tglAkhir: string }) {
  let query = db
    .selectFrom('tutup_toko')
    .select(['kode_toko', 'tgl_system', 'tgl_berikut', 'closed_by', 'ringkasan'])
    .where('tgl_system', '>=', q.tglAwal)
    .where('tgl_system', '<=', q.tglAkhir);
  if (q.kodeToko) query = query.where('kode_toko', '=', q.kodeToko);
  return query.orderBy('tgl_system').orderBy('kode_toko').limit(5000).execute();
}
