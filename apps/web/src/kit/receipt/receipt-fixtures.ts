import type { SaleReceipt, SaleReceiptLine } from '@emas/domain';
import type { jsPDF } from 'jspdf';
import type { ReceiptModel } from './receipt-types';

/** A saved sale as the API answers it (saleReceipt), for the receipt and counter tests. */
export const RECEIPT_ADDRESS = 'JL. ASIA AFRIKA NO. 123, KELURAHAN BRAGA, KECAMATAN SUMUR BANDUNG, KOTA BANDUNG 40111';

export function receiptLine(code: string, overrides: Partial<SaleReceiptLine> = {}): SaleReceiptLine {
  return {
    no_faktur_jual: `JL-${code}`,
    kode_barcode: code,
    nama_barang: `CINCIN EMAS ${code.slice(-3)}`,
    kode_group: 'P17',
    kode_dept: 'CC',
    kadar: 75,
    berat: '2.345',
    jenis: 'NORMAL',
    jenis_harga: 'GRAM',
    kode_gudang: 'UTAMA',
    kode_baki: 'B01',
    harga_per_gram: 1_000_000,
    ongkos: 50_000,
    harga_hitung: 2_395_000,
    harga: 2_395_000,
    jumlah: 1,
    status: 'AKTIF',
    ...overrides,
  };
}

export function saleReceiptFixture(overrides: Partial<SaleReceipt> = {}): SaleReceipt {
  return {
    no_faktur_group: 'FJBDG2611220001',
    kode_toko: 'BDG',
    nama_toko: 'TOKO EMAS BANDUNG',
    alamat_toko: RECEIPT_ADDRESS,
    tgl_system: '2026-11-22',
    created_at: '2026-11-22T08:30:00.000Z',
    input_by: 'KASIRBDG',
    kode_sales: 'S01',
    nama_sales: 'RINA',
    nama_customer: 'IBU SITI AMINAH BINTI ABDULLAH',
    alamat_customer: 'JL. MERDEKA NO. 45 BANDUNG',
    no_hp: '081234567890',
    keterangan: 'HADIAH ULANG TAHUN',
    status: 'AKTIF',
    valid: false,
    valid_by: null,
    diskon: 0,
    total_berat: '4.690',
    total_harga: 4_790_000,
    grand_total: 4_790_000,
    total_bayar: 4_800_000,
    kembalian: 10_000,
    total_batal: 0,
    alasan_batal: null,
    batal_by: null,
    batal_at: null,
    detail: [receiptLine('BDG0000101'), receiptLine('BDG0000102')],
    pembayaran: [
      { jenis: 'CARD', jumlah_rp: 4_000_000, kode_bank: 'BCA', no_rekening: '1234567890', fee_persen: 2, jumlah_gesek: 4_080_000, kode_marketplace: null },
      { jenis: 'CASH', jumlah_rp: 800_000, kode_bank: null, no_rekening: null, fee_persen: 0, jumlah_gesek: 800_000, kode_marketplace: null },
    ],
    otorisasi: [],
    titip: null,
    tukar: null,
    ...overrides,
  };
}

/** A text drawn on a PDF page: where it starts and ends (mm from the left), its baseline (pt from the bottom). */
export type PdfTextRun = { text: string; left: number; right: number; y: number };

const PT_PER_MM = 72 / 25.4;

/**
 * The texts of a jsPDF document as drawn (its uncompressed content streams: `/F2 8 Tf ... x y Td (text) Tj`),
 * each with its left and right edge measured in the document's own font metrics (F1 helvetica, F2 bold).
 */
export function pdfTextRuns(doc: jsPDF): PdfTextRun[] {
  const raw = doc.output();
  const runs: PdfTextRun[] = [];
  const re = /BT\s*\/F(\d+) ([\d.]+) Tf[\s\S]*?([\d.]+) ([\d.]+) Td\s*\(((?:\\.|[^\\)])*)\) Tj/g;
  for (const m of raw.matchAll(re)) {
    const text = m[5]!.replace(/\\(.)/g, '$1');
    doc.setFont('helvetica', m[1] === '2' ? 'bold' : 'normal');
    doc.setFontSize(Number(m[2]));
    const left = Number(m[3]) / PT_PER_MM;
    runs.push({ text, left, right: left + doc.getTextWidth(text), y: Number(m[4]) });
  }
  return runs;
}

/**
 * For each right-aligned column of a receipt model: the right edge of its header and of its first
 * line's value (mm), which a table aligned as its values lines up.
 */
export function columnEdges(doc: jsPDF, model: ReceiptModel): { header: string; headerRight: number; valueRight: number }[] {
  const runs = pdfTextRuns(doc);
  return model.columns.flatMap((c, i) => {
    if (c.align !== 'right') return [];
    const header = runs.find((r) => r.text === c.header);
    const value = runs.find((r) => header && r.text === model.rows[0]![i] && r.y < header.y);
    if (!header || !value) throw new Error(`column ${c.header} not found in the PDF`);
    return [{ header: c.header, headerRight: header.right, valueRight: value.right }];
  });
}
