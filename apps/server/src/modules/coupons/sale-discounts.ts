import { categoryDiscounts, COUPON_MESSAGES, couponStores, decideCoupon, isModuleOn, percentToHundredths, type CategoryDiscountRule, type CouponParams, type ModuleFlags } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import * as repo from './coupons.repository';

type Db = Kysely<Database>;

/** The module's own refusal when the coupon module is off. */
export const COUPON_MODULE_OFF = 'Modul kupon tidak aktif';

/** What the sale counter adds to a receipt's discount by itself: the category discount and the coupon. */
export type SaleDiscounts = {
  /** the category discounts of the lines (POTONGAN_MODULE) */
  kategori: number;
  kupon: { kode_kupon: string; potongan: number; total_belanja: number } | null;
};

type SaleCtx = { kodeToko: string; tglSystem: string; modules: ModuleFlags };
type SaleLine = { kode_dept: string; beratMg: number; harga: number };

export function couponParamsOf(row: repo.CouponRow): CouponParams {
  return {
    kode_kupon: row.kode_kupon,
    jenis: row.jenis,
    nominal_rp: Number(row.nominal_rp),
    persenHundredths: percentToHundredths(row.persen) ?? 0,
    maks_rp: Number(row.maks_rp),
    minimal_belanja: Number(row.minimal_belanja),
    tgl_dari: row.tgl_dari,
    tgl_sampai: row.tgl_sampai,
    kuota: row.kuota,
    sekali_per_member: row.sekali_per_member,
    toko: couponStores(row.toko),
    aktif: row.aktif,
  };
}

/** The coupon's decision for a purchase, read now (`lock`: the row held until the transaction ends); a refusal is a 400 on kode_kupon. */
export async function decideCouponNow(db: Db, ctx: SaleCtx, kodeKupon: string, kodeMember: string | null, totalBelanja: number, lock = false) {
  if (!isModuleOn(ctx.modules, 'KUPON_MODULE')) throw badRequest(COUPON_MODULE_OFF, { kode_kupon: COUPON_MODULE_OFF });
  const row = await repo.findCoupon(db, kodeKupon, lock);
  if (!row) throw badRequest(COUPON_MESSAGES.notFound, { kode_kupon: COUPON_MESSAGES.notFound });
  const used = await repo.activeUses(db, kodeKupon, kodeMember);
  const decision = decideCoupon(couponParamsOf(row), { kodeToko: ctx.kodeToko, tanggal: ctx.tglSystem, kodeMember, totalBelanja, usesSoFar: used.uses, usesByMember: used.byMember });
  if (!decision.ok) throw badRequest(decision.message, { kode_kupon: decision.message });
  return { row, potongan: decision.potongan, terpakai: used.uses };
}

/** The category rules of the store in force on its date, as the domain takes them, and each jenis's kategori they name. */
async function categoryRules(db: Db, ctx: SaleCtx, preloaded?: readonly repo.CategoryRuleJson[]): Promise<{ rules: CategoryDiscountRule[]; kategoriOf: Map<string, string> }> {
  const rows = preloaded ?? (await repo.categoryRulesInForce(db, ctx.kodeToko, ctx.tglSystem));
  const kategoriOf = new Map<string, string>();
  for (const r of rows) for (const dept of r.jenis_kategori ?? []) kategoriOf.set(dept, r.kode_target);
  const rules = rows.map((r) => ({
    kode_potongan: r.kode_potongan,
    berdasarkan: r.berdasarkan,
    kode_target: r.kode_target,
    jenis_potongan: r.jenis_potongan,
    rp_per_gram: Number(r.rp_per_gram),
    persenHundredths: percentToHundredths(r.persen) ?? 0,
  }));
  return { rules, kategoriOf };
}

/** Each line's category discount (0 for all with the module off: no query; none either with the rules `preloaded`). */
export async function lineCategoryDiscounts(db: Db, ctx: SaleCtx, lines: readonly SaleLine[], preloaded?: readonly repo.CategoryRuleJson[]): Promise<number[]> {
  if (!isModuleOn(ctx.modules, 'POTONGAN_MODULE') || lines.length === 0) return lines.map(() => 0);
  const { rules, kategoriOf } = await categoryRules(db, ctx, preloaded);
  if (rules.length === 0) return lines.map(() => 0);
  return categoryDiscounts(
    rules,
    lines.map((l) => ({ kode_dept: l.kode_dept, kode_kategori: kategoriOf.get(l.kode_dept) ?? null, beratMg: l.beratMg, harga: l.harga })),
  ).map((d) => d.potongan);
}

/**
 * The sale's automatic discounts, or null when nothing applies. Without a coupon named this runs no query: the
 * category rules come `preloaded` with the counter's one read (the sale saves exactly as before). The coupon is checked on the purchase after the category
 * discount; the use is taken later, in the sale's transaction (useCoupon).
 */
export async function saleDiscounts(
  db: Db,
  ctx: SaleCtx,
  input: { kode_kupon?: string; kode_member?: string | null },
  lines: readonly SaleLine[],
  /** the store's category rules in force, read with the counter's other reads (categoryRulesInForceJson) */
  preloaded?: readonly repo.CategoryRuleJson[],
): Promise<SaleDiscounts | null> {
  const potonganOn = isModuleOn(ctx.modules, 'POTONGAN_MODULE');
  if (!potonganOn && !input.kode_kupon) return null;
  const kategori = (await lineCategoryDiscounts(db, ctx, lines, preloaded)).reduce((t, d) => t + d, 0);
  let kupon: SaleDiscounts['kupon'] = null;
  if (input.kode_kupon) {
    const total = lines.reduce((t, l) => t + l.harga, 0) - kategori;
    const d = await decideCouponNow(db, ctx, input.kode_kupon, input.kode_member ?? null, total);
    kupon = { kode_kupon: d.row.kode_kupon, potongan: d.potongan, total_belanja: total };
  }
  if (kategori === 0 && !kupon) return null;
  return { kategori, kupon };
}

/**
 * Takes the coupon's place in the sale's transaction, before the sale's rows: the coupon row is locked (a second
 * counter using the last place waits here, then sees the first use and is refused with nothing written), and the
 * rule is decided again on what is committed. A discount different from the one the receipt was priced with is
 * refused. recordCouponUse then writes the use once the receipt has its number.
 */
export async function takeCoupon(trx: Db, ctx: SaleCtx, kupon: NonNullable<SaleDiscounts['kupon']>, kodeMember: string | null): Promise<void> {
  const d = await decideCouponNow(trx, ctx, kupon.kode_kupon, kodeMember, kupon.total_belanja, true);
  if (d.potongan !== kupon.potongan) throw badRequest(COUPON_MESSAGES.changed, { kode_kupon: COUPON_MESSAGES.changed });
}

export async function recordCouponUse(
  trx: Db,
  ctx: SaleCtx,
  a: { kupon: NonNullable<SaleDiscounts['kupon']>; kodeMember: string | null; noFakturGroup: string; userId: string },
): Promise<void> {
  await repo.insertUse(trx, {
    kode_kupon: a.kupon.kode_kupon,
    kode_toko: ctx.kodeToko,
    no_faktur_group: a.noFakturGroup,
    kode_member: a.kodeMember,
    tanggal: ctx.tglSystem,
    total_belanja: a.kupon.total_belanja,
    potongan: a.kupon.potongan,
    input_by: a.userId,
  });
}
