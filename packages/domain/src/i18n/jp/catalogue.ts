/** The public catalogue page (/katalog). */
export const catalogue = {
  title: 'カタログ',
  todayPrice: '本日の価格',
  chatAdmin: 'WhatsAppで管理者とチャット',
  all: 'すべて',
  empty: 'カタログは空です',
  failed: 'カタログを読み込めませんでした',
  skip: 'スキップ',
  weight: '重量',
  gifts: '特典',
  points: '{{point}} ポイント',
  open: '見る',
  kadar: '純度',
  noPrice: '価格未設定',
  perGram: '/グラム',
  info: '店舗情報',
};
