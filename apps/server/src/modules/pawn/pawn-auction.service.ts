import { approvalRequiredMessage, auctionBelowFloorDetail, canAuction, kadarTextToHundredths, NAME_UNIQUE_STATUSES, PAWN_AUCTION_ACCOUNTS as AKUN, PAWN_MESSAGES as M, PAWN_SUB_KATEGORI as SUB, type AuctionInput, type PawnLoan } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { mgOf } from '../../db/columns';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import { consumeApprovals } from '../authorization/authorization.service';
import { DRAWER, kasRow, writeKasRows } from '../cash/cash-accounts';
import * as cashRepo from '../cash/cash.repository';
import { usedApprovals } from '../counter/counter-approvals';
import { addStockItems } from '../stock/stock.service';
import * as stockRepo from '../stock/stock.repository';
import * as repo from './pawn.repository';
import { auctionFloorOf } from './pawn-terms';
import { leaveVault, onOpenLoan, paymentRow, type PaymentWork } from './pawn.service';

type Db = Kysely<Database>;

/** The warehouse kind whose first active tray takes auctioned pieces when the user names none (a sellable tray). */
export const AUCTION_DEFAULT_GUDANG = 'JUAL';

/**
 * /lelang-hutang: a loan past its due date and grace days is closed as LELANG, in one transaction with the
 * store and the loan locked (so it can no longer be redeemed, and a redemption racing it waits and then finds
 * it closed). Its pieces leave the pledge vault and either
 * - JUAL: are sold at harga_lelang (cash in, HUTANG LUNAS: the journal credits the pledge receivable; a journal of
 *   no money then moves the price above (or below) the principal still owed to (from) other income), or
 * - STOK: become new items of the shop (new barcodes, READY, in the tray picked or the first active tray of
 *   the first sellable warehouse, ledger LELANG), at their appraisal: a journal of no money moves the loan
 *   from the pledge receivable to the stock (debit stock at the appraisal, credit the receivable with the
 *   principal still owed, the difference to other income).
 * What the auction fetches (JUAL: the price, STOK: the appraisal) below the principal plus the interest due today is a
 * loss on the loan and needs a supervisor's approval LELANG_DIBAWAH_POKOK; the screen shows that floor first.
 */
export function auctionLoan(app: FastifyInstance, auth: AuthContext, input: AuctionInput): Promise<PawnLoan> {
  const no = input.no_faktur_hutang;
  return onOpenLoan(app, auth, no, async (trx, w) => {
    if (!canAuction(w.loan.tgl_jatuh_tempo, Number(w.loan.masa_tenggang), w.tglSystem)) throw badRequest(M.notPastGrace, { no_faktur_hutang: M.notPastGrace });
    if (input.cara === 'STOK') return intoStock(trx, auth, w, input);
    const harga = input.harga_lelang!;
    const otorisasi = await approveBelowFloor(trx, auth, w, harga, input.otorisasi, 'harga_lelang');
    // the cash row credits the pledge receivable with the whole price; the receivable only held the principal
    // still owed, so the difference moves to other income (a gain) or from it (a loss), as in the STOK path
    const selisih = harga - Number(w.loan.jumlah_hutang);
    const jurnalId =
      selisih === 0
        ? null
        : await repo.insertJournal(trx, { kode_toko: auth.kodeToko, tgl_system: w.tglSystem, trx: 'LELANG HUTANG', type: 'NON TUNAI', no_ref: no, keterangan: `SELISIH LELANG ${no} ${w.noBayar}`, input_by: auth.userId }, [
            { nomor_akun: AKUN.piutangGadai, kode_akun: 'PIUTANG GADAI', debet: Math.max(0, selisih), kredit: Math.max(0, -selisih) },
            { nomor_akun: AKUN.pendapatanLain, kode_akun: 'PENDAPATAN LAIN', debet: Math.max(0, -selisih), kredit: Math.max(0, selisih) },
          ]);
    await repo.insertPayment(trx, { ...paymentRow(w, auth, 'LELANG', {}, otorisasi), total: harga, jurnal_id: jurnalId });
    await repo.updateLoan(trx, auth.kodeToko, no, { status: 'LELANG', tgl_lunas: w.tglSystem, harga_lelang: harga, total_bayar: harga });
    await leaveVault(trx, auth, w, 'LELANG');
    await writeKasRows(trx, [kasRow(w.rowCtx, 'HUTANG LUNAS', DRAWER, no, `LELANG ${no} ${w.noBayar}`, { in: harga }, { sub_kategori: SUB.lelang })], 'harga');
  }, input.idempotency_key);
}

