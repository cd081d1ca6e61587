import { kadarTextToHundredths, mgToWeightString, PURCHASE_MESSAGES, type NotaLine, type PurchaseLineInputValue, type PurchaseQuote } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { mgOf } from '../../db/columns';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import { priceLines, publicLine, purchaseContext, totalsOf } from './purchase-pricing';
import * as repo from './purchases.repository';

/** POST /api/pembelian/hitung: the price of each line as the counter shows it; nothing is written. */
export async function quotePurchase(app: FastifyInstance, auth: AuthContext, lines: readonly PurchaseLineInputValue[]): Promise<PurchaseQuote> {
  const ctx = await purchaseContext(app.db, auth);
  const priced = await priceLines(app.db, ctx, lines, false);
  return { detail: priced.map(publicLine), ...totalsOf(priced) };
}

/** GET /api/pembelian/nota/:kode */
export async function findNota(app: FastifyInstance, auth: AuthContext, kode: string): Promise<NotaLine[]> {
  const rows = await repo.findSoldLines(app.db, auth.kodeToko, kode);
  const lines = rows.filter((r) => r.status === 'AKTIF' && r.jenis_harga !== 'AKSESORIS');
  if (!lines.length) throw notFound(PURCHASE_MESSAGES.notaNotFound);
  // a barcode sold more than once (sold, bought back, sold again): its latest sale only
  const byBarcode = rows.some((r) => r.kode_barcode === kode) && !rows.some((r) => r.no_faktur_group === kode || r.no_faktur_jual === kode);
  return (byBarcode ? lines.slice(0, 1) : lines).map((r) => ({
    no_faktur_jual: r.no_faktur_jual,
    no_faktur_group: r.no_faktur_group,
    tgl_system: r.tgl_system,
    kode_barcode: r.kode_barcode,
    nama_barang: r.nama_barang,
    kode_group: r.kode_group,
    kode_dept: r.kode_dept,
    kadar: kadarTextToHundredths(r.kadar) / 100,
    berat_nota: mgToWeightString(mgOf(r.berat)),
    harga_nota: Number(r.harga),
    dibeli: r.no_faktur_beli_group ?? null,
    ...(r.berlian ? { berlian: true } : {}),
  }));
}
