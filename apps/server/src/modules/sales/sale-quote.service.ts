import { mgToWeightString, type SaleItemQuote } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { toStoreContext } from '../counter/counter-context';
import { priceItem, sellRefusal } from './sale-pricing';
import * as repo from './sales.repository';

/** GET /api/penjualan/barang/:kode_barcode */
export async function quoteItem(app: FastifyInstance, auth: AuthContext, code: string): Promise<SaleItemQuote> {
  // the store and the item in one round trip: a cashier waits for this on every scan
  const reads = await repo.findCounterReads(app.db, auth.kodeToko, null, [code]);
  if (!reads) throw notFound();
  const ctx = toStoreContext(auth, reads.toko);
  const [item] = reads.items;
  const refusal = sellRefusal(code, item, ctx);
  if (refusal) throw badRequest(refusal, { kode_barcode: refusal });
  const p = priceItem(ctx, item!, 1);
  return {
    kode_barcode: item!.kode_barcode,
    nama_barang: item!.nama_barang,
    kode_group: item!.kode_group,
    kode_dept: item!.kode_dept,
    kadar: p.kadar,
    berat: mgToWeightString(p.beratMg),
    jenis_harga: item!.jenis_harga,
    jumlah: item!.jumlah,
    kode_gudang: item!.kode_gudang,
    kode_baki: item!.kode_baki,
    harga_per_gram: p.hargaPerGram,
    ongkos: p.ongkos,
    harga_hitung: p.hargaHitung,
    floor: p.floor,
    tgl_harga: p.tglHarga,
    ...(p.berlian ? { berlian: p.berlian } : {}),
  };
}
