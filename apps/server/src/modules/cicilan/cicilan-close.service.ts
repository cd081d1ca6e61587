import {
  CICILAN_KAS_KATEGORI as K,
  CICILAN_MESSAGES as M,
  CICILAN_PAYMENT_PREFIX,
  CICILAN_SETTING_KEYS,
  cicilanCancellation,
  percentToHundredths,
  SALES_MESSAGES,
  type CancelCicilanInput,
  type CicilanPlanAnswer,
  type HandOverCicilanRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import * as accountingRepo from '../accounting/accounting.repository';
import { consumeApprovals } from '../authorization/authorization.service';
import { DRAWER, kasRow, writeKasRows, type Account } from '../cash/cash-accounts';
import { usedApprovals } from '../counter/counter-approvals';
import { storeContext } from '../counter/counter-context';
import * as counterRepo from '../counter/counter.repository';
import { documentNumbers } from '../counter/document-numbers';
import { actorOf } from '../counter/deposit';
import { applyStockOperations } from '../stock/stock.service';
import { stateOf } from './cicilan-model';
import { answerOf, eventOnce, lockPlan } from './cicilan-pay.service';
import * as repo from './cicilan.repository';

type Db = Kysely<Database>;

/**
 * POST /api/cicilan/:no/serah: a paid plan's pieces leave the reservation as a sale: the stock ledger writes JUAL
 * with the plan's number (no_ref) for each piece, the plan is DISERAHKAN. No money moves (it was paid).
 */
export function handOverPlan(app: FastifyInstance, auth: AuthContext, no: string, input: { idempotency_key: string; keterangan: HandOverCicilanRequest['keterangan'] }): Promise<CicilanPlanAnswer> {
  return eventOnce(app, auth, no, input.idempotency_key, async (trx) => {
    const ctx = await storeContext(trx, auth);
    const { h } = await lockPlan(trx, auth.kodeToko, no);
    if (h.status === 'DISERAHKAN') throw badRequest(M.alreadyHandedOver, { no_faktur_cicil: M.alreadyHandedOver });
    if (h.status !== 'LUNAS') throw badRequest(M.notPaidOff, { no_faktur_cicil: M.notPaidOff });
    const actor = actorOf(auth, ctx);
    const lines = await repo.listPlanLines(trx, auth.kodeToko, no);
    await applyStockOperations(trx, { ...actor, noRef: no, keterangan: `SERAH TERIMA CICILAN ${no}` }, lines.map((l) => ({ kode_barcode: l.kode_barcode, op: { jenis: 'JUAL' as const, cicil: true } })));
    const [noTransaksi] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, CICILAN_PAYMENT_PREFIX);
    await repo.insertTransaksi(
      trx,
      { kode_toko: auth.kodeToko, no_transaksi: noTransaksi!, no_faktur_cicil: no, idempotency_key: input.idempotency_key, tgl_system: ctx.tglSystem, jenis: 'SERAH', sisa_bayar: 0, keterangan: String(input.keterangan ?? ''), otorisasi: '[]', input_by: auth.userId },
      [],
    );
    await repo.updatePlan(trx, auth.kodeToko, no, { status: 'DISERAHKAN', tgl_serah: ctx.tglSystem, serah_by: auth.userId });
    return noTransaksi!;
  });
}

/** POST /api/cicilan/:no/batal: an open or paid (not handed over) plan cancelled with a supervisor's approval. */
export function cancelPlan(app: FastifyInstance, auth: AuthContext, no: string, input: CancelCicilanInput): Promise<CicilanPlanAnswer> {
  return closePlan(app, auth, no, input, 'BATAL');
}

/** POST /api/cicilan/:no/gagal-bayar: a plan in default on the business date: its pieces taken back by the same rule. */
export function takeBackPlan(app: FastifyInstance, auth: AuthContext, no: string, input: CancelCicilanInput): Promise<CicilanPlanAnswer> {
  return closePlan(app, auth, no, input, 'GAGAL BAYAR');
}

