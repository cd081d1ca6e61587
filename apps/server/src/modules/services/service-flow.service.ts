import {
  formatRupiah,
  heldAccounts,
  mgToWeightString,
  pickUpPayment,
  serviceBill,
  SERVICE_MESSAGES as M,
  settleServiceLine,
  type CancelServiceInput,
  type FinishServiceInput,
  type PickUpServiceInput,
  type ServiceReceipt,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { mgOf } from '../../db/columns';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { consumeApprovals } from '../authorization/authorization.service';
import * as accountingRepo from '../accounting/accounting.repository';
import { writeKasRows } from '../cash/cash-accounts';
import * as cashRepo from '../cash/cash.repository';
import * as pricesRepo from '../prices/prices.repository';
import { sendWhatsapp } from '../receipts/receipts.service';
import { usedApprovals } from '../counter/counter-approvals';
import { kasRowsIn, kasRowsRefund, surchargeReversalRows, moneyRowContext } from '../counter/counter-cash';
import { storeContext } from '../counter/counter-context';
import { checkPayments } from '../counter/counter-payments';
import { getServiceReceipt } from './service-receipt';
import * as repo from './services.repository';

type Whatsapp = NonNullable<ServiceReceipt['whatsapp']>;

/** The customer is told by WhatsApp that the repair is ready, when the store has a WhatsApp backend and a number. */
async function tellCustomer(app: FastifyInstance, r: ServiceReceipt): Promise<Whatsapp> {
  if (!app.config.WA_BACKEND.trim() || !r.no_hp.trim()) return 'TIDAK';
  const sisa = r.total_biaya - r.dp;
  const message =
    `Yth. ${r.nama_customer}, service ${r.no_service} di ${r.nama_toko} sudah selesai dan dapat diambil. ` +
    (sisa > 0 ? `Sisa bayar ${formatRupiah(sisa)}.` : sisa < 0 ? `Kelebihan DP ${formatRupiah(-sisa)} akan dikembalikan.` : 'Tidak ada sisa bayar.');
  try {
    await sendWhatsapp(app, r.kode_toko, { receiver: r.no_hp, message, type: 'text' });
    return 'TERKIRIM';
  } catch (error) {
    app.log.warn({ err: error, no_service: r.no_service }, 'service WhatsApp not sent');
    return 'GAGAL';
  }
}

/**
 * POST /api/service/:no_service/selesai: the pieces are back (OPEN -> DONE). Every piece's weight out is
 * recorded; a difference is priced by settleServiceLine with the group's prices in force on the business
 * date (a group without a price refuses only when its piece changed weight); the bill is the final labour
 * cost plus gold added minus gold lost. After the commit the customer is told by WhatsApp when possible.
 */
export async function finishService(app: FastifyInstance, auth: AuthContext, no: string, input: FinishServiceInput): Promise<ServiceReceipt> {
  await app.db.transaction().execute(async (trx) => {
    const h = await repo.findService(trx, auth.kodeToko, no, true);
    if (!h) throw notFound(M.notFound);
    if (h.status !== 'OPEN') throw badRequest(M.notOpen, { no_service: M.notOpen });
    const ctx = await storeContext(trx, auth);
    const lines = await repo.listLines(trx, auth.kodeToko, no);
    const out = new Map<number, number>();
    for (const [i, d] of input.detail.entries()) {
      if (!lines.some((l) => l.urut === d.urut) || out.has(d.urut)) throw badRequest(M.lineUnknown, { [`detail.${i}.urut`]: M.lineUnknown });
      out.set(d.urut, d.berat_keluar);
    }
    if (lines.some((l) => !out.has(l.urut))) throw badRequest(M.beratKeluarRequired, { detail: M.beratKeluarRequired });
    const settled = [];
    for (const l of lines) {
      const masuk = mgOf(l.berat_masuk);
      const keluar = out.get(l.urut)!;
      const price = keluar === masuk ? null : await pricesRepo.findPriceInForce(trx, auth.kodeToko, l.kode_group, ctx.tglSystem);
      if (keluar !== masuk && !price) {
        const message = `${M.hargaEmasMissing} (${l.kode_group})`;
        throw badRequest(message, { [`detail.${input.detail.findIndex((d) => d.urut === l.urut)}.berat_keluar`]: message });
      }
      const jual = Number(price?.harga_jual ?? 0);
      const beli = Number(price?.harga_beli ?? 0);
      settled.push({ l, keluar, jual, beli, ...settleServiceLine({ beratMasukMg: masuk, beratKeluarMg: keluar, hargaJualPerGram: jual, hargaBeliPerGram: beli }) });
    }
    const bill = serviceBill({ ongkos: input.ongkos, lines: settled, dp: Number(h.dp) });
    for (const s of settled) {
      await repo.updateLine(trx, auth.kodeToko, no, s.l.urut, {
        berat_keluar: mgToWeightString(s.keluar),
        harga_jual_per_gram: s.jual,
        harga_beli_per_gram: s.beli,
        nilai_tambah: s.nilaiTambah,
        nilai_susut: s.nilaiSusut,
      });
    }
    await repo.updateService(trx, auth.kodeToko, no, {
      status: 'DONE',
      tgl_selesai: ctx.tglSystem,
      selesai_by: auth.userId,
      selesai_at: new Date(),
      ongkos: bill.ongkos,
      total_tambah: bill.total_tambah,
      total_susut: bill.total_susut,
      total_biaya: bill.total_biaya,
      total_berat_keluar: mgToWeightString(settled.reduce((t, s) => t + s.keluar, 0)),
      ...(input.keterangan ? { keterangan: h.keterangan ? `${h.keterangan} / ${input.keterangan}` : input.keterangan } : {}),
    });
  });
  const receipt = await getServiceReceipt(app.db, auth.kodeToko, no);
  return { ...receipt, whatsapp: await tellCustomer(app, receipt) };
}

/**
 * POST /api/service/:no_service/ambil: the customer takes the pieces (DONE -> CLOS) and settles the bill:
 * pays what is left (kategori SERVICE AMBIL in, change as a cash row out) or, when the deposit was more
 * than the bill, gets the difference back from the accounts the deposit went into. The row is locked,
 * so of two cashiers handing the same repair back at once one wins and the other is refused; the same
 * idempotency_key answers the first pick-up. The deposit is moved in the journal from customer deposits
 * (2-1100) to service income (4-1400), so the deposit account returns to zero for a closed repair.
 */
export async function pickUpService(app: FastifyInstance, auth: AuthContext, no: string, input: PickUpServiceInput): Promise<ServiceReceipt> {
  const replay = await repo.findByPickUpKey(app.db, auth.kodeToko, input.idempotency_key);
  if (replay) return getServiceReceipt(app.db, auth.kodeToko, replay.no_service);
  try {
    await app.db.transaction().execute(async (trx) => {
      const h = await repo.findService(trx, auth.kodeToko, no, true);
      if (!h) throw notFound(M.notFound);
      if (h.status === 'CLOS' || h.status === 'CANC') throw badRequest(M.alreadyClosed, { no_service: M.alreadyClosed });
      if (h.status !== 'DONE') throw badRequest(M.notDone, { no_service: M.notDone });
      const ctx = await storeContext(trx, auth);
      const sisa = Number(h.total_biaya) - Number(h.dp);
      const payments = await checkPayments(trx, auth.kodeToko, input.pembayaran);
      const paid = pickUpPayment(sisa, payments);
      if (!paid.ok) throw badRequest(paid.message, { pembayaran: paid.message });
      const row = moneyRowContext(auth, ctx.tglSystem);
      const keterangan = `SERVICE AMBIL ${no} - ${h.nama_customer}`;
      const rows: cashRepo.KasRow[] = kasRowsIn(row, 'SERVICE AMBIL', no, keterangan, payments, paid.kembalian);
      if (paid.dikembalikan > 0) {
        const held = heldAccounts(await cashRepo.listKas(trx, auth.kodeToko, { noRef: no }));
        rows.push(...kasRowsRefund(row, 'SERVICE AMBIL', no, `KELEBIHAN DP ${no}`, held, paid.dikembalikan));
      }
      if (rows.length) await writeKasRows(trx, rows, 'pembayaran');
      // the deposit leaves customer deposits (2-1100) for service income: the repair is settled
      await accountingRepo.insertDepositClearing(trx, {
        kodeToko: auth.kodeToko,
        tglSystem: ctx.tglSystem,
        depositTrx: 'SERVICE',
        incomeTrx: 'SERVICE AMBIL',
        noRef: no,
        keterangan: `DP SERVICE ${no} MENJADI PENDAPATAN`,
        amount: Number(h.dp),
        inputBy: auth.userId,
      });
      await repo.updateService(trx, auth.kodeToko, no, {
        status: 'CLOS',
        tgl_ambil: ctx.tglSystem,
        ambil_by: auth.userId,
        ambil_at: new Date(),
        ambil_idempotency_key: input.idempotency_key,
        bayar: paid.bayar,
        kembalian: paid.kembalian,
        dikembalikan: paid.dikembalikan,
      });
    });
  } catch (error) {
    const first = await repo.findByPickUpKey(app.db, auth.kodeToko, input.idempotency_key);
    if (first) return getServiceReceipt(app.db, auth.kodeToko, first.no_service);
    throw error;
  }
  return getServiceReceipt(app.db, auth.kodeToko, no);
}

/**
 * POST /api/service/:no_service/batal: a repair not yet picked up is cancelled (OPEN or DONE -> CANC)
 * with a supervisor's BATAL_SERVICE approval; the whole deposit goes back (kategori BATAL SERVICE) out of
 * the accounts it went into, each its share, so the ledger, the balances and the journal return to what
 * they were before the intake.
 */
export async function cancelService(app: FastifyInstance, auth: AuthContext, no: string, input: CancelServiceInput): Promise<ServiceReceipt> {
  await app.db.transaction().execute(async (trx) => {
    const h = await repo.findService(trx, auth.kodeToko, no, true);
    if (!h) throw notFound(M.notFound);
    if (h.status !== 'OPEN' && h.status !== 'DONE') throw badRequest(M.alreadyClosed, { no_service: M.alreadyClosed });
    const ctx = await storeContext(trx, auth);
    const approvals = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: ['BATAL_SERVICE'], ids: input.otorisasi, noDokumen: no });
    const refund = Number(h.dp);
    await repo.updateService(trx, auth.kodeToko, no, {
      status: 'CANC',
      tgl_batal: ctx.tglSystem,
      batal_by: auth.userId,
      batal_at: new Date(),
      alasan_batal: input.alasan,
      refund,
      otorisasi: usedApprovals(approvals),
    });
    if (refund > 0) {
      const held = heldAccounts(await cashRepo.listKas(trx, auth.kodeToko, { noRef: no }));
      const row = moneyRowContext(auth, ctx.tglSystem);
      // the cancel screen offers no other way to give the cash back: a short drawer is told to take money in first
      await writeKasRows(trx, kasRowsRefund(row, 'BATAL SERVICE', no, `BATAL SERVICE ${no}: ${input.alasan}`.slice(0, 300), held, refund), 'no_service', { drawerOnly: true });
    }
    // the card surcharge of its payments is given back with the cancellation (the card charge reversed)
    const surcharge = surchargeReversalRows({ kodeToko: auth.kodeToko, tglSystem: ctx.tglSystem, userId: auth.userId }, no, no, await cashRepo.listKas(trx, auth.kodeToko, { noRef: no }));
    await writeKasRows(trx, surcharge, 'jumlah_rp');
  });
  return getServiceReceipt(app.db, auth.kodeToko, no);
}
