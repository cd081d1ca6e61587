/** Messages of the non-cash validation (VALIDASI_NON_CASH_MODULE, issue 36), in Indonesian. No zod here (first-load size). */
export const NON_CASH_MESSAGES = {
  validated: 'Pembayaran Non Tunai Berhasil Divalidasi',
  noRefRequired: 'No Faktur Tidak Boleh Kosong',
  referensiRequired: 'No Referensi Bank Tidak Boleh Kosong',
  jumlahRequired: 'Jumlah Di Rekening Koran Tidak Boleh Kosong',
  notPending: 'Pembayaran non tunai ini tidak menunggu validasi (sudah divalidasi atau dibatalkan)',
  amountMismatch: 'Jumlah tidak sama dengan pembayaran yang ditunggu, periksa kembali rekening koran',
  moduleOff: 'Modul Validasi Non Cash tidak aktif di toko ini',
} as const;
