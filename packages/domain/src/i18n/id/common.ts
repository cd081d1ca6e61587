/** Shared words and the route titles (Indonesian, the default language). */
export const common = {
  appName: 'Emas',
  yes: 'Ya',
  no: 'Tidak',
  ok: 'OK',
  cancel: 'Batal',
  activate: 'Aktifkan',
  save: 'Simpan Data',
  saving: 'Sedang Menyimpan',
  close: 'Tutup',
  loading: 'Memuat...',
  retry: 'Muat Ulang',
  back: 'Kembali',
  search: 'Cari',
  errorTitle: 'Oopss!!',
  successTitle: 'Berhasil',
  infoTitle: 'Info',
  warningTitle: 'Perhatian',
  timeout: 'Koneksi bermasalah..',
  noResponse: 'Koneksi Bermasalah',
  /** a customer's birth date (optional on receipts, pawn loans, orders, repairs) */
  birthDate: 'Tanggal Lahir',
} as const;
