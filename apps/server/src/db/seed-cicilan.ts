import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { PAWN_SEED_DATE } from './seed-pawn';

/** tenor, margin %, least DP %, admin fee, late fee % per day, its cap %, grace days, default after, waiver %, rounding */
const TENORS = [
  [3, '3.00', '20.00', 25_000, '0.10', '5.00', 3, 2, '50.00', 1000],
  [6, '6.00', '25.00', 50_000, '0.10', '5.00', 3, 2, '50.00', 1000],
  [12, '12.00', '30.00', 75_000, '0.10', '5.00', 5, 3, '50.00', 1000],
] as const;

/** Demo instalment parameters (issue 33): tenors 3, 6 and 12 months in every demo store, in force since the demo's start. */
export async function seedCicilanParameters(db: Kysely<Database>, stores: readonly string[]): Promise<void> {
  await db
    .insertInto('para_cicilan')
    .values(
      stores.flatMap((kode_toko) =>
        TENORS.map(([tenor, margin, dp, admin, denda, maks, grace, gagal, potongan, bulat]) => ({
          kode_toko,
          tgl_berlaku: PAWN_SEED_DATE,
          tenor_bulan: tenor,
          margin_persen: margin,
          min_dp_persen: dp,
          biaya_admin: admin,
          denda_jenis: 'HARIAN',
          denda_persen: denda,
          denda_maks_persen: maks,
          masa_tenggang: grace,
          gagal_setelah: gagal,
          potongan_pelunasan_persen: potongan,
          pembulatan: bulat,
          created_by: 'SYSTEM',
          updated_by: 'SYSTEM',
        })),
      ),
    )
    .execute();
}
