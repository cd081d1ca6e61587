/** Stock and management report screens and /export-csv (issue 22 part 2), loaded on demand by app/screens.ts. */
export * from './StockReportPages';
export { ExportCsvPage } from './ExportCsvPage';
