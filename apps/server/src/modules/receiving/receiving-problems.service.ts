/** Problem invoices: the lines a receipt found missing or of another weight, until someone settles them. */
import {
  FAKTUR_SELESAI_LEVELS,
  MESSAGES,
  fakturNotFoundMessage,
  fakturNotOpenMessage,
  RECEIVING_MESSAGES,
  type FakturBermasalahQuery,
  type FakturBermasalahRow,
  type MasalahJenis,
  type SelisihRow,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { businessDateOf } from '../stock/stock.service';
import * as repo from './receiving.repository';
import { grams, iso, inTransaction } from './receiving-documents.service';

type Db = Kysely<Database>;

async function withDetail(db: Db, kodeToko: string, rows: readonly repo.FakturDbRow[]): Promise<FakturBermasalahRow[]> {
  const detail = await repo.listFakturDetail(db, kodeToko, rows.map((r) => r.no_faktur));
  return rows.map((r) => {
    const lines = detail
      .filter((d) => d.no_faktur === r.no_faktur)
      .map((d) => ({ kode_barcode: d.kode_barcode, nama_barang: d.nama_barang, jenis: d.jenis, berat_kirim: grams(d.berat_kirim), berat_terima: grams(d.berat_terima) }));
    const count = (jenis: MasalahJenis) => lines.filter((l) => l.jenis === jenis).length;
    return {
      no_faktur: r.no_faktur,
      no_kirim: r.no_kirim,
      no_terima: r.no_terima,
      kode_toko_asal: r.kode_toko_asal,
      nama_pengirim: r.nama_pengirim,
      tgl_system: r.tgl_system,
      status: r.status,
      jumlah_tidak_ada: count('TIDAK_ADA'),
      jumlah_tidak_terdaftar: count('TIDAK_TERDAFTAR'),
      jumlah_selisih_berat: count('SELISIH_BERAT'),
      catatan: r.catatan,
      selesai_by: r.selesai_by,
      selesai_at: iso(r.selesai_at),
      created_at: iso(r.created_at)!,
      detail: lines,
    };
  });
}

export async function listFaktur(app: FastifyInstance, auth: AuthContext, query: FakturBermasalahQuery): Promise<FakturBermasalahRow[]> {
  const today = await businessDateOf(app.db, auth.kodeToko);
  const tgl_from = query.tgl_from ?? '2000-01-01';
  const tgl_to = query.tgl_to ?? today;
  if (tgl_from > tgl_to) throw badRequest('Tanggal awal tidak boleh lebih besar dari tanggal akhir');
  return withDetail(app.db, auth.kodeToko, await repo.listFaktur(app.db, auth.kodeToko, { ...query, tgl_from, tgl_to }));
}

/** POST faktur-bermasalah/:no_faktur/selesai: a supervisor or the owner resolves an open problem invoice with a note. */
export async function selesaiFaktur(app: FastifyInstance, auth: AuthContext, noFaktur: string, catatan: string): Promise<FakturBermasalahRow> {
  if (!(FAKTUR_SELESAI_LEVELS as readonly string[]).includes(auth.level)) throw forbidden(RECEIVING_MESSAGES.selesaiForbidden);
  return inTransaction(app, async (trx) => {
    const row = await repo.lockFaktur(trx, auth.kodeToko, noFaktur);
    if (!row) throw notFound(fakturNotFoundMessage(noFaktur));
    if (row.status !== 'OPEN') throw badRequest(fakturNotOpenMessage(noFaktur, row.status));
    await repo.resolveFaktur(trx, auth.kodeToko, noFaktur, catatan, auth.userId);
    const [out] = await withDetail(trx, auth.kodeToko, [(await repo.findFaktur(trx, auth.kodeToko, noFaktur))!]);
    return out!;
  });
}

/**
 * GET kirim-barang/selisih: the missing pieces of the chain shipments sent from or received by the caller's store
 * (the sender and the receiver see the same rows), received between two business dates (default: all until today).
 */
export async function listSelisih(app: FastifyInstance, auth: AuthContext, query: { tgl_from?: string | undefined; tgl_to?: string | undefined }): Promise<SelisihRow[]> {
  const today = await businessDateOf(app.db, auth.kodeToko);
  const from = query.tgl_from ?? '2000-01-01';
  const to = query.tgl_to ?? today;
  if (from > to) throw badRequest(MESSAGES.tglAwalAfterAkhir, { tgl_from: MESSAGES.tglAwalAfterAkhir });
  return (await repo.listSelisih(app.db, auth.kodeToko, from, to)).map((r) => ({
    no_kirim: r.no_kirim,
    no_terima: r.no_terima,
    no_faktur: r.no_faktur,
    tgl_kirim: r.tgl_kirim,
    tgl_terima: r.tgl_terima,
    kode_toko_asal: r.kode_toko_asal ?? '',
    kode_toko_tujuan: r.kode_toko_tujuan,
    kode_logistik: r.kode_logistik,
    no_resi: r.no_resi,
    kode_barcode: r.kode_barcode,
    nama_barang: r.nama_barang,
    berat_kirim: grams(r.berat_kirim),
    status_faktur: r.status_faktur,
  }));
}
