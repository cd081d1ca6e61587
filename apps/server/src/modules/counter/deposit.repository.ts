import type { Insertable, Kysely, RawBuilder, Selectable } from 'kysely';
import type { Database, TitipBayarTable, TitipTable } from '../../db/schema';

type Db = Kysely<Database>;

/** The tables of each deposit document kind: its header, lines and down payments, and its number column. */
type DepositTableMap = {
  titip: { lines: 'titip_detail'; payments: 'titip_bayar'; number: 'no_titip' };
  pesanan: { lines: 'pesanan_detail'; payments: 'pesanan_bayar'; number: 'no_pesanan' };
};
export type DepositHeader = keyof DepositTableMap;
export type DepositTables<H extends DepositHeader> = { header: H } & DepositTableMap[H];
/** What the lifecycle reads of every deposit header (TypeScript cannot see it through a table chosen by the caller). */
type CommonHeader = Omit<Selectable<TitipTable>, 'no_titip' | 'idempotency_key' | 'status'> & { status: string };
export type DepositRow<H extends DepositHeader> = Selectable<Database[H]> & CommonHeader;
/** A deposit's line (an order's piece has its barcode once it is made). */
export type DepositLineRow<H extends DepositHeader> = Selectable<Database[DepositTableMap[H]['lines']]> & { kode_barcode: string | null };
export type DepositPaymentRow<H extends DepositHeader> = Selectable<Database[DepositTableMap[H]['payments']]> & Omit<Selectable<TitipBayarTable>, 'no_titip' | 'jenis'> & { jenis: string };
export type DepositStatus<H extends DepositHeader> = Selectable<Database[H]> extends { status: infer S } ? S : never;

// Kysely cannot relate a table chosen by the caller to its row type; the signatures below do
const loose = (db: Db) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

export async function findDepositByKey<H extends DepositHeader>(db: Db, t: DepositTables<H>, kodeToko: string, key: string): Promise<string | undefined> {
  const row = await loose(db).selectFrom(t.header as string).select(t.number as string).where('kode_toko', '=', kodeToko).where('idempotency_key', '=', key).executeTakeFirst();
  return row?.[t.number as string] as string | undefined;
}

/** The deposit's header; with `lock`, locked for the transaction (FOR UPDATE). */
export async function findDeposit<H extends DepositHeader>(db: Db, t: DepositTables<H>, kodeToko: string, no: string, lock = false): Promise<DepositRow<H> | undefined> {
  const q = loose(db).selectFrom(t.header as string).selectAll().where('kode_toko', '=', kodeToko).where(t.number, '=', no);
  return (await (lock ? q.forUpdate() : q).executeTakeFirst()) as DepositRow<H> | undefined;
}

export async function listDepositLines<H extends DepositHeader>(db: Db, t: DepositTables<H>, kodeToko: string, no: string): Promise<DepositLineRow<H>[]> {
  return (await loose(db).selectFrom(t.lines as string).selectAll().where('kode_toko', '=', kodeToko).where(t.number, '=', no).orderBy('urut').execute()) as DepositLineRow<H>[];
}

export async function listDepositPayments<H extends DepositHeader>(db: Db, t: DepositTables<H>, kodeToko: string, no: string): Promise<DepositPaymentRow<H>[]> {
  return (await loose(db).selectFrom(t.payments as string).selectAll().where('kode_toko', '=', kodeToko).where(t.number, '=', no).orderBy('urut').execute()) as DepositPaymentRow<H>[];
}

/** A deposit document written in the caller's transaction: its header, its lines and, when a deposit was paid, its payment rows. */
export async function insertDeposit<H extends DepositHeader>(
  db: Db,
  t: DepositTables<H>,
  header: Insertable<Database[H]>,
  lines: readonly Insertable<Database[DepositTableMap[H]['lines']]>[],
  payments: readonly Insertable<Database[DepositTableMap[H]['payments']]>[],
): Promise<void> {
  await loose(db).insertInto(t.header as string).values(header).execute();
  await loose(db).insertInto(t.lines as string).values([...lines]).execute();
  if (payments.length) await loose(db).insertInto(t.payments as string).values([...payments]).execute();
}

/** A deposit that became a sale, as a query (the sale's number may be an expression of its writing statement). */
export function markSettledQuery<H extends DepositHeader>(
  db: Db,
  t: DepositTables<H>,
  kodeToko: string,
  no: string,
  v: { status: DepositStatus<H>; noFaktur: string | RawBuilder<string>; totalHarga: number },
) {
  return loose(db).updateTable(t.header as string).set({ status: v.status, no_faktur_group: v.noFaktur, total_harga: v.totalHarga }).where('kode_toko', '=', kodeToko).where(t.number, '=', no);
}

export async function markCancelled<H extends DepositHeader>(
  db: Db,
  t: DepositTables<H>,
  kodeToko: string,
  no: string,
  v: { alasan: string; by: string; potongan: number; refund: number; tglSystem: string; otorisasi: string },
): Promise<void> {
  await loose(db)
    .updateTable(t.header as string)
    .set({ status: 'BATAL', alasan_batal: v.alasan, batal_by: v.by, batal_at: new Date(), batal_tgl_system: v.tglSystem, potongan: v.potongan, refund: v.refund, otorisasi: v.otorisasi })
    .where('kode_toko', '=', kodeToko)
    .where(t.number, '=', no)
    .execute();
}
