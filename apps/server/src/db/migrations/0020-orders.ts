import { sql, type Kysely } from 'kysely';

/**
 * Orders and pre-orders (issue 21 part 1).
 * - pesanan: an order for pieces to be made: customer, sales person, craftsman (tukang), due date, price
 *   basis (KUNCI: the gold price in force when ordered, locked; AMBIL: the price on the day it is
 *   finished / picked up), the deposit (dp) and its state OPEN -> DONE -> FINISH, or BATAL. A cancel keeps
 *   `potongan` of the deposit and gives back `refund`.
 * - pesanan_detail: the pieces: description, group and purity, estimated weight, size, labour (ongkos),
 *   photo; when DONE the real weight, the price and the item (kode_barcode) made for it.
 * - pesanan_bayar: the deposit's payments (cash, card, transfer), as a layaway's.
 * - pre_order: a catalogue model in stock elsewhere (another store or head office) ordered for a customer.
 * - penjualan_bayar.jenis gains PESANAN: a sale receipt of an order's pick-up carries its deposit.
 * - journal parameters of DP PESANAN, PELUNASAN PESANAN and BATAL PESANAN for every store (now and later).
 */

const PARAMS: readonly (readonly [trx: string, arah: 'MASUK' | 'KELUAR', kodeAkun: string, nomorAkun: string])[] = [
  ['DP PESANAN', 'MASUK', 'UANG MUKA PESANAN', '2-1100'],
  ['PELUNASAN PESANAN', 'MASUK', 'PENJUALAN', '4-1100'],
  ['BATAL PESANAN', 'KELUAR', 'UANG MUKA PESANAN', '2-1100'],
];
const TYPES: readonly (readonly [type: string, kodeAkun: string, nomorAkun: string])[] = [
  ['CASH', 'KAS', '1-1100'],
  ['BANK', 'BANK', '1-1200'],
];

