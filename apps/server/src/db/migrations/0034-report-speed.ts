import { sql, type Kysely } from 'kysely';

/**
 * Issue 22 (Speed), what the reports read instead of every row.
 *
 * Laporan Barang Summary takes a closed day's in and out from the kept tray balances (saldo_barang_harian) less
 * the moves between two trays of one warehouse: `stock_mutasi_pindah_baki_idx` finds those moves (a few) without
 * reading the day's ledger.
 *
 * The daily sales summary `penjualan_harian`, one row per store, business day, sales person
 * (code and name), and group, holding what the sold lines (AKTIF lines of AKTIF receipts) of that key come to:
 * pieces, weight, price, and two receipt counts that stay exact when rows are summed:
 * - `jumlah_nota_group`: receipts having at least one sold line of that group (summed over days and sales
 *   people: the receipts of a group, since a receipt has one day and one sales person);
 * - `jumlah_nota`: every receipt counted once, on the first (lowest code) group of its sold lines (summed
 *   over groups: the receipts of a day or of a sales person).
 * Rekap Penjualan reads it instead of counting distinct receipts over every line of the period.
 *
 * It is kept exact in the same transaction as every write by statement-level AFTER triggers with transition
 * tables on `penjualan_detail` (insert, update, delete) and `penjualan` (update, delete): for the receipts a
 * statement touched, each trigger adds what they contribute now and subtracts what they contributed before the
 * statement (the before lines are the current ones with the statement's old rows in place of its new ones).
 * A header insert needs nothing (a receipt without lines contributes nothing; its lines' insert, in the same
 * statement or after, adds the receipt). The upsert (`on conflict do update`) adds to the row, so cashiers
 * writing at the same time do not lose each other's counts. Rows that fall to zero stay (the report skips them).
 * One rule the triggers rely on: no single statement changes both a receipt's header and its lines (each
 * trigger takes the other table as it is after the statement); sale cancel, line cancel, and every save keep it.
 * The same contribution query fills the table from what is already there (this migration, and the report
 * benchmark, which seeds without triggers).
 */

const KEY = 'kode_toko, tgl_system, kode_sales, nama_sales, kode_group';

/**
 * What the AKTIF lines `lines` of the AKTIF receipt headers `headers` contribute per summary key, each
 * column multiplied by `sign` (1 or -1). `lines` and `headers` are relation expressions with the columns of
 * penjualan_detail and penjualan.
 */
export function contribution(lines: string, headers: string, sign: 1 | -1): string {
  return `
    select h.kode_toko, h.tgl_system, h.kode_sales, h.nama_sales, rg.kode_group,
      ${sign} * sum(rg.qty) as qty, ${sign} * sum(rg.berat) as berat, ${sign} * sum(rg.harga) as harga,
      ${sign} * count(*) filter (where rg.kode_group = rg.first_group) as jumlah_nota,
      ${sign} * count(*) as jumlah_nota_group
    from (
      select l.kode_toko, l.no_faktur_group, l.kode_group, sum(l.jumlah) as qty, sum(l.berat) as berat, sum(l.harga) as harga,
        min(l.kode_group) over (partition by l.kode_toko, l.no_faktur_group) as first_group
      from ${lines} l
      where l.status = 'AKTIF'
      group by l.kode_toko, l.no_faktur_group, l.kode_group
    ) rg
    join ${headers} h on h.kode_toko = rg.kode_toko and h.no_faktur_group = rg.no_faktur_group
    where h.status = 'AKTIF'
    group by h.kode_toko, h.tgl_system, h.kode_sales, h.nama_sales, rg.kode_group`;
}

/** Adds the rows of `delta` (a select of contribution columns, possibly several per key) to the summary. */
function upsert(delta: string): string {
  return `
    insert into penjualan_harian (${KEY}, qty, berat, harga, jumlah_nota, jumlah_nota_group)
    select ${KEY}, sum(qty), sum(berat), sum(harga), sum(jumlah_nota), sum(jumlah_nota_group)
    from (${delta}) x
    group by ${KEY}
    having sum(qty) <> 0 or sum(berat) <> 0 or sum(harga) <> 0 or sum(jumlah_nota) <> 0 or sum(jumlah_nota_group) <> 0
    on conflict (${KEY}) do update set
      qty = penjualan_harian.qty + excluded.qty,
      berat = penjualan_harian.berat + excluded.berat,
      harga = penjualan_harian.harga + excluded.harga,
      jumlah_nota = penjualan_harian.jumlah_nota + excluded.jumlah_nota,
      jumlah_nota_group = penjualan_harian.jumlah_nota_group + excluded.jumlah_nota_group`;
}

/** The whole summary from the tables (what the migration and the benchmark's seed write). */
export const FILL_PENJUALAN_HARIAN = upsert(contribution('penjualan_detail', 'penjualan', 1));

const NO_LINES = '(select * from penjualan_detail where false)';
const NO_HEADERS = '(select * from penjualan where false)';

