import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Dated since this day, so the demo parameters govern any business date a demo or a test runs on. */
export const PAWN_SEED_DATE = '2020-01-01';

/** kode, from, to (0: no upper bound), rate % per period, period days, minimum periods, admin fee */
const BANDS = [
  ['B1', 0, 5_000_000, '1.25', 15, 1, 10_000],
  ['B2', 5_000_001, 20_000_000, '1.10', 15, 1, 20_000],
  ['B3', 20_000_001, 0, '2.00', 30, 1, 50_000],
] as const;

/** Demo loan parameters (issue 20): interest bands, ceilings by amount and by purity, the principal parameter. */
export async function seedPawnParameters(db: Kysely<Database>, stores: readonly string[]): Promise<void> {
  const by = { created_by: 'SYSTEM', updated_by: 'SYSTEM', tgl_berlaku: PAWN_SEED_DATE };
  for (const kode_toko of stores) {
    await db
      .insertInto('para_bunga_hutang')
      .values(
        BANDS.map(([kode, dari, sampai, bunga, hari, min, admin]) => ({
          kode_toko,
          kode_bunga: kode,
          pinjaman_dari: dari,
          pinjaman_sampai: sampai,
          bunga_persen: bunga,
          hari_periode: hari,
          min_periode: min,
          biaya_admin: admin,
          ...by,
        })),
      )
      .execute();
    await db.insertInto('plafond_hutang').values({ kode_toko, kode_plafond: 'P1', plafond_rp: 100_000_000, ...by }).execute();
    await db
      .insertInto('plafond_hutang_kadar')
      .values([
        { kode_toko, kode_plafond_kadar: 'K1', kadar_dari: '0.01', kadar_sampai: '60.00', persen_plafond: '80.00', ...by },
        { kode_toko, kode_plafond_kadar: 'K2', kadar_dari: '60.01', kadar_sampai: '100.00', persen_plafond: '90.00', ...by },
      ])
      .execute();
    await db.insertInto('para_hutang_pokok').values({ kode_toko, kode_pokok: 'POKOK', dasar_taksiran: 'HARGA_BELI', lama_pinjam: 30, masa_tenggang: 7, pembulatan: 100, ...by }).execute();
  }
}
