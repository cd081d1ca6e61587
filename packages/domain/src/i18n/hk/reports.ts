/** Texts of the reports area (Traditional Chinese, Hong Kong). Same keys as ../id/reports.ts. */
export const reports = {
  auditLogin: {
    title: '登入審計報表',
    fileName: '登入審計報表',
    event: '事件',
    sortBy: '排序方式',
    time: '時間',
    user: '用戶 ID',
    store: '店舖代碼',
    address: 'IP 位址',
    keterangan: '備註',
    events: {
      ALL: '全部',
      LOGIN: '登入',
      LOGOUT: '登出',
      LOGIN_GAGAL: '登入失敗',
      LOGIN_DITOLAK: '登入被拒',
      SESI_DIAKHIRI: '工作階段已結束',
      GANTI_PASSWORD: '更改密碼',
      RESET_PASSWORD: '重設密碼',
    },
    sorts: {
      created_at: '時間',
      user_id: '用戶 ID',
      event: '事件',
    },
  },
} as const;
