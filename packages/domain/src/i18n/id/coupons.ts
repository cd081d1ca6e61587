/** Coupons, category discounts and the sales bonus (issue 32). */
export const coupons = {
  counter: {
    label: 'Kupon',
    placeholder: 'Ketik kode kupon lalu Enter',
    applied: 'Kupon {{kode}}',
    remove: 'Hapus kupon',
    kategori: 'Potongan Kategori',
  },
  receipt: {
    kupon: 'Potongan Kupon {{kode}}',
    kategori: 'Potongan Kategori',
  },
  check: {
    title: 'Cek Kupon',
    submit: 'Cek Kupon',
    kodeRequired: 'Kode Kupon Tidak Boleh Kosong',
    usable: 'Kupon {{kode}} dapat dipakai: {{nama}}',
    setelah: 'Total Setelah Potongan',
    terpakai: 'Terpakai / Kuota',
    uses: 'Pemakaian Kupon',
    empty: 'Belum ada pemakaian kupon',
  },
  fields: {
    tanggal: 'Tanggal',
    kode_kupon: 'Kode Kupon',
    no_faktur_group: 'No Faktur',
    kode_member: 'Kode Member',
    total_belanja: 'Total Belanja',
    potongan: 'Potongan',
    status: 'Status',
    input_by: 'Input Oleh',
  },
  status: {
    ALL: 'Semua',
    AKTIF: 'Aktif',
    BATAL: 'Batal',
  },
  reports: {
    pemakaian: 'Laporan Pemakaian Kupon',
    bonus: 'Laporan Bonus Sales',
  },
  bonus: {
    bulan: 'Bulan',
    kode_sales: 'Kode Sales',
    nama_sales: 'Nama Sales',
    kode_group: 'Group',
    jumlah_barang: 'Jumlah Barang',
    berat: 'Berat',
    rupiah: 'Rupiah Terjual',
    bonus: 'Bonus',
  },
} as const;
