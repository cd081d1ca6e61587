import {
  addDays,
  approvalRequiredMessage,
  kadarToText,
  PAWN_MESSAGES as M,
  PAWN_KAS_KATEGORI,
  PAWN_PAYMENT_PREFIX,
  PAWN_PREFIX,
  PAWN_SUB_KATEGORI as SUB,
  type ApprovalOperation,
  type CreatePawnInput,
  type PawnLoan,
  type PawnPaymentKind,
  type PawnQuote,
  type PawnPieceValue,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { transactionOnce } from '../../db/idempotency';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { consumeApprovals } from '../authorization/authorization.service';
import { documentNumber, DRAWER, kasRow, lockedDate, type RowContext, writeKasRows } from '../cash/cash-accounts';
import * as cashRepo from '../cash/cash.repository';
import { runAfterCounterWrite } from '../counter/after-write';
import { usableMember } from '../members/member-check';
import { usedApprovals } from '../counter/counter-approvals';
import { counterContext, storeContext } from '../counter/counter-context';
import { businessDateOf } from '../stock/stock.service';
import { dueOf, interestPaymentOf, parametersOn, pricePieces, quoteOf, quoteRedemption, toLoan, type Parameters as PawnParameters, type PricedPiece } from './pawn-terms';
import * as repo from './pawn.repository';

type Db = Kysely<Database>;

/**
 * Writing a loan and every payment on it. Each use case is one transaction that first locks the store row
 * (its business date, so the close waits) and, for a payment, the loan row: two counters acting on one loan
 * run one after the other, and a redemption is also guarded by a partial unique index.
 */

// ---------------------------------------------------------------- writing a loan

export async function quoteLoan(app: FastifyInstance, auth: AuthContext, input: { detail_barang: PawnPieceValue[]; jumlah_hutang?: number | undefined }): Promise<PawnQuote> {
  const ctx = await storeContext(app.db, auth);
  const params = await parametersOn(app.db, auth.kodeToko, ctx.tglSystem);
  const pieces = await pricePieces(app.db, ctx, params, input.detail_barang);
  return quoteOf(ctx.tglSystem, params, pieces, input.jumlah_hutang).quote;
}

/**
 * Saves a loan: the loan and its pieces, each piece into the pledge vault, the cash out of the drawer
 * (kategori HUTANG; the journal follows from the cash ledger's trigger), in one transaction. Above the
 * ceiling it needs an approval HUTANG_PLAFOND. A save retried with the same idempotency_key answers the first loan.
 */
export async function createLoan(app: FastifyInstance, auth: AuthContext, input: CreatePawnInput): Promise<PawnLoan> {
  try {
    const no = await app.db.transaction().execute(async (trx) => {
      const tglSystem = await lockedDate(trx, auth);
      const before = await repo.findByIdempotencyKey(trx, auth.kodeToko, input.idempotency_key);
      if (before) return before.no_faktur_hutang;
      const ctx = await counterContext(trx, auth, input.kode_sales);
      const kodeMember = await usableMember(trx, auth, input.kode_member);
      const params = await parametersOn(trx, auth.kodeToko, tglSystem);
      const pieces = await pricePieces(trx, { ...ctx, tglSystem }, params, input.detail_barang);
      const { quote, band } = quoteOf(tglSystem, params, pieces, input.jumlah_hutang);
      if (!band) throw badRequest(M.noBand, { jumlah_hutang: M.noBand });
      const operations: ApprovalOperation[] = quote.melebihi_plafond ? ['HUTANG_PLAFOND'] : [];
      if (operations.length && !input.otorisasi.length) throw badRequest(M.overCeiling, { jumlah_hutang: M.overCeiling, otorisasi: approvalRequiredMessage(operations) });
      const noHutang = await documentNumber(trx, auth.kodeToko, tglSystem, PAWN_PREFIX);
      const approvals = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations, ids: input.otorisasi, noDokumen: noHutang });
      const rowCtx: RowContext = { kodeToko: auth.kodeToko, tglSystem, userId: auth.userId };
      await repo.insertLoan(trx, ...loanRows(auth, input, { noHutang, tglSystem, namaSales: ctx.namaSales, kodeMember, params, band, quote, pieces, approvals }));
      await writeKasRows(trx, [kasRow(rowCtx, 'HUTANG', DRAWER, noHutang, `HUTANG ${noHutang} ${input.nama_customer}`.slice(0, 250), { out: input.jumlah_hutang }, { sub_kategori: SUB.pinjam })], 'jumlah_hutang', { drawerOnly: true });
      const customer = { nama: input.nama_customer, noHp: input.no_hp };
      await runAfterCounterWrite(trx, { jenis: 'GADAI', kodeToko: auth.kodeToko, no: noHutang, tanggal: tglSystem, userId: auth.userId, customer, kodeMember, total: input.jumlah_hutang, dibayar: 0 });
      return noHutang;
    });
    return getLoan(app.db, auth, no);
  } catch (error) {
    if (isUniqueViolation(error)) {
      const before = await repo.findByIdempotencyKey(app.db, auth.kodeToko, input.idempotency_key);
      if (before) return getLoan(app.db, auth, before.no_faktur_hutang);
    }
    throw error;
  }
}

