import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { SERVICE_KAS_KATEGORI, type ServiceListQuery } from '@emas/domain';
import type { Database, ServiceDetailTable, ServiceTable } from '../../db/schema';

type Db = Kysely<Database>;

/** The kinds of the cash ledger a repair writes. */
export const SERVICE_KAS = Object.values(SERVICE_KAS_KATEGORI);

export function findByKey(db: Db, kodeToko: string, key: string) {
  return db.selectFrom('service').select('no_service').where('kode_toko', '=', kodeToko).where('idempotency_key', '=', key).executeTakeFirst();
}

export function findByPickUpKey(db: Db, kodeToko: string, key: string) {
  return db.selectFrom('service').select('no_service').where('kode_toko', '=', kodeToko).where('ambil_idempotency_key', '=', key).executeTakeFirst();
}

export function findService(db: Db, kodeToko: string, no: string, lock = false) {
  const q = db.selectFrom('service').selectAll().where('kode_toko', '=', kodeToko).where('no_service', '=', no);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}
export type ServiceRow = NonNullable<Awaited<ReturnType<typeof findService>>>;

export function listLines(db: Db, kodeToko: string, no: string) {
  return db.selectFrom('service_detail').selectAll().where('kode_toko', '=', kodeToko).where('no_service', '=', no).orderBy('urut').execute();
}
export type ServiceLineRow = Awaited<ReturnType<typeof listLines>>[number];

export function findLineFoto(db: Db, kodeToko: string, no: string, urut: number) {
  return db.selectFrom('service_detail').select('foto').where('kode_toko', '=', kodeToko).where('no_service', '=', no).where('urut', '=', urut).executeTakeFirst();
}

/** The repair's rows in the cash ledger (deposit, pick-up, refund), oldest first. */
export function listMoney(db: Db, kodeToko: string, no: string) {
  return db
    .selectFrom('kas_mutasi')
    .select(['kategori', 'jenis', 'kode_bank', 'no_rekening', 'kode_marketplace', 'keterangan', 'jumlah_in', 'jumlah_out', 'tgl_system'])
    .where('kode_toko', '=', kodeToko)
    .where('no_ref', '=', no)
    .where('kategori', 'in', [...SERVICE_KAS])
    .orderBy('id')
    .execute();
}

export async function insertService(db: Db, header: Insertable<ServiceTable>, lines: readonly Insertable<ServiceDetailTable>[]): Promise<void> {
  await db.insertInto('service').values(header).execute();
  await db.insertInto('service_detail').values([...lines]).execute();
}

export async function updateService(db: Db, kodeToko: string, no: string, values: Updateable<ServiceTable>): Promise<void> {
  await db.updateTable('service').set(values).where('kode_toko', '=', kodeToko).where('no_service', '=', no).execute();
}

export async function updateLine(db: Db, kodeToko: string, no: string, urut: number, values: Updateable<ServiceDetailTable>): Promise<void> {
  await db.updateTable('service_detail').set(values).where('kode_toko', '=', kodeToko).where('no_service', '=', no).where('urut', '=', urut).execute();
}

export function findTukang(db: Db, kodeToko: string, kode: string) {
  return db.selectFrom('tukang').select(['kode_tukang', 'nama_tukang']).where('kode_toko', '=', kodeToko).where('kode_tukang', '=', kode).executeTakeFirst();
}

export function listGroups(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db.selectFrom('group_barang').select(['kode_group', 'kadar']).where('kode_toko', '=', kodeToko).where('kode_group', 'in', [...codes]).execute();
}

export function listDeskripsi(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db.selectFrom('deskripsi_service').select(['kode_deskripsi', 'nama_deskripsi']).where('kode_toko', '=', kodeToko).where('kode_deskripsi', 'in', [...codes]).execute();
}

/** Pieces of a list of repairs, one line each: the count, the weight in and the descriptions joined. */
function linesSummary(db: Db) {
  return db
    .selectFrom('service_detail as d')
    .select((eb) => [
      'd.kode_toko',
      'd.no_service',
      eb.fn.countAll<string>().as('jumlah_barang'),
      sql<string>`string_agg(d.nama_barang || ': ' || d.deskripsi, '; ' order by d.urut)`.as('deskripsi'),
    ])
    .groupBy(['d.kode_toko', 'd.no_service'])
    .as('l');
}

