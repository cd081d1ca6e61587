import { formatBusinessDate, formatRupiah, splitAddressLines, type PindahDetailRow, type PindahRow } from '@emas/domain';
import ExcelJS from 'exceljs';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { drawStoreHeader, REPORT_PAGE, REPORT_TABLE_STYLE } from '../../../kit/report-pdf';
import { blobToDataUrl } from '../../../lib/api';
import type { StoreHeader } from '../../../kit/use-current-store';
import { scanTotals, weightText } from './scan-list';

/**
 * The transfer receipts of /lihat-pindah-barang (spec 001 §2, §9): 'BUKTI PINDAH BARANG.pdf'
 * with a 20x20 mm product photo per line, and 'TANDA_TERIMA.xlsx'. Loaded only when printing.
 */

export const BUKTI_PDF_NAME = 'BUKTI PINDAH BARANG.pdf';
export const TANDA_TERIMA_NAME = 'TANDA_TERIMA.xlsx';
/** product photo size on the receipt (spec 001 §9) */
export const PHOTO_MM = 20;

/** Shown when a product photo cannot be read (spec 001 §7): a light grey frame. */
export const DEFAULT_PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAF0lEQVR4nGNYgAMwLFiw4CEGGAwSWAEAmk+TbSPU1OMAAAAASUVORK5CYII=';

export type ReceiptTexts = {
  pdfTitle: string;
  excelTitle: string;
  noPindah: string;
  tanggal: string;
  ke: string;
  inputBy: string;
  no: string;
  foto: string;
  kodeBarcode: string;
  keterangan: string;
  dari: string;
  berat: string;
  size: string;
  qty: string;
  hargaJual: string;
  total: string;
  diserahkan: string;
  diterima: string;
  printedBy: string;
};

export type ReceiptInput = {
  store: StoreHeader;
  transfer: PindahRow;
  lines: readonly PindahDetailRow[];
  texts: ReceiptTexts;
};

function infoLines(input: ReceiptInput): string[] {
  const { transfer: doc, texts } = input;
  return [
    `${texts.noPindah}: ${doc.no_pindah}`,
    `${texts.tanggal}: ${formatBusinessDate(doc.tgl_system)}`,
    `${texts.ke}: ${doc.kode_gudang} / ${doc.kode_baki}`,
    `${texts.inputBy}: ${doc.input_by}`,
  ];
}

/** Reads an image file (PNG or JPEG, as foto_produk answers) into a data URL jsPDF can draw; null when it is not one. */
async function readImage(blob: Blob): Promise<string | null> {
  if (!/^image\/(png|jpe?g)$/i.test(blob.type)) return null;
  try {
    return await blobToDataUrl(blob);
  } catch {
    return null;
  }
}

/**
 * The photo of each line from foto_produk/{kode_barcode} (GET with the bearer token: the caller's
 * `fetchPhoto`, see LihatPindahBarangPage, sends the session headers); the default image on any failure.
 */
export async function loadPhotos(codes: readonly string[], fetchPhoto: (code: string) => Promise<Blob | null>): Promise<string[]> {
  return Promise.all(
    codes.map(async (code) => {
      try {
        const blob = await fetchPhoto(code);
        return (blob && (await readImage(blob))) ?? DEFAULT_PHOTO;
      } catch {
        return DEFAULT_PHOTO;
      }
    }),
  );
}

function formatOf(dataUrl: string): 'PNG' | 'JPEG' {
  return dataUrl.startsWith('data:image/png') ? 'PNG' : 'JPEG';
}

