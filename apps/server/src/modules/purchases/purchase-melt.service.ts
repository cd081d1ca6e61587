import { GUDANG_BELI, kadarTextToHundredths, mgToWeightString, type MeltCandidate } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { mgOf } from '../../db/columns';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import { hancurBarang } from '../stock/stock.service';
import * as repo from './purchases.repository';

/** GET /api/pembelian/hancur */
export async function listMeltCandidates(app: FastifyInstance, auth: AuthContext): Promise<MeltCandidate[]> {
  const rows = await repo.listMeltCandidates(app.db, auth.kodeToko, GUDANG_BELI);
  return rows.map((r) => ({
    kode_barcode: r.kode_barcode,
    nama_barang: r.nama_barang,
    kode_group: r.kode_group,
    kadar: kadarTextToHundredths(r.kadar) / 100,
    berat: mgToWeightString(mgOf(r.berat)),
    kode_gudang: r.kode_gudang,
    kode_baki: r.kode_baki,
    no_faktur_beli: r.no_faktur_beli,
    no_faktur_group: r.no_faktur_group,
    tgl_system: r.tgl_system,
    tujuan: r.tujuan,
    harga: Number(r.harga),
  }));
}

/**
 * POST /api/pembelian/hancur: bought pieces to the melting warehouse (the stock module's HANCUR, one document). A piece
 * in the sorting area is refused by the stock ledger itself: it leaves only by the sorting screens.
 */
export async function meltPurchases(app: FastifyInstance, auth: AuthContext, input: { kode_barcode: string[]; keterangan: string }) {
  const codes = [...new Set(input.kode_barcode)];
  const bought = await repo.boughtBarcodes(app.db, auth.kodeToko, codes);
  const errors: Record<string, string> = {};
  codes.forEach((c, i) => {
    if (!bought.has(c)) errors[`kode_barcode.${i}`] = `Barang ${c} bukan barang pembelian`;
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return hancurBarang(app, auth, { kode_barcode: codes, keterangan: input.keterangan || 'HANCUR PEMBELIAN' });
}
