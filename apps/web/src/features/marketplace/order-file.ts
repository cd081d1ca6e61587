/**
 * The text of an order file as the import reads it (CSV, docs/marketplace-import.md). A seller centre's Excel
 * download (.xlsx) is turned into the same CSV here, first worksheet, each cell as Excel shows it, so the server
 * keeps one format. exceljs is loaded only when such a file is chosen (first-load size).
 */
export async function readOrderFile(file: File): Promise<string> {
  if (!/\.xlsx$/i.test(file.name)) return file.text();
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await file.arrayBuffer());
  const sheet = book.worksheets[0];
  if (!sheet) return '';
  const lines: string[] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(csvField(row.getCell(c).text ?? ''));
    lines.push(cells.join(','));
  });
  return lines.join('\n');
}

/** A CSV field: quoted when it holds a comma, quote or line break (a quote inside doubled). */
function csvField(value: string): string {
  return /[",\r\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
