/**
 * What the receiving use cases share: the transaction with its refusals as messages, numbering and the documents'
 * wire shapes.
 */
import {
  BERLIAN_MESSAGES,
  formatDocumentNumber,
  kadarTextToHundredths,
  mgToGrams,
  RECEIVING_MESSAGES,
  type KirimDetailRow,
  type KirimRow,
  type KirimWithDetail,
  type TerimaLineRow,
  type TerimaRow,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { Database, KirimBarangDetailTable } from '../../db/schema';
import { transactionOnce, type SubmissionKey } from '../../db/idempotency';
import { badRequest, conflict, isUniqueViolation } from '../../http/errors';
import * as stockRepo from '../stock/stock.repository';
import * as repo from './receiving.repository';
import { mgOf } from '../../db/columns';

type Db = Kysely<Database>;

export const grams = (text: string | number): number => mgToGrams(mgOf(text));
export const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** `once`: the form's idempotency key, so the same submission writes one document (db/idempotency.ts). */
export async function inTransaction<T>(app: FastifyInstance, work: (trx: Db) => Promise<T>, once?: SubmissionKey): Promise<T> {
  try {
    return await transactionOnce(app.db, once, work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = (error as { constraint?: string }).constraint ?? '';
    if (constraint === 'barang_nama_stok_key') throw conflict('Nama Barang sudah ada di stock', { nama_barang: 'Nama Barang sudah ada di stock' });
    if (constraint === 'barang_pk') throw conflict('Kode Barcode sudah terdaftar', { kode_barcode: 'Kode Barcode sudah terdaftar' });
    if (constraint === 'kirim_barang_scan_key') throw badRequest('Barcode sudah discan', { kode_barcode: 'Barcode sudah discan' });
    if (constraint === 'item_sertifikat_lab_sertifikat_no_sertifikat_key') throw badRequest(BERLIAN_MESSAGES.certificateDuplicate, { no_sertifikat: BERLIAN_MESSAGES.certificateDuplicate });
    if (constraint === 'penerimaan_barang_kirim_key') throw badRequest(RECEIVING_MESSAGES.alreadyReceived);
    throw error;
  }
}

export async function documentNumber(trx: Db, kodeToko: string, tglSystem: string, prefix: string): Promise<string> {
  return formatDocumentNumber(prefix, kodeToko, tglSystem, await stockRepo.takeNumbers(trx, kodeToko, prefix));
}

export function toKirimRow(row: repo.KirimDbRow): KirimRow {
  return {
    no_kirim: row.no_kirim,
    jenis: row.jenis,
    kode_toko_asal: row.kode_toko_asal,
    nama_toko_asal: row.nama_toko_asal,
    kode_toko_tujuan: row.kode_toko_tujuan,
    nama_supplier: row.nama_supplier,
    kode_supplier: row.kode_supplier,
    harga_per_gram: Number(row.harga_per_gram),
    no_faktur_supplier: row.no_faktur_supplier,
    tgl_kirim: row.tgl_kirim,
    keterangan: row.keterangan,
    status: row.status,
    no_terima: row.no_terima,
    tgl_terima: row.tgl_terima,
    total_qty: row.total_qty,
    total_berat: grams(row.total_berat),
    input_by: row.input_by,
    created_at: iso(row.created_at)!,
    kode_logistik: row.kode_logistik,
    kode_ekspedisi: row.kode_ekspedisi,
    no_resi: row.no_resi,
    biaya_kirim: Number(row.biaya_kirim),
    status_pengiriman: row.status_pengiriman,
    alamat_tujuan: row.alamat_tujuan,
  };
}

export async function kirimWithDetail(db: Db, row: repo.KirimDbRow): Promise<KirimWithDetail> {
  const lines = await repo.listKirimDetail(db, row.no_kirim);
  let received = new Map<string, { berat_terima: string }>();
  if (row.no_terima) {
    received = new Map((await repo.listPenerimaanDetail(db, row.kode_toko_tujuan, row.no_terima)).map((d) => [d.kode_barcode, d]));
  }
  return {
    ...toKirimRow(row),
    detail: lines.map(
      (l): KirimDetailRow => ({
        kode_barcode: l.kode_barcode,
        nama_barang: l.nama_barang,
        kode_group: l.kode_group,
        kode_dept: l.kode_dept,
        berat: grams(l.berat),
        kadar: kadarTextToHundredths(l.kadar) / 100,
        harga_jual: Number(l.harga_jual),
        ongkos: Number(l.ongkos),
        size: l.size,
        kode_intern: l.kode_intern,
        berat_terima: row.no_terima && l.kode_barcode && received.has(l.kode_barcode) ? grams(received.get(l.kode_barcode)!.berat_terima) : null,
        status_terima: row.no_terima ? (l.kode_barcode && received.has(l.kode_barcode) ? 'DITERIMA' : 'TIDAK_ADA') : null,
      }),
    ),
  };
}

export function toTerimaRow(row: repo.PenerimaanDbRow): TerimaRow {
  return {
    no_terima: row.no_terima,
    no_kirim: row.no_kirim,
    jenis: row.jenis,
    kode_toko_asal: row.kode_toko_asal,
    nama_pengirim: row.nama_pengirim,
    tgl_system: row.tgl_system,
    kode_gudang: row.kode_gudang,
    kode_baki: row.kode_baki,
    status: row.status,
    total_qty: row.total_qty,
    total_berat: grams(row.total_berat),
    input_by: row.input_by,
    created_at: iso(row.created_at)!,
    alasan_batal: row.alasan_batal,
    no_faktur_bermasalah: row.no_faktur_bermasalah,
  };
}

export async function terimaWithDetail(db: Db, kodeToko: string, noTerima: string): Promise<TerimaRow & { detail: TerimaLineRow[] }> {
  const row = (await repo.findPenerimaan(db, kodeToko, noTerima))!;
  const lines = await repo.listPenerimaanDetail(db, kodeToko, noTerima);
  return {
    ...toTerimaRow(row),
    detail: lines.map((l) => ({ kode_barcode: l.kode_barcode, nama_barang: l.nama_barang, berat_kirim: grams(l.berat_kirim), berat_terima: grams(l.berat_terima) })),
  };
}

type ShippedItem = Pick<KirimBarangDetailTable, 'nama_barang' | 'kode_group' | 'kode_dept'> & {
  berat: string;
  berat_awal: string;
  kadar: string;
  harga_jual: string | number;
  ongkos: string | number;
  size: string;
  kode_intern: string;
  jenis_harga: string;
};

/** A line of a shipment, store or supplier: the item as it left, its weight, purity and prices of that moment. */
export function shipmentLineOf(noKirim: string, kodeBarcode: string, i: ShippedItem): Insertable<KirimBarangDetailTable> {
  return {
    no_kirim: noKirim,
    kode_barcode: kodeBarcode,
    nama_barang: i.nama_barang,
    kode_group: i.kode_group,
    kode_dept: i.kode_dept,
    berat: i.berat,
    berat_awal: i.berat_awal,
    kadar: i.kadar,
    harga_jual: Number(i.harga_jual),
    ongkos: Number(i.ongkos),
    size: i.size,
    kode_intern: i.kode_intern,
    jenis_harga: i.jenis_harga,
  };
}
