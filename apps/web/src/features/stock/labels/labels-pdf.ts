import { formatRupiah, formatWeight, parseWeightToMg, type BarangRow } from '@emas/domain';
import JsBarcode from 'jsbarcode';
import { jsPDF } from 'jspdf';

/**
 * Barcode labels of /cetak-barcode (spec 000 §2; CODE128, height 40, width 2 as in spec 001 §9):
 * 'LABEL BARCODE.pdf' with, per label, the bars drawn as vector rectangles (from JsBarcode's object
 * renderer, so no canvas is needed), the barcode text, the name, the weight (3 decimals) and the price.
 * Loaded only when printing.
 */

export const LABEL_PDF_NAME = 'LABEL BARCODE.pdf';
/** JsBarcode options of the product: CODE128, 40 px high, 2 px per module. */
export const BARCODE_OPTIONS = { format: 'CODE128', height: 40, width: 2 } as const;
/** JsBarcode draws at 96 px per inch: 2 px per module is 0.529 mm, 40 px is 10.58 mm. */
const MM_PER_PX = 25.4 / 96;

/**
 * Every label layout in one table. Sizes in millimetres. A sheet layout fills a page of `cols` x `rows`
 * labels from the top-left corner, row by row; a roll prints one label per page of its own size.
 */
export const LABEL_LAYOUTS = {
  /** A4 sheet, 3 columns x 10 rows of 63.5 x 25.4 mm (the common 30-up address label sheet) */
  A4_3X10: { kind: 'sheet', pageWidth: 210, pageHeight: 297, cols: 3, rows: 10, width: 63.5, height: 25.4, left: 7.25, top: 21.5, gapX: 2.5, gapY: 0, fontSize: 7 },
  /** A4 sheet, 4 columns x 12 rows of 48.5 x 22 mm */
  A4_4X12: { kind: 'sheet', pageWidth: 210, pageHeight: 297, cols: 4, rows: 12, width: 48.5, height: 22, left: 5, top: 16.5, gapX: 2, gapY: 0, fontSize: 6 },
  /** jewellery tag roll 80 x 12 mm: bars on the left half, text on the right half (the tail) */
  ROLL_80X12: { kind: 'roll', pageWidth: 80, pageHeight: 12, cols: 1, rows: 1, width: 80, height: 12, left: 0, top: 0, gapX: 0, gapY: 0, fontSize: 5.5 },
} as const;
export type LabelLayoutKey = keyof typeof LABEL_LAYOUTS;
export type LabelLayout = (typeof LABEL_LAYOUTS)[LabelLayoutKey];
export const LABEL_LAYOUT_KEYS = Object.keys(LABEL_LAYOUTS) as LabelLayoutKey[];

export const labelsPerPage = (layout: LabelLayout) => layout.cols * layout.rows;

/** One bar of a barcode, in modules from the left edge. */
export type Bar = { x: number; width: number };

/**
 * The bars of a CODE128 barcode from JsBarcode's object renderer: each run of '1' in the encodings
 * is one bar. Also answers the total width in modules (quiet zones not included).
 */
export function barcodeBars(text: string): { bars: Bar[]; modules: number } {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, text, { ...BARCODE_OPTIONS });
  const data = (target.encodings ?? []).map((e) => e.data).join('');
  const bars: Bar[] = [];
  let start = -1;
  for (let i = 0; i <= data.length; i += 1) {
    if (data[i] === '1') {
      if (start < 0) start = i;
    } else if (start >= 0) {
      bars.push({ x: start, width: i - start });
      start = -1;
    }
  }
  return { bars, modules: data.length };
}

/** Today's sell price per gram of each group (GET parameter-harga-emas), for GRAM items. */
export type GroupPrices = ReadonlyMap<string, number>;

/**
 * The price printed on a label: BANDROL and AKSESORIS items their own `harga_jual`; GRAM items
 * weight x today's sell price of their group + ongkos (integer milligrams, rounded to the rupiah),
 * or their `harga_jual` when the group has no price today.
 */
export function labelPrice(item: Pick<BarangRow, 'jenis_harga' | 'harga_jual' | 'ongkos' | 'berat' | 'kode_group'>, prices: GroupPrices): number {
  if (item.jenis_harga !== 'GRAM') return item.harga_jual;
  const perGram = prices.get(item.kode_group);
  const mg = parseWeightToMg(item.berat);
  if (perGram === undefined || perGram <= 0 || mg === null) return item.harga_jual;
  return Math.round((mg * perGram) / 1000) + item.ongkos;
}

/** `berlian`: a diamond piece's carats, colour and clarity ('0.620ct G/VS1', issue 34), printed after the weight. */
export type LabelItem = Pick<BarangRow, 'kode_barcode' | 'nama_barang' | 'berat' | 'jenis_harga' | 'harga_jual' | 'ongkos' | 'kode_group'> & { berlian?: string | undefined };

export type LabelJob = {
  items: readonly LabelItem[];
  layout: LabelLayoutKey;
  /** 1-based place on the first sheet where printing starts (labels before it are already used) */
  start: number;
  /** labels per item */
  copies: number;
  prices: GroupPrices;
};

