import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The diamond module's demo lists (issue 34): stone grades in trade order, two suppliers and a small price grid. */
const ATTRIBUTES = {
  shape: [['RD', 'ROUND BRILLIANT'], ['PR', 'PRINCESS'], ['OV', 'OVAL'], ['EM', 'EMERALD'], ['PS', 'PEAR'], ['MQ', 'MARQUISE'], ['HS', 'HEART']],
  color: [['D', 'D'], ['E', 'E'], ['F', 'F'], ['G', 'G'], ['H', 'H'], ['I', 'I'], ['J', 'J'], ['K', 'K']],
  clarity: [['FL', 'FLAWLESS'], ['IF', 'INTERNALLY FLAWLESS'], ['VVS1', 'VVS1'], ['VVS2', 'VVS2'], ['VS1', 'VS1'], ['VS2', 'VS2'], ['SI1', 'SI1'], ['SI2', 'SI2'], ['I1', 'I1']],
  cutgrade: [['EX', 'EXCELLENT'], ['VG', 'VERY GOOD'], ['G', 'GOOD'], ['F', 'FAIR'], ['P', 'POOR']],
  polish: [['EX', 'EXCELLENT'], ['VG', 'VERY GOOD'], ['G', 'GOOD'], ['F', 'FAIR']],
  symmetry: [['EX', 'EXCELLENT'], ['VG', 'VERY GOOD'], ['G', 'GOOD'], ['F', 'FAIR']],
  fluorescence: [['NON', 'NONE'], ['FNT', 'FAINT'], ['MED', 'MEDIUM'], ['STG', 'STRONG'], ['VST', 'VERY STRONG']],
} as const;

const SUPPLIERS = [
  ['DJ01', 'PT BERLIAN NUSANTARA', '021-6251234', 'JL. HAYAM WURUK NO. 12, JAKARTA BARAT'],
  ['DJ02', 'CV INTAN MARTAPURA', '0511-4721234', 'JL. A. YANI KM 39, MARTAPURA'],
] as const;

/** code, shape, colour, clarity, carats from, to (per stone), rupiah per carat, margin % */
const GRID = [
  ['RDGVS1-A', 'RD', 'G', 'VS1', '0.001', '0.029', 9_000_000, '20.00'],
  ['RDGVS1-B', 'RD', 'G', 'VS1', '0.030', '0.499', 22_000_000, '20.00'],
  ['RDGVS1-C', 'RD', 'G', 'VS1', '0.500', '0.699', 45_000_000, '15.00'],
  ['RDGVS1-D', 'RD', 'G', 'VS1', '0.700', '1.499', 70_000_000, '15.00'],
  ['RDHSI1-A', 'RD', 'H', 'SI1', '0.001', '0.029', 7_000_000, '20.00'],
  ['RDHSI1-B', 'RD', 'H', 'SI1', '0.030', '0.499', 16_000_000, '20.00'],
  ['RDHSI1-C', 'RD', 'H', 'SI1', '0.500', '0.999', 30_000_000, '15.00'],
] as const;

export const BERLIAN_SEED_DATE = '2020-01-01';

export async function seedBerlian(db: Kysely<Database>, stores: readonly string[]): Promise<void> {
  const audit = { created_by: 'SEED', updated_by: 'SEED' };
  for (const kode_toko of stores) {
    for (const [name, rows] of Object.entries(ATTRIBUTES)) {
      await db
        .insertInto(`batu_${name}` as 'batu_shape')
        // one table per attribute, the same columns under the attribute's names (kode_color, nama_color, ...)
        .values(rows.map(([kode, nama], i) => ({ kode_toko, urut: i + 1, ...audit, [`kode_${name}`]: kode, [`nama_${name}`]: nama }) as unknown as { kode_toko: string; kode_shape: string; nama_shape: string }))
        .execute();
    }
    await db
      .insertInto('supplier_berlian')
      .values(SUPPLIERS.map(([kode, nama, hp, alamat]) => ({ kode_toko, kode_supplier: kode, nama_supplier: nama, no_hp: hp, alamat, ...audit })))
      .execute();
    await db
      .insertInto('parameter_berlian')
      .values(
        GRID.map(([kode, shape, color, clarity, dari, sampai, harga, margin]) => ({
          kode_toko,
          kode_harga_berlian: kode,
          tgl_berlaku: BERLIAN_SEED_DATE,
          kode_shape: shape,
          kode_color: color,
          kode_clarity: clarity,
          karat_dari: dari,
          karat_sampai: sampai,
          harga_per_karat: harga,
          margin_persen: margin,
          ...audit,
        })),
      )
      .execute();
  }
}
