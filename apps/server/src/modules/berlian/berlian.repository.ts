import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** An item of the store with its type (jenis) and category, for the diamond checks. */
export function findItemWithType(db: Db, kodeToko: string, kodeBarcode: string) {
  return db
    .selectFrom('barang as b')
    .leftJoin('jenis as j', (join) => join.onRef('j.kode_toko', '=', 'b.kode_toko').onRef('j.kode_dept', '=', 'b.kode_dept'))
    .select(['b.kode_barcode', 'b.nama_barang', 'b.status', 'b.berat', 'b.kode_dept', 'j.nama_dept', 'j.kode_kategori'])
    .where('b.kode_toko', '=', kodeToko)
    .where('b.kode_barcode', '=', kodeBarcode)
    .executeTakeFirst();
}

/** Which of the codes exist in a stone attribute master of the store (table batu_<attribute>). */
export async function knownAttributeCodes(db: Db, attribute: string, kodeToko: string, codes: readonly string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const table = `batu_${attribute}`;
  const column = `kode_${attribute}`;
  const rows = await sql<{ code: string }>`select ${sql.ref(column)} as code from ${sql.table(table)} where kode_toko = ${kodeToko} and ${sql.ref(column)} in (${sql.join([...codes])})`.execute(db);
  return new Set(rows.rows.map((r) => r.code));
}

/** The piece a certificate is on, anywhere in the chain. */
export function findCertificate(db: Db, lab: string, no: string) {
  return db.selectFrom('item_sertifikat').select(['kode_toko', 'kode_barcode']).where('lab_sertifikat', '=', lab).where('no_sertifikat', '=', no).executeTakeFirst();
}

export type StoneInsert = {
  jenis_batu: string;
  jumlah: number;
  karat: string;
  size: string;
  kode_shape: string;
  kode_color: string;
  kode_clarity: string;
  kode_cutgrade: string;
  kode_polish: string;
  kode_symmetry: string;
  kode_fluorescence: string;
};

/** The piece's stone lines become these (numbered 1..n). */
export async function replaceStones(db: Db, kodeToko: string, kodeBarcode: string, lines: readonly StoneInsert[], inputBy: string): Promise<void> {
  await db.deleteFrom('item_batu').where('kode_toko', '=', kodeToko).where('kode_barcode', '=', kodeBarcode).execute();
  if (!lines.length) return;
  await db
    .insertInto('item_batu')
    .values(lines.map((l, i) => ({ ...l, kode_toko: kodeToko, kode_barcode: kodeBarcode, urut: i + 1, input_by: inputBy })))
    .execute();
}

/** The piece's certificate becomes this one (or none). */
export async function replaceCertificate(db: Db, kodeToko: string, kodeBarcode: string, cert: { lab: string; no: string } | null, inputBy: string): Promise<void> {
  await db.deleteFrom('item_sertifikat').where('kode_toko', '=', kodeToko).where('kode_barcode', '=', kodeBarcode).execute();
  if (!cert) return;
  await db.insertInto('item_sertifikat').values({ kode_toko: kodeToko, kode_barcode: kodeBarcode, lab_sertifikat: cert.lab, no_sertifikat: cert.no, input_by: inputBy }).execute();
}

export function listStones(db: Db, kodeToko: string, kodeBarcode: string) {
  return db.selectFrom('item_batu').selectAll().where('kode_toko', '=', kodeToko).where('kode_barcode', '=', kodeBarcode).orderBy('urut').execute();
}

export function findItemCertificate(db: Db, kodeToko: string, kodeBarcode: string) {
  return db.selectFrom('item_sertifikat').select(['lab_sertifikat', 'no_sertifikat']).where('kode_toko', '=', kodeToko).where('kode_barcode', '=', kodeBarcode).executeTakeFirst();
}

/** A diamond supplier of the store. */
export function findSupplierBerlian(db: Db, kodeToko: string, kodeSupplier: string) {
  return db.selectFrom('supplier_berlian').select(['kode_supplier', 'nama_supplier']).where('kode_toko', '=', kodeToko).where('kode_supplier', '=', kodeSupplier).executeTakeFirst();
}

/** Which of the certificates (lab|number) are already on a piece somewhere in the chain. */
export async function takenCertificates(db: Db, certs: readonly { lab: string; no: string }[]): Promise<Set<string>> {
  if (!certs.length) return new Set();
  const rows = await db
    .selectFrom('item_sertifikat')
    .select(['lab_sertifikat', 'no_sertifikat'])
    .where((eb) => eb.or(certs.map((c) => eb.and([eb('lab_sertifikat', '=', c.lab), eb('no_sertifikat', '=', c.no)]))))
    .execute();
  return new Set(rows.map((r) => `${r.lab_sertifikat}|${r.no_sertifikat}`));
}