/** A new loan's rows: the loan, its pieces and each piece into the pledge vault. */
function loanRows(
  auth: AuthContext,
  input: CreatePawnInput,
  w: {
    noHutang: string;
    tglSystem: string;
    namaSales: string;
    kodeMember: string | null;
    params: PawnParameters;
    band: PawnParameters['bands'][number];
    quote: PawnQuote;
    pieces: readonly PricedPiece[];
    approvals: Awaited<ReturnType<typeof consumeApprovals>>;
  },
): Parameters<typeof repo.insertLoan> extends [unknown, ...infer Rest] ? Rest : never {
  const { noHutang, tglSystem, kodeMember, params, band, quote, pieces, approvals } = w;
  return [
    {
      kode_toko: auth.kodeToko,
      no_faktur_hutang: noHutang,
      idempotency_key: input.idempotency_key,
      tgl_hutang: tglSystem,
      kode_sales: input.kode_sales,
      nama_sales: w.namaSales,
      nama_customer: input.nama_customer,
      alamat_customer: input.alamat_customer,
      no_hp: input.no_hp,
      no_identitas: input.no_identitas,
      tgl_lahir: input.tgl_lahir,
      kode_member: kodeMember,
      jumlah_hutang_awal: input.jumlah_hutang,
      jumlah_hutang: input.jumlah_hutang,
      kode_bunga: band.kode_bunga,
      bunga_persen: band.bungaHundredths / 100,
      hari_periode: band.hari_periode,
      min_periode: band.min_periode,
      pembulatan: params.pembulatan,
      biaya_admin: band.biaya_admin,
      lama_pinjam: params.lamaPinjam,
      masa_tenggang: params.masaTenggang,
      tgl_jatuh_tempo: quote.tgl_jatuh_tempo,
      taksiran: quote.taksiran,
      plafond: quote.plafond,
      otorisasi: usedApprovals(approvals),
      input_by: auth.userId,
    },
    pieces.map((p, i) => ({
      kode_toko: auth.kodeToko,
      no_faktur_hutang: noHutang,
      urut: i + 1,
      nama_barang: p.nama_barang,
      kode_group: p.kode_group,
      kadar: kadarToText(p.kadarHundredths),
      berat: p.berat,
      berat_batu: p.berat_batu,
      berat_emas: p.berat_emas,
      kode_kondisi: p.kode_kondisi,
      harga_per_gram: p.harga_per_gram,
      taksiran: p.taksiran,
      persen_plafond: kadarToText(p.persenHundredths),
      plafond: p.plafond,
      keterangan: input.detail_barang[i]!.keterangan,
      foto: input.detail_barang[i]!.foto ?? null,
    })),
    pieces.map((p, i) => ({ kode_toko: auth.kodeToko, no_faktur_hutang: noHutang, urut: i + 1, jenis: 'MASUK' as const, tgl_system: tglSystem, qty: 1, berat: p.berat, no_ref: noHutang, input_by: auth.userId })),
  ];
}

