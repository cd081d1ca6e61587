/** Coupons, category discounts and the sales bonus (issue 32). */
export const coupons = {
  counter: {
    label: '優惠券',
    placeholder: '輸入優惠券代碼後按 Enter',
    applied: '優惠券 {{kode}}',
    remove: '移除優惠券',
    kategori: '類別折扣',
  },
  receipt: {
    kupon: '優惠券折扣 {{kode}}',
    kategori: '類別折扣',
  },
  check: {
    title: '檢查優惠券',
    submit: '檢查優惠券',
    kodeRequired: '優惠券代碼不可為空',
    usable: '優惠券 {{kode}} 可使用：{{nama}}',
    setelah: '折扣後總額',
    terpakai: '已用 / 配額',
    uses: '優惠券使用記錄',
    empty: '尚無優惠券使用記錄',
  },
  fields: {
    tanggal: '日期',
    kode_kupon: '優惠券代碼',
    no_faktur_group: '單據號碼',
    kode_member: '會員代碼',
    total_belanja: '購買總額',
    potongan: '折扣',
    status: '狀態',
    input_by: '輸入者',
  },
  status: {
    ALL: '全部',
    AKTIF: '有效',
    BATAL: '已取消',
  },
  reports: {
    pemakaian: '優惠券使用報表',
    bonus: '銷售獎金報表',
  },
  bonus: {
    bulan: '月份',
    kode_sales: '銷售員代碼',
    nama_sales: '銷售員名稱',
    kode_group: '組別',
    jumlah_barang: '件數',
    berat: '重量',
    rupiah: '銷售金額',
    bonus: '獎金',
  },
};
