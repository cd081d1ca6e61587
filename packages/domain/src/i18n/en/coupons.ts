/** Coupons, category discounts and the sales bonus (issue 32). */
export const coupons = {
  counter: {
    label: 'Coupon',
    placeholder: 'Type the coupon code and press Enter',
    applied: 'Coupon {{kode}}',
    remove: 'Remove coupon',
    kategori: 'Category Discount',
  },
  receipt: {
    kupon: 'Coupon Discount {{kode}}',
    kategori: 'Category Discount',
  },
  check: {
    title: 'Check Coupon',
    submit: 'Check Coupon',
    kodeRequired: 'Coupon Code Must Not Be Empty',
    usable: 'Coupon {{kode}} can be used: {{nama}}',
    setelah: 'Total After Discount',
    terpakai: 'Used / Quota',
    uses: 'Coupon Uses',
    empty: 'No coupon uses yet',
  },
  fields: {
    tanggal: 'Date',
    kode_kupon: 'Coupon Code',
    no_faktur_group: 'Receipt No',
    kode_member: 'Member Code',
    total_belanja: 'Purchase Total',
    potongan: 'Discount',
    status: 'Status',
    input_by: 'Entered By',
  },
  status: {
    ALL: 'All',
    AKTIF: 'Active',
    BATAL: 'Cancelled',
  },
  reports: {
    pemakaian: 'Coupon Use Report',
    bonus: 'Sales Bonus Report',
  },
  bonus: {
    bulan: 'Month',
    kode_sales: 'Sales Code',
    nama_sales: 'Sales Name',
    kode_group: 'Group',
    jumlah_barang: 'Items',
    berat: 'Weight',
    rupiah: 'Rupiah Sold',
    bonus: 'Bonus',
  },
};
