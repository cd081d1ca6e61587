import { isModuleOn, type CouponCheck, type CouponCheckInput, type CouponUseRow } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { storeContext } from '../counter/counter-context';
import { usableMember } from '../members/member-check';
import * as repo from './coupons.repository';
import { decideCouponNow, lineCategoryDiscounts } from './sale-discounts';

/**
 * POST /api/transaksi-kupon/cek: whether the code is usable now in the caller's store, for whom and how much; a refusal is a 400 with its reason.
 * A member code named is checked as a counter document checks it (found, AKTIF): the answer never says a coupon is usable for nobody.
 */
export async function checkCoupon(app: FastifyInstance, auth: AuthContext, input: CouponCheckInput): Promise<CouponCheck> {
  const ctx = await storeContext(app.db, auth);
  const kodeMember = await usableMember(app.db, auth, input.kode_member ?? null);
  const d = await decideCouponNow(app.db, ctx, input.kode_kupon, kodeMember, input.total_belanja);
  return {
    kode_kupon: d.row.kode_kupon,
    nama_kupon: d.row.nama_kupon,
    kode_member: kodeMember,
    total_belanja: input.total_belanja,
    potongan: d.potongan,
    total_setelah_potongan: input.total_belanja - d.potongan,
    terpakai: d.terpakai,
    kuota: d.row.kuota,
  };
}

/** GET /api/transaksi-kupon: the coupon uses of the caller's store. */
export async function listCouponUses(app: FastifyInstance, auth: AuthContext, q: { tgl_awal?: string; tgl_akhir?: string; kode_kupon?: string }): Promise<CouponUseRow[]> {
  return repo.listUses(app.db, { kodeToko: auth.kodeToko, from: q.tgl_awal ?? null, to: q.tgl_akhir ?? null, kodeKupon: q.kode_kupon ?? null }).execute();
}

/** POST /api/para-potongan-kategori/hitung: each line's category discount in the caller's store today (0 with the module off). */
export async function categoryDiscountOf(app: FastifyInstance, auth: AuthContext, detail: readonly { kode_dept: string; berat: number; harga: number }[]) {
  const ctx = await storeContext(app.db, auth);
  const potongan = isModuleOn(ctx.modules, 'POTONGAN_MODULE') ? await lineCategoryDiscounts(app.db, ctx, detail.map((l) => ({ kode_dept: l.kode_dept.toUpperCase(), beratMg: l.berat, harga: l.harga }))) : detail.map(() => 0);
  return { potongan, total: potongan.reduce((t, p) => t + p, 0) };
}
