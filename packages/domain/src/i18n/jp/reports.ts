/** Texts of the reports area (Japanese). Same keys as ../id/reports.ts. */
export const reports = {
  auditLogin: {
    title: 'ログイン監査レポート',
    fileName: 'ログイン監査レポート',
    event: 'イベント',
    sortBy: '並べ替え',
    time: '日時',
    user: 'ユーザーID',
    store: '店舗コード',
    address: 'IPアドレス',
    keterangan: '備考',
    events: {
      ALL: 'すべて',
      LOGIN: 'ログイン',
      LOGOUT: 'ログアウト',
      LOGIN_GAGAL: 'ログイン失敗',
      LOGIN_DITOLAK: 'ログイン拒否',
      SESI_DIAKHIRI: 'セッション終了',
      GANTI_PASSWORD: 'パスワード変更',
      RESET_PASSWORD: 'パスワードリセット',
    },
    sorts: {
      created_at: '日時',
      user_id: 'ユーザーID',
      event: 'イベント',
    },
  },
} as const;
