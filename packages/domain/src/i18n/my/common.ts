/** Shared words (Malay). Same keys as ../id/common.ts. */
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
  loading: 'Memuatkan...',
  retry: 'Muat Semula',
  back: 'Kembali',
  search: 'Cari',
  errorTitle: 'Ralat!!',
  successTitle: 'Berjaya',
  infoTitle: 'Maklumat',
  warningTitle: 'Perhatian',
  timeout: 'Masalah sambungan..',
  noResponse: 'Masalah Sambungan',
  /** a customer's birth date (optional on receipts, pawn loans, orders, repairs) */
  birthDate: 'Tarikh Lahir',
} as const;