/**
 * A plan cancelled (BATAL) or taken back on default (GAGAL BAYAR), in one transaction with the plan locked: the
 * approval (BATAL_CICILAN) consumed; the pieces back to READY (BATAL_CICIL); BATAL = everything paid on the price
 * (DP + BAYAR + PELUNASAN CEPAT), paid out as BATAL CICILAN; the shop keeps BATAL_CICILAN_POTONGAN_PERSEN of it
 * (ADMIN CICILAN back in), so the drawer or the bank account named pays the refund, through the payout guard;
 * sisa_bayar = harga_jual_cicil, so both sides of the original's rule are 0. The journal reverses the plan's own
 * (sales, deferred and earned margin against the receivable). Late fees and the admin fee stay income.
 */
async function closePlan(app: FastifyInstance, auth: AuthContext, no: string, input: CancelCicilanInput, jenis: 'BATAL' | 'GAGAL BAYAR'): Promise<CicilanPlanAnswer> {
  const noTransaksi = await app.db.transaction().execute(async (trx) => {
    const ctx = await storeContext(trx, auth);
    const { h, plan } = await lockPlan(trx, auth.kodeToko, no);
    if (jenis === 'BATAL' && h.status !== 'AKTIF' && h.status !== 'LUNAS') throw badRequest(M.notCancellable, { no_faktur_cicil: M.notCancellable });
    if (jenis === 'GAGAL BAYAR' && (h.status !== 'AKTIF' || stateOf(plan, ctx.tglSystem) !== 'GAGAL_BAYAR')) throw badRequest(M.notInDefault, { no_faktur_cicil: M.notInDefault });
    const approvals = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: ['BATAL_CICILAN'], ids: input.otorisasi, noDokumen: no });
    const account = await refundAccount(trx, auth.kodeToko, input);
    const actor = actorOf(auth, ctx);
    const paidOnPrice = Number(h.dp_rp) + Number(h.cicilan_terbayar) + Number(h.pelunasan_cepat);
    const persen = percentToHundredths(ctx.params.get(CICILAN_SETTING_KEYS.batalPotongan) ?? '0') ?? 0;
    const { batal, potongan, refund } = cicilanCancellation(paidOnPrice, Math.min(persen, 10_000));
    const [noTransaksi] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, CICILAN_PAYMENT_PREFIX);
    const keterangan = `${K.batal} ${no} ${noTransaksi}${potongan ? ` (POTONGAN ${potongan})` : ''}: ${input.alasan}`.slice(0, 300);
    // BATAL CICILAN gives back everything paid on the price (so the original's rule nets the plan to 0 in the cash
    // ledger too); the part kept comes back in as ADMIN CICILAN income into the same account: the account pays `refund`
    const kas = [...(batal > 0 ? [kasRow(actor, K.batal, account, no, keterangan, { out: batal })] : []), ...(potongan > 0 ? [kasRow(actor, K.admin, account, no, `POTONGAN ${keterangan}`.slice(0, 300), { in: potongan })] : [])];
    await writeKasRows(trx, kas, 'pengembalian', { drawerOnly: account.jenis === 'CASH' });
    const lines = await repo.listPlanLines(trx, auth.kodeToko, no);
    await applyStockOperations(trx, { ...actor, noRef: no, keterangan: `${jenis} CICILAN ${no}` }, lines.map((l) => ({ kode_barcode: l.kode_barcode, op: { jenis: 'BATAL_CICIL' as const } })));
    const otorisasi = usedApprovals(approvals);
    const event = { noTransaksi: noTransaksi!, jenis, alasan: input.alasan, otorisasi, batal, potongan, refund };
    await writeCloseEvent(trx, actor, h, account, event);
    await reverseJournal(trx, actor, h);
    return noTransaksi!;
  });
  return answerOf(app.db, auth, no, noTransaksi);
}

type CloseEvent = { noTransaksi: string; jenis: 'BATAL' | 'GAGAL BAYAR'; alasan: string; otorisasi: string; batal: number; potongan: number; refund: number };

