import { PAWN_MESSAGES as M, PAWN_PAYMENT_PREFIX, PAWN_SUB_KATEGORI as SUB, statusRefusedMessage, type PawnListRow, type PawnLoan } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { consumeApprovals } from '../authorization/authorization.service';
import { documentNumber, DRAWER, kasRow, lockedDate, writeKasRows } from '../cash/cash-accounts';
import * as cashRepo from '../cash/cash.repository';
import { usedApprovals } from '../counter/counter-approvals';
import { storeContext } from '../counter/counter-context';
import { applyStockOperations } from '../stock/stock.service';
import * as stockRepo from '../stock/stock.repository';
import { listRowsOf } from './pawn-reads.service';
import * as repo from './pawn.repository';
import { getLoan } from './pawn.service';

/**
 * /lelang-hutang: an auction cancelled on its own business date with a supervisor's approval BATAL_LELANG_HUTANG,
 * reversed exactly and nothing deleted: the auction payment is BATAL and a BATAL_LELANG payment records the
 * cancellation; the pieces come back into the pledge vault (BATAL_LELANG +1); the price goes back out of the
 * drawer (JUAL: a HUTANG LUNAS row out, so its journal mirrors the sale's); the journal the auction wrote
 * without cash (price difference, or the move into stock) is written again with debit and credit swapped;
 * items it put into stock leave it (stock ledger BATAL_LELANG), refused when one is no longer READY (sold,
 * reserved, sent away); the loan is AKTIF again as it was. Checks run before the approval is used, so a
 * supervisor is asked only for a cancellation that can happen.
 */
export async function cancelAuction(app: FastifyInstance, auth: AuthContext, input: { no_faktur_hutang: string; alasan: string; otorisasi: string[] }): Promise<PawnLoan> {
  const no = input.no_faktur_hutang;
  await app.db.transaction().execute(async (trx) => {
    const tglSystem = await lockedDate(trx, auth);
    const loan = await repo.lockLoan(trx, auth.kodeToko, no);
    if (!loan) throw notFound(M.notFound);
    const lelang = loan.status === 'LELANG' ? await repo.activeAuction(trx, auth.kodeToko, no) : undefined;
    if (!lelang) throw conflict(M.notAuctioned, { no_faktur_hutang: M.notAuctioned });
    if (lelang.tgl_system !== tglSystem) throw badRequest(M.auctionedOtherDay, { no_faktur_hutang: M.auctionedOtherDay });
    const pieces = await repo.piecesOf(trx, auth.kodeToko, [no]);
    const codes = pieces.map((p) => p.kode_barcode).filter((c): c is string => !!c);
    const items = new Map((await stockRepo.lockItems(trx, auth.kodeToko, codes)).map((i) => [i.kode_barcode, i.status]));
    const gone: Record<string, string> = {};
    pieces.forEach((p, i) => {
      const status = p.kode_barcode ? (items.get(p.kode_barcode) ?? 'TIDAK ADA') : 'READY';
      if (status !== 'READY') gone[`detail_barang.${i}.kode_barcode`] = statusRefusedMessage(p.kode_barcode!, 'BATAL_LELANG', status);
    });
    if (Object.keys(gone).length) throw badRequest(M.auctionItemGone, gone);

    const noBayar = await documentNumber(trx, auth.kodeToko, tglSystem, PAWN_PAYMENT_PREFIX);
    const used = usedApprovals(await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: ['BATAL_LELANG_HUTANG'], ids: input.otorisasi, noDokumen: noBayar }));
    const keterangan = `BATAL LELANG ${no} ${noBayar} ${input.alasan}`.slice(0, 250);

    if (codes.length) {
      await applyStockOperations(
        trx,
        { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem, noRef: noBayar, keterangan },
        codes.map((kode_barcode) => ({ kode_barcode, op: { jenis: 'BATAL_LELANG' as const } })),
      );
    }
    let jurnalId: number | null = null;
    if (lelang.jurnal_id !== null) {
      const lines = await repo.journalLines(trx, auth.kodeToko, Number(lelang.jurnal_id));
      jurnalId = await repo.insertJournal(
        trx,
        { kode_toko: auth.kodeToko, tgl_system: tglSystem, trx: 'BATAL LELANG HUTANG', type: 'NON TUNAI', no_ref: no, keterangan, input_by: auth.userId },
        lines.map((l) => ({ nomor_akun: l.nomor_akun, kode_akun: l.kode_akun, debet: Number(l.kredit), kredit: Number(l.debet) })),
      );
    }
    // the auction keeps its own approvals (a sale below the floor); the cancellation's are on the BATAL_LELANG payment
    await repo.cancelPayment(trx, Number(lelang.id), { batal_by: auth.userId, alasan_batal: input.alasan });
    await repo.insertPayment(trx, {
      kode_toko: auth.kodeToko,
      no_bayar: noBayar,
      no_faktur_hutang: no,
      tgl_system: tglSystem,
      jenis: 'BATAL_LELANG',
      total: Number(lelang.total),
      bunga_persen: lelang.bunga_persen,
      otorisasi: used,
      jurnal_id: jurnalId,
      input_by: auth.userId,
    });
    await repo.updateLoan(trx, auth.kodeToko, no, { status: 'AKTIF', tgl_lunas: null, harga_lelang: null, total_bayar: 0 });
    await repo.setPiecesStatus(trx, auth.kodeToko, no, 'GADAI');
    await repo.clearPieceBarcodes(trx, auth.kodeToko, no);
    await repo.insertVault(
      trx,
      pieces.map((p) => ({ kode_toko: auth.kodeToko, no_faktur_hutang: no, urut: p.urut, jenis: 'BATAL_LELANG' as const, tgl_system: tglSystem, qty: 1, berat: p.berat, no_ref: noBayar, input_by: auth.userId })),
    );
    if (Number(lelang.total) > 0) {
      await writeKasRows(trx, [kasRow({ kodeToko: auth.kodeToko, tglSystem, userId: auth.userId }, 'HUTANG LUNAS', DRAWER, no, keterangan, { out: Number(lelang.total) }, { sub_kategori: SUB.batalLelang })], 'no_faktur_hutang', { drawerOnly: true });
    }
  });
  return getLoan(app.db, auth, no);
}

/** /lelang-hutang: the loans auctioned on the store's business date, which may still be cancelled. */
export async function listAuctionedToday(app: FastifyInstance, auth: AuthContext): Promise<PawnListRow[]> {
  const ctx = await storeContext(app.db, auth);
  return listRowsOf(app, auth, await repo.loansAuctionedOn(app.db, auth.kodeToko, ctx.tglSystem), ctx.tglSystem);
}
