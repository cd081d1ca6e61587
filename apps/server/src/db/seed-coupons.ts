import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** 'YYYY-MM-DD' moved by whole days. */
function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Demo coupon code (KUPON_MODULE): Rp 50.000 off a purchase of at least Rp 1.000.000, once per member, 100 uses, every store. */
export const DEMO_COUPON = 'EMAS50';

/**
 * The demo's coupons (EMAS50 made by head office for every store, valid a month back to a year ahead; each branch's
 * own 10% coupon), a category discount per store left switched off (switched on it would change every demo receipt's
 * total: /parameter-potongan-kategori turns it on), and each store's sales bonus parameters (Rp 5.000 per gram of 24K
 * jewellery, 0.5% of the rupiah of 22K).
 */
export async function seedCouponDemo(db: Kysely<Database>, headOffice: string, stores: readonly string[], today: string): Promise<void> {
  await db
    .insertInto('kupon')
    .values({
      kode_toko: headOffice,
      kode_kupon: DEMO_COUPON,
      nama_kupon: 'PROMO WHATSAPP EMAS 50 RIBU',
      jenis: 'RP',
      nominal_rp: 50_000,
      persen: '0.00',
      maks_rp: 0,
      minimal_belanja: 1_000_000,
      tgl_dari: addDays(today, -30),
      tgl_sampai: addDays(today, 365),
      kuota: 100,
      sekali_per_member: true,
      toko: '',
      aktif: true,
      created_by: 'SEED',
      updated_by: 'SEED',
    })
    .execute();
  // each branch's own coupon (10% up to Rp 100.000 on Rp 2.000.000, that store only) and a category discount ready
  // to be switched on (off: it would change every demo receipt)
  const branches = stores.filter((s) => s !== headOffice);
  if (branches.length) {
    await db
      .insertInto('kupon')
      .values(
        branches.map((kode_toko) => ({
          kode_toko,
          kode_kupon: `${kode_toko}10`,
          nama_kupon: `DISKON 10 PERSEN TOKO ${kode_toko}`,
          jenis: 'PERSEN' as const,
          nominal_rp: 0,
          persen: '10.00',
          maks_rp: 100_000,
          minimal_belanja: 2_000_000,
          tgl_dari: addDays(today, -30),
          tgl_sampai: addDays(today, 90),
          kuota: 50,
          sekali_per_member: true,
          toko: kode_toko,
          aktif: true,
          created_by: 'SEED',
          updated_by: 'SEED',
        })),
      )
      .execute();
  }
  await db
    .insertInto('para_potongan_kategori')
    .values(
      stores.map((kode_toko) => ({
        kode_toko,
        kode_potongan: 'CC-PROMO',
        berdasarkan: 'JENIS' as const,
        kode_target: 'CC',
        jenis_potongan: 'PER_GRAM' as const,
        rp_per_gram: 10_000,
        persen: '0.00',
        tgl_dari: addDays(today, -30),
        tgl_sampai: null,
        aktif: false,
        created_by: 'SEED',
        updated_by: 'SEED',
      })),
    )
    .execute();
  const tglDari = addDays(today, -30);
  await db
    .insertInto('para_bonus_sales')
    .values(
      stores.flatMap((kode_toko) => [
        { kode_toko, kode_bonus: 'B24', kode_group: 'P24', dasar: 'GRAM' as const, rp_per_gram: 5_000, persen: '0.00', tgl_dari: tglDari, tgl_sampai: null, created_by: 'SEED', updated_by: 'SEED' },
        { kode_toko, kode_bonus: 'B22', kode_group: 'P22', dasar: 'RUPIAH' as const, rp_per_gram: 0, persen: '0.50', tgl_dari: tglDari, tgl_sampai: null, created_by: 'SEED', updated_by: 'SEED' },
      ]),
    )
    .execute();
}
