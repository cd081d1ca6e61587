/** Messages built from values, by code (Traditional Chinese, Hong Kong). Same codes as ../../messages/templates.ts; the values keep their names. */
export const messageTemplates = {
  fields: {
    required: '{{label}}不可留空',
    maxChars: '{{label}}最多 {{max}} 個字元',
    maxDays: '{{label}}最多 {{max}} 日',
    maxItems: '{{label}}最多 {{max}} 項',
    notLess: '{{label}}不可少於 {{min}}',
    notMore: '{{label}}不可多於 {{max}}',
    notZero: '{{label}}不可為 0',
    integer: '{{label}}必須為整數',
    maxDecimals: '{{label}}最多 {{decimals}} 位小數',
    invalid: '{{label}}無效',
    yesNo: '{{label}}必須為是或否',
    codeChars: '{{label}}只可包含字母、數字、點、底線或連字號',
    digitsOnly: '{{label}}只可包含數字',
    shortText: '{{label}}少於 {{min}} 個字元',
  },
  records: {
    duplicateCode: '{{label}} {{code}} 已登記',
    unknownCode: '{{label}} {{code}} 未登記',
    codeNotFound: '找不到{{label}} {{code}}',
  },
  barcodes: {
    barcodeTwice: '條碼 {{code}} 已在表中',
    barcodeNotFound: '找不到條碼 {{code}}',
    alreadySold: '條碼 {{code}} 已售出',
    notSellable: '條碼 {{code}} 狀態為 {{status}}，不可出售',
    notInTray: '條碼 {{code}} 不在本店的托盤內',
  },
  payments: {
    minDp: '訂金最少 {{persen}}%（{{minimum}}）',
  },
  closingChecks: {
    checkValidasiPenjualan: '{{jumlah}} 張銷售單據尚未核實',
    checkValidasiTitipan: '{{jumlah}} 筆寄存尚未核實',
    checkStockOpname: '{{jumlah}} 次盤點仍未完成',
    checkTimbangBaki: '今日尚未秤托盤',
    checkOtorisasi: '{{jumlah}} 個授權請求仍未處理',
    checkKirimUang: '{{jumlah}} 筆匯往總店的款項尚未收妥',
    checkValidasiHutang: '{{jumlah}} 筆典當交易尚未核實',
    previousDate: '店舖日期 {{tgl}} 尚未結算，請聯絡主管關店結算',
  },
};
