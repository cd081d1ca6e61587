/** Receiving goods from a supplier: new items into the stock, under a shipment of the supplier's own. */
import { isModuleOn, mgToWeightString, RECEIVING_MESSAGES, RECEIVING_PREFIX, SUPPLIER_BARANG_MODULE, SUPPLIER_MESSAGES, type CreateBarangInput, type Place, type TerimaSupplierInput } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import * as stockRepo from '../stock/stock.repository';
import { findSupplier } from '../suppliers/suppliers.repository';
import { addStockItems, businessDateOf, type StockContext } from '../stock/stock.service';
import * as repo from './receiving.repository';
import { inTransaction, documentNumber, terimaWithDetail, shipmentLineOf } from './receiving-documents.service';
import { resolvePlace } from './receiving-receive.service';

type Db = Kysely<Database>;

/** A supplier's line as a new item of the stock, in the tray the goods are received into; always priced by the gram. */
function supplierItemOf(l: TerimaSupplierInput['barang'][number], place: Place): CreateBarangInput {
  return {
    kode_group: l.kode_group,
    kode_dept: l.kode_dept,
    kode_gudang: place.kode_gudang,
    kode_baki: place.kode_baki,
    nama_barang: l.nama_barang,
    berat: l.berat,
    kadar: l.kadar,
    kode_intern: l.kode_intern,
    size: l.size,
    harga_jual: l.harga_jual,
    ongkos: l.ongkos,
    jenis_harga: 'GRAM',
    jumlah: 1,
  };
}

/**
 * Who delivered (issue 35): with SUPPLIER_BARANG_MODULE on, a supplier of the master (its code, and its name as the
 * master has it); with it off, the name typed. 400 on the field otherwise.
 */
async function supplierOf(trx: Db, auth: AuthContext, input: TerimaSupplierInput): Promise<{ kode: string | null; nama: string }> {
  if (!isModuleOn(auth.modules, SUPPLIER_BARANG_MODULE)) {
    if (!input.nama_supplier) throw badRequest(RECEIVING_MESSAGES.supplierRequired, { nama_supplier: RECEIVING_MESSAGES.supplierRequired });
    return { kode: null, nama: input.nama_supplier };
  }
  if (!input.kode_supplier) throw badRequest(SUPPLIER_MESSAGES.supplierPick, { kode_supplier: SUPPLIER_MESSAGES.supplierPick });
  const found = await findSupplier(trx, auth.kodeToko, input.kode_supplier);
  if (!found) throw badRequest(SUPPLIER_MESSAGES.supplierUnknown, { kode_supplier: SUPPLIER_MESSAGES.supplierUnknown });
  return { kode: found.kode_supplier, nama: found.nama_supplier };
}

/** POST penerimaan-barang/supplier: a supplier delivery typed at the store and received at once. */
export async function terimaSupplier(app: FastifyInstance, auth: AuthContext, input: TerimaSupplierInput) {
  return inTransaction(app, async (trx) => {
    const supplier = await supplierOf(trx, auth, input);
    const { noTerima } = await receiveDelivery(trx, auth, input, supplier);
    return terimaWithDetail(trx, auth.kodeToko, noTerima);
  }, { ...auth, jenis: 'TERIMA_SUPPLIER', kunci: input.idempotency_key });
}

/** What a delivery says of itself; its supplier is resolved by the caller (the goods master or the diamond suppliers). */
export type DeliveryInput = Pick<TerimaSupplierInput, 'no_faktur_supplier' | 'kode_gudang' | 'kode_baki' | 'barang'> & {
  /** the cost per gram on the supplier's invoice; null when the pieces carry their own cost (diamonds) */
  harga_per_gram: number | null;
};

/**
 * A supplier delivery into a tray of the store, inside the caller's transaction: the items are added (ledger
 * TERIMA), a supplier shipment and its receipt are written. Answers the receipt's number and the new barcodes in
 * the order of the lines.
 */
export async function receiveDelivery(trx: Db, auth: AuthContext, input: DeliveryInput, supplier: { kode: string | null; nama: string }): Promise<{ noTerima: string; codes: string[] }> {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const place = await resolvePlace(trx, auth.kodeToko, input);
    const noKirim = await documentNumber(trx, auth.kodeToko, tglSystem, RECEIVING_PREFIX.SUPPLIER);
    const noTerima = await documentNumber(trx, auth.kodeToko, tglSystem, RECEIVING_PREFIX.TERIMA);
    const ctx: StockContext = { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem, noRef: noTerima, keterangan: `TERIMA ${supplier.nama} ${input.no_faktur_supplier}` };
    const codes = await addStockItems(trx, ctx, input.barang.map((l) => supplierItemOf(l, place)), 'TERIMA');
    const items = new Map((await stockRepo.findItems(trx, auth.kodeToko, codes)).map((i) => [i.kode_barcode, i]));
    const totalMg = input.barang.reduce((t, l) => t + l.berat, 0);
    await repo.insertKirim(
      trx,
      {
        no_kirim: noKirim,
        jenis: 'SUPPLIER',
        kode_toko_asal: null,
        kode_toko_tujuan: auth.kodeToko,
        nama_supplier: supplier.nama,
        kode_supplier: supplier.kode,
        harga_per_gram: input.harga_per_gram ?? 0,
        no_faktur_supplier: input.no_faktur_supplier,
        tgl_kirim: tglSystem,
        status: 'DITERIMA',
        no_terima: noTerima,
        tgl_terima: tglSystem,
        total_qty: codes.length,
        total_berat: mgToWeightString(totalMg),
        input_by: auth.userId,
      },
      codes.map((code) => shipmentLineOf(noKirim, code, items.get(code)!)),
    );
    await repo.insertPenerimaan(
      trx,
      {
        kode_toko: auth.kodeToko,
        no_terima: noTerima,
        no_kirim: noKirim,
        tgl_system: tglSystem,
        kode_gudang: place.kode_gudang,
        kode_baki: place.kode_baki,
        total_qty: codes.length,
        total_berat: mgToWeightString(totalMg),
        input_by: auth.userId,
      },
      codes.map((code) => {
        const i = items.get(code)!;
        return { kode_toko: auth.kodeToko, no_terima: noTerima, kode_barcode: code, nama_barang: i.nama_barang, berat_kirim: i.berat, berat_terima: i.berat };
      }),
    );
    return { noTerima, codes };
}
