import type { Rupiah } from '../units/money';

/**
 * Coupons (KUPON_MODULE), category discounts (POTONGAN_MODULE) and the sales bonus (BONUS_SALES_MODULE):
 * the pure rules. Money is whole rupiah, weight integer milligrams, percentages integer hundredths; every
 * division is exact BigInt arithmetic rounded DOWN to the rupiah (a discount or a bonus never gives more
 * than its rate says). Worked examples in docs/decisions.md ("Coupons, category discounts, sales bonus").
 */

export const JENIS_KUPON = ['RP', 'PERSEN'] as const;
export type JenisKupon = (typeof JENIS_KUPON)[number];

/** Why a coupon cannot be used; the Indonesian text the cashier sees. */
export const COUPON_MESSAGES = {
  notFound: 'Kode kupon tidak ditemukan',
  inactive: 'Kupon tidak aktif',
  notYetValid: (dari: string) => `Kupon belum berlaku, berlaku mulai ${dari}`,
  expired: (sampai: string) => `Kupon sudah kedaluwarsa sejak ${sampai}`,
  usedUp: 'Kuota kupon sudah habis',
  belowMinimum: (minimal: string) => `Total belanja kurang dari minimal belanja kupon (Rp ${minimal})`,
  usedByMember: 'Kupon sudah pernah dipakai oleh member ini',
  notForStore: (kodeToko: string) => `Kupon tidak berlaku di toko ${kodeToko}`,
  memberRequired: 'Kupon hanya untuk member: isi Kode Member',
  changed: 'Kupon berubah saat transaksi disimpan, cek kupon lagi',
  cancelled: 'Pemakaian kupon dibatalkan',
  usable: 'Kupon dapat dipakai',
} as const;

/** A coupon's parameters as the rule needs them. */
export type CouponParams = {
  kode_kupon: string;
  jenis: JenisKupon;
  /** RP: the discount in rupiah */
  nominal_rp: number;
  /** PERSEN: the rate in hundredths (10% = 1000) */
  persenHundredths: number;
  /** PERSEN: the most the discount may be (0: no cap) */
  maks_rp: number;
  /** least purchase total (0: none) */
  minimal_belanja: number;
  /** 'YYYY-MM-DD', both days included */
  tgl_dari: string;
  tgl_sampai: string;
  /** how many uses in all (active uses count; a cancelled use gives its place back) */
  kuota: number;
  /** a member may use it once (a coupon with this rule needs a member) */
  sekali_per_member: boolean;
  /** the stores it is for; empty: every store */
  toko: readonly string[];
  aktif: boolean;
};

/** What the counter knows when it asks. */
export type CouponRequest = {
  kodeToko: string;
  /** the store's business date 'YYYY-MM-DD' */
  tanggal: string;
  kodeMember: string | null;
  /** the purchase the coupon is for (the lines' prices after the category discount) */
  totalBelanja: number;
  /** active uses of the coupon so far, and how many of them are this member's */
  usesSoFar: number;
  usesByMember: number;
};

export type CouponRefusal = { reason: 'INACTIVE' | 'NOT_YET_VALID' | 'EXPIRED' | 'STORE' | 'USED_UP' | 'BELOW_MINIMUM' | 'MEMBER_REQUIRED' | 'USED_BY_MEMBER'; message: string };
export type CouponDecision = { ok: true; potongan: Rupiah } | ({ ok: false } & CouponRefusal);

