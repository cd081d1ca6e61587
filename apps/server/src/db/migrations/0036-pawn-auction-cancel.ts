import { sql, type Kysely } from 'kysely';

/**
 * A pawn loan's auction cancelled on its day (BATAL_LELANG):
 * - hutang_bayar jenis BATAL_LELANG (the reversing payment) and `jurnal_id`: the journal an auction wrote without a
 *   cash row (its price difference, or the move into stock), so the cancellation mirrors exactly those lines;
 * - hutang_mutasi jenis BATAL_LELANG: the pieces come back into the pledge vault (+1);
 * - stock_mutasi jenis BATAL_LELANG: an item the auction put into stock leaves it again.
 */

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
// the kinds as migration 0028 left them (written out: a migration does not follow later code)
const STOCK_BEFORE = [
  'TAMBAH', 'BELI', 'BATAL_BELI', 'TERIMA', 'BATAL_TERIMA', 'PINDAH', 'JUAL', 'BATAL_JUAL', 'TITIP', 'BATAL_TITIP', 'KIRIM', 'HANCUR',
  'CONTOH_KELUAR', 'CONTOH_MASUK', 'AKSESORIS_TAMBAH', 'AKSESORIS_AMBIL', 'KOREKSI', 'OPNAME', 'LELANG',
];
const PAY_BEFORE = ['BUNGA', 'PEREMAJAAN', 'CICIL_POKOK', 'TEBUS', 'BATAL_TEBUS', 'LELANG'];
const VAULT_BEFORE = ['MASUK', 'TEBUS', 'BATAL_TEBUS', 'LELANG'];

async function checks(db: Kysely<unknown>, stock: readonly string[], pay: readonly string[], vault: readonly string[], vaultIn: readonly string[]): Promise<void> {
  await sql.raw(`alter table stock_mutasi drop constraint if exists stock_mutasi_jenis_check`).execute(db);
  await sql.raw(`alter table stock_mutasi add constraint stock_mutasi_jenis_check check (jenis in (${list(stock)}))`).execute(db);
  await sql.raw(`alter table hutang_bayar drop constraint if exists hutang_bayar_jenis_check`).execute(db);
  await sql.raw(`alter table hutang_bayar add constraint hutang_bayar_jenis_check check (jenis in (${list(pay)}))`).execute(db);
  await sql.raw(`alter table hutang_mutasi drop constraint if exists hutang_mutasi_jenis_check`).execute(db);
  await sql.raw(`alter table hutang_mutasi add constraint hutang_mutasi_jenis_check check (jenis in (${list(vault)}))`).execute(db);
  await sql.raw(`alter table hutang_mutasi drop constraint if exists hutang_mutasi_arah`).execute(db);
  await sql.raw(`alter table hutang_mutasi add constraint hutang_mutasi_arah check ((qty = 1) = (jenis in (${list(vaultIn)})) and sign(berat) = qty)`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await checks(db, [...STOCK_BEFORE, 'BATAL_LELANG'], [...PAY_BEFORE, 'BATAL_LELANG'], [...VAULT_BEFORE, 'BATAL_LELANG'], ['MASUK', 'BATAL_TEBUS', 'BATAL_LELANG']);
  await db.schema.alterTable('hutang_bayar').addColumn('jurnal_id', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hutang_bayar').dropColumn('jurnal_id').execute();
  await checks(db, STOCK_BEFORE, PAY_BEFORE, VAULT_BEFORE, ['MASUK', 'BATAL_TEBUS']);
}
