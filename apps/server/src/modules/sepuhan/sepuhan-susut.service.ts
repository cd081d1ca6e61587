import {
  lossValueAtCost,
  mgToWeightString,
  SEPUHAN_MESSAGES as M,
  SEPUHAN_PREFIX,
  SEPUHAN_SUSUT_ACCOUNTS as AKUN,
  SEPUHAN_SUSUT_TRX,
  type SepuhanLotRow,
  type SepuhanSusutResult,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { mgOf } from '../../db/columns';
import { transactionOnce } from '../../db/idempotency';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import * as accountingRepo from '../accounting/accounting.repository';
import { documentNumbers } from '../counter/document-numbers';
import { insertJournal } from '../pawn/pawn.repository';
import { businessDateOf } from '../stock/stock.service';
import * as repo from './sepuhan.repository';
import { assertSortsHere } from './sepuhan-terpusat';

const lossOf = (p: repo.LossPieceRow) => mgOf(p.berat_terima) - mgOf(p.berat_kembali ?? p.berat_terima);
const valueOf = (p: repo.LossPieceRow) => lossValueAtCost(Number(p.harga_beli), mgOf(p.berat_terima), lossOf(p));

/** GET /api/sepuhan/susut: move-sort lots whose refurbished pieces came back lighter, the loss not recorded yet. */
export async function listLossLots(app: FastifyInstance, auth: AuthContext): Promise<SepuhanLotRow[]> {
  await assertSortsHere(app.db, auth);
  const lots = new Map<string, SepuhanLotRow & { terimaMg: number; kembaliMg: number; lossMg: number }>();
  for (const p of await repo.unrecordedLossPieces(app.db, auth.kodeToko)) {
    const no = p.no_pindah!;
    const lot = lots.get(no) ?? { no_pindah: no, tgl_system: p.tgl_pindah ?? '', jumlah: 0, berat_terima: '', berat_kembali: '', susut: '', nilai: 0, terimaMg: 0, kembaliMg: 0, lossMg: 0 };
    lot.jumlah += 1;
    lot.terimaMg += mgOf(p.berat_terima);
    lot.kembaliMg += mgOf(p.berat_kembali ?? p.berat_terima);
    lot.lossMg += lossOf(p);
    lot.nilai += valueOf(p);
    lots.set(no, lot);
  }
  return [...lots.values()].map(({ terimaMg, kembaliMg, lossMg, ...lot }) => ({
    ...lot,
    berat_terima: mgToWeightString(terimaMg),
    berat_kembali: mgToWeightString(kembaliMg),
    susut: mgToWeightString(lossMg),
  }));
}

/**
 * POST /api/sepuhan/susut. One transaction: the lot's refurbished pieces with an unrecorded loss locked, the loss
 * (received minus returned, per piece) recorded under one SU document with its reason, the sorting ledger's SUSUT row,
 * and its value at cost (each piece's buy-back price for the share lost) journalled: debit 6-1300 BIAYA SUSUT EMAS,
 * credit 5-1100 PEMBELIAN (where the buy-back's cost was posted). A lot is recorded once.
 */
export async function recordLoss(app: FastifyInstance, auth: AuthContext, input: { idempotency_key: string; no_pindah: string; alasan: string }): Promise<SepuhanSusutResult> {
  await assertSortsHere(app.db, auth);
  const noPindah = input.no_pindah.toUpperCase();
  return transactionOnce(app.db, { kodeToko: auth.kodeToko, userId: auth.userId, jenis: 'SEPUHAN_SUSUT', kunci: input.idempotency_key }, async (trx) => {
    if (!(await repo.lotExists(trx, auth.kodeToko, noPindah))) throw badRequest(M.lotUnknown, { no_pindah: M.lotUnknown });
    const pieces = await repo.unrecordedLossPieces(trx, auth.kodeToko, noPindah);
    if (!pieces.length) throw badRequest(M.noSusut, { no_pindah: M.noSusut });
    const lossMg = pieces.reduce((t, p) => t + lossOf(p), 0);
    const nilai = pieces.reduce((t, p) => t + valueOf(p), 0);
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const [no] = await documentNumbers(trx, auth.kodeToko, tglSystem, SEPUHAN_PREFIX.SUSUT);
    const keterangan = `SUSUT SEPUHAN ${noPindah} ${input.alasan}`.slice(0, 200);
    const chart = await accountingRepo.existingAkun(trx, auth.kodeToko, [AKUN.biayaSusut.nomor_akun, AKUN.pembelian.nomor_akun]);
    const jurnalId =
      nilai > 0 && chart.size === 2
        ? await insertJournal(trx, { kode_toko: auth.kodeToko, tgl_system: tglSystem, trx: SEPUHAN_SUSUT_TRX, type: 'NON TUNAI', no_ref: no!, keterangan, input_by: auth.userId }, [
            { ...AKUN.biayaSusut, debet: nilai, kredit: 0 },
            { ...AKUN.pembelian, debet: 0, kredit: nilai },
          ])
        : null;
    await repo.insertSusut(trx, { kode_toko: auth.kodeToko, no_susut: no!, no_pindah: noPindah, tgl_system: tglSystem, berat_susut: mgToWeightString(lossMg), nilai, alasan: input.alasan, jurnal_id: jurnalId, input_by: auth.userId });
    await repo.markLossRecorded(trx, auth.kodeToko, noPindah, pieces.map((p) => p.kode_barcode), no!);
    await repo.insertMutasi(trx, [
      { kode_toko: auth.kodeToko, tgl_system: tglSystem, jenis: 'SUSUT', kode_barcode: null, qty: 0, berat: mgToWeightString(lossMg), no_ref: no!, keterangan, input_by: auth.userId },
    ]);
    return { no_susut: no!, no_pindah: noPindah, tgl_system: tglSystem, berat_susut: mgToWeightString(lossMg), nilai, alasan: input.alasan };
  });
}