/** The delta of a statement on penjualan_detail whose transition tables are `newRows` / `oldRows` (or none). */
function detailDelta(newRows: string | null, oldRows: string | null): string {
  const n = newRows ?? NO_LINES;
  const o = oldRows ?? NO_LINES;
  return `
    with k as (select n0.kode_toko, n0.no_faktur_group from ${n} n0 union select o0.kode_toko, o0.no_faktur_group from ${o} o0),
    hdr as (select p.* from penjualan p join k on k.kode_toko = p.kode_toko and k.no_faktur_group = p.no_faktur_group),
    now_lines as (select d.* from penjualan_detail d join k on k.kode_toko = d.kode_toko and k.no_faktur_group = d.no_faktur_group),
    before_lines as (
      select a.* from now_lines a where not exists (select 1 from ${n} x where x.kode_toko = a.kode_toko and x.no_faktur_jual = a.no_faktur_jual)
      union all select o1.* from ${o} o1
    )
    ${upsert(`${contribution('now_lines', 'hdr', 1)} union all ${contribution('before_lines', 'hdr', -1)}`)}`;
}

/** The delta of a statement on penjualan (update: `newRows` and `oldRows`; delete: `oldRows` only). */
function headerDelta(newRows: string | null, oldRows: string): string {
  const n = newRows ?? NO_HEADERS;
  // only the receipts whose status, day, sales person or store changed (validating a receipt changes none)
  return `
    with changed as (
      select o.kode_toko, o.no_faktur_group from ${oldRows} o
      where not exists (
        select 1 from ${n} x where x.kode_toko = o.kode_toko and x.no_faktur_group = o.no_faktur_group
          and (x.status, x.tgl_system, x.kode_sales, x.nama_sales) is not distinct from (o.status, o.tgl_system, o.kode_sales, o.nama_sales))
    ),
    lines as (select d.* from penjualan_detail d join changed c on c.kode_toko = d.kode_toko and c.no_faktur_group = d.no_faktur_group),
    now_hdr as (select p.* from penjualan p join changed c on c.kode_toko = p.kode_toko and c.no_faktur_group = p.no_faktur_group),
    old_hdr as (select o.* from ${oldRows} o join changed c on c.kode_toko = o.kode_toko and c.no_faktur_group = o.no_faktur_group)
    ${upsert(`${contribution('lines', 'now_hdr', 1)} union all ${contribution('lines', 'old_hdr', -1)}`)}`;
}

const fn = (name: string, body: string) => `
  create or replace function ${name}() returns trigger
  language plpgsql as $$
  begin
    ${body};
    return null;
  end
  $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table penjualan_harian (
      kode_toko text not null,
      tgl_system date not null,
      kode_sales text not null,
      nama_sales text not null,
      kode_group text not null,
      qty bigint not null default 0,
      berat numeric(16,3) not null default 0,
      harga bigint not null default 0,
      jumlah_nota integer not null default 0,
      jumlah_nota_group integer not null default 0,
      primary key (kode_toko, tgl_system, kode_sales, nama_sales, kode_group)
    )`.execute(db);
  await sql.raw(fn('emas_penjualan_harian_detail_ins', detailDelta('new_rows', null))).execute(db);
  await sql.raw(fn('emas_penjualan_harian_detail_upd', detailDelta('new_rows', 'old_rows'))).execute(db);
  await sql.raw(fn('emas_penjualan_harian_detail_del', detailDelta(null, 'old_rows'))).execute(db);
  await sql.raw(fn('emas_penjualan_harian_header_upd', headerDelta('new_rows', 'old_rows'))).execute(db);
  await sql.raw(fn('emas_penjualan_harian_header_del', headerDelta(null, 'old_rows'))).execute(db);
  await sql`create trigger penjualan_harian_detail_ins after insert on penjualan_detail referencing new table as new_rows
    for each statement execute function emas_penjualan_harian_detail_ins()`.execute(db);
  await sql`create trigger penjualan_harian_detail_upd after update on penjualan_detail referencing old table as old_rows new table as new_rows
    for each statement execute function emas_penjualan_harian_detail_upd()`.execute(db);
  await sql`create trigger penjualan_harian_detail_del after delete on penjualan_detail referencing old table as old_rows
    for each statement execute function emas_penjualan_harian_detail_del()`.execute(db);
  await sql`create trigger penjualan_harian_header_upd after update on penjualan referencing old table as old_rows new table as new_rows
    for each statement execute function emas_penjualan_harian_header_upd()`.execute(db);
  await sql`create trigger penjualan_harian_header_del after delete on penjualan referencing old table as old_rows
    for each statement execute function emas_penjualan_harian_header_del()`.execute(db);
  await sql.raw(FILL_PENJUALAN_HARIAN).execute(db);
  await sql`create index stock_mutasi_pindah_baki_idx on stock_mutasi (kode_toko, tgl_system) where dari_gudang = ke_gudang`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists stock_mutasi_pindah_baki_idx`.execute(db);
  await sql`drop trigger if exists penjualan_harian_detail_ins on penjualan_detail`.execute(db);
  await sql`drop trigger if exists penjualan_harian_detail_upd on penjualan_detail`.execute(db);
  await sql`drop trigger if exists penjualan_harian_detail_del on penjualan_detail`.execute(db);
  await sql`drop trigger if exists penjualan_harian_header_upd on penjualan`.execute(db);
  await sql`drop trigger if exists penjualan_harian_header_del on penjualan`.execute(db);
  for (const f of ['detail_ins', 'detail_upd', 'detail_del', 'header_upd', 'header_del']) {
    await sql.raw(`drop function if exists emas_penjualan_harian_${f}()`).execute(db);
  }
  await sql`drop table if exists penjualan_harian`.execute(db);
}
