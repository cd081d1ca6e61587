import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The filter of every history screen (domain `documentListQuery`): dates, a text, status, valid and cashier. */
export type HistoryFilter = {
  tgl_awal: string;
  tgl_akhir: string;
  q?: string | undefined;
  /** ALL or one of the kind's statuses */
  status: string;
  valid: 'ALL' | 'Y' | 'N';
  /** ALL or a user id */
  input_by: string;
};

/** The header columns a history query filters and orders by; every counter document names them alike. */
export type HistoryColumns = {
  store: string;
  date: string;
  number: string;
  customer: string;
  phone: string;
  /** the status, 'BATAL' when cancelled */
  status: string;
  valid: string;
  cashier: string;
};

/**
 * A document kind as its history screen sees it: the header table (aliased `p` in the list query), its
 * columns, and, where it has them, its lines (aliased `d`, joined by store and number) that the text
 * search reaches and the list counts.
 */
export type HistoryDocument = {
  header: 'penjualan' | 'pembelian' | 'titip' | 'pesanan';
  columns: HistoryColumns;
  /** header columns the text matches besides the number, the customer and the phone */
  searched: readonly string[];
  lines: {
    table: 'penjualan_detail' | 'pembelian_detail' | 'titip_detail';
    /** line columns the text matches */
    searched: readonly string[];
    /** which lines the list counts (all when absent) */
    counted?: RawBuilder<SqlBool>;
  } | null;
  /** the documents the supervisor's validation takes: only active ones, any not cancelled, or any */
  validates: 'active' | 'not-cancelled' | 'any';
};

/** A history document declared: its table and number, the rest as every counter document names it. */
export function historyDocument(
  header: HistoryDocument['header'],
  number: string,
  rest: Partial<Pick<HistoryDocument, 'searched' | 'lines' | 'validates'>> = {},
): HistoryDocument {
  return {
    header,
    columns: { store: 'kode_toko', date: 'tgl_system', number, customer: 'nama_customer', phone: 'no_hp', status: 'status', valid: 'valid', cashier: 'input_by' },
    searched: rest.searched ?? [],
    lines: rest.lines ?? null,
    validates: rest.validates ?? 'any',
  };
}

/** The header columns every history screen shows (`p` is the header), for a kind that selects its columns. */
export const HISTORY_HEADER_COLUMNS = [
  'p.kode_toko',
  'p.tgl_system',
  'p.created_at',
  'p.input_by',
  'p.kode_sales',
  'p.nama_sales',
  'p.nama_customer',
  'p.alamat_customer',
  'p.no_hp',
  'p.keterangan',
  'p.status',
  'p.valid',
  'p.valid_by',
  'p.alasan_batal',
] as const;

/** The most rows a history list answers (a day's screen never comes near it). */
export const HISTORY_LIMIT = 5000;

const header = (column: string) => sql.ref(`p.${column}`);
const line = (column: string) => sql.ref(`d.${column}`);

/** The lines of the header row `p` (the lines' key is the header's store and number). */
function linesOf(doc: HistoryDocument) {
  const { store, number } = doc.columns;
  return sql`${line(store)} = ${header(store)} and ${line(number)} = ${header(number)}`;
}

/** How many lines the document has (the ones the kind counts), for the list's jumlah_item. */
export function historyLineCount(doc: HistoryDocument): RawBuilder<number> {
  if (!doc.lines) throw new Error(`${doc.header} has no lines`);
  const count = doc.lines.counted ? sql`(count(*) filter (where ${doc.lines.counted}))::int` : sql`count(*)::int`;
  return sql<number>`(select ${count} from ${sql.table(doc.lines.table)} as d where ${linesOf(doc)})`;
}

/** The text as a LIKE pattern: upper case (numbers and barcodes are stored so), LIKE's own characters escaped. */
function likePattern(text: string): string {
  return `%${text.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(doc: HistoryDocument, text: string): RawBuilder<SqlBool> {
  const like = likePattern(text);
  const c = doc.columns;
  const matches = [
    sql`${header(c.number)} like ${like}`,
    sql`upper(${header(c.customer)}) like ${like}`,
    sql`${header(c.phone)} like ${like}`,
    ...doc.searched.map((column) => sql`${header(column)} like ${like}`),
  ];
  if (doc.lines?.searched.length) {
    const inLine = sql.join(
      doc.lines.searched.map((column) => sql`${line(column)} like ${like}`),
      sql` or `,
    );
    matches.push(sql`exists (select 1 from ${sql.table(doc.lines.table)} as d where ${linesOf(doc)} and (${inLine}))`);
  }
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

/**
 * The one history list query: the caller's select over the document's header (aliased `p`, with the
 * columns its screen shows) narrowed to the store and the date range, then by status, valid, cashier
 * and the text (the number, the customer's name, the phone, the kind's other columns and lines),
 * newest first, at most HISTORY_LIMIT rows.
 */
export function historyQuery<DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>, doc: HistoryDocument, kodeToko: string, f: HistoryFilter): SelectQueryBuilder<DB, TB, O> {
  const c = doc.columns;
  let out = q
    .where(sql<SqlBool>`${header(c.store)} = ${kodeToko}`)
    .where(sql<SqlBool>`${header(c.date)} >= ${f.tgl_awal}`)
    .where(sql<SqlBool>`${header(c.date)} <= ${f.tgl_akhir}`);
  if (f.status !== 'ALL') out = out.where(sql<SqlBool>`${header(c.status)} = ${f.status}`);
  if (f.valid !== 'ALL') out = out.where(sql<SqlBool>`${header(c.valid)} = ${f.valid === 'Y'}`);
  if (f.input_by !== 'ALL') out = out.where(sql<SqlBool>`${header(c.cashier)} = ${f.input_by}`);
  if (f.q) out = out.where(searchCondition(doc, f.q));
  return out.orderBy(header(c.date), 'desc').orderBy(header(c.number), 'desc').limit(HISTORY_LIMIT);
}

/**
 * The supervisor's validation of history rows: the numbers named of the store not yet valid (and of
 * the statuses the kind validates) become valid by `by`. Answers how many did.
 */
export async function validateHistory(db: Db, doc: HistoryDocument, kodeToko: string, nos: readonly string[], by: string): Promise<number> {
  const c = doc.columns;
  const status = doc.validates === 'active' ? sql` and ${sql.ref(c.status)} = 'AKTIF'` : doc.validates === 'not-cancelled' ? sql` and ${sql.ref(c.status)} != 'BATAL'` : sql``;
  const { rows } = await sql<{ no: string }>`update ${sql.table(doc.header)} set ${sql.ref(c.valid)} = true, valid_by = ${by}, valid_at = ${new Date()}
    where ${sql.ref(c.store)} = ${kodeToko} and ${sql.ref(c.number)} in (${sql.join([...nos])}) and ${sql.ref(c.valid)} = false${status}
    returning ${sql.ref(c.number)} as no`.execute(db);
  return rows.length;
}
