import {
  allocateInstalmentPayment,
  CICILAN_KAS_KATEGORI as K,
  CICILAN_MESSAGES as M,
  CICILAN_PAYMENT_PREFIX,
  earlySettlement,
  type CicilanPlanAnswer,
  type PayCicilanInput,
  type SettleCicilanInput,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import * as accountingRepo from '../accounting/accounting.repository';
import { storeContext } from '../counter/counter-context';
import { checkPayments } from '../counter/counter-payments';
import { documentNumbers } from '../counter/document-numbers';
import { actorOf } from '../counter/deposit';
import * as settingsRepo from '../settings/settings.repository';
import { writeMoneyEvent } from './cicilan-create.service';
import { loadPlan, planAnswer, sumOf } from './cicilan-model';
import * as repo from './cicilan.repository';

type Db = Kysely<Database>;

/** The plan locked for the transaction (FOR UPDATE): of two writers of one plan the second waits and sees the first's result. */
export async function lockPlan(trx: Db, kodeToko: string, no: string) {
  const h = await repo.findPlan(trx, kodeToko, no, true);
  if (!h) throw notFound(M.notFound);
  return loadPlan(trx, kodeToko, h);
}

/** The margin recognised once `paid` of the financed part (harga_jual_cicil - DP) is paid: its share, down to the rupiah. */
function marginEarned(margin: number, financed: number, paid: number): number {
  return financed > 0 ? Number((BigInt(margin) * BigInt(Math.min(paid, financed))) / BigInt(financed)) : 0;
}

/** Runs a write of one event once per idempotency key: a key already used answers the plan as it is now. */
export async function eventOnce(app: FastifyInstance, auth: AuthContext, no: string, key: string, write: (trx: Db) => Promise<string | null>): Promise<CicilanPlanAnswer> {
  const existing = await repo.findTransaksiByKey(app.db, auth.kodeToko, key);
  if (existing) return answerOf(app.db, auth, existing.no_faktur_cicil, existing.no_transaksi);
  try {
    const noTransaksi = await app.db.transaction().execute(write);
    return answerOf(app.db, auth, no, noTransaksi);
  } catch (error) {
    const first = await repo.findTransaksiByKey(app.db, auth.kodeToko, key);
    if (first) return answerOf(app.db, auth, first.no_faktur_cicil, first.no_transaksi);
    throw error;
  }
}

export async function answerOf(db: Db, auth: AuthContext, no: string, noTransaksi: string | null): Promise<CicilanPlanAnswer> {
  const tgl = (await settingsRepo.findTokoWithParams(db, auth.kodeToko))!.tgl_system;
  const a = await planAnswer(db, auth.kodeToko, no, tgl, noTransaksi);
  if (!a) throw notFound(M.notFound);
  return a;
}

/**
 * POST /api/cicilan/:no/bayar (BAYAR CICILAN): one transaction, the plan locked first; the payment allocated by the
 * rule (instalments due oldest first, then late fees, then later instalments; at least one instalment, never more
 * than owed), the payment mix equal to it; the event, cash rows (BAYAR CICILAN, DENDA CICILAN) and the margin earned
 * by what was paid on instalments (deferred margin to margin income). The plan is LUNAS when nothing is left.
 */
export function payPlan(app: FastifyInstance, auth: AuthContext, no: string, input: PayCicilanInput): Promise<CicilanPlanAnswer> {
  return eventOnce(app, auth, no, input.idempotency_key, async (trx) => {
    const ctx = await storeContext(trx, auth);
    const { h, plan } = await lockPlan(trx, auth.kodeToko, no);
    const a = allocateInstalmentPayment(plan, ctx.tglSystem, input.jumlah);
    if (!a.ok) throw badRequest(a.message, { jumlah: a.message });
    const payments = await checkPayments(trx, auth.kodeToko, input.pembayaran);
    if (sumOf(payments) !== input.jumlah) throw badRequest(M.paymentMixMismatch, { pembayaran: M.paymentMixMismatch });
    const { pokok, denda, sisaBayar, sisaDenda } = a.allocation;
    const financed = Number(h.harga_jual_cicil) - Number(h.dp_rp);
    const terbayar = Number(h.cicilan_terbayar) + pokok;
    const earned = marginEarned(Number(h.margin), financed, terbayar) - Number(h.margin_diakui);
    const [noTransaksi] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, CICILAN_PAYMENT_PREFIX);
    const actor = actorOf(auth, ctx);
    await writeMoneyEvent(
      trx,
      actor,
      { no, noTransaksi: noTransaksi!, jenis: 'BAYAR', key: input.idempotency_key, sisaBayar, keterangan: input.keterangan, extra: { margin_diakui: earned } },
      payments,
      [
        { kategori: K.bayar, amount: pokok, field: 'pokok' },
        { kategori: K.denda, amount: denda, field: 'denda' },
      ],
    );
    const lunas = sisaBayar === 0 && sisaDenda === 0;
    await repo.updatePlan(trx, auth.kodeToko, no, {
      cicilan_terbayar: terbayar,
      sisa_bayar: sisaBayar,
      denda_terbayar: Number(h.denda_terbayar) + denda,
      margin_diakui: Number(h.margin_diakui) + earned,
      ...(lunas ? { status: 'LUNAS' as const, tgl_lunas: ctx.tglSystem } : {}),
    });
    await recogniseMargin(trx, actor, no, noTransaksi!, earned);
    return noTransaksi!;
  });
}

