import { roundFractionToUnit } from '../sales/pricing';
import type { Rupiah } from '../units/money';
import type { Milligrams } from '../units/weight';
import { SERVICE_MESSAGES as M } from './messages';

export type ServiceLineWeights = {
  /** what the customer left, integer milligrams */
  beratMasukMg: Milligrams;
  /** what came back from the craftsman, integer milligrams */
  beratKeluarMg: Milligrams;
  /** the group's selling price per gram in force on the business date (gold the shop adds) */
  hargaJualPerGram: Rupiah;
  /** the group's buying price per gram in force on the business date (gold the customer lost) */
  hargaBeliPerGram: Rupiah;
};

export type ServiceLineSettlement = {
  /** weight out - weight in (positive: gold added; negative: gold lost) */
  selisihMg: Milligrams;
  /** charged for gold added: selisih x selling price per gram, rounded up to the rupiah */
  nilaiTambah: Rupiah;
  /** credited for gold lost: |selisih| x buying price per gram, rounded down to the rupiah */
  nilaiSusut: Rupiah;
};

function whole(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} tidak sah: ${value}`);
  return BigInt(value);
}

/**
 * A repaired piece against what the customer left. Gold the craftsman added (soldering, a new link) is
 * sold to the customer at the selling price of the piece's group; gold lost in the work (polishing,
 * cutting) is bought from the customer at the buying price of the group, as a buy-back would. Weights are
 * integer milligrams; each value is exact (BigInt) and rounded in the customer's disfavour by at most one
 * rupiah: the addition up, the loss down, the same way the counter rounds a sale and a buy-back.
 */
export function settleServiceLine(input: ServiceLineWeights): ServiceLineSettlement {
  const masuk = whole('Berat masuk', input.beratMasukMg);
  const keluar = whole('Berat keluar', input.beratKeluarMg);
  const jual = whole('Harga jual per gram', input.hargaJualPerGram);
  const beli = whole('Harga beli per gram', input.hargaBeliPerGram);
  const selisih = keluar - masuk;
  if (selisih > 0n) return { selisihMg: Number(selisih), nilaiTambah: roundFractionToUnit(selisih * jual, 1000n, 1, false), nilaiSusut: 0 };
  if (selisih < 0n) return { selisihMg: Number(selisih), nilaiTambah: 0, nilaiSusut: roundFractionToUnit(-selisih * beli, 1000n, 1, true) };
  return { selisihMg: 0, nilaiTambah: 0, nilaiSusut: 0 };
}

export type ServiceBill = {
  ongkos: Rupiah;
  total_tambah: Rupiah;
  total_susut: Rupiah;
  /** ongkos + gold added - gold lost (may be below zero when the loss is worth more than the work) */
  total_biaya: number;
  dp: Rupiah;
  /** total_biaya - dp: above zero the customer pays it at pick-up; below zero the shop gives it back */
  sisa: number;
};

/** The bill of a finished repair: the labour, the gold added and lost, the deposit already paid. */
export function serviceBill(input: { ongkos: Rupiah; lines: readonly Pick<ServiceLineSettlement, 'nilaiTambah' | 'nilaiSusut'>[]; dp: Rupiah }): ServiceBill {
  const ongkos = whole('Ongkos', input.ongkos);
  const dp = whole('DP', input.dp);
  const tambah = input.lines.reduce((t, l) => t + whole('Nilai tambah', l.nilaiTambah), 0n);
  const susut = input.lines.reduce((t, l) => t + whole('Nilai susut', l.nilaiSusut), 0n);
  const total = ongkos + tambah - susut;
  return { ongkos: Number(ongkos), total_tambah: Number(tambah), total_susut: Number(susut), total_biaya: Number(total), dp: Number(dp), sisa: Number(total - dp) };
}

export type PickUpPayment = { jenis: string; jumlah_rp: number };
export type PickUpResult =
  | { ok: true; bayar: Rupiah; kembalian: Rupiah; dikembalikan: Rupiah }
  | { ok: false; message: string };

/**
 * Paying at pick-up. sisa > 0: the payments must cover it, non-cash never above it (change comes from
 * cash only), kembalian = bayar - sisa. sisa <= 0: nothing is taken (a payment is refused) and the shop
 * gives back -sisa (dikembalikan). Money kept by the shop over the whole life of a repair is always
 * dp + bayar - kembalian - dikembalikan = total_biaya.
 */
export function pickUpPayment(sisa: number, payments: readonly PickUpPayment[]): PickUpResult {
  const bayar = payments.reduce((t, p) => t + p.jumlah_rp, 0);
  if (sisa <= 0) {
    if (payments.length) return { ok: false, message: M.paymentNotNeeded };
    return { ok: true, bayar: 0, kembalian: 0, dikembalikan: sisa < 0 ? -sisa : 0 };
  }
  const nonCash = payments.filter((p) => p.jenis !== 'CASH').reduce((t, p) => t + p.jumlah_rp, 0);
  if (bayar < sisa) return { ok: false, message: M.paymentShort };
  if (nonCash > sisa) return { ok: false, message: M.nonCashOver };
  return { ok: true, bayar, kembalian: bayar - sisa, dikembalikan: 0 };
}

/** Days a repair is past its due date on the business date (0 when not late). */
export function daysLate(tglJanji: string, tglSystem: string): number {
  const due = Date.parse(`${tglJanji}T00:00:00Z`);
  const today = Date.parse(`${tglSystem}T00:00:00Z`);
  if (!Number.isFinite(due) || !Number.isFinite(today) || today <= due) return 0;
  return Math.round((today - due) / 86_400_000);
}
