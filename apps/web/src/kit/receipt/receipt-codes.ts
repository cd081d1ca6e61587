import JsBarcode from 'jsbarcode';
import QRCode from 'qrcode';

/** The product's barcode: CODE128, 40 px high, 2 px per module (spec 001 §9). */
export const RECEIPT_BARCODE_OPTIONS = { format: 'CODE128', height: 40, width: 2 } as const;
/** QR error correction level L (spec 001 §9). */
export const RECEIPT_QR_LEVEL = 'L' as const;

/** One bar: its left edge and width, in modules. */
export type BarcodeBar = { x: number; width: number };

/** JsBarcode's object renderer: the encodings of a text ('1' = dark module), no canvas needed. */
export function barcodeEncoding(text: string): string {
  const data: { encodings?: { data: string }[] } = {};
  JsBarcode(data, text, { ...RECEIPT_BARCODE_OPTIONS });
  return (data.encodings ?? []).map((e) => e.data).join('');
}

/** The bars of the CODE128 barcode of a text: each run of dark modules is one bar. */
export function barcodeBars(text: string): { bars: BarcodeBar[]; modules: number } {
  const data = barcodeEncoding(text);
  const bars: BarcodeBar[] = [];
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

/** The dark modules of the QR of a text (level L), as runs per row: { row, col, length }. */
export function qrRuns(text: string): { size: number; runs: { row: number; col: number; length: number }[] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: RECEIPT_QR_LEVEL });
  const runs: { row: number; col: number; length: number }[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let col = 0; col <= modules.size; col += 1) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark) {
        if (start < 0) start = col;
      } else if (start >= 0) {
        runs.push({ row, col: start, length: col - start });
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}
