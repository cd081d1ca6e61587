/** Messages built from values, by code (Italian). Same codes as ../../messages/templates.ts; the values keep their names. */
export const messageTemplates = {
  fields: {
    required: '{{label}} non può essere vuoto',
    maxChars: '{{label}}: al massimo {{max}} caratteri',
    maxDays: '{{label}}: al massimo {{max}} giorni',
    maxItems: '{{label}}: al massimo {{max}}',
    notLess: '{{label}} non può essere inferiore a {{min}}',
    notMore: '{{label}} non può essere superiore a {{max}}',
    notZero: '{{label}} non può essere 0',
    integer: '{{label}} deve essere un numero intero',
    maxDecimals: '{{label}}: al massimo {{decimals}} decimali',
    invalid: '{{label}} non è valido',
    yesNo: '{{label}} deve essere sì o no',
    codeChars: '{{label}} può contenere solo lettere, cifre, punti, trattini bassi o trattini',
    digitsOnly: '{{label}} può contenere solo cifre',
    shortText: '{{label}} è più corto di {{min}} caratteri',
  },
  records: {
    duplicateCode: '{{label}} {{code}} è già registrato',
    unknownCode: '{{label}} {{code}} non è registrato',
    codeNotFound: '{{label}} {{code}} non trovato',
  },
  barcodes: {
    barcodeTwice: 'Il codice a barre {{code}} è già nella tabella',
    barcodeNotFound: 'Codice a barre {{code}} non trovato',
    alreadySold: 'Il codice a barre {{code}} è già stato venduto',
    notSellable: 'Il codice a barre {{code}} non può essere venduto perché il suo stato è {{status}}',
    notInTray: 'Il codice a barre {{code}} non è in un vassoio del negozio',
  },
  payments: {
    minDp: "L'acconto deve essere almeno {{persen}}% ({{minimum}})",
  },
  closingChecks: {
    checkValidasiPenjualan: '{{jumlah}} scontrini di vendita non ancora convalidati',
    checkValidasiTitipan: '{{jumlah}} depositi non ancora convalidati',
    checkStockOpname: '{{jumlah}} inventari ancora aperti',
    checkTimbangBaki: 'Nessuna pesatura dei vassoi oggi',
    checkOtorisasi: '{{jumlah}} richieste di autorizzazione ancora aperte',
    checkKirimUang: '{{jumlah}} invii di denaro alla sede non ancora ricevuti',
    checkValidasiHutang: '{{jumlah}} operazioni di pegno non ancora convalidate',
    previousDate: 'La data del negozio {{tgl}} non è stata chiusa; chiedi a un supervisore di chiudere il negozio',
  },
};
