import { splitAddressLines, wrapReceiptText } from '@emas/domain';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { drawStoreHeader } from '../report-pdf';
import { barcodeBars, qrRuns, RECEIPT_BARCODE_OPTIONS } from './receipt-codes';
import type { ReceiptModel, ReceiptPair } from './receipt-types';

/**
 * The receipt (nota) as a PDF (spec 001 §9 "Receipts"): the store header, the number and the other
 * info, the text fields cut into 20-character lines (at most 5), the lines, the totals and payments,
 * the store's note, a CODE128 barcode and a QR (level L) of the receipt number drawn as vector
 * rectangles, and the footer 'Printed By {user_id} / {date time}'. Every copy of the model starts on a
 * page of its own (two copies: the duplicate module, or the internal and customer copies of a
 * marketplace sale). Only filled rectangles are the bars and the QR modules (separators are lines).
 */

/** Desktop: A5 landscape; Mobile: an 80 mm roll cut to the content's length. */
export const RECEIPT_PAGES = {
  Desktop: { width: 210, height: 148, margin: 8 },
  Mobile: { width: 80, height: 0, margin: 4 },
} as const;

/** JsBarcode draws at 96 px per inch: 2 px per module is 0.529 mm, 40 px is 10.58 mm. */
const MM_PER_PX = 25.4 / 96;
const BARCODE_HEIGHT_MM = RECEIPT_BARCODE_OPTIONS.height * MM_PER_PX;
const QR_SIZE = { Desktop: 22, Mobile: 26 } as const;
const LINE = { Desktop: 3.8, Mobile: 3.4 } as const;
const FOOTER_SPACE = 9;

type Layout = { width: number; height: number; margin: number; line: number; mobile: boolean };

function layoutOf(model: ReceiptModel): Layout {
  const mobile = model.platform === 'Mobile';
  const page = RECEIPT_PAGES[model.platform];
  const height = mobile ? mobileHeight(model) : page.height;
  return { width: page.width, height, margin: page.margin, line: LINE[model.platform], mobile };
}

/** The roll's length: enough for every part of a copy (a long receipt still breaks into pages). */
function mobileHeight(model: ReceiptModel): number {
  const l = LINE.Mobile;
  const texts = model.texts.reduce((n, f) => n + Math.max(1, wrapReceiptText(f.text).length), 0);
  const note = model.note && model.notePosition === 'DEPAN' ? wrapReceiptText(model.note.text).length + 1 : 0;
  const terms = Math.max(...model.copies.map((c) => c.terms.reduce((n, t) => n + Math.ceil(t.length / 40) + 1, 0)), 0);
  const lines = 14 + model.info.length + texts + model.rows.length * 2 + model.totals.length + model.payments.length + 2 + note + terms;
  const codes = (model.showBarcode ? BARCODE_HEIGHT_MM + 7 : 0) + (model.showQr ? QR_SIZE.Mobile + 4 : 0);
  return Math.min(1000, Math.ceil(lines * l + codes + FOOTER_SPACE + 8));
}

/** A cursor down the page that starts a new page when the next part does not fit. */
class Cursor {
  y: number;
  constructor(
    private readonly doc: jsPDF,
    private readonly layout: Layout,
    start: number,
  ) {
    this.y = start;
  }
  ensure(needed: number): void {
    if (this.y + needed <= this.layout.height - FOOTER_SPACE) return;
    this.doc.addPage([this.layout.width, this.layout.height], this.layout.width > this.layout.height ? 'landscape' : 'portrait');
    this.y = this.layout.margin + 4;
  }
}

function setText(doc: jsPDF, size: number, bold = false): void {
  doc.setFont('helvetica', bold ? 'bold' : 'normal');
  doc.setFontSize(size);
}

function rule(doc: jsPDF, layout: Layout, y: number): void {
  doc.setLineWidth(0.2);
  doc.line(layout.margin, y, layout.width - layout.margin, y);
}

