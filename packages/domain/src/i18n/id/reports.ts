/** Texts of the reports area (Indonesian, the default language). */
export const reports = {
  auditLogin: {
    title: 'LAPORAN AUDIT LOGIN',
    fileName: 'LAPORAN AUDIT LOGIN',
    event: 'Event',
    sortBy: 'Urutkan',
    time: 'Waktu',
    user: 'User ID',
    store: 'Kode Toko',
    address: 'Alamat IP',
    keterangan: 'Keterangan',
    events: {
      ALL: 'SEMUA',
      LOGIN: 'LOGIN',
      LOGOUT: 'LOGOUT',
      LOGIN_GAGAL: 'LOGIN GAGAL',
      LOGIN_DITOLAK: 'LOGIN DITOLAK',
      SESI_DIAKHIRI: 'SESI DIAKHIRI',
      GANTI_PASSWORD: 'GANTI PASSWORD',
      RESET_PASSWORD: 'RESET PASSWORD',
    },
    sorts: {
      created_at: 'Waktu',
      user_id: 'User ID',
      event: 'Event',
    },
  },
} as const;
