import {
  formatBusinessDate,
  formatDateTime,
  formatNumber,
  formatRate,
  formatWeight,
  mgToGrams,
  mgToWeightString,
  parseWeightToMg,
  sumRupiah,
  sumWeightsMg,
} from '@emas/domain';
import type { ReportAlign, ReportCell, ReportColumn, ReportSheet, ReportValueKind } from './report-types';

const NUMERIC: readonly ReportValueKind[] = ['number', 'money', 'weight', 'weight2', 'rate'];

export function alignOf<Row>(column: ReportColumn<Row>): ReportAlign {
  return column.align ?? (NUMERIC.includes(column.kind ?? 'text') ? 'right' : 'left');
}

export function rawValueOf<Row>(column: ReportColumn<Row>, row: Row): string | number | null {
  const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}

/** Whole rupiah of a value (the API sends integers; a numeric text is read as one). */
function rupiahOf(value: string | number | null): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? Math.round(n) : 0;
}

function mgOf(value: string | number | null): number {
  if (value === null || value === '') return 0;
  return parseWeightToMg(value) ?? 0;
}

/** The printed text of a value. */
export function formatReportValue(kind: ReportValueKind, value: string | number | null): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'number':
    case 'money':
      return formatNumber(value);
    case 'weight':
      return formatWeight(mgToWeightString(mgOf(value)));
    case 'weight2':
      return formatRate(mgToWeightString(mgOf(value)));
    case 'rate':
      return formatRate(value);
    case 'date':
      return formatBusinessDate(String(value));
    case 'datetime':
      return formatDateTime(value);
    case 'text':
      return String(value);
  }
}

/** A cell: the text as printed, and for numbers the number a spreadsheet keeps. */
export function reportCellOf<Row>(column: ReportColumn<Row>, row: Row): ReportCell {
  const kind = column.kind ?? 'text';
  const raw = rawValueOf(column, row);
  const text = formatReportValue(kind, raw);
  if (raw === null || raw === '') return { text, value: null };
  switch (kind) {
    case 'money':
      return { text, value: rupiahOf(raw) };
    case 'number':
    case 'rate': {
      const n = Number(raw);
      return { text, value: Number.isFinite(n) ? n : text };
    }
    case 'weight':
    case 'weight2':
      return { text, value: mgToGrams(mgOf(raw)) };
    default:
      return { text, value: text };
  }
}

/**
 * The footer cell of a column, or null when it has no total. Money is summed as whole rupiah,
 * weight in integer milligrams, counts are the number of rows.
 */
export function reportTotalOf<Row>(column: ReportColumn<Row>, rows: readonly Row[]): ReportCell | null {
  if (!column.total) return null;
  if (column.total === 'count') return { text: formatNumber(rows.length), value: rows.length };
  const kind = column.kind ?? 'number';
  const values = (column.total === 'first' || column.total === 'last' ? endRowsPerStore(rows, column.total) : rows).map((r) => rawValueOf(column, r));
  if (kind === 'weight' || kind === 'weight2') {
    const mg = sumWeightsMg(values.map(mgOf));
    return { text: formatReportValue(kind, mgToWeightString(mg)), value: mgToGrams(mg) };
  }
  // money and quantities are whole numbers
  const total = sumRupiah(values.map(rupiahOf));
  return { text: formatNumber(total), value: total };
}

/** Each store's first or last row (rows in the answer's order; rows without a store are one group). */
function endRowsPerStore<Row>(rows: readonly Row[], end: 'first' | 'last'): Row[] {
  const byStore = new Map<string, Row>();
  for (const row of rows) {
    const key = storeOfRow(row) ?? '';
    if (end === 'last' || !byStore.has(key)) byStore.set(key, row);
  }
  return [...byStore.values()];
}

/** The footer row: each column's total, and the label in the first column when it has none. */
export function reportTotalsOf<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[], label: string): ReportCell[] | null {
  if (!columns.some((c) => c.total)) return null;
  return columns.map((c, i) => {
    const total = reportTotalOf(c, rows);
    if (i > 0) return total ?? { text: '', value: null };
    // the first cell names the line (Total, Subtotal BDG, Total Semua Toko); a count there follows the name
    const text = total ? `${label} ${total.text}` : label;
    return { text, value: text };
  });
}

