/** Columns of the many-items sheet: the row fields of POST barang/banyak, in template order. */
export const BANYAK_COLUMNS = [
  'kode_barcode',
  'nama_barang',
  'kode_group',
  'kode_dept',
  'kode_gudang',
  'kode_baki',
  'berat',
  'kadar',
  'size',
  'kode_intern',
  'jenis_harga',
  'harga_jual',
  'ongkos',
] as const;
export type BanyakColumn = (typeof BANYAK_COLUMNS)[number];
export type BanyakRow = Record<BanyakColumn, string>;

export function emptyBanyakRow(): BanyakRow {
  return Object.fromEntries(BANYAK_COLUMNS.map((c) => [c, ''])) as BanyakRow;
}

export function isBlankRow(row: BanyakRow): boolean {
  return BANYAK_COLUMNS.every((c) => row[c].trim() === '');
}

