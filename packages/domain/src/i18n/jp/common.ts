/** Shared words (Japanese). Same keys as ../id/common.ts. */
export const common = {
  appName: 'Emas',
  yes: 'はい',
  no: 'いいえ',
  ok: 'OK',
  cancel: 'キャンセル',
  activate: '有効にする',
  save: 'データを保存',
  saving: '保存中',
  close: '閉じる',
  loading: '読み込み中...',
  retry: '再読み込み',
  back: '戻る',
  search: '検索',
  errorTitle: 'エラー',
  successTitle: '完了',
  infoTitle: 'お知らせ',
  warningTitle: '注意',
  timeout: '接続に問題があります..',
  noResponse: '接続に問題があります',
  /** a customer's birth date (optional on receipts, pawn loans, orders, repairs) */
  birthDate: '生年月日',
} as const;
