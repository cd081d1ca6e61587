import { splitAddressLines } from '@emas/domain';
import ExcelJS from 'exceljs';
import type { ReportSheet, ReportValueKind } from './report-types';

const NUMBER_FORMATS: Partial<Record<ReportValueKind, string>> = {
  number: '#,##0',
  money: '#,##0',
  weight: '#,##0.000',
  weight2: '#,##0.00',
  rate: '0.00',
};

/** Excel forbids []:*?/\ in sheet names and keeps 31 characters. */
function sheetNameOf(title: string): string {
  const name = title.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31);
  return name || 'Laporan';
}

/** Rows of the header block: store name, the two address lines, title and period. */
export const REPORT_EXCEL_HEADER_ROWS = 6;

/**
 * Builds the report workbook: the same header as the PDF (store name, address in two lines,
 * title, period), the table with numbers kept as numbers, and the totals row.
 */
export async function buildReportExcel(sheet: ReportSheet): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const ws = workbook.addWorksheet(sheetNameOf(sheet.title), {
    pageSetup: { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const columnCount = Math.max(1, sheet.columns.length);
  const [line1, line2] = splitAddressLines(sheet.storeAddress);

  const headerLines: [string, Partial<ExcelJS.Font>][] = [
    [sheet.storeName, { bold: true, size: 14 }],
    [line1, { size: 10 }],
    [line2, { size: 10 }],
    [sheet.title, { bold: true, size: 12 }],
    [sheet.period, { size: 10 }],
  ];
  headerLines.forEach(([text, font], i) => {
    const row = ws.getRow(i + 1);
    row.getCell(1).value = text;
    row.getCell(1).font = font;
    if (columnCount > 1) ws.mergeCells(i + 1, 1, i + 1, columnCount);
    if (i >= 3) row.getCell(1).alignment = { horizontal: 'center' };
  });

  const headerRow = ws.getRow(REPORT_EXCEL_HEADER_ROWS + 1);
  sheet.columns.forEach((c, i) => {
    const cell = headerRow.getCell(i + 1);
    cell.value = c.header;
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF343A40' } };
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  });

  const thin = { style: 'thin' as const, color: { argb: 'FFBFBFBF' } };
  const border = { top: thin, left: thin, bottom: thin, right: thin };
  headerRow.eachCell((cell) => {
    cell.border = border;
  });

  let rowNumber = REPORT_EXCEL_HEADER_ROWS + 2;
  const writeRow = (cells: ReportSheet['rows'][number], bold: boolean) => {
    const row = ws.getRow(rowNumber);
    cells.forEach((cell, i) => {
      const column = sheet.columns[i];
      const target = row.getCell(i + 1);
      target.value = cell.value;
      const format = column ? NUMBER_FORMATS[column.kind] : undefined;
      if (format && typeof cell.value === 'number') target.numFmt = format;
      target.alignment = { horizontal: column?.align ?? 'left', vertical: 'top', wrapText: true };
      target.border = border;
      if (bold) target.font = { bold: true };
    });
    rowNumber += 1;
  };
  for (const cells of sheet.rows) writeRow(cells, false);
  if (sheet.totals) writeRow(sheet.totals, true);

  sheet.columns.forEach((c, i) => {
    const longest = Math.max(c.header.length, ...sheet.rows.map((r) => r[i]?.text.length ?? 0), sheet.totals?.[i]?.text.length ?? 0);
    ws.getColumn(i + 1).width = Math.min(60, Math.max(10, longest + 2));
  });
  ws.views = [{ state: 'frozen', ySplit: REPORT_EXCEL_HEADER_ROWS + 1 }];

  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}
