/** Messages of the diamond stock (issue 34): receiving diamond pieces, the diamond book (Indonesian). */
export const BERLIAN_STOCK_MESSAGES = {
  moduleOff: 'Modul berlian tidak aktif',
  supplierRequired: 'Supplier Berlian Tidak Boleh Kosong',
  modalRequired: 'Harga Modal Tidak Boleh Kosong',
  certificateTwice: 'No sertifikat dipakai dua kali dalam penerimaan ini',
  received: 'Barang Berlian Berhasil Diterima',
  bookFound: 'Data Buku Berlian Ditemukan',
  bookEmpty: 'Tidak ada barang berlian pada periode ini',
  certificateFileInvalid: 'File sertifikat harus foto (JPG/PNG/WEBP) atau PDF',
  certificateSaved: 'Sertifikat Berhasil Disimpan',
  noCertificate: 'Barang ini belum punya sertifikat',
} as const;

export function supplierBerlianUnknownMessage(code: string): string {
  return `Supplier Berlian ${code} tidak terdaftar`;
}