export async function getLoan(db: Db, auth: Pick<AuthContext, 'kodeToko'>, no: string, asOf?: string): Promise<PawnLoan> {
  const loan = await repo.findLoan(db, auth.kodeToko, no);
  if (!loan) throw notFound(M.notFound);
  const [pieces, payments, today] = await Promise.all([repo.piecesOf(db, auth.kodeToko, [no]), repo.paymentsOf(db, auth.kodeToko, no), asOf ?? businessDateOf(db, auth.kodeToko)]);
  return toLoan(loan, pieces, payments, await today);
}

// ---------------------------------------------------------------- payments

export type PaymentWork = {
  loan: repo.LoanRow;
  tglSystem: string;
  noBayar: string;
  rowCtx: RowContext;
};

/** Runs one payment on an open loan: store and loan locked, the loan must be AKTIF, a payment number taken. */
export async function onOpenLoan(app: FastifyInstance, auth: AuthContext, no: string, work: (trx: Db, w: PaymentWork) => Promise<void>, kunci?: string): Promise<PawnLoan> {
  // the form's key: the same payment sent twice (a double click on 'Ya', a retry) is written once
  await transactionOnce(app.db, { kodeToko: auth.kodeToko, userId: auth.userId, jenis: 'HUTANG_BAYAR', kunci }, async (trx) => {
    const tglSystem = await lockedDate(trx, auth);
    const loan = await repo.lockLoan(trx, auth.kodeToko, no);
    if (!loan) throw notFound(M.notFound);
    if (loan.status !== 'AKTIF') throw conflict(M.notOpen, { no_faktur_hutang: M.notOpen });
    const noBayar = await documentNumber(trx, auth.kodeToko, tglSystem, PAWN_PAYMENT_PREFIX);
    await work(trx, { loan, tglSystem, noBayar, rowCtx: { kodeToko: auth.kodeToko, tglSystem, userId: auth.userId } });
  });
  return getLoan(app.db, auth, no);
}

export function paymentRow(w: PaymentWork, auth: AuthContext, jenis: PawnPaymentKind, amounts: { pokok?: number; bunga?: number; biaya?: number; periode?: number }, otorisasi = '[]') {
  const pokok = amounts.pokok ?? 0;
  const bunga = amounts.bunga ?? 0;
  const biaya = amounts.biaya ?? 0;
  return {
    kode_toko: auth.kodeToko,
    no_bayar: w.noBayar,
    no_faktur_hutang: w.loan.no_faktur_hutang,
    tgl_system: w.tglSystem,
    jenis,
    pokok,
    bunga,
    biaya,
    total: pokok + bunga + biaya,
    periode: amounts.periode ?? 0,
    bunga_persen: w.loan.bunga_persen,
    otorisasi,
    input_by: auth.userId,
  };
}

/**
 * The money rows of a payment, one per part so each posts to its own account: the principal (HUTANG LUNAS,
 * pledge receivable), the interest (BUNGA HUTANG, interest income) and the fee (BIAYA HUTANG, fee income).
 * Parts of zero are left out. `arah` out reverses a payment (a cancelled redemption) row for row.
 */
