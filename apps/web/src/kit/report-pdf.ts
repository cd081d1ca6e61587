import { splitAddressLines } from '@emas/domain';
import { jsPDF } from 'jspdf';
import type { UserOptions } from 'jspdf-autotable';
import type { ReportAlign, ReportCell, ReportSheet, ReportSheetColumn } from './report-types';

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

type Rgb = readonly [number, number, number];

/**
 * The look of every printed table: grid of 0.1 mm light-grey lines, size 8, 1.5 mm padding, a dark
 * head with white bold centred text, dark-grey body text, bold subtotal rows on light grey, and the
 * totals bold on grey.
 */
const TABLE_LOOK = {
  padding: 1.5,
  lineWidth: 0.1,
  lineColor: 200,
  bodyText: 80,
  headFill: [52, 58, 64] as Rgb,
  headText: 255,
  footFill: [233, 236, 239] as Rgb,
  footText: 20,
  subtotalFill: [248, 249, 250] as Rgb,
} as const;

/**
 * The same look for the lists drawn with jspdf-autotable (the send-money report, the transfer
 * receipt): grid, size 8, dark head, grey totals.
 */
export const REPORT_TABLE_STYLE: Pick<UserOptions, 'theme' | 'styles' | 'headStyles' | 'footStyles'> = {
  theme: 'grid',
  styles: { fontSize: REPORT_TABLE_FONT_SIZE, cellPadding: TABLE_LOOK.padding, overflow: 'linebreak' },
  headStyles: { fillColor: [...TABLE_LOOK.headFill], textColor: TABLE_LOOK.headText, halign: 'center', fontStyle: 'bold' },
  footStyles: { fillColor: [...TABLE_LOOK.footFill], textColor: TABLE_LOOK.footText, fontStyle: 'bold' },
};

/** Where the report table sits: from under the period on the first page, to above the page footer. */
const TABLE_AREA = { firstTop: 40, top: REPORT_PAGE.margin + 2, bottom: REPORT_PAGE.height - 16 } as const;

/**
 * Builds a report PDF: A4 landscape; the store name and its address in two lines (characters
 * 0-48 and 48-90), the title and the period; the table in size 8 with the header row on every page
 * and the totals once, on the last page; on every page the page number 'n of N' and
 * 'Printed By {user} / {time}'.
 */
export function buildReportPdf(sheet: ReportSheet, options: ReportPdfOptions = {}): jsPDF {
  const { width, height, margin } = REPORT_PAGE;
  const pageLabel = options.pageLabel ?? ((page: number, pages: number) => `${page} of ${pages}`);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  doc.setProperties({ title: sheet.title });

  drawStoreHeader(doc, sheet);
  doc.text(sheet.period, width / 2, 36, { align: 'center' });

  drawReportTable(doc, sheet, options.onPage);

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8);
    doc.setTextColor(0);
    doc.text(sheet.printedBy, margin, height - 8);
    doc.text(pageLabel(page, pages), width - margin, height - 8, { align: 'right' });
  }
  return doc;
}

/** Text jsPDF's built-in Helvetica prints byte for byte (printable ASCII): written straight into the page. */
const PLAIN_TEXT = /^[\x20-\x7e]*$/;
/** Numbers and dates: their column is made wide enough for the widest value before any text column. */
const isFigureColumn = (column: ReportSheetColumn) => column.kind !== 'text' || column.align === 'right';

type Font = { id: string; style: 'normal' | 'bold'; widths: Float64Array };
/** A row as it is laid out: its cells' lines (one each unless wrapped) and its height. */
type LaidRow = { lines: readonly (readonly string[])[]; height: number; font: Font; kind: 'head' | 'body' | 'subtotal' | 'foot' };

/**
 * Draws the report table from y = 40 down, over as many pages as it takes: the header row on every
 * page, subtotal rows bold, the totals after the last row (on the last page). Drawn with jsPDF
 * directly, the body written as page content in one piece a page: jspdf-autotable's per-cell layout
 * took 6.6-16.8 s for 10,000 rows in Chromium.
 *
 * Column widths are measured once (the widest header or cell of each column). When they fit the
 * page they are widened in proportion to fill it; when they do not, number and date columns keep the
 * width of their widest value and text columns share the rest. A cell wider than its column wraps
 * onto more lines (its row grows); nothing is clipped, so no digit of a number is ever lost.
 */
