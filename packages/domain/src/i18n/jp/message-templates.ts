/** Messages built from values, by code (Japanese). Same codes as ../../messages/templates.ts; the values keep their names. */
export const messageTemplates = {
  fields: {
    required: '{{label}}は必須です',
    maxChars: '{{label}}は{{max}}文字以内で入力してください',
    maxDays: '{{label}}は最大{{max}}日です',
    maxItems: '{{label}}は最大{{max}}件です',
    notLess: '{{label}}は{{min}}以上にしてください',
    notMore: '{{label}}は{{max}}以下にしてください',
    notZero: '{{label}}に0は指定できません',
    integer: '{{label}}は整数で入力してください',
    maxDecimals: '{{label}}は小数点以下{{decimals}}桁までです',
    invalid: '{{label}}が正しくありません',
    yesNo: '{{label}}ははいかいいえで指定してください',
    codeChars: '{{label}}には英字、数字、ピリオド、アンダースコア、ハイフンのみ使用できます',
    digitsOnly: '{{label}}には数字のみ使用できます',
    shortText: '{{label}}が{{min}}文字未満です',
  },
  records: {
    duplicateCode: '{{label}} {{code}} は既に登録されています',
    unknownCode: '{{label}} {{code}} は登録されていません',
    codeNotFound: '{{label}} {{code}} が見つかりません',
  },
  barcodes: {
    barcodeTwice: 'バーコード {{code}} は既に表にあります',
    barcodeNotFound: 'バーコード {{code}} が見つかりません',
    alreadySold: 'バーコード {{code}} は既に販売済みです',
    notSellable: 'バーコード {{code}} はステータスが {{status}} のため販売できません',
    notInTray: 'バーコード {{code}} はこの店舗のトレーにありません',
  },
  payments: {
    minDp: '手付金は最低 {{persen}}%（{{minimum}}）です',
  },
  closingChecks: {
    checkValidasiPenjualan: '未検証の販売伝票が{{jumlah}}件あります',
    checkValidasiTitipan: '未検証の取り置きが{{jumlah}}件あります',
    checkStockOpname: '未完了の棚卸が{{jumlah}}件あります',
    checkTimbangBaki: '本日のトレー計量がまだありません',
    checkOtorisasi: '未処理の承認依頼が{{jumlah}}件あります',
    checkKirimUang: '本店への送金で未受領のものが{{jumlah}}件あります',
    checkValidasiHutang: '未検証の質入れ取引が{{jumlah}}件あります',
    previousDate: '店舗日付 {{tgl}} がまだ締められていません。スーパーバイザーに閉店処理を依頼してください',
  },
};
