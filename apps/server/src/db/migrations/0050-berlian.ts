import { sql, type Kysely } from 'kysely';

/**
 * The diamond module (issue 34):
 * - the seven stone attribute masters (batu_shape, batu_color, batu_clarity, batu_cutgrade, batu_polish,
 *   batu_symmetry, batu_fluorescence: a code, a name and a display order per store), read at batu-shape ... ;
 * - supplier_berlian: who diamond pieces come from (supplier-berlian);
 * - parameter_berlian: the price grid, rupiah per carat by shape, colour, clarity and carat band (the size of one
 *   stone, 3 decimals) with a margin, dated by tgl_berlaku like the loan parameters;
 * - item_batu: the stone lines of a diamond piece in stock (the original's 'Tambah Batu' fields), carats numeric(10,3);
 * - item_sertifikat: the piece's certificate (lab, number, a picture), one per piece; a lab's number is on one
 *   piece only in the whole chain.
 */
const ATTRIBUTES = ['shape', 'color', 'clarity', 'cutgrade', 'polish', 'symmetry', 'fluorescence'] as const;

const MASTER_COLUMNS = `
      _id text primary key default substr(md5(random()::text || clock_timestamp()::text), 1, 16),
      kode_toko text not null references toko (kode_toko),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by text not null default 'SYSTEM',
      updated_by text not null default 'SYSTEM'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const a of ATTRIBUTES) {
    await sql
      .raw(
        `create table batu_${a} (${MASTER_COLUMNS},
      kode_${a} text not null,
      nama_${a} text not null,
      urut integer not null default 0,
      unique (kode_toko, kode_${a})
    )`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create table supplier_berlian (${MASTER_COLUMNS},
      kode_supplier text not null,
      nama_supplier text not null,
      no_hp text not null default '',
      alamat text not null default '',
      unique (kode_toko, kode_supplier)
    )`,
    )
    .execute(db);
  await sql
    .raw(
      `create table parameter_berlian (${MASTER_COLUMNS},
      kode_harga_berlian text not null,
      tgl_berlaku date not null,
      kode_shape text not null,
      kode_color text not null,
      kode_clarity text not null,
      karat_dari numeric(10,3) not null check (karat_dari > 0),
      karat_sampai numeric(10,3) not null,
      harga_per_karat bigint not null check (harga_per_karat > 0),
      margin_persen numeric(7,2) not null default 0 check (margin_persen >= 0),
      unique (kode_toko, kode_harga_berlian),
      check (karat_sampai >= karat_dari)
    )`,
    )
    .execute(db);
  await sql`create index parameter_berlian_grade on parameter_berlian (kode_toko, kode_shape, kode_color, kode_clarity, tgl_berlaku)`.execute(db);
  await sql`
    create table item_batu (
      id bigint generated always as identity primary key,
      kode_toko text not null,
      kode_barcode text not null,
      urut integer not null,
      jenis_batu text not null,
      jumlah integer not null check (jumlah > 0),
      karat numeric(10,3) not null check (karat > 0),
      size text not null default '',
      kode_shape text not null,
      kode_color text not null,
      kode_clarity text not null,
      kode_cutgrade text not null default '',
      kode_polish text not null default '',
      kode_symmetry text not null default '',
      kode_fluorescence text not null default '',
      input_by text not null,
      created_at timestamptz not null default now(),
      foreign key (kode_toko, kode_barcode) references barang (kode_toko, kode_barcode),
      unique (kode_toko, kode_barcode, urut)
    )`.execute(db);
  await sql`
    create table item_sertifikat (
      kode_toko text not null,
      kode_barcode text not null,
      lab_sertifikat text not null,
      no_sertifikat text not null,
      foto_sertifikat text,
      input_by text not null,
      created_at timestamptz not null default now(),
      primary key (kode_toko, kode_barcode),
      foreign key (kode_toko, kode_barcode) references barang (kode_toko, kode_barcode),
      unique (lab_sertifikat, no_sertifikat)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['item_sertifikat', 'item_batu', 'parameter_berlian', 'supplier_berlian', ...ATTRIBUTES.map((a) => `batu_${a}`)]) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