/** Where each label goes: page (0-based) and its top-left corner. */
export function labelPlaces(layout: LabelLayout, count: number, start: number): { page: number; x: number; y: number }[] {
  const perPage = labelsPerPage(layout);
  const first = Math.min(Math.max(1, Math.floor(start)), perPage) - 1;
  return Array.from({ length: count }, (_, i) => {
    const slot = first + i;
    const page = Math.floor(slot / perPage);
    const inPage = slot % perPage;
    const col = inPage % layout.cols;
    const row = Math.floor(inPage / layout.cols);
    return { page, x: layout.left + col * (layout.width + layout.gapX), y: layout.top + row * (layout.height + layout.gapY) };
  });
}

/** Cuts a text to the width, with '..' when it was longer. */
function fit(doc: jsPDF, text: string, width: number): string {
  if (doc.getTextWidth(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.getTextWidth(`${cut}..`) > width) cut = cut.slice(0, -1);
  return `${cut}..`;
}

/** Draws the bars in the box (x, y, width, height): modules of 2 px (0.529 mm) unless that does not fit. */
function drawBars(doc: jsPDF, text: string, x: number, y: number, width: number, height: number): void {
  const { bars, modules } = barcodeBars(text);
  const module = Math.min(BARCODE_OPTIONS.width * MM_PER_PX, width / modules);
  const barHeight = Math.min(BARCODE_OPTIONS.height * MM_PER_PX, height);
  const left = x + (width - modules * module) / 2;
  for (const bar of bars) doc.rect(left + bar.x * module, y, bar.width * module, barHeight, 'F');
}

function drawLabel(doc: jsPDF, layout: LabelLayout, item: LabelItem, price: number, x: number, y: number): void {
  const pad = 1.5;
  const fs = layout.fontSize;
  const lineMm = fs * 0.3528 * 1.15;
  doc.setFontSize(fs);
  doc.setTextColor(0, 0, 0);
  doc.setFillColor(0, 0, 0);
  const weight = item.berlian ? `${formatWeight(item.berat)} gr ${item.berlian}` : `${formatWeight(item.berat)} gr`;
  const money = formatRupiah(price);
  if (layout.kind === 'roll') {
    // left half: bars and the code under them; right half: name, weight, price
    const half = layout.width / 2;
    const barsHeight = layout.height - 2 * pad - lineMm;
    drawBars(doc, item.kode_barcode, x + pad, y + pad, half - 2 * pad, barsHeight);
    doc.setFont('helvetica', 'normal');
    doc.text(item.kode_barcode, x + half / 2, y + layout.height - pad, { align: 'center' });
    const tx = x + half + pad;
    const tw = half - 2 * pad;
    doc.setFont('helvetica', 'bold');
    doc.text(fit(doc, item.nama_barang, tw), tx, y + pad + lineMm * 0.8);
    doc.setFont('helvetica', 'normal');
    doc.text(weight, tx, y + pad + lineMm * 1.9);
    doc.setFont('helvetica', 'bold');
    doc.text(money, tx, y + pad + lineMm * 3);
    return;
  }
  const inner = layout.width - 2 * pad;
  doc.setFont('helvetica', 'bold');
  doc.text(fit(doc, item.nama_barang, inner), x + pad, y + pad + lineMm * 0.8);
  const barsTop = y + pad + lineMm * 1.1;
  const barsHeight = layout.height - 2 * pad - lineMm * 3.2;
  drawBars(doc, item.kode_barcode, x + pad, barsTop, inner, barsHeight);
  doc.setFont('helvetica', 'normal');
  const codeY = barsTop + Math.min(BARCODE_OPTIONS.height * MM_PER_PX, barsHeight) + lineMm * 0.85;
  doc.text(item.kode_barcode, x + layout.width / 2, codeY, { align: 'center' });
  const lastY = y + layout.height - pad;
  doc.text(weight, x + pad, lastY);
  doc.setFont('helvetica', 'bold');
  doc.text(money, x + layout.width - pad, lastY, { align: 'right' });
}

/** The labels of a job: each item `copies` times, in order, from place `start` of the first sheet. */
export function buildLabelsPdf(job: LabelJob): jsPDF {
  const layout = LABEL_LAYOUTS[job.layout];
  const copies = Math.max(1, Math.floor(job.copies));
  const labels = job.items.flatMap((item) => Array.from({ length: copies }, () => item));
  const orientation = layout.pageWidth > layout.pageHeight ? 'landscape' : 'portrait';
  const doc = new jsPDF({ orientation, unit: 'mm', format: [layout.pageWidth, layout.pageHeight], compress: false });
  doc.setProperties({ title: LABEL_PDF_NAME.replace(/\.pdf$/, '') });
  const places = labelPlaces(layout, labels.length, layout.kind === 'roll' ? 1 : job.start);
  let page = 0;
  labels.forEach((item, i) => {
    const place = places[i]!;
    while (page < place.page) {
      doc.addPage([layout.pageWidth, layout.pageHeight], orientation);
      page += 1;
    }
    drawLabel(doc, layout, item, labelPrice(item, job.prices), place.x, place.y);
  });
  return doc;
}

/** How many pages a job takes. */
export function sheetsOf(layoutKey: LabelLayoutKey, labels: number, start: number): number {
  const layout = LABEL_LAYOUTS[layoutKey];
  if (labels <= 0) return 0;
  const first = layout.kind === 'roll' ? 0 : Math.min(Math.max(1, Math.floor(start)), labelsPerPage(layout)) - 1;
  return Math.ceil((first + labels) / labelsPerPage(layout));
}