function whole(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} tidak sah: ${value}`);
  return BigInt(value);
}

/** '1000000' -> '1.000.000' (the messages' rupiah). */
function rupiahText(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 'YYYY-MM-DD' -> 'DD-MM-YYYY' (the messages' dates). */
function dateText(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}

/**
 * The discount a coupon gives on a purchase, never more than the purchase:
 * - RP: min(nominal_rp, total);
 * - PERSEN: floor(total x persen / 100), capped at maks_rp when maks_rp > 0, and at the total.
 */
export function couponDiscount(c: Pick<CouponParams, 'jenis' | 'nominal_rp' | 'persenHundredths' | 'maks_rp'>, totalBelanja: number): Rupiah {
  const total = whole('Total belanja', totalBelanja);
  let d: bigint;
  if (c.jenis === 'RP') d = whole('Nominal', c.nominal_rp);
  else {
    d = (total * whole('Persen', c.persenHundredths)) / 10_000n;
    const cap = whole('Maksimal', c.maks_rp);
    if (cap > 0n && d > cap) d = cap;
  }
  return Number(d > total ? total : d);
}

/**
 * Whether a coupon may be used now, in this order of refusals: not active; not yet valid; expired; not for this
 * store; used up (active uses >= quota); below the least purchase; once per member without a member; already used
 * by this member. Usable: the discount (couponDiscount).
 */
export function decideCoupon(c: CouponParams, r: CouponRequest): CouponDecision {
  const no = (reason: CouponRefusal['reason'], message: string): CouponDecision => ({ ok: false, reason, message });
  if (!c.aktif) return no('INACTIVE', COUPON_MESSAGES.inactive);
  if (r.tanggal < c.tgl_dari) return no('NOT_YET_VALID', COUPON_MESSAGES.notYetValid(dateText(c.tgl_dari)));
  if (r.tanggal > c.tgl_sampai) return no('EXPIRED', COUPON_MESSAGES.expired(dateText(c.tgl_sampai)));
  if (c.toko.length > 0 && !c.toko.includes(r.kodeToko)) return no('STORE', COUPON_MESSAGES.notForStore(r.kodeToko));
  if (r.usesSoFar >= c.kuota) return no('USED_UP', COUPON_MESSAGES.usedUp);
  if (r.totalBelanja < c.minimal_belanja) return no('BELOW_MINIMUM', COUPON_MESSAGES.belowMinimum(rupiahText(c.minimal_belanja)));
  if (c.sekali_per_member && !r.kodeMember) return no('MEMBER_REQUIRED', COUPON_MESSAGES.memberRequired);
  if (c.sekali_per_member && r.usesByMember > 0) return no('USED_BY_MEMBER', COUPON_MESSAGES.usedByMember);
  return { ok: true, potongan: couponDiscount(c, r.totalBelanja) };
}

// ---------------------------------------------------------------- category discounts

export const POTONGAN_BERDASARKAN = ['KATEGORI', 'JENIS'] as const;
export type PotonganBerdasarkan = (typeof POTONGAN_BERDASARKAN)[number];
export const JENIS_POTONGAN = ['PER_GRAM', 'PERSEN'] as const;
export type JenisPotongan = (typeof JENIS_POTONGAN)[number];

/** A category discount in force (dated and active already checked). */
export type CategoryDiscountRule = {
  kode_potongan: string;
  berdasarkan: PotonganBerdasarkan;
  /** KATEGORI: a kode_kategori; JENIS: a kode_dept */
  kode_target: string;
  jenis_potongan: JenisPotongan;
  /** PER_GRAM: rupiah per gram */
  rp_per_gram: number;
  /** PERSEN: hundredths of the line's price */
  persenHundredths: number;
};

/** A sale line as the category discount sees it. */
export type CategoryDiscountLine = { kode_dept: string; kode_kategori: string | null; beratMg: number; harga: number };

/** One rule's discount on one line: PER_GRAM floor(beratMg x rp / 1000); PERSEN floor(harga x persen / 100); never above the price. */
export function ruleDiscount(rule: CategoryDiscountRule, line: Pick<CategoryDiscountLine, 'beratMg' | 'harga'>): Rupiah {
  const harga = whole('Harga', line.harga);
  const d =
    rule.jenis_potongan === 'PER_GRAM'
      ? (whole('Berat', line.beratMg) * whole('Rp per gram', rule.rp_per_gram)) / 1000n
      : (harga * whole('Persen', rule.persenHundredths)) / 10_000n;
  return Number(d > harga ? harga : d);
}

export function ruleMatches(rule: CategoryDiscountRule, line: CategoryDiscountLine): boolean {
  return rule.berdasarkan === 'JENIS' ? rule.kode_target === line.kode_dept : line.kode_kategori !== null && rule.kode_target === line.kode_kategori;
}

/**
 * The automatic category discount of each line: of the rules matching the line (its jenis, or its jenis's
 * kategori), the one giving the most; no rule: 0. Lines are independent; a line's discount never exceeds its price.
 */
export function categoryDiscounts(rules: readonly CategoryDiscountRule[], lines: readonly CategoryDiscountLine[]): { potongan: Rupiah; kode_potongan: string | null }[] {
  return lines.map((line) => {
    let best: { potongan: Rupiah; kode_potongan: string | null } = { potongan: 0, kode_potongan: null };
    for (const rule of rules) {
      if (!ruleMatches(rule, line)) continue;
      const d = ruleDiscount(rule, line);
      if (d > best.potongan) best = { potongan: d, kode_potongan: rule.kode_potongan };
    }
    return best;
  });
}

/** Whether a dated, switchable parameter is in force on a date (both days included; an empty end: open). */
export function inForce(p: { aktif: boolean; tgl_dari: string; tgl_sampai: string | null }, tanggal: string): boolean {
  return p.aktif && p.tgl_dari <= tanggal && (!p.tgl_sampai || tanggal <= p.tgl_sampai);
}

/**
 * The discount approval with automatic discounts (decisions.md): the cashier's own discount needs the DISKON
 * approval when it is above zero and the receipt's whole discount (own + category + coupon) is above the store's
 * limit; the automatic discounts alone never need it.
 */
export function needsDiscountApproval(manualDiskon: number, automatic: number, diskonMaksimal: number): boolean {
  return manualDiskon > 0 && manualDiskon + automatic > diskonMaksimal;
}

// ---------------------------------------------------------------- sales bonus

export const DASAR_BONUS = ['GRAM', 'RUPIAH'] as const;
export type DasarBonus = (typeof DASAR_BONUS)[number];

export type BonusRule = { dasar: DasarBonus; rp_per_gram: number; persenHundredths: number };

/** A sales person's bonus on what they sold of a group: GRAM floor(mg x rp / 1000); RUPIAH floor(rupiah x persen / 100). */
export function salesBonus(rule: BonusRule, sold: { beratMg: number; rupiah: number }): Rupiah {
  if (rule.dasar === 'GRAM') return Number((whole('Berat', sold.beratMg) * whole('Rp per gram', rule.rp_per_gram)) / 1000n);
  return Number((whole('Rupiah', sold.rupiah) * whole('Persen', rule.persenHundredths)) / 10_000n);
}
