import { splitAddressLines } from '@emas/domain';
import { jsPDF } from 'jspdf';
import { autoTable, type CellDef, type UserOptions } from 'jspdf-autotable';
import type { ReportSheet } from './report-types';

/** A4 landscape in millimetres (spec 000 §9, spec 001 §9). */
export const REPORT_PAGE = { width: 297, height: 210, margin: 10 } as const;
/** table text size (spec 001 §9) */
export const REPORT_TABLE_FONT_SIZE = 8;

export type ReportPdfOptions = {
  /** the page number text; 'n of N' by default */
  pageLabel?: (page: number, pages: number) => string;
  /** called after each page of the table is drawn (progress of a long report) */
  onPage?: (page: number) => void;
};

/**
 * The printed store header (name, address in two lines of 48 characters) and a centred title.
 * `page` gives another page width and left margin (receipts print on smaller sheets).
 */
export function drawStoreHeader(
  doc: jsPDF,
  header: { storeName: string; storeAddress: string; title: string },
  page: { width?: number; margin?: number } = {},
): void {
  const width = page.width ?? REPORT_PAGE.width;
  const margin = page.margin ?? REPORT_PAGE.margin;
  const [line1, line2] = splitAddressLines(header.storeAddress);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text(header.storeName, margin, 14);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  if (line1) doc.text(line1, margin, 19);
  if (line2) doc.text(line2, margin, 23.5);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.text(header.title, width / 2, 31, { align: 'center' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
}

/** Table look shared by every printed list: grid, size 8, dark head, grey totals. */
export const REPORT_TABLE_STYLE: Pick<UserOptions, 'theme' | 'styles' | 'headStyles' | 'footStyles'> = {
  theme: 'grid',
  styles: { fontSize: REPORT_TABLE_FONT_SIZE, cellPadding: 1.5, overflow: 'linebreak' },
  headStyles: { fillColor: [52, 58, 64], textColor: 255, halign: 'center', fontStyle: 'bold' },
  footStyles: { fillColor: [233, 236, 239], textColor: 20, fontStyle: 'bold' },
};

/**
 * Builds a report PDF: A4 landscape; the store name and its address in two lines (characters
 * 0-48 and 48-90), the title and the period; the table in size 8 with the totals on the last page;
 * on every page the page number 'n of N' and 'Printed By {user} / {time}'.
 */
export function buildReportPdf(sheet: ReportSheet, options: ReportPdfOptions = {}): jsPDF {
  const { width, height, margin } = REPORT_PAGE;
  const pageLabel = options.pageLabel ?? ((page: number, pages: number) => `${page} of ${pages}`);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  doc.setProperties({ title: sheet.title });

  drawStoreHeader(doc, sheet);
  doc.text(sheet.period, width / 2, 36, { align: 'center' });

  const columnStyles = Object.fromEntries(sheet.columns.map((c, i) => [i, { halign: c.align }]));
  const foot: CellDef[][] | undefined = sheet.totals
    ? [sheet.totals.map((cell, i) => ({ content: cell.text, styles: { halign: sheet.columns[i]?.align ?? 'left' } }))]
    : undefined;

  const subtotals = new Set(sheet.subtotalRows ?? []);
  autoTable(doc, {
    startY: 40,
    margin: { left: margin, right: margin, top: margin + 2, bottom: 16 },
    ...REPORT_TABLE_STYLE,
    head: [sheet.columns.map((c) => c.header)],
    body: sheet.rows.map((row, r) =>
      subtotals.has(r) ? row.map((cell): CellDef => ({ content: cell.text, styles: { fontStyle: 'bold', fillColor: [248, 249, 250] } })) : row.map((cell) => cell.text),
    ),
    foot,
    showHead: 'everyPage',
    showFoot: 'lastPage',
    columnStyles,
    didDrawPage: (data) => options.onPage?.(data.pageNumber),
  });

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8);
    doc.text(sheet.printedBy, margin, height - 8);
    doc.text(pageLabel(page, pages), width - margin, height - 8, { align: 'right' });
  }
  return doc;
}
