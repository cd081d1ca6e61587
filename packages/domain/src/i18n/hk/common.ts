/** Shared words (Traditional Chinese, Hong Kong). Same keys as ../id/common.ts. */
export const common = {
  appName: 'Emas',
  yes: '是',
  no: '否',
  ok: '確定',
  cancel: '取消',
  activate: '啟用',
  save: '儲存資料',
  saving: '正在儲存',
  close: '關閉',
  loading: '載入中...',
  retry: '重新載入',
  back: '返回',
  search: '搜尋',
  errorTitle: '出錯了！',
  successTitle: '成功',
  infoTitle: '資訊',
  warningTitle: '注意',
  timeout: '連線出現問題..',
  noResponse: '連線出現問題',
  /** a customer's birth date (optional on receipts, pawn loans, orders, repairs) */
  birthDate: '出生日期',
} as const;
