import ExcelJS from 'exceljs';
import { BANYAK_COLUMNS, emptyBanyakRow, isBlankRow, type BanyakColumn, type BanyakRow } from './banyak-columns';

/** 'Kode Barcode', 'KODE_BARCODE' and 'kode barcode' all name kode_barcode. */
function columnOf(header: string): BanyakColumn | undefined {
  const key = header.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return (BANYAK_COLUMNS as readonly string[]).includes(key) ? (key as BanyakColumn) : undefined;
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.trim();
  return (cell.text ?? '').trim();
}

/**
 * Reads the first sheet of a workbook: the first row names the columns (unknown ones are
 * ignored), every following non-empty row is an item.
 */
export async function readBanyakSheet(data: ArrayBuffer): Promise<BanyakRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const columns = new Map<number, BanyakColumn>();
  sheet.getRow(1).eachCell((cell, col) => {
    const name = columnOf(cellText(cell));
    if (name) columns.set(col, name);
  });
  const rows: BanyakRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const row = emptyBanyakRow();
    const excelRow = sheet.getRow(r);
    for (const [col, name] of columns) row[name] = cellText(excelRow.getCell(col)).toUpperCase();
    if (!isBlankRow(row)) rows.push(row);
  }
  return rows;
}

/** The template: one sheet with the column headers and an example row. */
export async function buildBanyakTemplate(): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('BARANG');
  sheet.addRow([...BANYAK_COLUMNS]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c) => {
    c.width = 16;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
