import {
  CICILAN_KAS_KATEGORI as K,
  CICILAN_MESSAGES as M,
  CICILAN_PAYMENT_PREFIX,
  CICILAN_PREFIX,
  dpUnderMinimumDetail,
  leastDownPayment,
  instalmentPrice,
  mgToWeightString,
  quoteCicilan,
  type CicilanParameter,
  type CicilanQuote,
  type CicilanPlanAnswer,
  type CicilanQuoteAnswer,
  type CicilanQuoteInput,
  type CreateCicilanInput,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import * as accountingRepo from '../accounting/accounting.repository';
import { writeKasRows } from '../cash/cash-accounts';
import { runAfterCounterWrite } from '../counter/after-write';
import { surchargeRows, kasRowsIn } from '../counter/counter-cash';
import { counterContext, toStoreContext, type StoreContext } from '../counter/counter-context';
import { checkPayments, paymentRows, type CheckedPayment } from '../counter/counter-payments';
import { assertNoDuplicate, counterHeader } from '../counter/counter-receipt';
import { documentNumbers } from '../counter/document-numbers';
import { actorOf } from '../counter/deposit';
import { usableMember } from '../members/member-check';
import { lockAndPrice, pricedLineFields, type PricedItem } from '../sales/sale-pricing';
import * as settingsRepo from '../settings/settings.repository';
import { applyStockOperations } from '../stock/stock.service';
import { planAnswer, splitPayments, sumOf, termsInForce, termsWire } from './cicilan-model';
import * as repo from './cicilan.repository';

type Db = Kysely<Database>;

/** The quote's refusal on the field it belongs to. */
function refuse(message: string): never {
  const field = message === M.dpUnderMinimum || message === M.dpNotUnderCashPrice ? 'dp_rp' : message === M.hargaTunaiZero ? 'detail' : 'tenor_bulan';
  throw badRequest(message, { [field]: message });
}

/** The plan priced on the business date: pieces as a sale prices them, the tenor's terms, the schedule. */
function quoteOf(ctx: StoreContext, terms: readonly CicilanParameter[], priced: readonly PricedItem[], tenorBulan: number, dpInput: number | undefined) {
  const hargaTunai = priced.reduce((t, p) => t + p.hargaHitung, 0);
  const t = terms.find((x) => x.tenorBulan === tenorBulan);
  const dp = dpInput ?? (t ? leastDownPayment(instalmentPrice(hargaTunai, t.marginHundredths).hargaJualCicil, t.minDpHundredths) : 0);
  const q = quoteCicilan(terms, { hargaTunai, tenorBulan, dp, tgl: ctx.tglSystem });
  if (!q.ok) {
    if (q.message === M.dpUnderMinimum && t) {
      const min = leastDownPayment(instalmentPrice(hargaTunai, t.marginHundredths).hargaJualCicil, t.minDpHundredths);
      throw badRequest(dpUnderMinimumDetail(min), { dp_rp: dpUnderMinimumDetail(min) });
    }
    refuse(q.message);
  }
  return { quote: q.quote, terms: t! };
}

/** POST /api/cicilan/quote: the price, least down payment and schedule of pieces on the business date; writes nothing. */
export async function quotePlan(app: FastifyInstance, auth: AuthContext, input: CicilanQuoteInput): Promise<CicilanQuoteAnswer> {
  assertNoDuplicate(input.detail.map((d) => d.kode_barcode));
  const toko = await settingsRepo.findTokoWithParams(app.db, auth.kodeToko);
  if (!toko) throw notFound();
  const ctx = toStoreContext(auth, toko);
  const terms = await termsInForce(app.db, auth.kodeToko, ctx.tglSystem);
  const { priced } = await lockAndPrice(app.db, ctx, input.detail.map((d) => ({ kode_barcode: d.kode_barcode, jumlah: 1 })), 'READY', 'read');
  const { quote, terms: t } = quoteOf(ctx, terms, priced, input.tenor_bulan, input.dp_rp);
  return {
    tgl_system: ctx.tglSystem,
    detail: priced.map((p) => ({
      kode_barcode: p.item.kode_barcode,
      nama_barang: p.item.nama_barang,
      kode_group: p.item.kode_group,
      kode_dept: p.item.kode_dept,
      kadar: p.kadar,
      berat: mgToWeightString(p.beratMg),
      jenis_harga: p.item.jenis_harga,
      kode_gudang: p.item.kode_gudang,
      kode_baki: p.item.kode_baki ?? '',
      harga_per_gram: p.hargaPerGram,
      ongkos: p.ongkos,
      harga: p.hargaHitung,
      tgl_harga: p.tglHarga,
    })),
    terms: termsWire(t),
    harga_tunai: quote.hargaTunai,
    margin: quote.margin,
    harga_jual_cicil: quote.hargaJualCicil,
    min_dp: quote.minDp,
    dp_rp: quote.dp,
    biaya_admin: quote.biayaAdmin,
    sisa_bayar: quote.sisaBayar,
    nilai_angsuran: quote.nilaiAngsuran,
    bayar_hari_ini: quote.dp + quote.biayaAdmin,
    jadwal: quote.jadwal,
  };
}

/**
 * POST /api/cicilan: a plan opened. One transaction: the pieces locked and priced as a sale on the business date
 * (stale-price guard: a piece whose price differs from the one the screen showed is refused), the tenor's terms in
 * force copied, the quote checked (least DP, tenor offered), the payment (DP + admin fee) checked; then the number,
 * the header, pieces, schedule and DP event, the pieces reserved (stock CICIL), the cash rows (DP CICILAN, ADMIN
 * CICILAN, card surcharge) and the plan's journal (receivable against sales and deferred margin). The same
 * idempotency_key answers the first plan.
 */
export async function createPlan(app: FastifyInstance, auth: AuthContext, input: CreateCicilanInput): Promise<CicilanPlanAnswer> {
  const existing = await repo.findPlanByKey(app.db, auth.kodeToko, input.idempotency_key);
  if (existing) return answer(app.db, auth, existing);
  assertNoDuplicate(input.detail.map((d) => d.kode_barcode));
  try {
    const no = await app.db.transaction().execute((trx) => writePlan(trx, auth, input));
    return answer(app.db, auth, no);
  } catch (error) {
    const first = await repo.findPlanByKey(app.db, auth.kodeToko, input.idempotency_key);
    if (first) return answer(app.db, auth, first);
    throw error;
  }
}

async function answer(db: Db, auth: AuthContext, no: string): Promise<CicilanPlanAnswer> {
  const tgl = (await settingsRepo.findTokoWithParams(db, auth.kodeToko))!.tgl_system;
  const a = await planAnswer(db, auth.kodeToko, no, tgl);
  if (!a) throw notFound(M.notFound);
  return a;
}

/** The plan's figures from its quote and the copy of its tenor's terms in force on its date. */
function planFigures(quote: CicilanQuote, t: CicilanParameter) {
  const persen = (hundredths: number) => (hundredths / 100).toFixed(2);
  return {
    harga_tunai: quote.hargaTunai,
    margin: quote.margin,
    harga_jual_cicil: quote.hargaJualCicil,
    dp_rp: quote.dp,
    biaya_admin: quote.biayaAdmin,
    sisa_bayar: quote.sisaBayar,
    nilai_angsuran: quote.nilaiAngsuran,
    tenor_bulan: t.tenorBulan,
    tgl_berlaku: t.tgl_berlaku,
    margin_persen: persen(t.marginHundredths),
    min_dp_persen: persen(t.minDpHundredths),
    denda_jenis: t.dendaJenis,
    denda_persen: persen(t.dendaHundredths),
    denda_maks_persen: persen(t.dendaMaksHundredths),
    masa_tenggang: t.masaTenggang,
    gagal_setelah: t.gagalSetelah,
    potongan_pelunasan_persen: persen(t.potonganPelunasanHundredths),
    pembulatan: t.pembulatan,
    otorisasi: '[]',
  };
}

async function writePlan(trx: Db, auth: AuthContext, input: CreateCicilanInput): Promise<string> {
  const ctx = await counterContext(trx, auth, input.kode_sales);
  const kodeMember = await usableMember(trx, auth, input.kode_member);
  const actor = actorOf(auth, ctx);
  const terms = await termsInForce(trx, auth.kodeToko, ctx.tglSystem);
  const { priced } = await lockAndPrice(trx, ctx, input.detail.map((d) => ({ kode_barcode: d.kode_barcode, jumlah: 1 })));
  for (const [i, p] of priced.entries()) {
    if (p.hargaHitung !== input.detail[i]!.harga) {
      const message = `${M.priceChanged} (${p.item.kode_barcode})`;
      throw badRequest(message, { [`detail.${i}.harga`]: message });
    }
  }
  const { quote, terms: t } = quoteOf(ctx, terms, priced, input.tenor_bulan, input.dp_rp);
  const payments = await checkPayments(trx, auth.kodeToko, input.pembayaran);
  if (sumOf(payments) !== quote.dp + quote.biayaAdmin) throw badRequest(M.dpPaymentMismatch, { pembayaran: M.dpPaymentMismatch });
  const [no] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, CICILAN_PREFIX);
  const [noDp] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, CICILAN_PAYMENT_PREFIX);
  const lines = priced.map((p) => ({ ...p, harga: p.hargaHitung }));
  await applyStockOperations(trx, { ...actor, noRef: no!, keterangan: `CICILAN ${no}` }, lines.map((l) => ({ kode_barcode: l.item.kode_barcode, op: { jenis: 'CICIL' as const } })));
  await repo.insertPlan(
    trx,
    { ...counterHeader(auth, ctx, { ...input, kode_member: kodeMember }), ...planFigures(quote, t), no_faktur_cicil: no!, total_berat: mgToWeightString(lines.reduce((s, l) => s + l.beratMg, 0)), input_by: auth.userId },
    lines.map((l, i) => ({ kode_toko: auth.kodeToko, no_faktur_cicil: no!, urut: i + 1, ...pricedLineFields(l, l.beratMg), kode_baki: l.item.kode_baki ?? '' })),
    quote.jadwal.map((a) => ({ kode_toko: auth.kodeToko, no_faktur_cicil: no!, ke: a.ke, tgl_jatuh_tempo: a.tgl_jatuh_tempo, nilai: a.nilai })),
  );
  await writeMoneyEvent(trx, actor, { no: no!, noTransaksi: noDp!, jenis: 'DP', key: null, sisaBayar: quote.sisaBayar, keterangan: '' }, payments, [
    { kategori: K.dp, amount: quote.dp, field: 'pokok' },
    { kategori: K.admin, amount: quote.biayaAdmin, field: 'admin' },
  ]);
  const journal = { kodeToko: auth.kodeToko, tglSystem: ctx.tglSystem, inputBy: auth.userId, noRef: no! };
  // the plan is a sale on credit: the receivable (1-1800) for the instalment price, against sales (cash price) and deferred margin
  await accountingRepo.insertDepositClearing(trx, { ...journal, depositTrx: K.dp, incomeTrx: 'PENJUALAN', keterangan: `CICILAN ${no} HARGA TUNAI`, amount: quote.hargaTunai });
  await accountingRepo.insertDepositClearing(trx, { ...journal, depositTrx: K.dp, incomeTrx: 'MARGIN CICILAN', keterangan: `CICILAN ${no} MARGIN DITANGGUHKAN`, amount: quote.margin });
  const customer = { nama: input.nama_customer, noHp: input.no_hp };
  await runAfterCounterWrite(trx, { jenis: 'CICILAN', kodeToko: auth.kodeToko, no: no!, tanggal: ctx.tglSystem, userId: auth.userId, customer, kodeMember, total: quote.hargaJualCicil, dibayar: quote.dp + quote.biayaAdmin });
  return no!;
}

