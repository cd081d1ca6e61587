import { mgToWeightString, ORDER_MESSAGES as M, ORDER_PREFIX, preOrderSkip, type CreatePreOrderInput, type FinishPreOrderInput, type PreOrderPage, type PreOrderRow, type PreOrderSearchInput } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { mgOf } from '../../db/columns';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, isUniqueViolation, notFound } from '../../http/errors';
import { resolvePlace, transferItems } from '../receiving/receiving.service';
import { documentNumbers } from '../counter/document-numbers';
import { applyStockOperations, businessDateOf } from '../stock/stock.service';
import * as repo from './orders.repository';

function toRow(r: repo.PreOrderDbRow): PreOrderRow {
  return {
    no_pre_order: r.no_pre_order,
    kode_toko: r.kode_toko,
    tgl_system: r.tgl_system,
    nama_customer: r.nama_customer,
    no_hp: r.no_hp,
    kode_toko_asal: r.kode_toko_asal,
    kode_barcode: r.kode_barcode,
    nama_barang: r.nama_barang,
    berat: mgToWeightString(mgOf(r.berat)),
    keterangan: r.keterangan,
    status: r.status,
    input_by: r.input_by,
    finish_by: r.finish_by,
  };
}

/**
 * POST /api/pre-order (search) and GET /api/pre-order: a page of the store's pre-orders and how many
 * match, answered as { count, preorders } with the paging kept (skip, limit, page; 50 a page, page from 1).
 * A page number given without a skip reads skip = (page - 1) x limit.
 */
export async function searchPreOrders(app: FastifyInstance, auth: AuthContext, f: PreOrderSearchInput): Promise<PreOrderPage> {
  const skip = f.skip > 0 ? f.skip : preOrderSkip(f.page, f.limit);
  const { rows, count } = await repo.searchPreOrders(app.db, auth.kodeToko, { q: f.q, status: f.status, tglAwal: f.tgl_awal, tglAkhir: f.tgl_akhir, skip, limit: f.limit });
  return { count, preorders: rows.map(toRow), skip, limit: f.limit, page: f.page };
}

/**
 * POST /api/pre-order/create: the model (an item in stock at another store or head office) ordered for a
 * customer. The item is reserved at its store at once (ledger TITIP there, no_ref = the pre-order), so
 * that store can neither sell it nor ship it elsewhere while the customer waits.
 */
export async function createPreOrder(app: FastifyInstance, auth: AuthContext, input: CreatePreOrderInput): Promise<PreOrderRow> {
  if (input.kode_toko_asal === auth.kodeToko) throw badRequest(M.preOrderSameStore, { kode_toko_asal: M.preOrderSameStore });
  const no = await app.db.transaction().execute(async (trx) => {
    const item = await repo.findStoreItem(trx, input.kode_toko_asal, input.kode_barcode);
    if (!item || item.status !== 'READY') throw badRequest(M.preOrderItemUnknown, { kode_barcode: M.preOrderItemUnknown });
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const [noPreOrder] = await documentNumbers(trx, auth.kodeToko, tglSystem, ORDER_PREFIX.PRE_ORDER);
    await repo.insertPreOrder(trx, {
      kode_toko: auth.kodeToko,
      no_pre_order: noPreOrder!,
      tgl_system: tglSystem,
      nama_customer: input.nama_customer,
      no_hp: input.no_hp,
      kode_toko_asal: input.kode_toko_asal,
      kode_barcode: item.kode_barcode,
      nama_barang: item.nama_barang,
      berat: item.berat,
      keterangan: input.keterangan,
      input_by: auth.userId,
    });
    const tglAsal = await businessDateOf(trx, input.kode_toko_asal);
    await applyStockOperations(
      trx,
      { kodeToko: input.kode_toko_asal, userId: auth.userId, tglSystem: tglAsal, noRef: noPreOrder!, keterangan: `PRE ORDER ${noPreOrder} ${auth.kodeToko}` },
      [{ kode_barcode: item.kode_barcode, op: { jenis: 'TITIP' } }],
    );
    return noPreOrder!;
  });
  return toRow((await repo.findPreOrder(app.db, auth.kodeToko, no))!);
}

/**
 * POST /api/pre-order/:no_pre_order/finish: the item comes to the ordering store. In one transaction the
 * pre-order is locked, the reservation at the source store ends (BATAL_TITIP) and the item is moved
 * through the shipment machinery (KIRIM at the source, TERIMA into the tray named at the ordering store);
 * the pre-order is finished. A second finish sees it finished and is refused; an item the source store
 * no longer holds for this pre-order is refused.
 */
export async function finishPreOrder(app: FastifyInstance, auth: AuthContext, no: string, input: FinishPreOrderInput): Promise<PreOrderRow> {
  try {
    await app.db.transaction().execute(async (trx) => {
      const row = await repo.findPreOrder(trx, auth.kodeToko, no, true);
      if (!row) throw notFound(M.preOrderNotFound);
      if (row.status !== 'open') throw badRequest(M.preOrderNotOpen, { no_pre_order: M.preOrderNotOpen });
      const place = await resolvePlace(trx, auth.kodeToko, { kode_baki: input.kode_baki });
      const item = await repo.findStoreItem(trx, row.kode_toko_asal, row.kode_barcode);
      const last = item ? await repo.lastMovementOf(trx, row.kode_toko_asal, row.kode_barcode) : undefined;
      const reservedHere = item?.status === 'TITIP' && last?.jenis === 'TITIP' && last.no_ref === no;
      if (!reservedHere && item?.status !== 'READY') throw badRequest(M.preOrderItemGone, { kode_barcode: M.preOrderItemGone });
      const keterangan = `PRE ORDER ${no}`;
      if (reservedHere) {
        const tglAsal = await businessDateOf(trx, row.kode_toko_asal);
        await applyStockOperations(trx, { kodeToko: row.kode_toko_asal, userId: auth.userId, tglSystem: tglAsal, noRef: no, keterangan }, [
          { kode_barcode: row.kode_barcode, op: { jenis: 'BATAL_TITIP' } },
        ]);
      }
      await transferItems(trx, { from: row.kode_toko_asal, to: auth.kodeToko, userId: auth.userId, codes: [row.kode_barcode], keterangan, place });
      await repo.finishPreOrder(trx, auth.kodeToko, no, auth.userId);
    });
  } catch (error) {
    if (isUniqueViolation(error) && (error as { constraint?: string }).constraint === 'barang_nama_stok_key') {
      throw badRequest('Nama Barang sudah ada di stock', { kode_barcode: 'Nama Barang sudah ada di stock' });
    }
    throw error;
  }
  return toRow((await repo.findPreOrder(app.db, auth.kodeToko, no))!);
}
