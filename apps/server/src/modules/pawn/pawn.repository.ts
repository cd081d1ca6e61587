import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { HutangBarangTable, HutangBayarTable, HutangMutasiTable, HutangTable } from '../../db/schema-pawn';

type Db = Kysely<Database>;

// ---------------------------------------------------------------- dated parameters

/** Every row of the loan parameters of a store with tgl_berlaku not after `date` (the domain picks the rows in force). */
export async function parametersUpTo(db: Db, kodeToko: string, date: string) {
  const [bands, plafond, plafondKadar, pokok] = await Promise.all([
    db.selectFrom('para_bunga_hutang').selectAll().where('kode_toko', '=', kodeToko).where('tgl_berlaku', '<=', date).execute(),
    db.selectFrom('plafond_hutang').selectAll().where('kode_toko', '=', kodeToko).where('tgl_berlaku', '<=', date).execute(),
    db.selectFrom('plafond_hutang_kadar').selectAll().where('kode_toko', '=', kodeToko).where('tgl_berlaku', '<=', date).execute(),
    db.selectFrom('para_hutang_pokok').selectAll().where('kode_toko', '=', kodeToko).where('tgl_berlaku', '<=', date).execute(),
  ]);
  return { bands, plafond, plafondKadar, pokok };
}

export function findGroups(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db.selectFrom('group_barang').select(['kode_group', 'kadar']).where('kode_toko', '=', kodeToko).where('kode_group', 'in', [...codes]).execute();
}