function paymentKasRows(ctx: RowContext, no: string, keterangan: string, subKategori: string, parts: { pokok?: number; bunga?: number; biaya?: number }, arah: 'in' | 'out' = 'in') {
  const k = PAWN_KAS_KATEGORI;
  const rows: [typeof k[keyof typeof k], number][] = [
    [k.pokok, parts.pokok ?? 0],
    [k.bunga, parts.bunga ?? 0],
    [k.biaya, parts.biaya ?? 0],
  ];
  return rows.filter(([, v]) => v > 0).map(([kategori, v]) => kasRow(ctx, kategori, DRAWER, no, keterangan, { [arah]: v }, { sub_kategori: subKategori }));
}

/**
 * BAYAR BUNGA: the interest due today, and the due date moves a term from today. With nothing due (paid already
 * today, or ahead) it is the next period in advance, taken only when the cashier confirmed it (`diMuka`), and the
 * due date moves one period on (the domain's `interestPayment`).
 */
export function payInterest(app: FastifyInstance, auth: AuthContext, no: string, diMuka = false, kunci?: string): Promise<PawnLoan> {
  return onOpenLoan(app, auth, no, async (trx, w) => {
    const pay = interestPaymentOf(w.loan, w.tglSystem);
    if (pay.diMuka && !diMuka) throw badRequest(M.interestAheadUnconfirmed, { di_muka: M.interestAheadUnconfirmed });
    await repo.insertPayment(trx, paymentRow(w, auth, 'BUNGA', { bunga: pay.bunga, periode: pay.periode }));
    await repo.updateLoan(trx, auth.kodeToko, no, {
      periode_dibayar: Number(w.loan.periode_dibayar) + pay.periode,
      bunga_dibayar: Number(w.loan.bunga_dibayar) + pay.bunga,
      tgl_jatuh_tempo: pay.tglJatuhTempo,
    });
    await writeKasRows(trx, paymentKasRows(w.rowCtx, no, `${pay.diMuka ? 'BAYAR BUNGA DI MUKA' : 'BAYAR BUNGA'} ${no} ${w.noBayar}`, SUB.bunga, { bunga: pay.bunga }), 'jumlah');
  }, kunci);
}

/**
 * Peremajaan: the interest due today is paid, the loan goes on at a new rate (required) and optionally a new
 * principal within its ceiling (above it with an approval HUTANG_PLAFOND); more principal is paid out to the
 * customer (HUTANG), less is paid in (HUTANG LUNAS). The due date moves a term from today.
 */
export function renewLoan(app: FastifyInstance, auth: AuthContext, input: { no_faktur_hutang: string; bunga_baru: number; jumlah_hutang_baru?: number | undefined; otorisasi: string[]; idempotency_key?: string | undefined }): Promise<PawnLoan> {
  const no = input.no_faktur_hutang;
  return onOpenLoan(app, auth, no, async (trx, w) => {
    const due = dueOf(w.loan, w.tglSystem);
    const pokokLama = Number(w.loan.jumlah_hutang);
    const pokokBaru = input.jumlah_hutang_baru ?? pokokLama;
    const operations: ApprovalOperation[] = pokokBaru > Number(w.loan.plafond) ? ['HUTANG_PLAFOND'] : [];
    if (operations.length && !input.otorisasi.length) throw badRequest(M.overCeiling, { jumlah_hutang_baru: M.overCeiling, otorisasi: approvalRequiredMessage(operations) });
    const approvals = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations, ids: input.otorisasi, noDokumen: w.noBayar });
    const selisih = pokokLama - pokokBaru;
    await repo.insertPayment(trx, paymentRow(w, auth, 'PEREMAJAAN', { bunga: due.bunga, periode: due.periode, pokok: Math.max(0, selisih) }, usedApprovals(approvals)));
    await repo.updateLoan(trx, auth.kodeToko, no, {
      periode_dibayar: Number(w.loan.periode_dibayar) + due.periode,
      bunga_dibayar: Number(w.loan.bunga_dibayar) + due.bunga,
      bunga_persen: input.bunga_baru,
      jumlah_hutang: pokokBaru,
      tgl_jatuh_tempo: addDays(w.tglSystem, Number(w.loan.lama_pinjam)),
    });
    const rows = paymentKasRows(w.rowCtx, no, `PEREMAJAAN ${no} ${w.noBayar}`, SUB.peremajaan, { bunga: due.bunga, pokok: Math.max(0, selisih) });
    if (selisih < 0) rows.push(kasRow(w.rowCtx, 'HUTANG', DRAWER, no, `PEREMAJAAN ${no} ${w.noBayar}`, { out: -selisih }, { sub_kategori: SUB.peremajaan }));
    await writeKasRows(trx, rows, 'jumlah', { drawerOnly: true });
  }, input.idempotency_key);
}

