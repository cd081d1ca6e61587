/** Messages built from values, by code (Malay). Same codes as ../../messages/templates.ts; the values keep their names. */
export const messageTemplates = {
  fields: {
    required: '{{label}} wajib diisi',
    maxChars: '{{label}}: paling banyak {{max}} aksara',
    maxDays: '{{label}}: paling lama {{max}} hari',
    maxItems: '{{label}}: paling banyak {{max}}',
    notLess: '{{label}} tidak boleh kurang daripada {{min}}',
    notMore: '{{label}} tidak boleh melebihi {{max}}',
    notZero: '{{label}} tidak boleh 0',
    integer: '{{label}} mestilah nombor bulat',
    maxDecimals: '{{label}}: paling banyak {{decimals}} tempat perpuluhan',
    invalid: '{{label}} tidak sah',
    yesNo: '{{label}} mestilah ya atau tidak',
    codeChars: '{{label}} hanya boleh mengandungi huruf, digit, titik, garis bawah atau sempang',
    digitsOnly: '{{label}} hanya boleh mengandungi digit',
    shortText: '{{label}} kurang daripada {{min}} aksara',
  },
  records: {
    duplicateCode: '{{label}} {{code}} sudah didaftarkan',
    unknownCode: '{{label}} {{code}} belum didaftarkan',
    codeNotFound: '{{label}} {{code}} tidak dijumpai',
  },
  barcodes: {
    barcodeTwice: 'Kod bar {{code}} sudah ada dalam jadual',
    barcodeNotFound: 'Kod bar {{code}} tidak dijumpai',
    alreadySold: 'Kod bar {{code}} sudah dijual',
    notSellable: 'Kod bar {{code}} tidak boleh dijual kerana statusnya {{status}}',
    notInTray: 'Kod bar {{code}} tiada dalam dulang kedai ini',
  },
  payments: {
    minDp: 'Deposit sekurang-kurangnya {{persen}}% ({{minimum}})',
  },
  closingChecks: {
    checkValidasiPenjualan: '{{jumlah}} resit jualan belum disahkan',
    checkValidasiTitipan: '{{jumlah}} simpanan ansuran belum disahkan',
    checkStockOpname: '{{jumlah}} kiraan stok masih dibuka',
    checkTimbangBaki: 'Dulang belum ditimbang hari ini',
    checkOtorisasi: '{{jumlah}} permintaan kebenaran masih dibuka',
    checkKirimUang: '{{jumlah}} kiriman wang ke ibu pejabat belum diterima',
    checkValidasiHutang: '{{jumlah}} transaksi pajak gadai belum disahkan',
    previousDate: 'Tarikh kedai {{tgl}} belum ditutup; minta penyelia menutup kedai',
  },
};