/** label ..... value, the value right-aligned at `right`. */
function pairLines(doc: jsPDF, pairs: readonly ReceiptPair[], x: number, right: number, cursor: Cursor, line: number, size: number): void {
  for (const p of pairs) {
    cursor.ensure(line);
    setText(doc, size, p.bold);
    doc.text(p.label, x, cursor.y);
    doc.text(p.value, right, cursor.y, { align: 'right' });
    cursor.y += line;
  }
}

/** The mobile header: name, address in lines of 48 characters (smaller type), title. */
function drawMobileHeader(doc: jsPDF, model: ReceiptModel, layout: Layout): number {
  const center = layout.width / 2;
  setText(doc, 11, true);
  doc.text(model.storeName, center, 10, { align: 'center' });
  const [a1, a2] = splitAddressLines(model.storeAddress);
  setText(doc, 6.5);
  let y = 14;
  for (const part of [a1, a2]) {
    if (!part) continue;
    doc.text(part, center, y, { align: 'center' });
    y += 3;
  }
  setText(doc, 9, true);
  doc.text(model.title, center, y + 2, { align: 'center' });
  return y + 6;
}

/** The barcode bars of the receipt number in a box: modules of 2 px unless that is too wide. */
function drawBarcode(doc: jsPDF, text: string, left: number, y: number, maxWidth: number, centre = false): { width: number; height: number } {
  const { bars, modules } = barcodeBars(text);
  const module = Math.min(RECEIPT_BARCODE_OPTIONS.width * MM_PER_PX, maxWidth / modules);
  const x = centre ? left + (maxWidth - modules * module) / 2 : left;
  for (const bar of bars) doc.rect(x + bar.x * module, y, bar.width * module, BARCODE_HEIGHT_MM, 'F');
  setText(doc, 7);
  doc.text(text, x + (modules * module) / 2, y + BARCODE_HEIGHT_MM + 3, { align: 'center' });
  return { width: modules * module, height: BARCODE_HEIGHT_MM + 4 };
}

/** The QR of the receipt number (level L): one filled rectangle per run of dark modules in a row. */
function drawQr(doc: jsPDF, text: string, x: number, y: number, size: number): void {
  const { size: count, runs } = qrRuns(text);
  const cell = size / count;
  for (const run of runs) doc.rect(x + run.col * cell, y + run.row * cell, run.length * cell, cell, 'F');
}

