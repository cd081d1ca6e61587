/** Texts of the reports area (English, the fallback language). Same keys as ../id/reports.ts. */
export const reports = {
  auditLogin: {
    title: 'LOGIN AUDIT REPORT',
    fileName: 'LOGIN AUDIT REPORT',
    event: 'Event',
    sortBy: 'Sort By',
    time: 'Time',
    user: 'User ID',
    store: 'Store Code',
    address: 'IP Address',
    keterangan: 'Description',
    events: {
      ALL: 'ALL',
      LOGIN: 'LOGIN',
      LOGOUT: 'LOGOUT',
      LOGIN_GAGAL: 'LOGIN FAILED',
      LOGIN_DITOLAK: 'LOGIN REJECTED',
      SESI_DIAKHIRI: 'SESSION ENDED',
      GANTI_PASSWORD: 'PASSWORD CHANGE',
      RESET_PASSWORD: 'PASSWORD RESET',
    },
    sorts: {
      created_at: 'Time',
      user_id: 'User ID',
      event: 'Event',
    },
  },
} as const;