/** Deferred margin (2-1400) to margin income (4-1600). */
async function recogniseMargin(trx: Db, actor: ReturnType<typeof actorOf>, no: string, noTransaksi: string, amount: number): Promise<void> {
  await accountingRepo.insertDepositClearing(trx, {
    kodeToko: actor.kodeToko,
    tglSystem: actor.tglSystem,
    inputBy: actor.userId,
    depositTrx: 'MARGIN CICILAN',
    incomeTrx: 'PENDAPATAN MARGIN CICILAN',
    noRef: no,
    keterangan: `MARGIN CICILAN ${no} DIAKUI ${noTransaksi}`,
    amount,
  });
}

/** GET /api/cicilan/:no/pelunasan: what an early settlement takes today (nothing written). */
export async function settlementQuote(app: FastifyInstance, auth: AuthContext, no: string) {
  const tgl = (await settingsRepo.findTokoWithParams(app.db, auth.kodeToko))!.tgl_system;
  const h = await repo.findPlan(app.db, auth.kodeToko, no);
  if (!h) throw notFound(M.notFound);
  const { plan } = await loadPlan(app.db, auth.kodeToko, h);
  const s = earlySettlement(plan, tgl);
  if (!s.ok) throw badRequest(s.message, { no_faktur_cicil: s.message });
  const x = s.settlement;
  return { sisa_bayar: x.sisaBayar, margin_belum_diakui: x.marginBelumDiakui, potongan: x.potongan, pelunasan: x.pelunasan, denda: x.denda, total: x.total };
}

/**
 * POST /api/cicilan/:no/pelunasan (PELUNASAN CEPAT CICILAN): the plan locked, the settlement by the rule (sisa_bayar
 * less the waived share of the unearned margin, late fees apart), refused when its total differs from the one the
 * screen showed; the waiver lowers harga_jual_cicil (deferred margin against the receivable) and the rest of the
 * margin is recognised. The plan is LUNAS.
 */
export function settlePlan(app: FastifyInstance, auth: AuthContext, no: string, input: SettleCicilanInput): Promise<CicilanPlanAnswer> {
  return eventOnce(app, auth, no, input.idempotency_key, async (trx) => {
    const ctx = await storeContext(trx, auth);
    const { h, plan } = await lockPlan(trx, auth.kodeToko, no);
    const s = earlySettlement(plan, ctx.tglSystem);
    if (!s.ok) throw badRequest(s.message, { no_faktur_cicil: s.message });
    const { pelunasan, potongan, denda, total } = s.settlement;
    if (total !== input.total) throw badRequest(M.settlementChanged, { total: M.settlementChanged });
    const payments = await checkPayments(trx, auth.kodeToko, input.pembayaran);
    if (sumOf(payments) !== total) throw badRequest(M.paymentMixMismatch, { pembayaran: M.paymentMixMismatch });
    const margin = Number(h.margin);
    const earned = margin - Number(h.potongan_pelunasan) - potongan - Number(h.margin_diakui);
    const [noTransaksi] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, CICILAN_PAYMENT_PREFIX);
    const actor = actorOf(auth, ctx);
    await writeMoneyEvent(
      trx,
      actor,
      { no, noTransaksi: noTransaksi!, jenis: 'PELUNASAN CEPAT', key: input.idempotency_key, sisaBayar: 0, keterangan: '', extra: { potongan, margin_diakui: earned } },
      payments,
      [
        { kategori: K.pelunasanCepat, amount: pelunasan, field: 'pokok' },
        { kategori: K.denda, amount: denda, field: 'denda' },
      ],
    );
    await repo.updatePlan(trx, auth.kodeToko, no, {
      harga_jual_cicil: Number(h.harga_jual_cicil) - potongan,
      pelunasan_cepat: Number(h.pelunasan_cepat) + pelunasan,
      potongan_pelunasan: Number(h.potongan_pelunasan) + potongan,
      sisa_bayar: 0,
      denda_terbayar: Number(h.denda_terbayar) + denda,
      margin_diakui: Number(h.margin_diakui) + earned,
      status: 'LUNAS',
      tgl_lunas: ctx.tglSystem,
    });
    // the waived margin leaves the receivable against deferred margin; what is left of it is earned now
    await accountingRepo.insertDepositClearing(trx, {
      kodeToko: actor.kodeToko,
      tglSystem: actor.tglSystem,
      inputBy: actor.userId,
      depositTrx: 'MARGIN CICILAN',
      incomeTrx: K.pelunasanCepat,
      noRef: no,
      keterangan: `POTONGAN MARGIN PELUNASAN CEPAT ${no}`,
      amount: potongan,
    });
    await recogniseMargin(trx, actor, no, noTransaksi!, earned);
    return noTransaksi!;
  });
}