export function listServices(db: Db, kodeToko: string, q: ServiceListQuery) {
  let query = db
    .selectFrom('service as s')
    .leftJoin(linesSummary(db), (j) => j.onRef('l.kode_toko', '=', 's.kode_toko').onRef('l.no_service', '=', 's.no_service'))
    .selectAll('s')
    .select(['l.jumlah_barang', 'l.deskripsi'])
    .where('s.kode_toko', '=', kodeToko)
    .where('s.tgl_system', '>=', q.tgl_awal)
    .where('s.tgl_system', '<=', q.tgl_akhir);
  if (q.status !== 'ALL') query = query.where('s.status', '=', q.status);
  if (q.valid !== 'ALL') query = query.where('s.valid', '=', q.valid === 'Y');
  if (q.input_by !== 'ALL') query = query.where('s.input_by', '=', q.input_by);
  if (q.q) {
    const like = `%${q.q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('s.no_service', 'like', like), eb('s.nama_customer', 'like', like), eb('s.no_hp', 'like', like)]));
  }
  return query.orderBy('s.no_service', 'desc').limit(2000).execute();
}
export type ServiceListDbRow = Awaited<ReturnType<typeof listServices>>[number];

export async function validateServices(db: Db, kodeToko: string, nos: readonly string[], by: string): Promise<number> {
  const result = await db
    .updateTable('service')
    .set({ valid: true, valid_by: by, valid_at: new Date() })
    .where('kode_toko', '=', kodeToko)
    .where('no_service', 'in', [...nos])
    .where('valid', '=', false)
    .where('status', '<>', 'CANC')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every repair not yet picked up nor cancelled, with its pieces summed, by craftsman and due date. */
export function listOpen(db: Db, kodeToko: string) {
  return db
    .selectFrom('service as s')
    .leftJoin(linesSummary(db), (j) => j.onRef('l.kode_toko', '=', 's.kode_toko').onRef('l.no_service', '=', 's.no_service'))
    .select(['s.no_service', 's.kode_tukang', 's.nama_tukang', 's.tgl_system', 's.tgl_janji', 's.status', 's.nama_customer', 's.no_hp', 's.total_berat_masuk', 'l.jumlah_barang', 'l.deskripsi'])
    .where('s.kode_toko', '=', kodeToko)
    .where('s.status', 'in', ['OPEN', 'DONE'])
    .orderBy('s.tgl_janji')
    .orderBy('s.kode_tukang')
    .orderBy('s.no_service')
    .execute();
}

/** Every customer order not yet picked up nor cancelled (the orders module's pesanan), for the same board. */
export function listOpenOrders(db: Db, kodeToko: string) {
  return db
    .selectFrom('pesanan as p')
    .leftJoin(
      db
        .selectFrom('pesanan_detail as d')
        .select((eb) => ['d.kode_toko', 'd.no_pesanan', eb.fn.countAll<string>().as('jumlah_barang'), sql<string>`string_agg(d.deskripsi, '; ' order by d.urut)`.as('deskripsi')])
        .groupBy(['d.kode_toko', 'd.no_pesanan'])
        .as('l'),
      (j) => j.onRef('l.kode_toko', '=', 'p.kode_toko').onRef('l.no_pesanan', '=', 'p.no_pesanan'),
    )
    .select(['p.no_pesanan', 'p.kode_tukang', 'p.nama_tukang', 'p.tgl_system', 'p.tgl_janji', 'p.status', 'p.nama_customer', 'p.no_hp', 'p.total_berat', 'l.jumlah_barang', 'l.deskripsi'])
    .where('p.kode_toko', '=', kodeToko)
    .where('p.status', 'in', ['OPEN', 'DONE'])
    .execute();
}

/** The day's repairs for the dashboard: taken in (count, weight), and the events of the day; sums of the day's repair money. */
export async function chartOf(db: Db, kodeToko: string, tanggal: string) {
  const counts = await db
    .selectFrom('service')
    .select([
      sql<string>`count(*) filter (where tgl_system = ${tanggal})`.as('masuk'),
      sql<string>`coalesce(sum(total_berat_masuk) filter (where tgl_system = ${tanggal}), 0)`.as('berat'),
      sql<string>`count(*) filter (where tgl_selesai = ${tanggal})`.as('selesai'),
      sql<string>`count(*) filter (where tgl_ambil = ${tanggal})`.as('ambil'),
      sql<string>`count(*) filter (where tgl_batal = ${tanggal})`.as('batal'),
    ])
    .where('kode_toko', '=', kodeToko)
    .executeTakeFirstOrThrow();
  const money = await db
    .selectFrom('kas_mutasi')
    .select(sql<string>`coalesce(sum(jumlah_in - jumlah_out), 0)`.as('total'))
    .where('kode_toko', '=', kodeToko)
    .where('tgl_system', '=', tanggal)
    .where('kategori', 'in', [...SERVICE_KAS])
    .executeTakeFirstOrThrow();
  return { ...counts, total: money.total };
}
