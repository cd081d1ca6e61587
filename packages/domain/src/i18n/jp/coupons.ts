/** Coupons, category discounts and the sales bonus (issue 32). */
export const coupons = {
  counter: {
    label: 'クーポン',
    placeholder: 'クーポンコードを入力して Enter',
    applied: 'クーポン {{kode}}',
    remove: 'クーポンを外す',
    kategori: 'カテゴリ割引',
  },
  receipt: {
    kupon: 'クーポン割引 {{kode}}',
    kategori: 'カテゴリ割引',
  },
  check: {
    title: 'クーポン確認',
    submit: 'クーポン確認',
    kodeRequired: 'クーポンコードは必須です',
    usable: 'クーポン {{kode}} は使用できます：{{nama}}',
    setelah: '割引後合計',
    terpakai: '使用 / 上限',
    uses: 'クーポン使用履歴',
    empty: 'クーポンの使用はまだありません',
  },
  fields: {
    tanggal: '日付',
    kode_kupon: 'クーポンコード',
    no_faktur_group: '伝票番号',
    kode_member: '会員コード',
    total_belanja: '購入合計',
    potongan: '割引',
    status: '状態',
    input_by: '入力者',
  },
  status: {
    ALL: 'すべて',
    AKTIF: '有効',
    BATAL: '取消',
  },
  reports: {
    pemakaian: 'クーポン使用レポート',
    bonus: '販売ボーナスレポート',
  },
  bonus: {
    bulan: '月',
    kode_sales: '販売員コード',
    nama_sales: '販売員名',
    kode_group: 'グループ',
    jumlah_barang: '点数',
    berat: '重量',
    rupiah: '販売金額',
    bonus: 'ボーナス',
  },
};
