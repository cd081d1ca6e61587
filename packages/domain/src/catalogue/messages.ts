/** Messages of the catalogue screens and calls (spec 001 §5 and §8, byte for byte). */
export const CATALOGUE_MESSAGES = {
  imageRequired: 'Gambar Wajib Dimasukan',
  kategoriRequired: 'Kategori Harus Dipilih',
  namaBarangRequired: 'Nama Barang Tidak Boleh Kosong',
  beratRequired: 'Berat Barang Tidak Boleh Kosong',
  directUrlRequired: 'URL Pendukung Tidak Boleh Kosong',
  hargaJualRequired: 'Harga Jual Tidak Boleh Kosong',
  groupListRequired: 'Mohon Pilih List Group Minimal 1',
  namaAdminRequired: 'Mohon Masukan Nama Admin',
  noHpRequired: 'Mohon Masukan Nomor Handphone',
  noHpInvalid: 'Mohn Masukan Nomor Handphone Yang Valid',
  namaHadiahRequired: 'Nama Hadiah Tidak Boleh Kosong',
  infoRequired: 'Info Tidak Boleh Kosong',
  subInfoRequired: 'Sub Info Tidak Boleh Kosong',
  pointRequired: 'Point Tidak Boleh Kosong',
  kategoriImageRequired: 'Gambar wajib dimasukan, Mohon masukan gambar dan coba lagi',
  warnaRequired: 'Warna wajib dipilih, Mohon pilih warna dan coba lagi',
  created: 'Data Berhasil Ditambahkan',
  updated: 'Data Berhasil Dirubah',
  deleted: 'Data Berhasil Di Hapus',
  kategoriDeleteFailed: 'Gagal Menghapus Kategori Katalog, Coba Beberapa Saat Lagi',
  kategoriUpdateFailed: 'Gagal Merubah Kategori Katalog, Coba Beberapa Saat Lagi',
  kategoriCreateFailed: 'Gagal Menambahkan Kategori Katalog, Coba Beberapa Saat Lagi',
  /** limits of the shared schema (issue "catalogue input is not checked"): spec 000 §5, weight cannot be 0 */
  beratZero: 'Berat Barang Tidak Boleh 0',
  beratTooHeavy: 'Berat Barang tidak boleh lebih dari 10000 gram',
  hargaJualZero: 'Harga Jual Tidak Boleh 0',
  hargaJualTooHigh: 'Harga Jual tidak boleh lebih dari Rp 10,000,000,000',
  urlInvalid: 'URL Pendukung harus diawali http:// atau https://',
  pointZero: 'Point Tidak Boleh 0',
  pointTooHigh: 'Point tidak boleh lebih dari 1000000',
  /** the public catalogue: no such store */
  storeUnknown: 'Toko tidak ditemukan',
} as const;

/** 'Gagal Menambahkan Banner Katalog, Coba Beberapa Saat Lagi' and its edit and delete twins (spec 001 §8). */
export function catalogueFailures(name: string) {
  return {
    createFailed: `Gagal Menambahkan ${name}, Coba Beberapa Saat Lagi`,
    updateFailed: `Gagal Mengubah ${name}, Coba Beberapa Saat Lagi`,
    deleteFailed: `Gagal Menghapus ${name}, Coba Beberapa Saat Lagi`,
  };
}
