import type { QueryParams } from './crud-types';

/** How a report value is shown and summed. */
/** weight2: a weight printed with 2 decimals (the order reports, spec 001 §9), summed in milligrams as weight */
export type ReportValueKind = 'text' | 'number' | 'money' | 'weight' | 'weight2' | 'rate' | 'date' | 'datetime';
export type ReportAlign = 'left' | 'center' | 'right';

export type ReportColumn<Row> = {
  key: string;
  header: string;
  /** text unless told; money is whole rupiah, weight grams with 3 decimals */
  kind?: ReportValueKind;
  /** the raw value; the row's field `key` by default */
  value?: (row: Row) => string | number | null | undefined;
  /** numbers are right-aligned unless told */
  align?: ReportAlign;
  /**
   * footer: the column's sum (money as integers, weight in milligrams) or the row count; for a balance,
   * 'first' / 'last': each store's first / last row of the answer (a period's opening / closing), summed over stores
   */
  total?: 'sum' | 'count' | 'first' | 'last';
};

export type ReportChoice = { value: string; label: string };

/** The filter or sort_by select of a report. */
export type ReportSelect = {
  label?: string;
  options: readonly ReportChoice[];
  defaultValue?: string;
};

/** Another field of the filter form (a select or a text), sent under its name. */
export type ReportExtraField = {
  name: string;
  label: string;
  type: 'select' | 'text';
  options?: readonly ReportChoice[];
  defaultValue?: string;
  /** the message when left empty; optional when absent */
  requiredMessage?: string;
};

export type ReportFormValues = Record<string, string | null>;

/**
 * A report screen as data: the endpoint, the filter form, the columns with their totals, and the
 * exports. <ReportPage report={...}/> builds the screen.
 */
/** A file the server makes from the report's query (see ReportDefinition.downloads). */
export type ReportDownload = { key: string; label: string; endpoint: string; fallbackName: string };

export type ReportDefinition<Row> = {
  key: string;
  /** printed title ('LAPORAN AUDIT LOGIN') */
  title: string;
  /** GET path under /api */
  endpoint: string;
  /** export file name without extension ('LAPORAN AUDIT LOGIN' -> .pdf / .xlsx) */
  fileName: string;
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row, index: number) => string;
  filter?: ReportSelect;
  sortBy?: ReportSelect;
  extraFields?: readonly ReportExtraField[];
  /** query string from the form's values; the values as they are by default */
  toQuery?: (values: ReportFormValues) => QueryParams;
  /** rows from the answer's data; the data as an array by default */
  select?: (data: unknown) => Row[];
  messages?: { available?: string; empty?: string; failed?: string };
  exports?: { pdf?: boolean; excel?: boolean };
  /**
   * Files the server makes from the same query (the journal as an hledger file): a button each once the report has
   * been searched, fetching `endpoint` with the searched values (and store) and saving what it answers.
   */
  downloads?: readonly ReportDownload[];
  /**
   * The head-office store picker (spec 000 §6): for head-office users a 'Toko' select (one store or
   * 'Semua Toko'), sent as `kode_toko`; an all-store answer whose rows carry `kode_toko` is shown and
   * exported grouped by store with subtotals. Branch users see no picker (the server keeps them to
   * their store).
   */
  storePicker?: boolean;
  /**
   * Group by (the report's own choice): from the searched values, the key of a row, or null for no
   * grouping; the rows are shown and exported per group with subtotals. An all-store answer groups by store.
   */
  groupBy?: (values: ReportFormValues) => ((row: Row) => string) | null;
  /** a group's heading (the key itself by default) */
  groupLabel?: (key: string, values: ReportFormValues) => string;
  /** the back link ('/SubMenuLaporan' unless told; false for none) */
  backTo?: string | false;
  /** false: the report has no period (no date fields; the export is headed with the active date) */
  period?: false;
  /** the success notice waits this long after the answer (spec 000 §4: the kelompok report, 500 ms) */
  successDelayMs?: number;
};

/** One cell of an exported report: the printed text and the value a spreadsheet keeps. */
export type ReportCell = { text: string; value: string | number | null };

export type ReportSheetColumn = { header: string; kind: ReportValueKind; align: ReportAlign };

/** A report ready to export, as plain data (what the PDF and Excel builders take). */
export type ReportSheet = {
  title: string;
  period: string;
  storeName: string;
  storeAddress: string;
  /** 'Printed By {user_id} / {date time}' */
  printedBy: string;
  columns: readonly ReportSheetColumn[];
  rows: readonly (readonly ReportCell[])[];
  totals: readonly ReportCell[] | null;
  /** indexes of `rows` that are a store's subtotal (all-store answers), printed bold */
  subtotalRows?: readonly number[];
};
