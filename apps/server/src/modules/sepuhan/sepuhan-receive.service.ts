import { mgToWeightString, SEPUHAN_MESSAGES as M, SEPUHAN_PREFIX, type SepuhanDocument, type SepuhanRow } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { mgOf } from '../../db/columns';
import { transactionOnce } from '../../db/idempotency';
import type { AuthContext } from '../../http/auth-context';
import { documentNumbers } from '../counter/document-numbers';
import * as stockRepo from '../stock/stock.repository';
import { businessDateOf } from '../stock/stock.service';
import * as repo from './sepuhan.repository';
import { assertDistinct, candidateRow, documentOf, throwIfAny } from './sepuhan-rows';
import { assertSortsHere, receivableCandidates } from './sepuhan-terpusat';

/** GET /api/sepuhan/terima: the store's bought-back pieces not received into sorting yet (head office: the chain's). */
export async function listReceivable(app: FastifyInstance, auth: AuthContext): Promise<SepuhanRow[]> {
  await assertSortsHere(app.db, auth);
  return (await receivableCandidates(app.db, auth)).map(candidateRow);
}

/**
 * POST /api/sepuhan/terima. One transaction: the items locked, each checked to be a bought-back piece still waiting
 * (READY in a BELI warehouse, never received), one ST document, a sorting row per piece with its weight, purity and
 * buy-back price, and the sorting ledger's TERIMA rows. The pieces stay where they are in the stock.
 */
export async function receivePieces(app: FastifyInstance, auth: AuthContext, input: { idempotency_key: string; kode_barcode: string[] }): Promise<SepuhanDocument> {
  assertDistinct(input.kode_barcode, (i) => `kode_barcode.${i}`);
  await assertSortsHere(app.db, auth);
  return transactionOnce(app.db, { kodeToko: auth.kodeToko, userId: auth.userId, jenis: 'SEPUHAN_TERIMA', kunci: input.idempotency_key }, async (trx) => {
    await stockRepo.lockItems(trx, auth.kodeToko, input.kode_barcode);
    const found = new Map((await receivableCandidates(trx, auth, input.kode_barcode)).map((r) => [r.kode_barcode, r]));
    const errors: Record<string, string> = {};
    input.kode_barcode.forEach((c, i) => {
      if (!found.has(c)) errors[`kode_barcode.${i}`] = M.notCandidate;
    });
    throwIfAny(errors);
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const [no] = await documentNumbers(trx, auth.kodeToko, tglSystem, SEPUHAN_PREFIX.TERIMA);
    const pieces = input.kode_barcode.map((c) => found.get(c)!);
    await repo.insertPieces(
      trx,
      pieces.map((p) => ({
        kode_toko: auth.kodeToko,
        kode_barcode: p.kode_barcode,
        kode_toko_beli: p.kode_toko_beli,
        no_faktur_beli: p.no_faktur_beli,
        no_faktur_group: p.no_faktur_group,
        no_terima: no!,
        tgl_terima: tglSystem,
        berat_terima: p.berat,
        kadar: p.kadar,
        harga_beli: Number(p.harga),
        input_by: auth.userId,
      })),
    );
    await repo.insertMutasi(
      trx,
      pieces.map((p) => ({
        kode_toko: auth.kodeToko,
        tgl_system: tglSystem,
        jenis: 'TERIMA' as const,
        kode_barcode: p.kode_barcode,
        qty: 1,
        berat: mgToWeightString(mgOf(p.berat)),
        no_ref: no!,
        keterangan: `TERIMA SORTIR ${p.no_faktur_beli}`,
        input_by: auth.userId,
      })),
    );
    const rows = await repo.findPieces(trx, auth.kodeToko, input.kode_barcode);
    return documentOf(no!, tglSystem, rows, pieces.reduce((t, p) => t + mgOf(p.berat), 0));
  });
}
