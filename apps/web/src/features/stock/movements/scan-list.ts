import { barcodeTwiceMessage, mgToWeightString, parseWeightToMg, sumWeightsMg, type BarangRow, type Milligrams } from '@emas/domain';

/** A scanned item as the scan list keeps it (the lookup's answer, GET barang/:kode_barcode). */
export type ScannedItem = Pick<BarangRow, 'kode_barcode' | 'nama_barang' | 'berat' | 'kode_gudang' | 'kode_baki'> &
  Partial<Pick<BarangRow, 'nama_baki' | 'status' | 'jumlah' | 'jenis_harga'>>;

/** A scanner types the code then presses Enter: trimmed and upper-cased like the server reads it. */
export function normalizeBarcode(text: string): string {
  return text.trim().toUpperCase();
}

/** 'Barcode X sudah ada di tabel' when the code is already a row (spec 000 §5), else null. */
export function duplicateMessage(items: readonly ScannedItem[], code: string): string | null {
  return items.some((i) => i.kode_barcode === code) ? barcodeTwiceMessage(code) : null;
}

/** An item's weight in milligrams; a weight the API never sends reads as 0. */
export function weightMgOf(item: Pick<ScannedItem, 'berat'>): Milligrams {
  return parseWeightToMg(item.berat) ?? 0;
}

/** Grams with 3 decimals, computed from milligrams. */
export function weightText(berat: number): string {
  return mgToWeightString(parseWeightToMg(berat) ?? 0);
}

/** Count and weight of the rows; the weight summed in integer milligrams so it never drifts. */
export function scanTotals(items: readonly Pick<ScannedItem, 'berat'>[]): { count: number; beratMg: Milligrams; berat: string } {
  const beratMg = sumWeightsMg(items.map(weightMgOf));
  return { count: items.length, beratMg, berat: mgToWeightString(beratMg) };
}
