import { formatBusinessDate, formatRupiah, KIRIM_UANG_PDF_NAME, KIRIM_UANG_PDF_TITLE, type KirimUangRow } from '@emas/domain';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { saveFile } from '../../kit/download';
import { drawStoreHeader, REPORT_PAGE, REPORT_TABLE_STYLE } from '../../kit/report-pdf';
import type { StoreHeader } from '../../kit/use-current-store';

/** Column and signature texts of the receipt, in the user's language. */
export type KirimUangPdfTexts = {
  notaKirim: string;
  tglSystem: string;
  dari: string;
  tujuan: string;
  asal: string;
  jumlah: string;
  keterangan: string;
  noReff: string;
  inputBy: string;
  diserahkan: string;
  diterima: string;
  printedBy: string;
};

/**
 * The receipt of a transfer (spec 000 §2, §9): A4 landscape titled LAPORAN KIRIM UANG under the
 * store's name and address (two lines of 48 characters), the transfer in a table, two signature places.
 */
export function buildKirimUangPdf(store: StoreHeader, row: KirimUangRow, texts: KirimUangPdfTexts): jsPDF {
  const { width, height, margin } = REPORT_PAGE;
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  doc.setProperties({ title: KIRIM_UANG_PDF_TITLE });
  drawStoreHeader(doc, { storeName: store.nama_toko, storeAddress: store.alamat_toko, title: KIRIM_UANG_PDF_TITLE });
  autoTable(doc, {
    startY: 40,
    margin: { left: margin, right: margin },
    ...REPORT_TABLE_STYLE,
    head: [[texts.notaKirim, texts.tglSystem, texts.dari, texts.tujuan, texts.asal, texts.jumlah, texts.keterangan, texts.noReff, texts.inputBy]],
    body: [
      [
        row.nota_kirim,
        formatBusinessDate(row.tgl_system),
        `${row.kode_toko} - ${row.nama_toko}`,
        `${row.tujuan} - ${row.nama_tujuan}`,
        row.no_rekening ? `${row.asal} ${row.no_rekening}` : row.asal,
        formatRupiah(row.jumlah_rp),
        row.keterangan,
        row.no_reff,
        row.input_by,
      ],
    ],
    columnStyles: { 5: { halign: 'right' } },
  });
  const y = ((doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 60) + 15;
  doc.text(texts.diserahkan, margin + 30, y, { align: 'center' });
  doc.text(texts.diterima, width - margin - 30, y, { align: 'center' });
  doc.text('(______________________)', margin + 30, y + 25, { align: 'center' });
  doc.text('(______________________)', width - margin - 30, y + 25, { align: 'center' });
  doc.setFontSize(8);
  doc.text(texts.printedBy, margin, height - 8);
  doc.text('1 of 1', width - margin, height - 8, { align: 'right' });
  return doc;
}

/** Builds the receipt and hands it to the browser as 'Laporan KIRIM UANG.pdf'. */
export function downloadKirimUangPdf(store: StoreHeader, row: KirimUangRow, texts: KirimUangPdfTexts): void {
  saveFile(buildKirimUangPdf(store, row, texts).output('blob'), KIRIM_UANG_PDF_NAME);
}