function drawReportTable(doc: jsPDF, sheet: ReportSheet, onPage?: (page: number) => void): void {
  const look = TABLE_LOOK;
  const k = doc.internal.scaleFactor;
  const pageHeightPt = REPORT_PAGE.height * k;
  const columns = sheet.columns;
  const count = columns.length;
  if (count === 0) return;
  const available = REPORT_PAGE.width - 2 * REPORT_PAGE.margin;

  // every width below is measured at size 8 and scaled to the size chosen (Helvetica's widths are linear in size)
  let fontSize: number = REPORT_TABLE_FONT_SIZE;
  let fontMm = fontSize / k;
  doc.setFontSize(fontSize);
  const fontOf = (style: 'normal' | 'bold'): Font => {
    doc.setFont('helvetica', style);
    const font = doc.getFont();
    const widths = new Float64Array(128);
    for (let c = 32; c < 127; c += 1) widths[c] = doc.getStringUnitWidth(String.fromCharCode(c), { font }) * fontMm;
    return { id: String(font.id), style, widths };
  };
  const normal = fontOf('normal');
  const bold = fontOf('bold');
  let scale = 1;

  /** printed width in mm at the chosen size (plain text from the font's character widths, as the page shows it unkerned) */
  const widthOf = (text: string, font: Font): number => {
    if (!PLAIN_TEXT.test(text)) {
      doc.setFont('helvetica', font.style);
      return Math.max(...text.split(/\r\n|\r|\n/).map((line) => doc.getStringUnitWidth(line) * fontMm));
    }
    let w = 0;
    for (let i = 0; i < text.length; i += 1) w += font.widths[text.charCodeAt(i)]!;
    return w * scale;
  };
  const longestWord = (text: string, font: Font, whole: number) => (text.includes(' ') ? Math.max(...text.split(' ').map((word) => widthOf(word, font))) : whole);

  // 1. every cell's width, measured once (at size 8)
  const subtotals = new Set(sheet.subtotalRows ?? []);
  const headWidths8 = columns.map((c) => widthOf(c.header, bold));
  const cellWidths8 = new Float64Array(sheet.rows.length * count);
  const contentWidths8 = new Array<number>(count).fill(0);
  sheet.rows.forEach((row, r) => {
    const font = subtotals.has(r) ? bold : normal;
    for (let i = 0; i < count; i += 1) {
      const w = widthOf(row[i]?.text ?? '', font);
      cellWidths8[r * count + i] = w;
      if (w > contentWidths8[i]!) contentWidths8[i] = w;
    }
  });
  const footWidths8 = sheet.totals ? columns.map((_, i) => widthOf(sheet.totals?.[i]?.text ?? '', bold)) : null;
  // the figures a column must show whole: its cells and its total, but the first total cell is a name ('Total
  // Semua Toko 4') that may wrap between words
  const figureWidths8 = contentWidths8.map((w, i) => (footWidths8 ? Math.max(w, i === 0 ? longestWord(sheet.totals?.[0]?.text ?? '', bold, footWidths8[0]!) : footWidths8[i]!) : w));
  footWidths8?.forEach((w, i) => (contentWidths8[i] = Math.max(contentWidths8[i]!, w)));
  const headWords8 = columns.map((c, i) => longestWord(c.header, bold, headWidths8[i]!));
  // the longest word of each text column (its least width), at size 8
  const textWords8 = columns.map((c, i) => {
    if (isFigureColumn(c)) return 0;
    let word = headWords8[i]!;
    sheet.rows.forEach((row, r) => {
      const w = cellWidths8[r * count + i]!;
      if (w > word) word = Math.max(word, longestWord(row[i]?.text ?? '', subtotals.has(r) ? bold : normal, w));
    });
    if (footWidths8 && footWidths8[i]! > word) word = Math.max(word, longestWord(sheet.totals?.[i]?.text ?? '', bold, footWidths8[i]!));
    return word;
  });

  // the size: 8 unless the figures (and the text columns' 10 mm) do not fit the page whole; then smaller, down to
  // 5, with less padding, so that no number or date is broken across lines (a wide table: the EOD's 22 columns)
  const figure = columns.map(isFigureColumn);
  const fitsAt = (size: number, padding: number) => {
    const f = size / REPORT_TABLE_FONT_SIZE;
    const floorSum = columns.reduce((sum, _, i) => sum + (figure[i] ? Math.max(figureWidths8[i]!, headWords8[i]!) * f + 2 * padding : Math.min(textWords8[i]! * f + 2 * padding, 10)), 0);
    return floorSum <= available;
  };
  const SIZES: readonly [number, number][] = [[8, 1.5], [7.5, 1.2], [7, 1], [6.5, 0.9], [6, 0.8], [5.5, 0.7], [5, 0.6]];
  const [size, pad] = SIZES.find(([z, p]) => fitsAt(z, p)) ?? SIZES[SIZES.length - 1]!;
  scale = size / REPORT_TABLE_FONT_SIZE;
  fontSize = size;
  fontMm = fontSize / k;
  const lineHeight = fontMm * doc.getLineHeightFactor();
  const scaled = (values: readonly number[]) => values.map((w) => w * scale);
  const headWidths = scaled(headWidths8);
  const cellWidths = Float64Array.from(cellWidths8, (w) => w * scale);
  const contentWidths = scaled(contentWidths8);
  const figureWidths = scaled(figureWidths8);
  const footWidths = footWidths8 ? scaled(footWidths8) : null;
  const headWords = scaled(headWords8);
  const textWords = scaled(textWords8);

  // 2. column widths
  const natural = columns.map((_, i) => Math.max(headWidths[i]!, contentWidths[i]!) + 2 * pad);
  const naturalSum = natural.reduce((a, b) => a + b, 0);
  let widths: number[];
  if (naturalSum <= available) {
    widths = natural.map((w) => (w * available) / naturalSum);
  } else {
    // least: a figure column its widest value, a text column its longest word (at most a quarter of the
    // page), so that only text breaks between words; headers break between words too
    const least = columns.map((c, i) => {
      if (isFigureColumn(c)) return Math.min(natural[i]!, Math.max(figureWidths[i]!, headWords[i]!) + 2 * pad);
      return Math.min(natural[i]!, Math.min(textWords[i]!, available / 4) + 2 * pad);
    });
    const leastSum = least.reduce((a, b) => a + b, 0);
    const figureSum = least.reduce((sum, w, i) => (figure[i] ? sum + w : sum), 0);
    const floor = least.map((w, i) => (figure[i] ? w : Math.min(w, 10)));
    const floorSum = floor.reduce((a, b) => a + b, 0);
    if (leastSum >= available && floorSum <= available && figureSum < leastSum) {
      // the figures still fit whole: text columns share what they leave, down to 10 mm (long words break)
      const above = least.map((w, i) => w - floor[i]!);
      const aboveSum = above.reduce((a, b) => a + b, 0);
      widths = floor.map((w, i) => w + (aboveSum > 0 ? (above[i]! * (available - floorSum)) / aboveSum : 0));
    } else if (leastSum >= available) {
      // not even the figures fit at the smallest size: every column in proportion, figures breaking by characters (never cut)
      widths = least.map((w) => (w * available) / leastSum);
    } else {
      const spare = available - leastSum;
      const wants = natural.map((w, i) => w - least[i]!);
      const wantSum = wants.reduce((a, b) => a + b, 0);
      widths = least.map((w, i) => w + (wantSum > 0 ? (wants[i]! * spare) / wantSum : 0));
    }
  }
  const lefts: number[] = [];
  widths.reduce((x, w) => (lefts.push(x), x + w), REPORT_PAGE.margin);
  const right = REPORT_PAGE.margin + available;

  // 3. rows: a cell wider than its column wraps (by words, a too-long word by characters)
  const wrap = (text: string, width: number, column: number, font: Font): readonly string[] => {
    if (width <= widths[column]! - 2 * pad + 0.01 && !/[\r\n]/.test(text)) return [text];
    doc.setFont('helvetica', font.style);
    return doc.splitTextToSize(text, widths[column]! - 2 * pad, { fontSize }) as string[];
  };
  const rowHeight = (lines: number) => lines * lineHeight + 2 * pad;
  const layRow = (cells: readonly (ReportCell | undefined)[], measured: (i: number) => number, font: Font, kind: LaidRow['kind']): LaidRow => {
    let most = 1;
    const lines = columns.map((_, i) => {
      const text = cells[i]?.text ?? '';
      const split = wrap(text, measured(i), i, font);
      if (split.length > most) most = split.length;
      return split;
    });
    return { lines, height: rowHeight(most), font, kind };
  };
  const head = layRow(
    columns.map((c) => ({ text: c.header, value: null })),
    (i) => headWidths[i]!,
    bold,
    'head',
  );
  const foot = sheet.totals && footWidths ? layRow(sheet.totals, (i) => footWidths[i]!, bold, 'foot') : null;
  // a row no page can hold keeps the lines that fit
  const roomy = TABLE_AREA.bottom - TABLE_AREA.top - head.height;
  const fitted = (row: LaidRow): LaidRow => {
    if (row.height <= roomy) return row;
    const keep = Math.max(1, Math.floor((roomy - 2 * pad) / lineHeight));
    return { ...row, lines: row.lines.map((l) => l.slice(0, keep)), height: rowHeight(keep) };
  };

  // 4. pages: drawn one by one, each page's table written as one piece of page content
  const f2 = (n: number) => n.toFixed(2);
  const gray = (level: number) => f2(level / 255);
  const rgb = (c: Rgb) => c.map((v) => f2(v / 255)).join(' ');
  const escape = (text: string) => text.replace(/[\\()]/g, '\\$&');
  const textColor = { head: look.headText, body: look.bodyText, subtotal: look.bodyText, foot: look.footText } as const;

  let page = 1;
  let top: number = TABLE_AREA.firstTop;
  let fills: string[] = [];
  let texts: string[] = [];
  /** cells jsPDF itself must write (text beyond printable ASCII: its encoding) */
  let special: { text: string; x: number; y: number; font: Font; color: number }[] = [];
  let bodyTop = 0;
  let y = 0;
  let rules: number[] = [];

  const drawCells = (row: LaidRow, rowTop: number) => {
    const color = textColor[row.kind];
    texts.push(`/${row.font.id} ${fontSize} Tf ${gray(color)} g`);
    for (let i = 0; i < count; i += 1) {
      const lines = row.lines[i]!;
      const align: ReportAlign = row.kind === 'head' ? 'center' : (columns[i]!.align ?? 'left');
      let baseline = rowTop + pad + fontMm * (2 - 1.15);
      for (const line of lines) {
        if (line !== '') {
          const w = lines.length === 1 && row.kind === 'body' ? cellWidths[bodyIndex * count + i]! : widthOf(line, row.font);
          const x = align === 'right' ? lefts[i]! + widths[i]! - pad - w : align === 'center' ? lefts[i]! + (widths[i]! - w) / 2 : lefts[i]! + pad;
          if (PLAIN_TEXT.test(line)) texts.push(`1 0 0 1 ${f2(x * k)} ${f2(pageHeightPt - baseline * k)} Tm (${escape(line)}) Tj`);
          else special.push({ text: line, x, y: baseline, font: row.font, color });
        }
        baseline += lineHeight;
      }
    }
  };
  const fill = (color: Rgb, rowTop: number, h: number) => fills.push(`${rgb(color)} rg ${f2(REPORT_PAGE.margin * k)} ${f2(pageHeightPt - (rowTop + h) * k)} ${f2(available * k)} ${f2(h * k)} re f`);
  let bodyIndex = 0;

  const startPage = () => {
    fills = [];
    texts = [];
    special = [];
    rules = [];
    fill(look.headFill, top, head.height);
    drawCells(head, top);
    bodyTop = top + head.height;
    y = bodyTop;
    rules.push(y);
  };
  const endPage = (footRow: LaidRow | null) => {
    const ops: string[] = ['q', ...fills];
    if (y > bodyTop) {
      // the grid of the body: a line under every row, and the column lines from the head down
      ops.push(`${f2(look.lineWidth * k)} w ${gray(look.lineColor)} G`);
      const x1 = f2(REPORT_PAGE.margin * k);
      const x2 = f2(right * k);
      for (const ruleY of rules) ops.push(`${x1} ${f2(pageHeightPt - ruleY * k)} m ${x2} ${f2(pageHeightPt - ruleY * k)} l`);
      const yTop = f2(pageHeightPt - bodyTop * k);
      const yBottom = f2(pageHeightPt - y * k);
      for (const x of [...lefts, right]) ops.push(`${f2(x * k)} ${yTop} m ${f2(x * k)} ${yBottom} l`);
      ops.push('S');
    }
    if (footRow) {
      ops.push(`${rgb(look.footFill)} rg ${f2(REPORT_PAGE.margin * k)} ${f2(pageHeightPt - (y + footRow.height) * k)} ${f2(available * k)} ${f2(footRow.height * k)} re f`);
      drawCells(footRow, y);
      y += footRow.height;
    }
    ops.push('BT', ...texts, 'ET', 'Q');
    (doc.internal as unknown as { write: (text: string) => void }).write(ops.join('\n'));
    for (const cell of special) {
      doc.setFont('helvetica', cell.font.style);
      doc.setFontSize(fontSize);
      doc.setTextColor(cell.color);
      doc.text(cell.text, cell.x, cell.y);
    }
    onPage?.(page);
  };
  const nextPage = () => {
    doc.addPage();
    page += 1;
    top = TABLE_AREA.top;
    startPage();
  };

  startPage();
  for (bodyIndex = 0; bodyIndex < sheet.rows.length; bodyIndex += 1) {
    const subtotal = subtotals.has(bodyIndex);
    const row = fitted(layRow(sheet.rows[bodyIndex]!, (i) => cellWidths[bodyIndex * count + i]!, subtotal ? bold : normal, subtotal ? 'subtotal' : 'body'));
    if (y + row.height > TABLE_AREA.bottom && y > bodyTop) {
      endPage(null);
      nextPage();
    }
    if (subtotal) fill(look.subtotalFill, y, row.height);
    drawCells(row, y);
    y += row.height;
    rules.push(y);
  }
  if (foot && y + foot.height > TABLE_AREA.bottom && y > bodyTop) {
    endPage(null);
    nextPage();
  }
  endPage(foot);
  doc.setFont('helvetica', 'normal');
}
