import { type Insertable, type Kysely } from 'kysely';
import { storeBusinessDate } from '../../db/columns';
import type { PurchaseListQuery } from '@emas/domain';
import type { Database, PembelianDetailTable, PembelianTable } from '../../db/schema';
import { HISTORY_HEADER_COLUMNS, historyDocument, historyLineCount, historyQuery, validateHistory } from '../counter/history-query.repository';

type Db = Kysely<Database>;

// ---------------------------------------------------------------- price rules

export function findKondisi(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db
    .selectFrom('kondisi_pembelian')
    .select(['kode_kondisi_beli', 'nama_kondisi_beli', 'potongan_persen', 'potongan_rp'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_kondisi_beli', 'in', [...codes])
    .execute();
}

export function findHargaBeli(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db.selectFrom('harga_beli').select(['kode_harga', 'harga_per_gram']).where('kode_toko', '=', kodeToko).where('kode_harga', 'in', [...codes]).execute();
}

/** The loss-on-receipt rule of each group (the first by code when a group has several). */
export function findRugiNota(db: Db, kodeToko: string, groups: readonly string[]) {
  if (!groups.length) return Promise.resolve([]);
  return db
    .selectFrom('rugi_nota')
    .select(['kode_group', 'rugi_persen', 'rugi_rp'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_group', 'in', [...groups])
    .orderBy('kode_rugi_nota')
    .execute();
}

export function findGroupsWithKadar(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db.selectFrom('group_barang').select(['kode_group', 'kadar']).where('kode_toko', '=', kodeToko).where('kode_group', 'in', [...codes]).execute();
}

// ---------------------------------------------------------------- the shop's own receipts

const NOTA_COLUMNS = [
  'd.no_faktur_jual',
  'd.no_faktur_group',
  'p.tgl_system',
  'd.kode_barcode',
  'd.nama_barang',
  'd.kode_group',
  'd.kode_dept',
  'd.kadar',
  'd.berat',
  'd.harga',
  'd.status',
  'd.jenis_harga',
  'd.berlian',
  'd.harga_batu',
  'd.no_sertifikat',
] as const;

/**
 * Sold lines by receipt number, line number or barcode (newest first), with the buy-back receipt
 * (FB-..., `no_faktur_beli_group`) whose active line took each.
 */
export function findSoldLines(db: Db, kodeToko: string, kode: string) {
  return db
    .selectFrom('penjualan_detail as d')
    .innerJoin('penjualan as p', (j) => j.onRef('p.kode_toko', '=', 'd.kode_toko').onRef('p.no_faktur_group', '=', 'd.no_faktur_group'))
    .leftJoin('pembelian_detail as b', (j) =>
      j.onRef('b.kode_toko', '=', 'd.kode_toko').onRef('b.no_faktur_jual', '=', 'd.no_faktur_jual').on('b.status', '=', 'AKTIF'),
    )
    .select([...NOTA_COLUMNS, 'b.no_faktur_group as no_faktur_beli_group'])
    .where('d.kode_toko', '=', kodeToko)
    .where((eb) => eb.or([eb('d.no_faktur_group', '=', kode), eb('d.no_faktur_jual', '=', kode), eb('d.kode_barcode', '=', kode)]))
    .orderBy('p.created_at', 'desc')
    .orderBy('d.urut')
    .limit(200)
    .execute();
}
export type SoldLineRow = Awaited<ReturnType<typeof findSoldLines>>[number];

/** The sold lines named, locked (FOR UPDATE, in order) so two counters cannot buy the same line back at once. */
export function lockSoldLines(db: Db, kodeToko: string, noFakturJual: readonly string[]) {
  if (!noFakturJual.length) return Promise.resolve([]);
  return db
    .selectFrom('penjualan_detail as d')
    .select(['d.no_faktur_jual', 'd.no_faktur_group', 'd.kode_barcode', 'd.nama_barang', 'd.kode_group', 'd.kode_dept', 'd.kadar', 'd.berat', 'd.harga', 'd.status', 'd.jenis_harga', 'd.berlian', 'd.harga_batu', 'd.no_sertifikat'])
    .where('d.kode_toko', '=', kodeToko)
    .where('d.no_faktur_jual', 'in', [...noFakturJual])
    .orderBy('d.no_faktur_jual')
    .forUpdate()
    .execute();
}

/** The active buy-back lines of sold lines, with their buy-back receipt (no_faktur_group, FB-...). */
export function activeBuyBacksOf(db: Db, kodeToko: string, noFakturJual: readonly string[]) {
  if (!noFakturJual.length) return Promise.resolve([]);
  return db
    .selectFrom('pembelian_detail')
    .select(['no_faktur_jual', 'no_faktur_beli', 'no_faktur_group'])
    .where('kode_toko', '=', kodeToko)
    .where('status', '=', 'AKTIF')
    .where('no_faktur_jual', 'in', [...noFakturJual])
    .execute();
}

// ---------------------------------------------------------------- receipts

export function findPurchaseByKey(db: Db, kodeToko: string, key: string) {
  return db.selectFrom('pembelian').select(['no_faktur_group', 'no_faktur_tukar']).where('kode_toko', '=', kodeToko).where('idempotency_key', '=', key).executeTakeFirst();
}

export function findPurchase(db: Db, kodeToko: string, no: string, lock = false) {
  const q = db.selectFrom('pembelian').selectAll().where('kode_toko', '=', kodeToko).where('no_faktur_group', '=', no);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}
export type PurchaseHeaderRow = NonNullable<Awaited<ReturnType<typeof findPurchase>>>;

export function listPurchaseLines(db: Db, kodeToko: string, no: string) {
  return db.selectFrom('pembelian_detail').selectAll().where('kode_toko', '=', kodeToko).where('no_faktur_group', '=', no).orderBy('urut').execute();
}
export type PurchaseLineRow = Awaited<ReturnType<typeof listPurchaseLines>>[number];

export async function insertPurchase(db: Db, header: Insertable<PembelianTable>, lines: readonly Insertable<PembelianDetailTable>[]): Promise<void> {
  await db.insertInto('pembelian').values(header).execute();
  await db.insertInto('pembelian_detail').values([...lines]).execute();
}

export async function markPurchaseCancelled(db: Db, kodeToko: string, no: string, values: { alasan: string; by: string }): Promise<void> {
  await db
    .updateTable('pembelian')
    .set({ status: 'BATAL', alasan_batal: values.alasan, batal_by: values.by, batal_at: new Date(), batal_tgl_system: storeBusinessDate(kodeToko) })
    .where('kode_toko', '=', kodeToko)
    .where('no_faktur_group', '=', no)
    .execute();
  await db.updateTable('pembelian_detail').set({ status: 'BATAL' }).where('kode_toko', '=', kodeToko).where('no_faktur_group', '=', no).execute();
}

const LIST_COLUMNS = [
  ...HISTORY_HEADER_COLUMNS,
  'p.no_faktur_group',
  'p.total_berat',
  'p.total_hitung',
  'p.total_harga',
  'p.jenis_bayar',
  'p.kode_bank',
  'p.no_rekening',
  'p.no_faktur_tukar',
] as const;

/** The buy-backs' history: q matches the number, customer, phone, a line (its own or the sold one) or a barcode. */
export const PURCHASE_HISTORY = historyDocument('pembelian', 'no_faktur_group', {
  lines: { table: 'pembelian_detail', searched: ['kode_barcode', 'no_faktur_beli', 'no_faktur_jual'] },
  validates: 'active',
});

export function listPurchases(db: Db, kodeToko: string, f: PurchaseListQuery) {
  const q = db
    .selectFrom('pembelian as p')
    .innerJoin('toko as t', 't.kode_toko', 'p.kode_toko')
    .select([...LIST_COLUMNS, 't.nama_toko', 't.alamat_toko', historyLineCount(PURCHASE_HISTORY).as('jumlah_item')]);
  return historyQuery(q, PURCHASE_HISTORY, kodeToko, f).execute();
}
export type PurchaseListDbRow = Awaited<ReturnType<typeof listPurchases>>[number];

export function validatePurchases(db: Db, kodeToko: string, nos: readonly string[], by: string): Promise<number> {
  return validateHistory(db, PURCHASE_HISTORY, kodeToko, nos, by);
}

// ---------------------------------------------------------------- melting

/** Bought pieces still READY in a buy-back warehouse, oldest first. */
export function listMeltCandidates(db: Db, kodeToko: string, jenisGudang: string) {
  return db
    .selectFrom('pembelian_detail as d')
    .innerJoin('pembelian as p', (j) => j.onRef('p.kode_toko', '=', 'd.kode_toko').onRef('p.no_faktur_group', '=', 'd.no_faktur_group'))
    .innerJoin('barang as b', (j) => j.onRef('b.kode_toko', '=', 'd.kode_toko').onRef('b.kode_barcode', '=', 'd.kode_barcode'))
    .innerJoin('gudang as g', (j) => j.onRef('g.kode_toko', '=', 'b.kode_toko').onRef('g.kode_gudang', '=', 'b.kode_gudang'))
    .select(['b.kode_barcode', 'b.nama_barang', 'b.kode_group', 'b.kadar', 'b.berat', 'b.kode_gudang', 'b.kode_baki', 'd.no_faktur_beli', 'd.no_faktur_group', 'p.tgl_system', 'd.tujuan', 'd.harga'])
    .where('d.kode_toko', '=', kodeToko)
    .where('d.status', '=', 'AKTIF')
    .where('b.status', '=', 'READY')
    .where('g.jenis_gudang', '=', jenisGudang)
    .orderBy('p.tgl_system')
    .orderBy('d.no_faktur_beli')
    .limit(2000)
    .execute();
}

/** Bought pieces among the barcodes (the melting screen only melts pieces that came in by a buy-back). */
export async function boughtBarcodes(db: Db, kodeToko: string, codes: readonly string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db.selectFrom('pembelian_detail').select('kode_barcode').where('kode_toko', '=', kodeToko).where('kode_barcode', 'in', [...codes]).execute();
  return new Set(rows.map((r) => r.kode_barcode));
}