/** The cancellation's (or take-back's) event with its refund line, and the plan closed: both sides of the rule at 0. */
async function writeCloseEvent(trx: Db, actor: ReturnType<typeof actorOf>, h: repo.PlanRow, account: Account, e: CloseEvent): Promise<void> {
  const base = { kode_toko: actor.kodeToko, no_transaksi: e.noTransaksi };
  const line = { ...base, urut: 1, jenis: account.jenis === 'CASH' ? ('CASH' as const) : ('TRANSFER' as const), jumlah_rp: e.refund, fee_persen: '0.00', jumlah_gesek: e.refund };
  const bank = account.jenis === 'BANK' ? { kode_bank: account.kode_bank, no_rekening: account.no_rekening } : {};
  await repo.insertTransaksi(
    trx,
    { ...base, no_faktur_cicil: h.no_faktur_cicil, tgl_system: actor.tglSystem, jenis: e.jenis, jumlah: e.refund, pokok: e.batal, potongan: e.potongan, refund: e.refund, sisa_bayar: Number(h.harga_jual_cicil), keterangan: e.alasan, otorisasi: e.otorisasi, input_by: actor.userId },
    e.refund > 0 ? [{ ...line, ...bank }] : [],
  );
  await repo.updatePlan(trx, actor.kodeToko, h.no_faktur_cicil, {
    status: e.jenis === 'BATAL' ? 'BATAL' : 'GAGAL_BAYAR',
    batal_rp: e.batal,
    sisa_bayar: Number(h.harga_jual_cicil),
    potongan_batal: e.potongan,
    refund: e.refund,
    alasan_batal: e.alasan,
    batal_by: actor.userId,
    batal_at: new Date(),
    batal_tgl_system: actor.tglSystem,
    otorisasi: JSON.stringify([...(h.otorisasi ?? []), ...JSON.parse(e.otorisasi)]),
  });
}

/** The drawer, or the store's bank account named (an unknown one is a 400). */
async function refundAccount(trx: Db, kodeToko: string, input: CancelCicilanInput): Promise<Account> {
  if (input.pengembalian === 'CASH') return DRAWER;
  const rek = await counterRepo.findRekening(trx, kodeToko, input.no_rekening!);
  if (!rek) throw badRequest(SALES_MESSAGES.rekeningUnknown, { no_rekening: SALES_MESSAGES.rekeningUnknown });
  return { jenis: 'BANK', kode_bank: rek.kode_bank, no_rekening: rek.no_rekening };
}

/**
 * The plan's journal reversed against the receivable (1-1800): sales (cash price), the deferred margin left and the
 * margin earned so far. With BATAL CICILAN (everything paid on the price, out of the receivable) the receivable,
 * sales and both margin accounts return to 0; the part kept is admin income (ADMIN CICILAN, 4-1800).
 */
async function reverseJournal(trx: Db, actor: ReturnType<typeof actorOf>, h: repo.PlanRow): Promise<void> {
  const base = { kodeToko: actor.kodeToko, tglSystem: actor.tglSystem, inputBy: actor.userId, noRef: h.no_faktur_cicil };
  const no = h.no_faktur_cicil;
  const diakui = Number(h.margin_diakui);
  const ditangguhkan = Number(h.margin) - Number(h.potongan_pelunasan) - diakui;
  await accountingRepo.insertDepositClearing(trx, { ...base, depositTrx: 'PENJUALAN', incomeTrx: K.batal, keterangan: `BATAL CICILAN ${no} HARGA TUNAI`, amount: Number(h.harga_tunai) });
  await accountingRepo.insertDepositClearing(trx, { ...base, depositTrx: 'MARGIN CICILAN', incomeTrx: K.batal, keterangan: `BATAL CICILAN ${no} MARGIN DITANGGUHKAN`, amount: ditangguhkan });
  await accountingRepo.insertDepositClearing(trx, { ...base, depositTrx: 'PENDAPATAN MARGIN CICILAN', incomeTrx: K.batal, keterangan: `BATAL CICILAN ${no} MARGIN DIAKUI`, amount: diakui });
}