/**
 * An auction fetching less than the loan's floor (principal + interest due today) needs the approval
 * LELANG_DIBAWAH_POKOK: refused with the floor on `field` and the operation on `otorisasi` until one is sent.
 * Answers the approvals used, as stored on the payment.
 */
async function approveBelowFloor(trx: Db, auth: AuthContext, w: PaymentWork, value: number, ids: readonly string[], field: string): Promise<string> {
  const floor = auctionFloorOf(w.loan, w.tglSystem);
  if (value >= floor) return '[]';
  const operations = ['LELANG_DIBAWAH_POKOK'] as const;
  if (!ids.length) throw badRequest(M.auctionBelowFloor, { [field]: auctionBelowFloorDetail(floor), otorisasi: approvalRequiredMessage(operations) });
  return usedApprovals(await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: [...operations], ids: [...ids], noDokumen: w.noBayar }));
}

async function intoStock(trx: Db, auth: AuthContext, w: PaymentWork, input: AuctionInput): Promise<void> {
  const no = w.loan.no_faktur_hutang;
  const [pieces, tray, dept] = await Promise.all([
    repo.piecesOf(trx, auth.kodeToko, [no]),
    input.kode_baki ? Promise.resolve({ kode_baki: input.kode_baki }) : stockRepo.firstTrayOfKind(trx, auth.kodeToko, AUCTION_DEFAULT_GUDANG),
    input.kode_dept ? Promise.resolve({ kode_dept: input.kode_dept }) : repo.firstDept(trx, auth.kodeToko),
  ]);
  if (!tray) throw badRequest(M.auctionNoTray, { kode_baki: M.auctionNoTray });
  if (!dept) throw badRequest(M.auctionNoDept, { kode_dept: M.auctionNoDept });
  const taksiran = pieces.reduce((t, p) => t + Number(p.taksiran), 0);
  const otorisasi = await approveBelowFloor(trx, auth, w, taksiran, input.otorisasi, 'cara');
  const taken = await stockRepo.namesInStock(trx, auth.kodeToko, [...new Set(pieces.map((p) => p.nama_barang))], NAME_UNIQUE_STATUSES);
  const used = new Set<string>();
  const names = pieces.map((p) => {
    const name = taken.has(p.nama_barang) || used.has(p.nama_barang) ? `${p.nama_barang} ${no.split('-').pop()}-${p.urut}`.slice(0, 60) : p.nama_barang;
    used.add(name);
    return name;
  });
  const codes = await addStockItems(
    trx,
    { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: w.tglSystem, noRef: w.noBayar, keterangan: `LELANG ${no}` },
    pieces.map((p, i) => ({
      kode_group: p.kode_group,
      kode_dept: dept.kode_dept,
      kode_baki: tray.kode_baki,
      nama_barang: names[i]!,
      berat: mgOf(p.berat),
      berat_awal: mgOf(p.berat),
      kadar: kadarTextToHundredths(p.kadar),
      kode_intern: no.slice(0, 30),
      size: '',
      harga_jual: 0,
      ongkos: 0,
      jenis_harga: 'GRAM' as const,
      jumlah: 1,
    })),
    'LELANG',
  );
  const pokok = Number(w.loan.jumlah_hutang);
  const selisih = taksiran - pokok;
  const lines = [
    { nomor_akun: AKUN.persediaan, kode_akun: 'PERSEDIAAN EMAS', debet: taksiran, kredit: 0 },
    { nomor_akun: AKUN.piutangGadai, kode_akun: 'PIUTANG GADAI', debet: 0, kredit: pokok },
    ...(selisih !== 0 ? [{ nomor_akun: AKUN.pendapatanLain, kode_akun: 'PENDAPATAN LAIN', debet: Math.max(0, -selisih), kredit: Math.max(0, selisih) }] : []),
  ].filter((l) => l.debet + l.kredit > 0);
  const jurnalId = await repo.insertJournal(trx, { kode_toko: auth.kodeToko, tgl_system: w.tglSystem, trx: 'LELANG HUTANG', type: 'NON TUNAI', no_ref: no, keterangan: `LELANG KE STOK ${no} ${w.noBayar}`, input_by: auth.userId }, lines);
  await repo.insertPayment(trx, { ...paymentRow(w, auth, 'LELANG', {}, otorisasi), total: 0, jurnal_id: jurnalId });
  await repo.updateLoan(trx, auth.kodeToko, no, { status: 'LELANG', tgl_lunas: w.tglSystem, harga_lelang: taksiran, total_bayar: 0 });
  await leaveVault(trx, auth, w, 'LELANG');
  await repo.setPieceBarcodes(trx, auth.kodeToko, no, pieces.map((p, i) => ({ urut: p.urut, kode_barcode: codes[i]! })));
}