/** Part of the principal paid: the interest due today first, then the principal (less than what is owed; all of it is a redemption). */
export function payPrincipal(app: FastifyInstance, auth: AuthContext, input: { no_faktur_hutang: string; jumlah: number; idempotency_key?: string | undefined }): Promise<PawnLoan> {
  const no = input.no_faktur_hutang;
  return onOpenLoan(app, auth, no, async (trx, w) => {
    if (input.jumlah >= Number(w.loan.jumlah_hutang)) throw badRequest(M.principalOverLoan, { jumlah: M.principalOverLoan });
    const due = dueOf(w.loan, w.tglSystem);
    await repo.insertPayment(trx, paymentRow(w, auth, 'CICIL_POKOK', { pokok: input.jumlah, bunga: due.bunga, periode: due.periode }));
    await repo.updateLoan(trx, auth.kodeToko, no, {
      periode_dibayar: Number(w.loan.periode_dibayar) + due.periode,
      bunga_dibayar: Number(w.loan.bunga_dibayar) + due.bunga,
      jumlah_hutang: Number(w.loan.jumlah_hutang) - input.jumlah,
    });
    await writeKasRows(trx, paymentKasRows(w.rowCtx, no, `CICIL POKOK ${no} ${w.noBayar}`, SUB.cicilPokok, { pokok: input.jumlah, bunga: due.bunga }), 'jumlah');
  }, input.idempotency_key);
}

/** Penebusan: principal + interest due today + admin fee into the drawer (HUTANG LUNAS); the pieces leave the vault. */
export function redeemLoan(app: FastifyInstance, auth: AuthContext, no: string, kunci?: string): Promise<PawnLoan> {
  return onOpenLoan(app, auth, no, async (trx, w) => {
    const q = quoteRedemption(w.loan, w.tglSystem);
    await repo.insertPayment(trx, paymentRow(w, auth, 'TEBUS', { pokok: q.pokok, bunga: q.bunga, biaya: q.biaya_admin, periode: q.periode }));
    await repo.updateLoan(trx, auth.kodeToko, no, {
      status: 'LUNAS',
      tgl_lunas: w.tglSystem,
      total_bayar: q.total,
      periode_dibayar: Number(w.loan.periode_dibayar) + q.periode,
      bunga_dibayar: Number(w.loan.bunga_dibayar) + q.bunga,
    });
    await leaveVault(trx, auth, w, 'TEBUS');
    await writeKasRows(trx, paymentKasRows(w.rowCtx, no, `PENEBUSAN ${no} ${w.noBayar}`, SUB.tebus, { pokok: q.pokok, bunga: q.bunga, biaya: q.biaya_admin }), 'jumlah');
  }, kunci);
}

export async function leaveVault(trx: Db, auth: AuthContext, w: PaymentWork, jenis: 'TEBUS' | 'LELANG'): Promise<void> {
  const pieces = await repo.piecesOf(trx, auth.kodeToko, [w.loan.no_faktur_hutang]);
  await repo.setPiecesStatus(trx, auth.kodeToko, w.loan.no_faktur_hutang, jenis === 'TEBUS' ? 'KEMBALI' : 'LELANG');
  await repo.insertVault(
    trx,
    pieces.map((p) => ({ kode_toko: auth.kodeToko, no_faktur_hutang: p.no_faktur_hutang, urut: p.urut, jenis, tgl_system: w.tglSystem, qty: -1, berat: `-${p.berat}`, no_ref: w.noBayar, input_by: auth.userId })),
  );
}

