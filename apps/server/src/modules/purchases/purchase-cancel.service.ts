import { canCancelPurchase, PURCHASE_MESSAGES, type CancelPurchaseInput, type PurchaseReceipt } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { consumeApprovals } from '../authorization/authorization.service';
import { runAfterCounterCancel } from '../counter/after-write';
import { storeContext } from '../counter/counter-context';
import { assertReversible, reversePurchase } from './purchase-reversal.service';
import { getPurchaseReceipt } from './purchase-receipt.service';
import * as repo from './purchases.repository';

/**
 * POST /api/pembelian/batal: the whole receipt, only on its own business date, with the supervisor's
 * BATAL_PEMBELIAN approval; its pieces must still be READY; stock and money reversed exactly. A
 * trade-in's purchase is cancelled with its sale (Batal Penjualan).
 */
export async function cancelPurchase(app: FastifyInstance, auth: AuthContext, input: CancelPurchaseInput): Promise<PurchaseReceipt> {
  await app.db.transaction().execute(async (trx) => {
    const ctx = await storeContext(trx, auth);
    const header = await repo.findPurchase(trx, auth.kodeToko, input.no_faktur_group, true);
    if (!header) throw notFound(PURCHASE_MESSAGES.purchaseNotFound);
    const check = canCancelPurchase({ tgl_system_beli: header.tgl_system, tgl_aktif: ctx.tglSystem, status: header.status, no_faktur_tukar: header.no_faktur_tukar });
    if (!check.ok) throw badRequest(check.message, { no_faktur_group: check.message });
    await assertReversible(trx, auth.kodeToko, header);
    await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: ['BATAL_PEMBELIAN'], ids: input.otorisasi, noDokumen: header.no_faktur_group });
    await reversePurchase(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem }, header, input.alasan);
    await runAfterCounterCancel(trx, {
      jenis: 'PEMBELIAN',
      kodeToko: auth.kodeToko,
      no: header.no_faktur_group,
      tanggal: ctx.tglSystem,
      userId: auth.userId,
      kodeMember: header.kode_member,
      lines: [],
      whole: true,
    });
  });
  return getPurchaseReceipt(app.db, auth.kodeToko, input.no_faktur_group);
}