export type ReportSheetMeta = {
  title: string;
  period: string;
  storeName: string;
  storeAddress: string;
  printedBy: string;
  totalLabel: string;
};

/** The plain data the PDF and Excel builders take. */
export function buildReportSheet<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[], meta: ReportSheetMeta): ReportSheet {
  return {
    title: meta.title,
    period: meta.period,
    storeName: meta.storeName,
    storeAddress: meta.storeAddress,
    printedBy: meta.printedBy,
    columns: columns.map((c) => ({ header: c.header, kind: c.kind ?? 'text', align: alignOf(c) })),
    rows: rows.map((r) => columns.map((c) => reportCellOf(c, r))),
    totals: reportTotalsOf(columns, rows, meta.totalLabel),
  };
}

/** One group's rows: a store's of an all-store answer (kodeToko), or a group-by value's. */
export type ReportStoreGroup<Row> = { kodeToko: string; rows: Row[] };

/** The store a row belongs to (rows of an all-store answer carry `kode_toko`). */
export function storeOfRow(row: unknown): string | null {
  const kode = (row as { kode_toko?: unknown } | null)?.kode_toko;
  return typeof kode === 'string' ? kode : null;
}

/** Rows grouped by a key (groups in key order, each group's rows in the answer's order). */
export function groupRowsBy<Row>(rows: readonly Row[], keyOf: (row: Row) => string): ReportStoreGroup<Row>[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([kodeToko, list]) => ({ kodeToko, rows: list }));
}

/**
 * Rows of an all-store answer grouped by store, stores in code order, each store's rows in the
 * answer's order; null when the rows do not carry `kode_toko` (the report is not grouped).
 */
export function groupRowsByStore<Row>(rows: readonly Row[]): ReportStoreGroup<Row>[] | null {
  if (rows.length === 0 || rows.some((r) => storeOfRow(r) === null)) return null;
  return groupRowsBy(rows, (r) => storeOfRow(r)!);
}

/**
 * The sheet of an all-store answer: each store's rows followed by its subtotal row ('Subtotal BDG'),
 * and the grand total of every store in the footer.
 */
export function buildGroupedReportSheet<Row>(
  columns: readonly ReportColumn<Row>[],
  groups: readonly ReportStoreGroup<Row>[],
  meta: ReportSheetMeta & { subtotalLabel: (kodeToko: string) => string; grandTotalLabel: string },
): ReportSheet {
  const rows: (readonly ReportCell[])[] = [];
  const subtotalRows: number[] = [];
  for (const group of groups) {
    for (const r of group.rows) rows.push(columns.map((c) => reportCellOf(c, r)));
    const sub = reportTotalsOf(columns, group.rows, meta.subtotalLabel(group.kodeToko));
    if (sub) {
      subtotalRows.push(rows.length);
      rows.push(sub);
    }
  }
  const all = groups.flatMap((g) => g.rows);
  return {
    title: meta.title,
    period: meta.period,
    storeName: meta.storeName,
    storeAddress: meta.storeAddress,
    printedBy: meta.printedBy,
    columns: columns.map((c) => ({ header: c.header, kind: c.kind ?? 'text', align: alignOf(c) })),
    rows,
    totals: reportTotalsOf(columns, all, meta.grandTotalLabel),
    subtotalRows,
  };
}

/**
 * The address lines of an all-store printout: the stores' codes ('BDG, PST, SBY'), laid out for the two
 * printed lines (48 and 42 characters, spec 000 §1) so that no code is cut between them; codes that do
 * not fit are counted at the end ('+12').
 */
export function storeListAddress(codes: readonly string[]): string {
  const [first, second]: [string[], string[]] = [[], []];
  let i = 0;
  // line one keeps room for the comma that continues the list
  while (i < codes.length && [...first, codes[i]].join(', ').length + 1 <= 48) first.push(codes[i++]!);
  while (i < codes.length) {
    const rest = codes.length - i - 1;
    if ([...second, codes[i]].join(', ').length + (rest > 0 ? `, +${rest}`.length : 0) > 42) break;
    second.push(codes[i++]!);
  }
  if (i < codes.length) second.push(`+${codes.length - i}`);
  return second.length > 0 ? `${first.join(', ')},`.padEnd(48, ' ') + second.join(', ') : first.join(', ');
}