/** BUKTI PINDAH BARANG: store header (address in two lines), the document, lines with photos, totals. */
export function buildBuktiPindahPdf(input: ReceiptInput, photos: readonly string[]): jsPDF {
  const { width, height, margin } = REPORT_PAGE;
  const { store, lines, texts } = input;
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  doc.setProperties({ title: texts.pdfTitle });
  drawStoreHeader(doc, { storeName: store.nama_toko, storeAddress: store.alamat_toko, title: texts.pdfTitle });
  infoLines(input).forEach((text, i) => doc.text(text, margin + (i % 2) * 120, 38 + Math.floor(i / 2) * 5));

  const totals = scanTotals(lines);
  const qty = lines.reduce((s, l) => s + l.qty, 0);
  autoTable(doc, {
    startY: 48,
    margin: { left: margin, right: margin, top: margin + 2, bottom: 16 },
    ...REPORT_TABLE_STYLE,
    styles: { ...REPORT_TABLE_STYLE.styles, valign: 'middle' },
    head: [[texts.no, texts.foto, texts.kodeBarcode, texts.keterangan, texts.dari, texts.berat, texts.size, texts.qty, texts.hargaJual]],
    body: lines.map((l, i) => [
      String(i + 1),
      '',
      l.kode_barcode,
      l.keterangan,
      `${l.dari_gudang} / ${l.dari_baki}`,
      weightText(l.berat),
      l.size,
      String(l.qty),
      formatRupiah(l.harga_jual),
    ]),
    foot: [[texts.total, '', '', '', '', totals.berat, '', String(qty), '']],
    showFoot: 'lastPage',
    columnStyles: {
      0: { halign: 'center', cellWidth: 10 },
      1: { cellWidth: PHOTO_MM + 3, minCellHeight: PHOTO_MM + 3 },
      5: { halign: 'right' },
      7: { halign: 'right' },
      8: { halign: 'right' },
    },
    didDrawCell: (data) => {
      if (data.section !== 'body' || data.column.index !== 1) return;
      const photo = photos[data.row.index] ?? DEFAULT_PHOTO;
      try {
        doc.addImage(photo, formatOf(photo), data.cell.x + 1.5, data.cell.y + 1.5, PHOTO_MM, PHOTO_MM);
      } catch {
        doc.addImage(DEFAULT_PHOTO, 'PNG', data.cell.x + 1.5, data.cell.y + 1.5, PHOTO_MM, PHOTO_MM);
      }
    },
  });

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8);
    doc.text(texts.printedBy, margin, height - 8);
    doc.text(`${page} of ${pages}`, width - margin, height - 8, { align: 'right' });
  }
  return doc;
}

/** TANDA_TERIMA: the same header and lines as a workbook, with the two signature places. */
export async function buildTandaTerimaExcel(input: ReceiptInput): Promise<ArrayBuffer> {
  const { store, lines, texts } = input;
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const ws = workbook.addWorksheet('TANDA TERIMA', { pageSetup: { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 } });
  const headers = [texts.no, texts.kodeBarcode, texts.keterangan, texts.dari, texts.berat, texts.size, texts.qty, texts.hargaJual];
  const [line1, line2] = splitAddressLines(store.alamat_toko);
  const top: [string, Partial<ExcelJS.Font>][] = [
    [store.nama_toko, { bold: true, size: 14 }],
    [line1, { size: 10 }],
    [line2, { size: 10 }],
    [texts.excelTitle, { bold: true, size: 12 }],
    ...infoLines(input).map((text): [string, Partial<ExcelJS.Font>] => [text, { size: 10 }]),
  ];
  top.forEach(([text, font], i) => {
    const cell = ws.getRow(i + 1).getCell(1);
    cell.value = text;
    cell.font = font;
    ws.mergeCells(i + 1, 1, i + 1, headers.length);
  });
  let r = top.length + 2;
  const thin = { style: 'thin' as const, color: { argb: 'FFBFBFBF' } };
  const border = { top: thin, left: thin, bottom: thin, right: thin };
  headers.forEach((h, i) => {
    const cell = ws.getRow(r).getCell(i + 1);
    cell.value = h;
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF343A40' } };
    cell.alignment = { horizontal: 'center' };
    cell.border = border;
  });
  r += 1;
  lines.forEach((l, i) => {
    const values: (string | number)[] = [i + 1, l.kode_barcode, l.keterangan, `${l.dari_gudang} / ${l.dari_baki}`, l.berat, l.size, l.qty, l.harga_jual];
    values.forEach((v, c) => {
      const cell = ws.getRow(r).getCell(c + 1);
      cell.value = v;
      cell.border = border;
      if (c === 4) cell.numFmt = '#,##0.000';
      if (c === 7) cell.numFmt = '#,##0';
    });
    r += 1;
  });
  const totals = scanTotals(lines);
  const totalRow = ws.getRow(r);
  totalRow.getCell(1).value = texts.total;
  totalRow.getCell(5).value = totals.beratMg / 1000;
  totalRow.getCell(5).numFmt = '#,##0.000';
  totalRow.getCell(7).value = lines.reduce((s, l) => s + l.qty, 0);
  totalRow.eachCell((cell) => {
    cell.font = { bold: true };
    cell.border = border;
  });
  r += 3;
  ws.getRow(r).getCell(2).value = texts.diserahkan;
  ws.getRow(r).getCell(6).value = texts.diterima;
  ws.getRow(r + 4).getCell(2).value = '(..........................)';
  ws.getRow(r + 4).getCell(6).value = '(..........................)';
  [6, 16, 40, 16, 12, 8, 8, 16].forEach((w, i) => {
    ws.getColumn(i + 1).width = w;
  });
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}
