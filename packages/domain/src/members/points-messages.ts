/** Messages of members' points (issue 32). */
export const POIN_MESSAGES = {
  found: 'Data Tersedia',
  cariRequired: 'Kode Member / No HP Tidak Boleh Kosong',
  memberRequired: 'Kode Member Tidak Boleh Kosong',
  memberNotFound: 'Member tidak ditemukan',
  memberInactive: 'Member tidak aktif',
  poinRequired: 'Poin Tidak Boleh Kosong',
  poinInvalid: 'Poin harus bilangan bulat, tidak 0',
  keteranganRequired: 'Keterangan Tidak Boleh Kosong',
  poinNotEnough: 'Poin member tidak mencukupi',
  adjusted: 'Poin Member Berhasil Disesuaikan',
  saved: 'Data Berhasil Disimpan',
  resetModeInvalid: 'Jenis reset harus TANGGAL atau BULAN',
  tanggalResetInvalid: 'Tanggal reset harus berformat BB-HH (mis. 12-31)',
  bulanInvalid: 'Jumlah bulan harus 1 sampai 120',
  resetDone: 'Reset Poin Member Berhasil Dijalankan',
  resetAlreadyRun: 'Reset poin sudah dijalankan pada tanggal ini',
} as const;
