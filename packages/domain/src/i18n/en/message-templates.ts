/** Messages built from values, by code (English). Same codes as ../../messages/templates.ts; the values keep their names. */
export const messageTemplates = {
  fields: {
    required: '{{label}} must not be empty',
    maxChars: '{{label}}: at most {{max}} characters',
    maxDays: '{{label}}: at most {{max}} days',
    maxItems: '{{label}}: at most {{max}}',
    notLess: '{{label}} must not be less than {{min}}',
    notMore: '{{label}} must not be more than {{max}}',
    notZero: '{{label}} must not be 0',
    integer: '{{label}} must be a whole number',
    maxDecimals: '{{label}}: at most {{decimals}} decimals',
    invalid: '{{label}} is not valid',
    yesNo: '{{label}} must be yes or no',
    codeChars: '{{label}} may only contain letters, digits, dots, underscores or hyphens',
    digitsOnly: '{{label}} may only contain digits',
    shortText: '{{label}} is shorter than {{min}} characters',
  },
  records: {
    duplicateCode: '{{label}} {{code}} is already registered',
    unknownCode: '{{label}} {{code}} is not registered',
    codeNotFound: '{{label}} {{code}} was not found',
  },
  barcodes: {
    barcodeTwice: 'Barcode {{code}} is already in the table',
    barcodeNotFound: 'Barcode {{code}} was not found',
    alreadySold: 'Barcode {{code}} has already been sold',
    notSellable: 'Barcode {{code}} cannot be sold because its status is {{status}}',
    notInTray: 'Barcode {{code}} is not in a tray of this store',
  },
  payments: {
    minDp: 'The down payment must be at least {{persen}}% ({{minimum}})',
  },
  closingChecks: {
    checkValidasiPenjualan: '{{jumlah}} sales receipts not validated yet',
    checkValidasiTitipan: '{{jumlah}} layaways not validated yet',
    checkStockOpname: '{{jumlah}} stock counts still open',
    checkTimbangBaki: 'No tray weighing yet today',
    checkOtorisasi: '{{jumlah}} approval requests still open',
    checkKirimUang: '{{jumlah}} money transfers to head office not received yet',
    checkValidasiHutang: '{{jumlah}} pawn transactions not validated yet',
    previousDate: 'The store date {{tgl}} has not been closed; ask a supervisor to close the store',
  },
};
