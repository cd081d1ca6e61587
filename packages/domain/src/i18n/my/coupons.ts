/** Coupons, category discounts and the sales bonus (issue 32). */
export const coupons = {
  counter: {
    label: 'Baucar',
    placeholder: 'Taip kod baucar dan tekan Enter',
    applied: 'Baucar {{kode}}',
    remove: 'Buang baucar',
    kategori: 'Diskaun Kategori',
  },
  receipt: {
    kupon: 'Diskaun Baucar {{kode}}',
    kategori: 'Diskaun Kategori',
  },
  check: {
    title: 'Semak Baucar',
    submit: 'Semak Baucar',
    kodeRequired: 'Kod Baucar Wajib Diisi',
    usable: 'Baucar {{kode}} boleh digunakan: {{nama}}',
    setelah: 'Jumlah Selepas Diskaun',
    terpakai: 'Digunakan / Kuota',
    uses: 'Penggunaan Baucar',
    empty: 'Tiada penggunaan baucar lagi',
  },
  fields: {
    tanggal: 'Tarikh',
    kode_kupon: 'Kod Baucar',
    no_faktur_group: 'No Resit',
    kode_member: 'Kod Ahli',
    total_belanja: 'Jumlah Pembelian',
    potongan: 'Diskaun',
    status: 'Status',
    input_by: 'Dimasukkan Oleh',
  },
  status: {
    ALL: 'Semua',
    AKTIF: 'Aktif',
    BATAL: 'Dibatalkan',
  },
  reports: {
    pemakaian: 'Laporan Penggunaan Baucar',
    bonus: 'Laporan Bonus Jurujual',
  },
  bonus: {
    bulan: 'Bulan',
    kode_sales: 'Kod Jurujual',
    nama_sales: 'Nama Jurujual',
    kode_group: 'Kumpulan',
    jumlah_barang: 'Bilangan Barang',
    berat: 'Berat',
    rupiah: 'Ringgit Dijual',
    bonus: 'Bonus',
  },
};
