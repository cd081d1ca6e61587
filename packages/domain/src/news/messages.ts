/** Messages of the staff news (/hak-akses-news). */
export const NEWS_MESSAGES = {
  saved: 'Berita berhasil disimpan',
  deleted: 'Berita berhasil dihapus',
  notFound: 'Berita tidak ditemukan',
  judulRequired: 'Judul Tidak Boleh Kosong',
  judulTooLong: 'Judul maksimal 100 karakter',
  isiRequired: 'Isi Berita Tidak Boleh Kosong',
  isiTooLong: 'Isi Berita maksimal 1000 karakter',
  levelsRequired: 'Pilih minimal satu level',
  levelInvalid: 'Level tidak dikenal',
  tokoInvalid: 'Kode toko tidak dikenal',
} as const;
