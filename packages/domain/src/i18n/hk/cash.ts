/** The cash book, card cash-out and money moves (issue 18): Traditional Chinese (Hong Kong). */
export const cash = {
  common: {
    tanggal: '日期', jam: '時間', kategori: '類別', keterangan: '說明', noRef: '參考編號', masuk: '收入', keluar: '支出',
    saldo: '結餘', saldoAwal: '期初結餘', saldoAkhir: '期末結餘', totalMasuk: '收入總額', totalKeluar: '支出總額',
    inputBy: '輸入者', jumlahRp: '金額 (Rp)', rekening: '帳戶', bank: '銀行', simpan: '儲存', batal: '取消', empty: '沒有資料',
    loadFailed: '請求資料時發生錯誤', saveFailed: '傳送資料時發生錯誤', akun: '帳戶', semuaRekening: '所有帳戶', pilih: '選擇',
  },
  kas: {
    title: '現金櫃', bookOf: '現金簿 {{tanggal}}', kasMasuk: '現金收入', kasKeluar: '現金支出', kodeTransaksi: '交易代碼',
    modalMasuk: '新增現金收入', modalKeluar: '新增現金支出', kodeRequired: '必須填寫交易代碼', approvalDeskripsi: '{{kategori}} {{jumlah}}',
  },
  bank: { title: '銀行資金', pilihRekening: '選擇帳戶' },
  gesek: {
    title: '刷卡套現', jumlahGesek: '刷卡金額', fee: '手續費', feePersen: '手續費 (%)', dibayar: '付給客戶的現金',
    namaCustomer: '客戶姓名', simpan: '儲存刷卡套現', history: '刷卡套現記錄', cetak: '列印', receiptTitle: '刷卡套現收據',
    rekeningRequired: '必須選擇帳戶',
  },
  mutasi: {
    titleBank: '銀行轉帳', titleCash: '現金轉帳', tambah: '新增轉帳', asal: '來源', tujuan: '目的地',
    asalRekening: '來源帳戶', tujuanRekening: '目的帳戶', cash: 'CASH', saldoAkun: '今日帳戶結餘', riwayat: '今日轉帳',
    kategoriRequired: '必須填寫類別', asalRequired: '必須填寫來源', keteranganRequired: '必須填寫說明',
    jumlahRequired: '必須填寫金額', rekeningSame: '帳戶不可相同', rekeningRequired: '必須選擇帳戶',
    bankFailed: '新增銀行轉帳失敗', cashFailed: '新增現金轉帳失敗',
    kategoriOptions: { SETOR: '存款', TARIK: '提款', PINDAH_BUKU: '內部轉帳', LAINNYA: '其他' },
  },
  pengalihan: {
    title: '結餘轉移', minta: '申請轉移', noPengalihan: '轉移編號', status: '狀態', validBy: '核准者', validasi: '核准', tolak: '拒絕',
    konfirmasiValidasi: '核准轉移 {{no}}，金額 {{jumlah}}？', konfirmasiTolak: '拒絕轉移 {{no}}？',
    statuses: { ALL: '全部', OPEN: '等待中', VALID: '已核准', TOLAK: '已拒絕' },
  },
  reports: {
    nonCashTitle: '非現金交易報表', cashTitle: '現金交易報表', gesekTitle: '刷卡套現報表',
    jenis: '類型', jenisOptions: { ALL: '全部', DEBET: '扣賬', CREDIT: '信用', TRANSFER: '轉帳' }, noRekening: '帳戶號碼', semua: '全部',
    namaBank: '銀行名稱', fee: '手續費', jumlahGesek: '刷卡金額 (Rp)', mode: '報表類型', modes: { REKAP: '摘要', DETAIL: '明細' },
    kasir: '收銀員', jumlahTransaksi: '交易數目', nonCashFailed: '傳送資料時發生錯誤',
  },
  /** /validasi-non-cash (VALIDASI_NON_CASH_MODULE, issue 36) */
  nonCash: {
    title: "非現金付款審核",
    hint: "等待與銀行月結單核對的刷卡及轉賬付款。審核後，款項計入銀行結餘。",
    noFaktur: "單據編號",
    customer: "客戶",
    jumlahBayar: "付款金額",
    fee: "手續費",
    jumlahGesek: "銀行金額",
    validasi: "審核",
    modalTitle: "審核 {{no}}",
    expected: "與 {{bank}} 的銀行月結單核對",
    noReferensi: "銀行參考編號",
    jumlahRekeningKoran: "月結單金額",
    referensiRequired: "必須填寫銀行參考編號",
    jumlahRequired: "必須填寫月結單金額",
  },
};