/**
 * /batal-hutang-lunas: a redemption of today cancelled with an approval BATAL_HUTANG_LUNAS: the loan is open
 * again with the periods and interest it had, the pieces come back into the vault, the money goes back out of
 * the drawer (a reversing HUTANG LUNAS row, so the journal reverses too). Nothing is deleted.
 */
export async function cancelRedemption(app: FastifyInstance, auth: AuthContext, input: { no_faktur_hutang: string; alasan: string; otorisasi: string[] }): Promise<PawnLoan> {
  const no = input.no_faktur_hutang;
  await app.db.transaction().execute(async (trx) => {
    const tglSystem = await lockedDate(trx, auth);
    const loan = await repo.lockLoan(trx, auth.kodeToko, no);
    if (!loan) throw notFound(M.notFound);
    const tebus = loan.status === 'LUNAS' ? await repo.activeRedemption(trx, auth.kodeToko, no) : undefined;
    if (!tebus) throw conflict(M.notRedeemed, { no_faktur_hutang: M.notRedeemed });
    if (tebus.tgl_system !== tglSystem) throw badRequest(M.redeemedOtherDay, { no_faktur_hutang: M.redeemedOtherDay });
    const noBayar = await documentNumber(trx, auth.kodeToko, tglSystem, PAWN_PAYMENT_PREFIX);
    const approvals = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: ['BATAL_HUTANG_LUNAS'], ids: input.otorisasi, noDokumen: noBayar });
    const used = usedApprovals(approvals);
    await repo.cancelPayment(trx, Number(tebus.id), { batal_by: auth.userId, alasan_batal: input.alasan, otorisasi: used });
    await repo.insertPayment(trx, {
      kode_toko: auth.kodeToko,
      no_bayar: noBayar,
      no_faktur_hutang: no,
      tgl_system: tglSystem,
      jenis: 'BATAL_TEBUS',
      pokok: Number(tebus.pokok),
      bunga: Number(tebus.bunga),
      biaya: Number(tebus.biaya),
      total: Number(tebus.total),
      periode: Number(tebus.periode),
      bunga_persen: tebus.bunga_persen,
      otorisasi: used,
      input_by: auth.userId,
    });
    await repo.updateLoan(trx, auth.kodeToko, no, {
      status: 'AKTIF',
      tgl_lunas: null,
      total_bayar: 0,
      periode_dibayar: Number(loan.periode_dibayar) - Number(tebus.periode),
      bunga_dibayar: Number(loan.bunga_dibayar) - Number(tebus.bunga),
    });
    const pieces = await repo.piecesOf(trx, auth.kodeToko, [no]);
    await repo.setPiecesStatus(trx, auth.kodeToko, no, 'GADAI');
    await repo.insertVault(
      trx,
      pieces.map((p) => ({ kode_toko: auth.kodeToko, no_faktur_hutang: no, urut: p.urut, jenis: 'BATAL_TEBUS' as const, tgl_system: tglSystem, qty: 1, berat: p.berat, no_ref: noBayar, input_by: auth.userId })),
    );
    const rowCtx = { kodeToko: auth.kodeToko, tglSystem, userId: auth.userId };
    const parts = { pokok: Number(tebus.pokok), bunga: Number(tebus.bunga), biaya: Number(tebus.biaya) };
    await writeKasRows(trx, paymentKasRows(rowCtx, no, `BATAL PENEBUSAN ${no} ${noBayar} ${input.alasan}`.slice(0, 250), SUB.batalTebus, parts, 'out'), 'no_faktur_hutang', { drawerOnly: true });
  });
  return getLoan(app.db, auth, no);
}
