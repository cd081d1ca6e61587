import { PURCHASE_MESSAGES } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { writeKasRows } from '../cash/cash-accounts';
import * as cashRepo from '../cash/cash.repository';
import { applyStockOperations } from '../stock/stock.service';
import * as stockRepo from '../stock/stock.repository';
import * as repo from './purchases.repository';

type Db = Kysely<Database>;

/**
 * Undoes a buy-back inside the caller's transaction (a cancelled purchase, or the purchase half of a
 * cancelled trade-in): every piece it brought in must still be READY in the store; each leaves the
 * stock (BATAL_BELI); the receipt and its lines are BATAL; every PEMBELIAN ledger row of the receipt
 * is mirrored as BATAL PEMBELIAN (same account, in and out swapped), so the money comes back exactly.
 * This file does not import the sales module, so the sales cancellation can call it.
 */
/**
 * Locks a buy-back's pieces and refuses (400) when one is no longer READY (sold again, melted):
 * called before a supervisor is asked, so nobody approves a cancellation that cannot happen.
 * Answers the pieces' barcodes.
 */
export async function assertReversible(trx: Db, kodeToko: string, header: repo.PurchaseHeaderRow): Promise<string[]> {
  const lines = (await repo.listPurchaseLines(trx, kodeToko, header.no_faktur_group)).filter((l) => l.status === 'AKTIF');
  const codes = lines.map((l) => l.kode_barcode);
  await stockRepo.lockItems(trx, kodeToko, codes);
  const items = new Map((await stockRepo.findItems(trx, kodeToko, codes)).map((i) => [i.kode_barcode, i]));
  const errors: Record<string, string> = {};
  lines.forEach((l, i) => {
    const status = items.get(l.kode_barcode)?.status ?? 'TIDAK ADA';
    if (status !== 'READY') errors[`detail.${i}.kode_barcode`] = PURCHASE_MESSAGES.itemGone(l.kode_barcode, status);
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return codes;
}

export async function reversePurchase(
  trx: Db,
  ctx: { kodeToko: string; userId: string; tglSystem: string },
  header: repo.PurchaseHeaderRow,
  alasan: string,
): Promise<void> {
  const codes = await assertReversible(trx, ctx.kodeToko, header);

  await applyStockOperations(
    trx,
    { kodeToko: ctx.kodeToko, userId: ctx.userId, tglSystem: ctx.tglSystem, noRef: header.no_faktur_group, keterangan: `BATAL PEMBELIAN: ${alasan}` },
    codes.map((code) => ({ kode_barcode: code, op: { jenis: 'BATAL_BELI' as const } })),
  );
  await repo.markPurchaseCancelled(trx, ctx.kodeToko, header.no_faktur_group, { alasan, by: ctx.userId });
  const paid = (await cashRepo.listKas(trx, ctx.kodeToko, { noRef: header.no_faktur_group })).filter((r) => r.kategori === 'PEMBELIAN');
  await writeKasRows(
    trx,
    paid.map((r) => ({
      kode_toko: ctx.kodeToko,
      tgl_system: ctx.tglSystem,
      kategori: 'BATAL PEMBELIAN',
      keterangan: `BATAL ${r.keterangan}`,
      no_ref: header.no_faktur_group,
      jenis: r.jenis,
      kode_bank: r.kode_bank,
      no_rekening: r.no_rekening,
      kode_marketplace: r.kode_marketplace,
      jumlah_in: Number(r.jumlah_out),
      jumlah_out: Number(r.jumlah_in),
      input_by: ctx.userId,
    })), 'no_faktur_group'
  );
}
