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
