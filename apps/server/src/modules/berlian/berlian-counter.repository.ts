import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A piece's stones, the grid rows in force for their grades and its certificate, as one JSON value. */
export type DiamondJson = {
  batu: { jenis_batu: string; jumlah: number; karat: string; kode_shape: string; kode_color: string; kode_clarity: string }[];
  grid: { kode_shape: string; kode_color: string; kode_clarity: string; karat_dari: string; karat_sampai: string; harga_per_karat: number; margin_persen: string }[];
  sertifikat: { lab: string; no: string } | null;
  /** the piece's cost as received (item_berlian; 0 when not known): the floor of the 'diamond below cost' approval */
  modal: number;
};

type Text = string | Expression<string>;
const val = (v: Text) => (typeof v === 'string' ? sql`${v}` : sql`${v}`);

/**
 * A column for the counter's item reads: the piece's stones (null when it has none), the grid rows of the
 * store in force on `tanggal` for their shape, colour and clarity, and its certificate. An index probe on
 * item_batu for a gold piece; the grid is read only for a piece with stones.
 */
export function diamondJsonOf(kodeToko: Text, kodeBarcode: Text, tanggal: Text): RawBuilder<DiamondJson | null> {
  const toko = val(kodeToko);
  const barcode = val(kodeBarcode);
  return sql<DiamondJson | null>`(select case when count(*) = 0 then null else json_build_object(
      'batu', json_agg(json_build_object('jenis_batu', ib.jenis_batu, 'jumlah', ib.jumlah, 'karat', ib.karat::text,
        'kode_shape', ib.kode_shape, 'kode_color', ib.kode_color, 'kode_clarity', ib.kode_clarity) order by ib.urut),
      'grid', (select coalesce(json_agg(json_build_object('kode_shape', pb.kode_shape, 'kode_color', pb.kode_color,
          'kode_clarity', pb.kode_clarity, 'karat_dari', pb.karat_dari::text, 'karat_sampai', pb.karat_sampai::text,
          'harga_per_karat', pb.harga_per_karat, 'margin_persen', pb.margin_persen::text) order by pb.karat_dari), '[]')
        from parameter_berlian pb
        where pb.kode_toko = ${toko}
          and pb.tgl_berlaku = (select max(p2.tgl_berlaku) from parameter_berlian p2 where p2.kode_toko = ${toko} and p2.tgl_berlaku <= ${val(tanggal)}::date)
          and exists (select 1 from item_batu x where x.kode_toko = ${toko} and x.kode_barcode = ${barcode}
            and x.kode_shape = pb.kode_shape and x.kode_color = pb.kode_color and x.kode_clarity = pb.kode_clarity)),
      'sertifikat', (select json_build_object('lab', s.lab_sertifikat, 'no', s.no_sertifikat) from item_sertifikat s
        where s.kode_toko = ${toko} and s.kode_barcode = ${barcode}),
      'modal', coalesce((select m.harga_modal from item_berlian m where m.kode_toko = ${toko} and m.kode_barcode = ${barcode}), 0)
    ) end
    from item_batu ib where ib.kode_toko = ${toko} and ib.kode_barcode = ${barcode})`;
}

/** The pieces' stones and certificates by barcode (a receipt read back). */
export async function diamondsOf(db: Db, kodeToko: string, codes: readonly string[], tanggal: string): Promise<Map<string, DiamondJson>> {
  if (!codes.length) return new Map();
  const { rows } = await sql<{ kode_barcode: string; berlian: DiamondJson | null }>`select c.kode_barcode, ${diamondJsonOf(kodeToko, sql.ref<string>('c.kode_barcode'), tanggal)} as berlian
    from unnest(${codes}::text[]) as c(kode_barcode)`.execute(db);
  const out = new Map<string, DiamondJson>();
  for (const r of rows) if (r.berlian) out.set(r.kode_barcode, r.berlian);
  return out;
}

/**
 * A piece bought back keeps its stones and certificate: they move from the sold item to the new item the
 * buy-back puts in stock (the certificate's number stays on one piece).
 */
export async function moveStones(db: Db, kodeToko: string, from: string, to: string, inputBy: string): Promise<void> {
  await sql`insert into item_batu (kode_toko, kode_barcode, urut, jenis_batu, jumlah, karat, size, kode_shape, kode_color, kode_clarity,
      kode_cutgrade, kode_polish, kode_symmetry, kode_fluorescence, input_by)
    select kode_toko, ${to}, urut, jenis_batu, jumlah, karat, size, kode_shape, kode_color, kode_clarity,
      kode_cutgrade, kode_polish, kode_symmetry, kode_fluorescence, ${inputBy}
    from item_batu where kode_toko = ${kodeToko} and kode_barcode = ${from} order by urut`.execute(db);
  await db.updateTable('item_sertifikat').set({ kode_barcode: to }).where('kode_toko', '=', kodeToko).where('kode_barcode', '=', from).execute();
}