/** A diamond piece's supplier and cost. */
export async function insertItemBerlian(db: Db, row: { kode_toko: string; kode_barcode: string; kode_supplier: string; no_faktur_supplier: string; harga_modal: number; input_by: string }): Promise<void> {
  await db.insertInto('item_berlian').values(row).execute();
}

/**
 * Diamond pieces shipped from one store of the chain to another: at the receiver their stone lines become the
 * sender's, their certificate moves (a lab's number is on one piece of the chain) and their supplier and cost go
 * with them. Pieces without stones are left alone. Inside the caller's transaction.
 */
export async function carryStones(db: Db, from: string, to: string, codes: readonly string[]): Promise<void> {
  if (!codes.length || from === to) return;
  const withStones = await db.selectFrom('item_batu').select('kode_barcode').distinct().where('kode_toko', '=', from).where('kode_barcode', 'in', codes).execute();
  const certs = await db.selectFrom('item_sertifikat').select('kode_barcode').where('kode_toko', '=', from).where('kode_barcode', 'in', codes).execute();
  const costs = await db.selectFrom('item_berlian').select('kode_barcode').where('kode_toko', '=', from).where('kode_barcode', 'in', codes).execute();
  const moving = [...new Set([...withStones, ...certs, ...costs].map((r) => r.kode_barcode))];
  if (!moving.length) return;
  const stoneCodes = withStones.map((r) => r.kode_barcode);
  if (stoneCodes.length) await db.deleteFrom('item_batu').where('kode_toko', '=', to).where('kode_barcode', 'in', stoneCodes).execute();
  if (stoneCodes.length) await sql`
    insert into item_batu (kode_toko, kode_barcode, urut, jenis_batu, jumlah, karat, size, kode_shape, kode_color, kode_clarity,
                           kode_cutgrade, kode_polish, kode_symmetry, kode_fluorescence, input_by)
    select ${to}, kode_barcode, urut, jenis_batu, jumlah, karat, size, kode_shape, kode_color, kode_clarity,
           kode_cutgrade, kode_polish, kode_symmetry, kode_fluorescence, input_by
      from item_batu where kode_toko = ${from} and kode_barcode in (${sql.join(stoneCodes)})`.execute(db);
  // a certificate moves only when the sender holds it (a receipt cancelled and received again keeps the receiver's)
  const certCodes = certs.map((c) => c.kode_barcode);
  if (certCodes.length) {
    await db.deleteFrom('item_sertifikat').where('kode_toko', '=', to).where('kode_barcode', 'in', certCodes).execute();
    await db.updateTable('item_sertifikat').set({ kode_toko: to }).where('kode_toko', '=', from).where('kode_barcode', 'in', certCodes).execute();
  }
  const costCodes = costs.map((c) => c.kode_barcode);
  if (!costCodes.length) return;
  await db.deleteFrom('item_berlian').where('kode_toko', '=', to).where('kode_barcode', 'in', costCodes).execute();
  await sql`
    insert into item_berlian (kode_toko, kode_barcode, kode_supplier, no_faktur_supplier, harga_modal, input_by)
    select ${to}, kode_barcode, kode_supplier, no_faktur_supplier, harga_modal, input_by
      from item_berlian where kode_toko = ${from} and kode_barcode in (${sql.join(costCodes)})`.execute(db);
}

/** Item types (jenis) of the store by code, with what isDiamondItem reads. */
export function findJenisTypes(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db.selectFrom('jenis').select(['kode_dept', 'nama_dept', 'kode_kategori']).where('kode_toko', '=', kodeToko).where('kode_dept', 'in', codes).execute();
}

/** The certificates of pieces whose supplier receipt was cancelled: the numbers may be received again. */
export async function releaseCertificates(db: Db, kodeToko: string, codes: readonly string[]): Promise<void> {
  if (!codes.length) return;
  await db.deleteFrom('item_sertifikat').where('kode_toko', '=', kodeToko).where('kode_barcode', 'in', codes).execute();
}

/** The stone lines of the store's pieces among the barcodes. */
export function listStonesOfCodes(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db
    .selectFrom('item_batu')
    .select(['kode_barcode', 'jumlah', 'karat', 'kode_color', 'kode_clarity'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', 'in', codes)
    .orderBy('kode_barcode')
    .orderBy('urut')
    .execute();
}

export function findCertificateFile(db: Db, kodeToko: string, kodeBarcode: string) {
  return db.selectFrom('item_sertifikat').select(['foto_sertifikat']).where('kode_toko', '=', kodeToko).where('kode_barcode', '=', kodeBarcode).executeTakeFirst();
}

export async function setCertificateFile(db: Db, kodeToko: string, kodeBarcode: string, key: string): Promise<void> {
  await db.updateTable('item_sertifikat').set({ foto_sertifikat: key }).where('kode_toko', '=', kodeToko).where('kode_barcode', '=', kodeBarcode).execute();
}