function paramValues(): string {
  const rows: string[] = [];
  for (const [trx, arah, kodeLawan, nomorLawan] of PARAMS) {
    for (const [type, kodeUang, nomorUang] of TYPES) {
      const uang = [kodeUang, nomorUang, 'true'] as const;
      const lawan = [kodeLawan, nomorLawan, 'false'] as const;
      const [first, second] = arah === 'MASUK' ? [uang, lawan] : [lawan, uang];
      rows.push(`('${trx}', '${type}', 1, '${first[0]}', 'DEBET', '${first[1]}', ${first[2]})`);
      rows.push(`('${trx}', '${type}', 2, '${second[0]}', 'KREDIT', '${second[1]}', ${second[2]})`);
    }
  }
  return rows.join(',\n        ');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pesanan')
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('no_pesanan', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('kode_sales', 'text', (c) => c.notNull())
    .addColumn('nama_sales', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kode_tukang', 'text', (c) => c.notNull())
    .addColumn('nama_tukang', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nama_customer', 'text', (c) => c.notNull())
    .addColumn('alamat_customer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('no_hp', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('keterangan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tgl_janji', 'date', (c) => c.notNull())
    .addColumn('dasar_harga', 'text', (c) => c.notNull().check(sql`dasar_harga in ('KUNCI', 'AMBIL')`))
    .addColumn('total_berat', sql`numeric(14,3)`, (c) => c.notNull().defaultTo(0))
    .addColumn('total_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ongkos', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`ongkos >= 0`))
    .addColumn('total_harga', 'bigint', (c) => c.notNull().check(sql`total_harga >= 0`))
    .addColumn('dp', 'bigint', (c) => c.notNull().check(sql`dp >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN').check(sql`status in ('OPEN', 'DONE', 'FINISH', 'BATAL')`))
    .addColumn('valid', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('valid_by', 'text')
    .addColumn('valid_at', 'timestamptz')
    .addColumn('selesai_by', 'text')
    .addColumn('selesai_at', 'timestamptz')
    .addColumn('potongan', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('alasan_batal', 'text')
    .addColumn('batal_by', 'text')
    .addColumn('batal_at', 'timestamptz')
    .addColumn('batal_tgl_system', 'date')
    .addColumn('no_faktur_group', 'text')
    .addColumn('otorisasi', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('pesanan_pk', ['kode_toko', 'no_pesanan'])
    .addUniqueConstraint('pesanan_idempotency_key', ['kode_toko', 'idempotency_key'])
    .addCheckConstraint('pesanan_dp_refund', sql`potongan >= 0 and refund >= 0 and potongan + refund <= dp`)
    .execute();
  await db.schema.createIndex('pesanan_tgl_idx').on('pesanan').columns(['kode_toko', 'tgl_system']).execute();
  await db.schema.createIndex('pesanan_status_idx').on('pesanan').columns(['kode_toko', 'status', 'tgl_janji']).execute();

  await db.schema
    .createTable('pesanan_detail')
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_pesanan', 'text', (c) => c.notNull())
    .addColumn('urut', 'integer', (c) => c.notNull())
    .addColumn('deskripsi', 'text', (c) => c.notNull())
    .addColumn('kode_group', 'text', (c) => c.notNull())
    .addColumn('kode_dept', 'text', (c) => c.notNull())
    .addColumn('kadar', sql`numeric(7,2)`, (c) => c.notNull())
    .addColumn('berat_estimasi', sql`numeric(12,3)`, (c) => c.notNull().check(sql`berat_estimasi > 0`))
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ongkos', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`ongkos >= 0`))
    .addColumn('foto', 'text', (c) => c.notNull().defaultTo(''))
    /** the gold price per gram: locked when ordered (KUNCI), else the day's when finished */
    .addColumn('harga_per_gram', 'bigint', (c) => c.notNull().defaultTo(0))
    /** the estimated price when ordered; the real price when finished */
    .addColumn('harga', 'bigint', (c) => c.notNull().check(sql`harga >= 0`))
    .addColumn('berat', sql`numeric(12,3)`)
    .addColumn('kode_barcode', 'text')
    .addPrimaryKeyConstraint('pesanan_detail_pk', ['kode_toko', 'no_pesanan', 'urut'])
    .addForeignKeyConstraint('pesanan_detail_header_fk', ['kode_toko', 'no_pesanan'], 'pesanan', ['kode_toko', 'no_pesanan'])
    .execute();

  await db.schema
    .createTable('pesanan_bayar')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_pesanan', 'text', (c) => c.notNull())
    .addColumn('urut', 'integer', (c) => c.notNull())
    .addColumn('jenis', 'text', (c) => c.notNull().check(sql`jenis in ('CASH', 'CARD', 'TRANSFER', 'MARKETPLACE')`))
    .addColumn('jumlah_rp', 'bigint', (c) => c.notNull().check(sql`jumlah_rp > 0`))
    .addColumn('kode_bank', 'text')
    .addColumn('no_rekening', 'text')
    .addColumn('fee_persen', sql`numeric(5,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('jumlah_gesek', 'bigint', (c) => c.notNull())
    .addColumn('kode_marketplace', 'text')
    .addForeignKeyConstraint('pesanan_bayar_header_fk', ['kode_toko', 'no_pesanan'], 'pesanan', ['kode_toko', 'no_pesanan'])
    .execute();
  await db.schema.createIndex('pesanan_bayar_idx').on('pesanan_bayar').columns(['kode_toko', 'no_pesanan']).execute();

  await db.schema
    .createTable('pre_order')
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('no_pre_order', 'text', (c) => c.notNull())
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('nama_customer', 'text', (c) => c.notNull())
    .addColumn('no_hp', 'text', (c) => c.notNull().defaultTo(''))
    /** where the model is in stock: another store or head office */
    .addColumn('kode_toko_asal', 'text', (c) => c.notNull())
    .addColumn('kode_barcode', 'text', (c) => c.notNull())
    .addColumn('nama_barang', 'text', (c) => c.notNull())
    .addColumn('berat', sql`numeric(12,3)`, (c) => c.notNull())
    .addColumn('keterangan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'finish', 'cancel')`))
    .addColumn('finish_by', 'text')
    .addColumn('finish_at', 'timestamptz')
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('pre_order_pk', ['kode_toko', 'no_pre_order'])
    .execute();
  await db.schema.createIndex('pre_order_status_idx').on('pre_order').columns(['kode_toko', 'status', 'tgl_system']).execute();

  await sql`alter table penjualan_bayar drop constraint if exists penjualan_bayar_jenis_check`.execute(db);
  await sql`alter table penjualan_bayar add constraint penjualan_bayar_jenis_check check (jenis in ('CASH', 'CARD', 'TRANSFER', 'MARKETPLACE', 'TITIP', 'TUKAR', 'PESANAN'))`.execute(db);

  await sql
    .raw(
      `
    create or replace function emas_seed_akun_pesanan(p_toko text) returns void
    language plpgsql as $$
    begin
      insert into akun (kode_toko, nomor_akun, nama_akun)
      select p_toko, '2-1100', 'UANG MUKA TITIPAN PELANGGAN' on conflict do nothing;
      insert into para_akun_transaksi (kode_toko, trx, type)
      select distinct p_toko, d.trx, d.type
      from (values
        ${paramValues()}
      ) as d (trx, type, urut, kode_akun, jenis_akun, nomor_akun, uang)
      on conflict do nothing;
      insert into para_akun_transaksi_detail (kode_toko, trx, type, urut, kode_akun, jenis_akun, nomor_akun, uang)
      select p_toko, d.trx, d.type, d.urut, d.kode_akun, d.jenis_akun, d.nomor_akun, d.uang
      from (values
        ${paramValues()}
      ) as d (trx, type, urut, kode_akun, jenis_akun, nomor_akun, uang)
      where exists (select 1 from akun a where a.kode_toko = p_toko and a.nomor_akun = d.nomor_akun)
      on conflict do nothing;
    end
    $$`,
    )
    .execute(db);
  await sql`
    create or replace function emas_toko_akun_pesanan() returns trigger
    language plpgsql as $$
    begin
      perform emas_seed_akun_pesanan(new.kode_toko);
      return null;
    end
    $$`.execute(db);
  // named after toko_akun so it runs after the store's chart is seeded
  await sql`create trigger toko_akun_pesanan after insert on toko for each row execute function emas_toko_akun_pesanan()`.execute(db);
  await sql`select emas_seed_akun_pesanan(kode_toko) from toko`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists toko_akun_pesanan on toko`.execute(db);
  await sql`drop function if exists emas_toko_akun_pesanan()`.execute(db);
  await sql`drop function if exists emas_seed_akun_pesanan(text)`.execute(db);
  await sql`delete from para_akun_transaksi_detail where trx in ('DP PESANAN', 'PELUNASAN PESANAN', 'BATAL PESANAN')`.execute(db);
  await sql`delete from para_akun_transaksi where trx in ('DP PESANAN', 'PELUNASAN PESANAN', 'BATAL PESANAN')`.execute(db);
  await sql`alter table penjualan_bayar drop constraint if exists penjualan_bayar_jenis_check`.execute(db);
  await sql`alter table penjualan_bayar add constraint penjualan_bayar_jenis_check check (jenis in ('CASH', 'CARD', 'TRANSFER', 'MARKETPLACE', 'TITIP', 'TUKAR'))`.execute(db);
  for (const table of ['pre_order', 'pesanan_bayar', 'pesanan_detail', 'pesanan']) await db.schema.dropTable(table).ifExists().execute();
}
