/**
 * The shared screen kit. The PDF and Excel builders (report-pdf.ts, report-excel.ts) are left out
 * on purpose: they pull in jsPDF and ExcelJS, which screens load only when exporting.
 */
export { CrudPage, useCrudList, type CrudPageProps } from './CrudPage';
export { CrudFormField, useOptions } from './CrudFormField';
export { optionsFrom } from './crud-types';
export type {
  CrudAction,
  CrudActionContext,
  CrudField,
  CrudFieldType,
  CrudMessages,
  CrudMode,
  CrudOption,
  CrudResource,
  CrudSchema,
  CrudValues,
  CrudWrite,
  OptionsSource,
  QueryParams,
} from './crud-types';
export { fillPath } from './crud-values';
export { DataTable, NARROW_QUERY, usePaginationLabels, type DataTableButton, type DataTableColumn, type DataTableProps } from './DataTable';
export { DateField, type DateFieldProps, type DateLevel } from './DateField';
export { formatDateText, parseDateText, todayFor } from './date-text';
export { saveFile } from './download';
export { FilteredTextInput, MoneyInput, PercentInput, WeightInput } from './Inputs';
export { filterText, filterWeight, nextMoneyValue, type TextFilter } from './input-filters';
export { Panel, PANEL_RELOAD_MS, type PanelProps } from './Panel';
export { ReportPage, type ReportPageProps } from './ReportPage';
export type {
  ReportAlign,
  ReportCell,
  ReportChoice,
  ReportColumn,
  ReportDefinition,
  ReportExtraField,
  ReportFormValues,
  ReportSelect,
  ReportSheet,
  ReportSheetColumn,
  ReportValueKind,
} from './report-types';
export { buildReportSheet, formatReportValue, reportCellOf, reportTotalOf, reportTotalsOf } from './report-values';
export { RowActionButton } from './RowActionButton';
export { buildCsv, cellText, searchRows } from './table-data';
export { useCurrentStore, type StoreHeader } from './use-current-store';