function drawCopy(doc: jsPDF, model: ReceiptModel, copyIndex: number, layout: Layout): void {
  const copy = model.copies[copyIndex]!;
  const { width, margin, line, mobile } = layout;
  const right = width - margin;
  const size = mobile ? 7 : 8;

  // header, copy label and info
  let y: number;
  if (mobile) {
    y = drawMobileHeader(doc, model, layout);
  } else {
    drawStoreHeader(doc, { storeName: model.storeName, storeAddress: model.storeAddress, title: model.title }, { width, margin });
    y = 36;
  }
  if (copy.label) {
    setText(doc, 7, true);
    doc.text(copy.label, mobile ? width / 2 : right, mobile ? 5 : 6, { align: mobile ? 'center' : 'right' });
  }
  const cursor = new Cursor(doc, layout, y);
  if (mobile) {
    pairLines(doc, model.info, margin, right, cursor, line, size);
  } else {
    // beside the store name, right-aligned
    let infoY = 12;
    for (const p of model.info) {
      setText(doc, size, p.bold);
      doc.text(`${p.label} : ${p.value}`, right, infoY, { align: 'right' });
      infoY += line;
    }
    cursor.y = Math.max(y, infoY + 1);
  }

  // text fields: side by side on a sheet, one under another on a roll
  const fields = model.texts.map((f) => ({ label: f.label, lines: wrapReceiptText(f.text) }));
  if (fields.length > 0) {
    if (mobile) {
      for (const f of fields) {
        const lines = f.lines.length > 0 ? f.lines : ['-'];
        lines.forEach((text, i) => {
          cursor.ensure(line);
          setText(doc, size, false);
          if (i === 0) doc.text(`${f.label}`, margin, cursor.y);
          doc.text(text, margin + 22, cursor.y);
          cursor.y += line;
        });
      }
    } else {
      const columnWidth = (width - 2 * margin) / fields.length;
      const tallest = Math.max(1, ...fields.map((f) => f.lines.length));
      cursor.ensure((tallest + 1) * line);
      fields.forEach((f, i) => {
        const x = margin + i * columnWidth;
        setText(doc, size, true);
        doc.text(f.label, x, cursor.y);
        setText(doc, size);
        f.lines.forEach((text, n) => doc.text(text, x, cursor.y + (n + 1) * line));
      });
      cursor.y += (tallest + 1) * line;
    }
  }

  // lines
  cursor.ensure(line * 2);
  rule(doc, layout, cursor.y - line + 1);
  if (mobile) {
    // a roll has no room for columns: each line as 'barcode name' then the other cells
    for (const row of model.rows) {
      cursor.ensure(line * 2);
      setText(doc, size, true);
      doc.text(doc.splitTextToSize(row.slice(0, 3).filter(Boolean).join(' '), right - margin)[0] as string, margin, cursor.y);
      cursor.y += line;
      setText(doc, size);
      const rest = row.slice(3);
      doc.text(rest.slice(0, -1).join('  '), margin, cursor.y);
      doc.text(rest[rest.length - 1] ?? '', right, cursor.y, { align: 'right' });
      cursor.y += line;
    }
  } else {
    const totalWeight = model.columns.reduce((s, c) => s + (c.weight ?? 1), 0);
    const tableWidth = width - 2 * margin;
    autoTable(doc, {
      startY: cursor.y - line + 2,
      margin: { left: margin, right: margin, top: margin + 4, bottom: FOOTER_SPACE + 2 },
      theme: 'plain',
      styles: { fontSize: size, cellPadding: 0.8, overflow: 'linebreak', textColor: 20 },
      headStyles: { fontStyle: 'bold' },
      // a header stands as its column's values do (columnStyles reach the body only)
      head: [model.columns.map((c) => ({ content: c.header, styles: { halign: c.align ?? 'left' } }))],
      body: model.rows,
      columnStyles: Object.fromEntries(
        model.columns.map((c, i) => [i, { halign: c.align ?? 'left', cellWidth: (tableWidth * (c.weight ?? 1)) / totalWeight }]),
      ),
    });
    cursor.y = ((doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? cursor.y) + line;
  }
  cursor.ensure(line);
  rule(doc, layout, cursor.y - line + 1.2);
  cursor.y += 1;

  // totals (right) and payments (left) on a sheet; one after the other on a roll
  if (mobile) {
    pairLines(doc, model.totals, margin, right, cursor, line, size);
    if (model.payments.length > 0) {
      cursor.ensure(line);
      setText(doc, size, true);
      doc.text(model.paymentsLabel, margin, cursor.y);
      cursor.y += line;
      pairLines(doc, model.payments, margin, right, cursor, line, size);
    }
  } else {
    const blockLines = Math.max(model.totals.length, model.payments.length + 1);
    cursor.ensure(blockLines * line);
    const top = cursor.y;
    const totalsCursor = new Cursor(doc, layout, top);
    pairLines(doc, model.totals, width / 2 + 20, right, totalsCursor, line, size);
    const payCursor = new Cursor(doc, layout, top);
    if (model.payments.length > 0) {
      setText(doc, size, true);
      doc.text(model.paymentsLabel, margin, payCursor.y);
      payCursor.y += line;
      pairLines(doc, model.payments, margin, width / 2 + 10, payCursor, line, size);
    }
    cursor.y = Math.max(totalsCursor.y, payCursor.y);
  }

  // the store's note in front, and the copy's terms
  const noteLines = model.note ? wrapReceiptText(model.note.text) : [];
  if (model.note && model.notePosition === 'DEPAN' && noteLines.length > 0) {
    cursor.ensure((noteLines.length + 1) * line);
    setText(doc, size, true);
    doc.text(model.note.label, margin, cursor.y);
    setText(doc, size);
    noteLines.forEach((text, i) => doc.text(text, margin, cursor.y + (i + 1) * line));
    cursor.y += (noteLines.length + 1) * line;
  }
  for (const term of copy.terms) {
    const wrapped = doc.splitTextToSize(term, right - margin) as string[];
    cursor.ensure(wrapped.length * line);
    setText(doc, size, true);
    doc.text(wrapped, margin, cursor.y);
    cursor.y += wrapped.length * line;
  }

  // barcode and QR of the receipt number
  if (model.showBarcode || model.showQr) {
    const qrSize = QR_SIZE[model.platform];
    if (mobile) {
      if (model.showBarcode) {
        cursor.ensure(BARCODE_HEIGHT_MM + 6);
        const drawn = drawBarcode(doc, model.number, margin, cursor.y, right - margin, true);
        cursor.y += drawn.height + 2;
      }
      if (model.showQr) {
        cursor.ensure(qrSize + 2);
        drawQr(doc, model.number, (width - qrSize) / 2, cursor.y, qrSize);
        cursor.y += qrSize + 2;
      }
    } else {
      const needed = Math.max(model.showBarcode ? BARCODE_HEIGHT_MM + 5 : 0, model.showQr ? qrSize : 0) + 2;
      cursor.ensure(needed);
      if (model.showBarcode) drawBarcode(doc, model.number, margin, cursor.y, width / 2 - margin);
      if (model.showQr) drawQr(doc, model.number, right - qrSize, cursor.y, qrSize);
      cursor.y += needed;
    }
  }

  // a member's receipt: the QR of the member's own page, under its caption
  if (model.memberLink) {
    const qrSize = QR_SIZE[model.platform] + 6;
    cursor.ensure(qrSize + line + 3);
    setText(doc, size, true);
    doc.text(model.memberLink.caption, width / 2, cursor.y + line, { align: 'center' });
    cursor.y += line + 1;
    drawQr(doc, model.memberLink.url, (width - qrSize) / 2, cursor.y, qrSize);
    cursor.y += qrSize + 2;
  }

  // the note on the back: a page of its own after the copy
  if (model.note && model.notePosition === 'BELAKANG' && noteLines.length > 0) {
    doc.addPage([width, layout.height], width > layout.height ? 'landscape' : 'portrait');
    setText(doc, size + 1, true);
    doc.text(model.note.label, margin, margin + 6);
    setText(doc, size + 1);
    noteLines.forEach((text, i) => doc.text(text, margin, margin + 6 + (i + 1) * (line + 0.5)));
  }
}

/** Builds the receipt PDF: every copy from a new page, the printed-by footer on every page. */
export function buildReceiptPdf(model: ReceiptModel): jsPDF {
  const layout = layoutOf(model);
  const orientation = layout.width > layout.height ? 'landscape' : 'portrait';
  const doc = new jsPDF({ orientation, unit: 'mm', format: [layout.width, layout.height] });
  doc.setProperties({ title: `${model.title} ${model.number}` });
  const copies = model.copies.length > 0 ? model.copies : [{ label: '', terms: [] }];
  const withCopies: ReceiptModel = { ...model, copies };
  copies.forEach((_, i) => {
    if (i > 0) doc.addPage([layout.width, layout.height], orientation);
    drawCopy(doc, withCopies, i, layout);
  });
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    setText(doc, layout.mobile ? 6 : 7);
    doc.text(model.printedBy, layout.margin, layout.height - 4);
  }
  return doc;
}
