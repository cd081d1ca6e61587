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
 * The demo's coupon (made by head office for every store, valid a month back to a year ahead) and each store's
 * sales bonus parameters (Rp 5.000 per gram of 24K jewellery, 0.5% of the rupiah of 22K). No category discount is
 * seeded: it would change every demo receipt's total; /parameter-potongan-kategori adds one.
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
