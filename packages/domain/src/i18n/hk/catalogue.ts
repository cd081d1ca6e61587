/** The public catalogue page (/katalog). */
export const catalogue = {
  title: '目錄',
  todayPrice: '今日價格',
  chatAdmin: '透過 WhatsApp 聯絡管理員',
  all: '全部',
  empty: '目錄是空的',
  failed: '無法載入目錄',
  skip: '略過',
  weight: '重量',
  gifts: '禮品',
  points: '{{point}} 積分',
  open: '查看',
  kadar: '成色',
  noPrice: '暫無價格',
  perGram: '/克',
  info: '店舖資訊',
};
