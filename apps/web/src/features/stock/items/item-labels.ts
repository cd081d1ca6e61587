/**
 * The translation key of each item field's label: one list for the single-item form, the
 * many-items grid and its error list, so the same field reads the same on every screen.
 */
export const ITEM_FIELD_LABELS = {
  kode_barcode: 'stock.items.kodeBarcode',
  nama_barang: 'stock.items.namaBarang',
  kode_group: 'stock.items.group',
  kode_dept: 'stock.items.jenis',
  kode_gudang: 'stock.items.gudang',
  kode_baki: 'stock.items.baki',
  berat: 'stock.items.berat',
  berat_awal: 'stock.items.beratAwal',
  kadar: 'stock.items.kadar',
  size: 'stock.items.size',
  kode_intern: 'stock.items.kodeIntern',
  jenis_harga: 'stock.items.jenisHarga',
  harga_jual: 'stock.items.hargaJual',
  ongkos: 'stock.items.ongkos',
  jumlah: 'stock.items.jumlah',
} as const;

export type ItemField = keyof typeof ITEM_FIELD_LABELS;

/** The label key of a field named by the server; a name outside the list is shown as it came. */
export function findItemLabelKey(field: string): string | undefined {
  return Object.hasOwn(ITEM_FIELD_LABELS, field) ? ITEM_FIELD_LABELS[field as ItemField] : undefined;
}
