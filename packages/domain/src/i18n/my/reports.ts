/** Texts of the reports area (Malay). Same keys as ../id/reports.ts. */
export const reports = {
  auditLogin: {
    title: 'LAPORAN AUDIT LOG MASUK',
    fileName: 'LAPORAN AUDIT LOG MASUK',
    event: 'Peristiwa',
    sortBy: 'Susun Mengikut',
    time: 'Masa',
    user: 'ID Pengguna',
    store: 'Kod Kedai',
    address: 'Alamat IP',
    keterangan: 'Keterangan',
    events: {
      ALL: 'SEMUA',
      LOGIN: 'LOG MASUK',
      LOGOUT: 'LOG KELUAR',
      LOGIN_GAGAL: 'LOG MASUK GAGAL',
      LOGIN_DITOLAK: 'LOG MASUK DITOLAK',
      SESI_DIAKHIRI: 'SESI DITAMATKAN',
      GANTI_PASSWORD: 'TUKAR KATA LALUAN',
      RESET_PASSWORD: 'SET SEMULA KATA LALUAN',
    },
    sorts: {
      created_at: 'Masa',
      user_id: 'ID Pengguna',
      event: 'Peristiwa',
    },
  },
} as const;