type Actor = ReturnType<typeof actorOf>;
export type MoneyPart = { kategori: Parameters<typeof kasRowsIn>[1]; amount: number; field: 'pokok' | 'denda' | 'admin' };
export type MoneyEvent = {
  no: string;
  noTransaksi: string;
  jenis: 'DP' | 'BAYAR' | 'PELUNASAN CEPAT';
  key: string | null;
  sisaBayar: number;
  keterangan: string;
  extra?: { potongan?: number; margin_diakui?: number };
};

/**
 * An event that takes money: its row with the parts (instalments, late fees, admin fee), its payment mix, and one
 * cash row per part and payment (each part its kategori) plus the card surcharge once per card payment.
 */
export async function writeMoneyEvent(trx: Db, actor: Actor, e: MoneyEvent, payments: readonly CheckedPayment[], parts: readonly MoneyPart[]): Promise<void> {
  const amounts = { pokok: 0, denda: 0, admin: 0 };
  for (const p of parts) amounts[p.field] += p.amount;
  await repo.insertTransaksi(
    trx,
    {
      kode_toko: actor.kodeToko,
      no_transaksi: e.noTransaksi,
      no_faktur_cicil: e.no,
      idempotency_key: e.key,
      tgl_system: actor.tglSystem,
      jenis: e.jenis,
      jumlah: sumOf(payments),
      ...amounts,
      potongan: e.extra?.potongan ?? 0,
      margin_diakui: e.extra?.margin_diakui ?? 0,
      sisa_bayar: e.sisaBayar,
      keterangan: e.keterangan,
      otorisasi: '[]',
      input_by: actor.userId,
    },
    paymentRows('no_transaksi', e.noTransaksi, actor.kodeToko, payments),
  );
  const split = splitPayments(payments, parts.filter((p) => p.amount > 0));
  const rows = split.flatMap((s) => kasRowsIn(actor, s.kategori, e.no, `${s.kategori} ${e.no} ${e.noTransaksi}`, s.payments, 0));
  rows.push(...surchargeRows(actor, e.no, `${e.jenis} CICILAN ${e.no}`, payments));
  await writeKasRows(trx, rows, 'pembayaran');
}
