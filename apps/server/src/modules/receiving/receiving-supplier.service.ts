/** Receiving goods from a supplier: new items into the stock, under a shipment of the supplier's own. */
import { mgToWeightString, RECEIVING_PREFIX, type CreateBarangInput, type Place, type TerimaSupplierInput } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import * as stockRepo from '../stock/stock.repository';
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

/** POST penerimaan-barang/supplier: a supplier delivery typed at the store and received at once. */
export async function terimaSupplier(app: FastifyInstance, auth: AuthContext, input: TerimaSupplierInput) {
  return inTransaction(app, async (trx) => {
    const { noTerima } = await receiveDelivery(trx, auth, input);
    return terimaWithDetail(trx, auth.kodeToko, noTerima);
  }, { ...auth, jenis: 'TERIMA_SUPPLIER', kunci: input.idempotency_key });
}

/**
 * A supplier delivery into a tray of the store, inside the caller's transaction: the items are added (ledger
 * TERIMA), a supplier shipment and its receipt are written. Answers the receipt's number and the new barcodes in
 * the order of the lines.
 */
export async function receiveDelivery(trx: Db, auth: AuthContext, input: Omit<TerimaSupplierInput, 'idempotency_key'>): Promise<{ noTerima: string; codes: string[] }> {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const place = await resolvePlace(trx, auth.kodeToko, input);
    const noKirim = await documentNumber(trx, auth.kodeToko, tglSystem, RECEIVING_PREFIX.SUPPLIER);
    const noTerima = await documentNumber(trx, auth.kodeToko, tglSystem, RECEIVING_PREFIX.TERIMA);
    const ctx: StockContext = { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem, noRef: noTerima, keterangan: `TERIMA ${input.nama_supplier} ${input.no_faktur_supplier}` };
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
        nama_supplier: input.nama_supplier,
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
