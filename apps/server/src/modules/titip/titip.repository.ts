import { sql, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import type { TitipListQuery } from '@emas/domain';
import type { Database, TitipBayarTable, TitipDetailTable, TitipTable } from '../../db/schema';
import { insertDepositDocument } from '../../db/deposit-document';

type Db = Kysely<Database>;

export function findTitipByKey(db: Db, kodeToko: string, key: string) {
  return db.selectFrom('titip').select('no_titip').where('kode_toko', '=', kodeToko).where('idempotency_key', '=', key).executeTakeFirst();
}

export function findTitip(db: Db, kodeToko: string, no: string, lock = false) {
  const q = db.selectFrom('titip').selectAll().where('kode_toko', '=', kodeToko).where('no_titip', '=', no);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}
export type TitipHeaderRow = NonNullable<Awaited<ReturnType<typeof findTitip>>>;

export function listTitipLines(db: Db, kodeToko: string, no: string) {
  return db.selectFrom('titip_detail').selectAll().where('kode_toko', '=', kodeToko).where('no_titip', '=', no).orderBy('urut').execute();
}

export function listTitipPayments(db: Db, kodeToko: string, no: string) {
  return db.selectFrom('titip_bayar').selectAll().where('kode_toko', '=', kodeToko).where('no_titip', '=', no).orderBy('urut').execute();
}

export function insertTitip(
  db: Db,
  header: Insertable<TitipTable>,
  lines: readonly Insertable<TitipDetailTable>[],
  payments: readonly Insertable<TitipBayarTable>[],
): Promise<void> {
  return insertDepositDocument(db, { header: 'titip', lines: 'titip_detail', payments: 'titip_bayar' }, header, lines, payments);
}

/** A layaway paid off by a sale, as a query (the sale's number may be an expression of its writing statement). */
export function markPaidQuery(db: Db, kodeToko: string, no: string, noFaktur: string | RawBuilder<string>) {
  return db.updateTable('titip').set({ status: 'LUNAS', no_faktur_group: noFaktur }).where('kode_toko', '=', kodeToko).where('no_titip', '=', no);
}

export async function markCancelled(
  db: Db,
  kodeToko: string,
  no: string,
  v: { alasan: string; by: string; potongan: number; refund: number; tglSystem: string; otorisasi: string },
): Promise<void> {
  await db
    .updateTable('titip')
    .set({
      status: 'BATAL',
      alasan_batal: v.alasan,
      batal_by: v.by,
      batal_at: new Date(),
      batal_tgl_system: v.tglSystem,
      potongan: v.potongan,
      refund: v.refund,
      otorisasi: v.otorisasi,
    })
    .where('kode_toko', '=', kodeToko)
    .where('no_titip', '=', no)
    .execute();
}

export function listTitip(db: Db, kodeToko: string, f: TitipListQuery) {
  let q = db
    .selectFrom('titip as p')
    .innerJoin('toko as t', 't.kode_toko', 'p.kode_toko')
    .selectAll('p')
    .select(['t.nama_toko', 't.alamat_toko'])
    .select((eb) =>
      eb
        .selectFrom('titip_detail as d')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('d.kode_toko', '=', 'p.kode_toko')
        .whereRef('d.no_titip', '=', 'p.no_titip')
        .as('jumlah_item'),
    )
    .where('p.kode_toko', '=', kodeToko)
    .where('p.tgl_system', '>=', f.tgl_awal)
    .where('p.tgl_system', '<=', f.tgl_akhir);
  if (f.status !== 'ALL') q = q.where('p.status', '=', f.status);
  if (f.valid !== 'ALL') q = q.where('p.valid', '=', f.valid === 'Y');
  if (f.input_by !== 'ALL') q = q.where('p.input_by', '=', f.input_by);
  if (f.q) {
    const like = `%${f.q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('p.no_titip', 'like', like),
        eb(sql<string>`upper(p.nama_customer)`, 'like', like),
        eb('p.no_hp', 'like', like),
        eb.exists(
          eb
            .selectFrom('titip_detail as d')
            .select('d.kode_barcode')
            .whereRef('d.kode_toko', '=', 'p.kode_toko')
            .whereRef('d.no_titip', '=', 'p.no_titip')
            .where('d.kode_barcode', 'like', like),
        ),
      ]),
    );
  }
  return q.orderBy('p.tgl_system', 'desc').orderBy('p.no_titip', 'desc').limit(5000).execute();
}
export type TitipListDbRow = Awaited<ReturnType<typeof listTitip>>[number];

export async function validateTitip(db: Db, kodeToko: string, nos: readonly string[], by: string): Promise<number> {
  const rows = await db
    .updateTable('titip')
    .set({ valid: true, valid_by: by, valid_at: new Date() })
    .where('kode_toko', '=', kodeToko)
    .where('no_titip', 'in', [...nos])
    .where('valid', '=', false)
    .returning('no_titip')
    .execute();
  return rows.length;
}
