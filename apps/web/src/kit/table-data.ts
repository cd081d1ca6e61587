import type { ReactNode } from 'react';

/** One column of a DataTable. */
export type DataTableColumn<T> = {
  /** the row field shown when there is no `render`, and the column's identity */
  key: string;
  header: string;
  /** what the cell shows; the raw field value when absent */
  render?: (row: T, index: number) => ReactNode;
  /** plain text of the cell for search and CSV; the raw field value when absent */
  text?: (row: T) => string;
  align?: 'left' | 'center' | 'right';
  /** footer cell; a function receives the rows left after the search */
  footer?: ReactNode | ((rows: readonly T[]) => ReactNode);
  /** false leaves the column out of search and CSV (action buttons) */
  exportable?: boolean;
  width?: number | string;
};

function rawValue<T>(row: T, key: string): unknown {
  if (row === null || typeof row !== 'object') return undefined;
  return (row as Record<string, unknown>)[key];
}

/** Plain text of one cell: the column's `text`, else the field value (objects read as empty). */
export function cellText<T>(column: DataTableColumn<T>, row: T): string {
  if (column.text) return column.text(row);
  const value = rawValue(row, column.key);
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return '';
  return String(value);
}

/** Client-side search over every exportable column, case-insensitive, every word must match. */
export function searchRows<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[], query: string): readonly T[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  const searchable = columns.filter((c) => c.exportable !== false);
  return rows.filter((row) => {
    const haystack = searchable.map((c) => cellText(c, row).toLowerCase()).join('\u0000');
    return words.every((w) => haystack.includes(w));
  });
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): readonly T[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV of the rows: a header line, then one line per row, fields quoted when they hold a comma,
 * quote or line break; CRLF line ends. Columns marked `exportable: false` are left out.
 */
export function buildCsv<T>(columns: readonly DataTableColumn<T>[], rows: readonly T[]): string {
  const exported = columns.filter((c) => c.exportable !== false);
  const lines = [exported.map((c) => csvField(c.header)).join(',')];
  for (const row of rows) lines.push(exported.map((c) => csvField(cellText(c, row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The CSV as a file: UTF-8 with a byte order mark so spreadsheet programs read it as UTF-8. */
export function csvBlob(csv: string): Blob {
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}

export function csvFileNameOf(name: string): string {
  return name.toLowerCase().endsWith('.csv') ? name : `${name}.csv`;
}
