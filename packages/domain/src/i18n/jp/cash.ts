/** The cash book, card cash-out and money moves (issue 18): Japanese. */
export const cash = {
  common: {
    tanggal: '日付', jam: '時刻', kategori: 'カテゴリ', keterangan: '摘要', noRef: '参照番号', masuk: '入金', keluar: '出金',
    saldo: '残高', saldoAwal: '期首残高', saldoAkhir: '期末残高', totalMasuk: '入金合計', totalKeluar: '出金合計',
    inputBy: '入力者', jumlahRp: '金額 (Rp)', rekening: '口座', bank: '銀行', simpan: '保存', batal: 'キャンセル', empty: 'データがありません',
    loadFailed: 'データ取得中にエラーが発生しました', saveFailed: 'データ送信中にエラーが発生しました', akun: '口座', semuaRekening: 'すべての口座', pilih: '選択',
  },
  kas: {
    title: '現金', bookOf: '現金出納帳 {{tanggal}}', kasMasuk: '現金入金', kasKeluar: '現金出金', kodeTransaksi: '取引コード',
    modalMasuk: '現金入金を追加', modalKeluar: '現金出金を追加', kodeRequired: '取引コードは必須です', approvalDeskripsi: '{{kategori}} {{jumlah}}',
  },
  bank: { title: '銀行預金', pilihRekening: '口座を選択' },
  gesek: {
    title: 'カードキャッシング', jumlahGesek: '請求額', fee: '手数料', feePersen: '手数料 (%)', dibayar: 'お客様への支払額',
    namaCustomer: 'お客様名', simpan: 'キャッシングを保存', history: 'カードキャッシング履歴', cetak: '印刷', receiptTitle: 'カードキャッシング領収書',
    rekeningRequired: '口座は必須です',
  },
  mutasi: {
    titleBank: '銀行振替', titleCash: '現金振替', tambah: '振替を追加', asal: '振替元', tujuan: '振替先',
    asalRekening: '振替元口座', tujuanRekening: '振替先口座', cash: 'CASH', saldoAkun: '本日の口座残高', riwayat: '本日の振替',
    kategoriRequired: 'カテゴリは必須です', asalRequired: '振替元は必須です', keteranganRequired: '摘要は必須です',
    jumlahRequired: '金額は必須です', rekeningSame: '口座は別々にしてください', rekeningRequired: '口座は必須です',
    bankFailed: '銀行振替の追加に失敗しました', cashFailed: '現金振替の追加に失敗しました',
    kategoriOptions: { SETOR: '預け入れ', TARIK: '引き出し', PINDAH_BUKU: '口座間振替', LAINNYA: 'その他' },
  },
  pengalihan: {
    title: '残高移動', minta: '移動を申請', noPengalihan: '移動番号', status: '状態', validBy: '承認者', validasi: '承認', tolak: '却下',
    konfirmasiValidasi: '移動 {{no}}（{{jumlah}}）を承認しますか？', konfirmasiTolak: '移動 {{no}} を却下しますか？',
    statuses: { ALL: 'すべて', OPEN: '承認待ち', VALID: '承認済み', TOLAK: '却下' },
  },
  reports: {
    nonCashTitle: 'キャッシュレス取引レポート', cashTitle: '現金取引レポート', gesekTitle: 'カードキャッシングレポート',
    jenis: '種類', jenisOptions: { ALL: 'すべて', DEBET: 'デビット', CREDIT: 'クレジット', TRANSFER: '振込' }, noRekening: '口座番号', semua: 'すべて',
    namaBank: '銀行名', fee: '手数料', jumlahGesek: '請求額 (Rp)', mode: 'レポート種類', modes: { REKAP: '集計', DETAIL: '明細' },
    kasir: 'レジ担当', jumlahTransaksi: '取引件数', nonCashFailed: 'データ送信中にエラーが発生しました',
  },
  /** /validasi-non-cash (VALIDASI_NON_CASH_MODULE, issue 36) */
  nonCash: {
    title: "キャッシュレス決済の承認",
    hint: "銀行明細との照合を待っているカード・振込の支払いです。承認すると銀行残高に計上されます。",
    noFaktur: "伝票番号",
    customer: "顧客",
    jumlahBayar: "支払額",
    fee: "手数料",
    jumlahGesek: "銀行入金額",
    validasi: "承認",
    modalTitle: "{{no}} を承認",
    expected: "{{bank}} の銀行明細と照合してください",
    noReferensi: "銀行参照番号",
    jumlahRekeningKoran: "銀行明細の金額",
    referensiRequired: "銀行参照番号は必須です",
    jumlahRequired: "銀行明細の金額は必須です",
  },
};