export function findKondisi(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db
    .selectFrom('kondisi_pinjaman')
    .select(['kode_kondisi_pinjaman', 'nama_kondisi_pinjaman', 'persen_pinjaman'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_kondisi_pinjaman', 'in', [...codes])
    .execute();
}

// ---------------------------------------------------------------- loans

export function findByIdempotencyKey(db: Db, kodeToko: string, key: string) {
  return db.selectFrom('hutang').select('no_faktur_hutang').where('kode_toko', '=', kodeToko).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function insertLoan(db: Db, loan: Insertable<HutangTable>, pieces: readonly Insertable<HutangBarangTable>[], vault: readonly Insertable<HutangMutasiTable>[]) {
  await db.insertInto('hutang').values(loan).execute();
  await db.insertInto('hutang_barang').values([...pieces]).execute();
  await insertVault(db, vault);
}

export async function insertVault(db: Db, rows: readonly Insertable<HutangMutasiTable>[]) {
  if (rows.length) await db.insertInto('hutang_mutasi').values([...rows]).execute();
}

export function insertPayment(db: Db, row: Insertable<HutangBayarTable>) {
  return db.insertInto('hutang_bayar').values(row).returning('id').executeTakeFirstOrThrow();
}

export function findLoan(db: Db, kodeToko: string, no: string) {
  return db.selectFrom('hutang').selectAll().where('kode_toko', '=', kodeToko).where('no_faktur_hutang', '=', no).executeTakeFirst();
}
export type LoanRow = NonNullable<Awaited<ReturnType<typeof findLoan>>>;

/** The loan row locked until the transaction ends: two counters acting on one loan run one after the other. */
export function lockLoan(db: Db, kodeToko: string, no: string) {
  return db.selectFrom('hutang').selectAll().where('kode_toko', '=', kodeToko).where('no_faktur_hutang', '=', no).forUpdate().executeTakeFirst();
}

export function updateLoan(db: Db, kodeToko: string, no: string, values: Partial<Record<keyof HutangTable, unknown>>) {
  return db
    .updateTable('hutang')
    .set(values as never)
    .where('kode_toko', '=', kodeToko)
    .where('no_faktur_hutang', '=', no)
    .execute();
}

export function piecesOf(db: Db, kodeToko: string, nos: readonly string[]) {
  if (!nos.length) return Promise.resolve([]);
  return db.selectFrom('hutang_barang').selectAll().where('kode_toko', '=', kodeToko).where('no_faktur_hutang', 'in', [...nos]).orderBy('no_faktur_hutang').orderBy('urut').execute();
}

export function setPiecesStatus(db: Db, kodeToko: string, no: string, status: 'GADAI' | 'KEMBALI' | 'LELANG') {
  return db.updateTable('hutang_barang').set({ status }).where('kode_toko', '=', kodeToko).where('no_faktur_hutang', '=', no).execute();
}

export function paymentsOf(db: Db, kodeToko: string, no: string) {
  return db.selectFrom('hutang_bayar').selectAll().where('kode_toko', '=', kodeToko).where('no_faktur_hutang', '=', no).orderBy('id').execute();
}

export function activeRedemption(db: Db, kodeToko: string, no: string) {
  return activePayment(db, kodeToko, no, 'TEBUS');
}

/** The standing auction payment of a loan (a cancelled one is BATAL), if any. */
export function activeAuction(db: Db, kodeToko: string, no: string) {
  return activePayment(db, kodeToko, no, 'LELANG');
}

function activePayment(db: Db, kodeToko: string, no: string, jenis: 'TEBUS' | 'LELANG') {
  return db
    .selectFrom('hutang_bayar')
    .selectAll()
    .where('kode_toko', '=', kodeToko)
    .where('no_faktur_hutang', '=', no)
    .where('jenis', '=', jenis)
    .where('status', '=', 'AKTIF')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Loans of a store auctioned on `tanggal` whose auction stands (those that may still be cancelled that day). */
export function loansAuctionedOn(db: Db, kodeToko: string, tanggal: string) {
  return db
    .selectFrom('hutang as h')
    .selectAll('h')
    .where('h.kode_toko', '=', kodeToko)
    .where('h.status', '=', 'LELANG')
    .where('h.tgl_lunas', '=', tanggal)
    .orderBy('h.no_faktur_hutang')
    .execute();
}

/** A payment cancelled (never deleted); `otorisasi` replaces its approvals when given (else it keeps those it was written with). */
export function cancelPayment(db: Db, id: number, values: { batal_by: string; alasan_batal: string; otorisasi?: string }) {
  return db.updateTable('hutang_bayar').set({ status: 'BATAL', batal_at: sql<string>`now()`, ...values }).where('id', '=', id).execute();
}

/** Loans of a store by number / customer text and stored status, newest first. */
export function searchLoans(db: Db, kodeToko: string, q: { text?: string | undefined; statuses?: readonly string[]; dueBy?: string; limit?: number }) {
  let query = db.selectFrom('hutang').selectAll().where('kode_toko', '=', kodeToko);
  if (q.text) {
    const like = `%${q.text.toUpperCase()}%`;
    query = query.where((eb) => eb.or([eb('no_faktur_hutang', 'like', like), eb('nama_customer', 'like', like), eb('no_hp', 'like', like), eb('no_identitas', 'like', like)]));
  }
  if (q.statuses?.length) query = query.where('status', 'in', [...q.statuses] as never);
  if (q.dueBy) query = query.where('tgl_jatuh_tempo', '<=', q.dueBy);
  return query.orderBy('tgl_hutang', 'desc').orderBy('no_faktur_hutang', 'desc').limit(q.limit ?? 500).execute();
}

export function loansOfDate(db: Db, kodeToko: string, tanggal: string) {
  return db.selectFrom('hutang').selectAll().where('kode_toko', '=', kodeToko).where('tgl_hutang', '=', tanggal).orderBy('no_faktur_hutang').execute();
}

export function validateLoans(db: Db, kodeToko: string, nos: readonly string[], userId: string) {
  return db
    .updateTable('hutang')
    .set({ valid: true, valid_by: userId, valid_at: sql<string>`now()` })
    .where('kode_toko', '=', kodeToko)
    .where('no_faktur_hutang', 'in', [...nos])
    .where('valid', '=', false)
    .where('status', '!=', 'BATAL')
    .executeTakeFirst();
}

// ---------------------------------------------------------------- the vault

/** The vault's balance of a store from its ledger: pieces and weight. */
export async function vaultBalance(db: Db, kodeToko: string) {
  const row = await db
    .selectFrom('hutang_mutasi')
    .select([sql<string>`coalesce(sum(qty), 0)`.as('qty'), sql<string>`coalesce(sum(berat), 0)`.as('berat')])
    .where('kode_toko', '=', kodeToko)
    .executeTakeFirstOrThrow();
  return { qty: Number(row.qty), berat: String(row.berat) };
}

/** Pieces of the store's open loans (what the vault must hold). */
export async function openPieces(db: Db, kodeToko: string) {
  const row = await db
    .selectFrom('hutang_barang as b')
    .innerJoin('hutang as h', (j) => j.onRef('h.kode_toko', '=', 'b.kode_toko').onRef('h.no_faktur_hutang', '=', 'b.no_faktur_hutang'))
    .select([sql<string>`count(*)`.as('qty'), sql<string>`coalesce(sum(b.berat), 0)`.as('berat')])
    .where('b.kode_toko', '=', kodeToko)
    .where('h.status', '=', 'AKTIF')
    .executeTakeFirstOrThrow();
  return { qty: Number(row.qty), berat: String(row.berat) };
}

// ---------------------------------------------------------------- reports

export function loansBetween(db: Db, kodeToko: string | null, from: string, to: string, by: 'tgl_hutang' | 'tgl_lunas') {
  let q = db.selectFrom('hutang').selectAll().where(by, '>=', from).where(by, '<=', to);
  if (kodeToko) q = q.where('kode_toko', '=', kodeToko);
  return q.orderBy(by).orderBy('no_faktur_hutang').execute();
}

export function paymentsBetween(db: Db, kodeToko: string | null, from: string, to: string, jenis: readonly string[]) {
  let q = db.selectFrom('hutang_bayar').selectAll().where('tgl_system', '>=', from).where('tgl_system', '<=', to).where('jenis', 'in', [...jenis] as never).where('status', '=', 'AKTIF');
  if (kodeToko) q = q.where('kode_toko', '=', kodeToko);
  return q.orderBy('tgl_system').orderBy('id').execute();
}

export function piecesOfLoans(db: Db, loans: readonly { kode_toko: string; no_faktur_hutang: string }[]) {
  if (!loans.length) return Promise.resolve([]);
  return db
    .selectFrom('hutang_barang')
    .selectAll()
    .where((eb) => eb.or(loans.map((l) => eb.and([eb('kode_toko', '=', l.kode_toko), eb('no_faktur_hutang', '=', l.no_faktur_hutang)]))))
    .orderBy('no_faktur_hutang')
    .orderBy('urut')
    .execute();
}

export function openLoans(db: Db, kodeToko: string | null) {
  let q = db.selectFrom('hutang').selectAll().where('status', '=', 'AKTIF');
  if (kodeToko) q = q.where('kode_toko', '=', kodeToko);
  return q.orderBy('tgl_hutang').orderBy('no_faktur_hutang').execute();
}

export async function loansByKey(db: Db, rows: readonly { kode_toko: string; no_faktur_hutang: string }[]) {
  const loans = await piecesKeyLoans(db, rows);
  return new Map(loans.map((l) => [`${l.kode_toko}|${l.no_faktur_hutang}`, l]));
}

function piecesKeyLoans(db: Db, rows: readonly { kode_toko: string; no_faktur_hutang: string }[]) {
  if (!rows.length) return Promise.resolve([]);
  return db
    .selectFrom('hutang')
    .selectAll()
    .where((eb) => eb.or(rows.map((l) => eb.and([eb('kode_toko', '=', l.kode_toko), eb('no_faktur_hutang', '=', l.no_faktur_hutang)]))))
    .execute();
}

export async function businessDate(db: Db, kodeToko: string): Promise<string> {
  const row = await db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', kodeToko).executeTakeFirstOrThrow();
  return row.tgl_system;
}

// ---------------------------------------------------------------- reminders

/** Claims a reminder (true when this call is the first for that loan, due date and kind). */
export async function claimReminder(db: Db, row: { kode_toko: string; no_faktur_hutang: string; tgl_jatuh_tempo: string; jenis: 'SEBELUM' | 'JATUH_TEMPO'; no_hp: string; pesan: string }): Promise<boolean> {
  const r = await db
    .insertInto('hutang_pengingat')
    .values(row)
    .onConflict((oc) => oc.columns(['kode_toko', 'no_faktur_hutang', 'tgl_jatuh_tempo', 'jenis']).doNothing())
    .returning('no_faktur_hutang')
    .executeTakeFirst();
  return r !== undefined;
}

/** Gives a claim back when the message could not be sent, so a later run tries again. */
export function releaseReminder(db: Db, row: { kode_toko: string; no_faktur_hutang: string; tgl_jatuh_tempo: string; jenis: 'SEBELUM' | 'JATUH_TEMPO' }) {
  return db
    .deleteFrom('hutang_pengingat')
    .where('kode_toko', '=', row.kode_toko)
    .where('no_faktur_hutang', '=', row.no_faktur_hutang)
    .where('tgl_jatuh_tempo', '=', row.tgl_jatuh_tempo)
    .where('jenis', '=', row.jenis)
    .execute();
}

// ---------------------------------------------------------------- auction into stock

/** The store's first jenis (department) by code: where auctioned pieces go when the user names none. */
export function firstDept(db: Db, kodeToko: string) {
  return db.selectFrom('jenis').select('kode_dept').where('kode_toko', '=', kodeToko).orderBy('kode_dept').limit(1).executeTakeFirst();
}

/** Each piece of a loan auctioned into stock remembers the item it became. */
export async function setPieceBarcodes(db: Db, kodeToko: string, no: string, rows: readonly { urut: number; kode_barcode: string }[]): Promise<void> {
  if (!rows.length) return;
  const values = sql.join(rows.map((r) => sql`(${r.urut}::integer, ${r.kode_barcode}::text)`));
  await sql`update hutang_barang b set kode_barcode = v.kode_barcode
    from (values ${values}) as v (urut, kode_barcode)
    where b.kode_toko = ${kodeToko} and b.no_faktur_hutang = ${no} and b.urut = v.urut`.execute(db);
}

/** The pieces of a loan no longer name the items an auction made of them (the auction was cancelled). */
export function clearPieceBarcodes(db: Db, kodeToko: string, no: string) {
  return db.updateTable('hutang_barang').set({ kode_barcode: null }).where('kode_toko', '=', kodeToko).where('no_faktur_hutang', '=', no).execute();
}

/** The lines of a journal written by `insertJournal` (its number), in order. */
export function journalLines(db: Db, kodeToko: string, id: number) {
  return db.selectFrom('jurnal').select(['nomor_akun', 'kode_akun', 'debet', 'kredit']).where('kode_toko', '=', kodeToko).where('kas_mutasi_id', '=', id).orderBy('urut').execute();
}

/**
 * A journal no cash row carries (an auction into stock): its lines, balanced by the caller, under a journal number
 * taken from the cash ledger's own sequence, so it never collides with the journals the cash ledger posts.
 */
export async function insertJournal(
  db: Db,
  head: { kode_toko: string; tgl_system: string; trx: string; type: string; no_ref: string; keterangan: string; input_by: string },
  lines: readonly { nomor_akun: string; kode_akun: string; debet: number; kredit: number }[],
): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('kas_mutasi', 'id')) as id`.execute(db);
  const id = Number(rows[0]!.id);
  await db
    .insertInto('jurnal')
    .values(lines.map((l, i) => ({ ...head, kas_mutasi_id: id, urut: i + 1, kode_akun: l.kode_akun, jenis_akun: l.debet > 0 ? ('DEBET' as const) : ('KREDIT' as const), nomor_akun: l.nomor_akun, debet: l.debet, kredit: l.kredit })))
    .execute();
  return id;
}
