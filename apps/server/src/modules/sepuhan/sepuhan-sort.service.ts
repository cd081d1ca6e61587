import { SEPUHAN_KELAS, SEPUHAN_MESSAGES as M, SEPUHAN_PREFIX, type SepuhanDocument, type SepuhanKelas, type SepuhanRow } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { mgOf } from '../../db/columns';
import { transactionOnce } from '../../db/idempotency';
import type { AuthContext } from '../../http/auth-context';
import { documentNumbers } from '../counter/document-numbers';
import { businessDateOf } from '../stock/stock.service';
import * as repo from './sepuhan.repository';
import { assertSortsHere } from './sepuhan-terpusat';
import { assertDistinct, documentOf, pieceRow, throwIfAny } from './sepuhan-rows';

/** GET /api/sepuhan/sortir: pieces received and not sorted yet. */
export async function listSortable(app: FastifyInstance, auth: AuthContext): Promise<SepuhanRow[]> {
  await assertSortsHere(app.db, auth);
  return (await repo.listPieces(app.db, auth.kodeToko, ['TERIMA'])).map(pieceRow);
}

/**
 * POST /api/sepuhan/sortir. One transaction: the pieces locked, each must be received and not sorted yet (a piece is
 * sorted once), its class recorded with the sorter (the caller) under one SS document. Head office sends nothing to
 * itself, so a head-office store cannot class a piece PUSAT. The stock does not move: the piece is still in sorting.
 */
export async function sortPieces(app: FastifyInstance, auth: AuthContext, input: { idempotency_key: string; detail: { kode_barcode: string; kelas: SepuhanKelas }[] }): Promise<SepuhanDocument> {
  await assertSortsHere(app.db, auth);
  assertDistinct(input.detail.map((l) => l.kode_barcode), (i) => `detail.${i}.kode_barcode`);
  return transactionOnce(app.db, { kodeToko: auth.kodeToko, userId: auth.userId, jenis: 'SEPUHAN_SORTIR', kunci: input.idempotency_key }, async (trx) => {
    const codes = input.detail.map((l) => l.kode_barcode);
    const locked = new Map((await repo.lockPieces(trx, auth.kodeToko, codes)).map((r) => [r.kode_barcode, r]));
    const errors: Record<string, string> = {};
    input.detail.forEach((l, i) => {
      const p = locked.get(l.kode_barcode);
      if (!p) errors[`detail.${i}.kode_barcode`] = M.notReceived;
      else if (p.status !== 'TERIMA') errors[`detail.${i}.kode_barcode`] = M.alreadySorted;
      else if (l.kelas === 'PUSAT' && auth.isPusat) errors[`detail.${i}.kelas`] = M.alreadyHeadOffice;
    });
    throwIfAny(errors);
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const [no] = await documentNumbers(trx, auth.kodeToko, tglSystem, SEPUHAN_PREFIX.SORTIR);
    for (const kelas of SEPUHAN_KELAS) {
      await repo.markSorted(trx, auth.kodeToko, kelas, input.detail.filter((l) => l.kelas === kelas).map((l) => l.kode_barcode), { noSortir: no!, by: auth.userId });
    }
    const rows = await repo.findPieces(trx, auth.kodeToko, codes);
    return documentOf(no!, tglSystem, rows, rows.reduce((t, r) => t + mgOf(r.berat_terima), 0));
  });
}
