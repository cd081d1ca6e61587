/** 登記冊資源的標籤（繁體中文）。與 ../id/resources.ts 相同的鍵；缺少的鍵顯示登記冊的印尼文。 */
export const resources = {
  'kategori-katalog': {
    title: '目錄類別',
    empty: '沒有目錄類別',
    fields: { kode_kategori: '類別代碼', nama_kategori: '類別名稱', warna: '顏色', gambar_path: '圖片', gambar_name: '圖片名稱' },
  },
  'harga-katalog': {
    title: '目錄價格',
    empty: '沒有目錄價格',
    fields: { kode_harga_app: '價格代碼', nama_harga_app: '價格名稱', detail_group: '組別清單' },
  },
  'banner-katalog': {
    title: '目錄橫幅',
    empty: '沒有目錄橫幅',
    fields: { kode_banner: '橫幅代碼', title: '標題', sub_title: '副標題', info: '資訊', sub_info: '副資訊', deskripsi: '描述', url_pendukung: '輔助網址', nama_tombol: '按鈕名稱', gambar_path: '圖片', gambar_name: '圖片名稱' },
  },
  'info-katalog': {
    title: '目錄資訊',
    empty: '沒有目錄資訊',
    fields: { kode_info: '資訊代碼', title: '標題', sub_title: '副標題', info: '資訊', sub_info: '副資訊', deskripsi: '描述', url_pendukung: '輔助網址', nama_tombol: '按鈕名稱', gambar_path: '圖片', gambar_name: '圖片名稱' },
  },
  'item-katalog': {
    title: '目錄商品',
    empty: '沒有目錄商品',
    fields: {
      kode_barang: '商品代碼', kode_kategori: '類別', nama_barang: '商品名稱', berat: '重量', harga_jual: '售價', kode_group: '價格組別',
      kode_banner: '橫幅', kode_info: '資訊卡', direct_url: '輔助網址', hashtag_jenis: '類型標籤', hashtag_kadar: '成色標籤',
      hashtag_lm: '金條標籤', gambar_path: '圖片',
      harga_jual_str: '售價（顯示）', deskripsi_banner: '橫幅說明', deskripsi_info: '資訊說明',
    },
    hints: { hashtag_jenis: '#戒指, #項鏈', hashtag_kadar: '#24k, #22k', hashtag_lm: '#antam, #ubs' },
  },
  'kontak-admin-katalog': {
    title: '目錄管理員聯絡',
    empty: '沒有管理員聯絡',
    fields: { kode_admin: '管理員代碼', nama_admin: '管理員名稱', no_hp: 'WhatsApp 號碼' },
  },
  'hadiah-katalog': {
    title: '目錄禮品',
    empty: '沒有禮品',
    fields: { kode_hadiah: '禮品代碼', nama_hadiah: '禮品名稱', info: '資訊', sub_info: '副資訊', deskripsi: '描述', point: '積分', gambar_path: '圖片', gambar_name: '圖片名稱' },
  },
  'group-description-katalog': {
    title: '目錄組別說明',
    empty: '沒有組別說明',
    fields: { kode_group: '組別代碼', description: '描述' },
  },
  'splashscreen-katalog': {
    title: '目錄啟動畫面',
    fields: { name: '名稱', kode: '代碼', url: '圖片網址', screen_name: '畫面名稱', image_path: '圖片', text: '文字', position: '位置' },
    options: { position: { top: '上方', bottom: '下方' } },
  },
  // the masters, price parameters and loan parameters (registry masters; the catalogue above)
  'kategori': {
    title: '類別',
    fields: { kode_kategori: '類別代碼', nama_kategori: '類別名稱', deskripsi: '描述' },
  },
  'jenis': {
    title: '類型',
    fields: { kode_dept: '類型代碼', nama_dept: '類型名稱', kode_kategori: '類別' },
  },
  'group': {
    title: '組別',
    fields: { kode_group: '組別代碼', nama_group: '組別名稱', kadar: '成色', kelompok_harga: '價格組', ikut_harga_global: '跟隨國際金價', persen_harga_beli: '回收價百分比' },
  },
  'bandrol': {
    title: '標價',
    fields: { kode_bandrol: '標價代碼', nama_bandrol: '標價名稱', warna: '顏色', harga_bandrol: '標價金額' },
  },
  'kode-transaksi': {
    title: '交易代碼',
    fields: { kode_transaksi: '交易代碼', nama_transaksi: '交易名稱', jenis_transaksi: '交易類型', nomor_akun: '賬戶號碼' },
    hints: { nomor_akun: '留空：使用 Parameter Akun KAS MASUK / KAS KELUAR 的賬戶' },
    options: { jenis_transaksi: { MASUK: '收入', KELUAR: '支出' } },
  },
  'gudang': {
    title: '倉庫',
    fields: { kode_gudang: '倉庫代碼', nama_gudang: '倉庫名稱', jenis_gudang: '倉庫類型', keterangan: '備註' },
    options: { jenis_gudang: { JUAL: '銷售', BELI: '回收', HANCUR: '熔煉', CONTOH: '樣品' } },
  },
  'baki': {
    title: '托盤',
    fields: { kode_baki: '托盤代碼', nama_baki: '托盤名稱', kode_gudang: '倉庫代碼', berat_baki: '空托盤重量', aktif: '啟用' },
  },
  'sales': {
    title: '銷售員',
    fields: { kode_sales: '銷售員代碼', nama_sales: '銷售員姓名', no_hp: '手提電話號碼' },
  },
  'tukang': {
    title: '工匠',
    fields: { kode_tukang: '工匠代碼', nama_tukang: '工匠姓名', no_hp: '手提電話號碼', alamat: '地址' },
  },
  'kondisi-barang': {
    title: '貨品狀況',
    fields: { kode_kondisi: '狀況代碼', nama_kondisi: '狀況名稱' },
  },
  'kondisi-pembelian': {
    title: '回收狀況',
    fields: { kode_kondisi_beli: '狀況代碼', nama_kondisi_beli: '狀況名稱', potongan_persen: '扣減 (%)', potongan_rp: '每克扣減 (Rp)' },
  },
  'kondisi-pinjaman': {
    title: '貸款狀況',
    fields: { kode_kondisi_pinjaman: '狀況代碼', nama_kondisi_pinjaman: '狀況名稱', persen_pinjaman: '貸款百分比' },
  },
  'data-hadiah': {
    title: '贈品',
    fields: { kode_hadiah: '贈品代碼', nama_hadiah: '贈品名稱', poin: '積分', stok: '存貨', deskripsi: '描述' },
  },
  'parameter-rugi-nota': {
    title: '單據損耗參數',
    fields: { kode_rugi_nota: '單據損耗代碼', kode_group: '組別代碼', rugi_persen: '損耗 (%)', rugi_rp: '每克損耗 (Rp)', keterangan: '備註' },
  },
  'parameter-jenis-group': {
    title: '類型組別參數',
    fields: { kode_jenis_group: '類型組別代碼', kode_dept: '類型代碼', kode_group: '組別代碼', keterangan: '備註' },
  },
  'kadar': {
    title: '成色',
    fields: { kode_kadar: '成色代碼', nama_kadar: '成色名稱', kadar: '成色' },
  },
  'kadar-eod': {
    title: '日結成色',
    fields: { kode_kadar: '成色代碼', kadar_eod: '日結成色', keterangan: '備註' },
  },
  'bank': {
    title: '銀行',
    fields: { kode_bank: '銀行代碼', nama_bank: '銀行名稱' },
  },
  'rekening': {
    title: '賬戶',
    fields: { no_rekening: '賬戶號碼', nama_rekening: '賬戶名稱', kode_bank: '銀行代碼', fee_gesek_persen: '刷卡提現手續費 (%)' },
  },
  'marketplace': {
    title: '網上平台',
    fields: { kode_marketplace: '網上平台代碼', nama_marketplace: '網上平台名稱', biaya_admin: '行政費 (%)' },
  },
  'keterangan-penjualan': {
    title: '銷售備註',
    fields: { _id: '編號', keterangan: '備註', status: '狀態' },
    options: { status: { AKTIF: '啟用', 'TIDAK AKTIF': '停用' } },
  },
  'parameter-keterangan-nota': {
    title: '單據附註',
    fields: { kode_nota: '單據類型', keterangan: '附註' },
    options: { kode_nota: { PENJUALAN: '銷售', PEMBELIAN: '回收', PESANAN: '訂單', SERVICE: '維修', HUTANG: '典當' } },
  },
  'parameter-point': {
    title: "積分參數",
    fields: {
      kode_poin: "積分代碼",
      tgl_berlaku: "生效日期",
      jenis_transaksi: "交易類型",
      kode_group: "組別（空白：所有組別）",
      kelipatan_berat: "重量單位（克，GRAM 類型）",
      kelipatan_rp: "金額單位（Rp，RP 類型）",
      poin: "積分",
      tanpa_poin: "不獲積分",
    },
    options: { jenis_transaksi: {
        PENJUALAN: "銷售",
        PEMBELIAN: "回收",
      } },
  },
  'parameter-cicilan': {
    title: "分期付款參數",
    fields: {
      _id: "ID",
      tgl_berlaku: "生效日期",
      tenor_bulan: "期數 (月)",
      margin_persen: "利潤 (%)",
      min_dp_persen: "最低首期 (%)",
      biaya_admin: "手續費",
      denda_jenis: "逾期費類型",
      denda_persen: "逾期費 (%)",
      denda_maks_persen: "逾期費上限 (%)",
      masa_tenggang: "寬限期 (日)",
      gagal_setelah: "違約期數",
      potongan_pelunasan_persen: "提前清還利潤減免 (%)",
      pembulatan: "分期進位 (Rp)",
    },
    options: { denda_jenis: { HARIAN: "每日", ANGSURAN: "每期" } },
  },
  'kelompok-harga': {
    title: '價格組',
    fields: { kelompok_harga: '價格組', keterangan: '備註' },
  },
  'deskripsi-service': {
    title: '維修描述',
    fields: { kode_deskripsi: '描述代碼', nama_deskripsi: '描述名稱', ongkos: '費用' },
  },
  'para-harga-beli': {
    title: '回收價參數',
    fields: { kode_harga: '價格代碼', harga_per_gram: '每克價格' },
  },
  'parameter-ongkos': {
    title: '工費參數',
    fields: { kode_ongkos: '工費代碼', kode_dept: '類型代碼', kode_group: '組別代碼', ongkos_per_gram: '每克工費', ongkos_minimal: '最低工費' },
  },
  'para-bunga-hutang': {
    title: '貸款利息參數',
    fields: { kode_bunga: '利息代碼', tgl_berlaku: '生效日期', pinjaman_dari: '貸款由', pinjaman_sampai: '貸款至（0：不設上限）', bunga_persen: '每期利息 (%)', hari_periode: '每期日數', min_periode: '最少期數', biaya_admin: '行政費' },
  },
  'plafond-hutang': {
    title: '貸款上限',
    fields: { kode_plafond: '上限代碼', tgl_berlaku: '生效日期', plafond_rp: '上限 (Rp)' },
  },
  'plafond-hutang-kadar': {
    title: '按成色貸款上限',
    fields: { kode_plafond_kadar: '上限代碼', tgl_berlaku: '生效日期', kadar_dari: '成色由', kadar_sampai: '成色至', persen_plafond: '上限百分比 (%)' },
  },
  'para-hutang-pokok': {
    title: '貸款本金參數',
    fields: { kode_pokok: '本金代碼', tgl_berlaku: '生效日期', dasar_taksiran: '估值基準', lama_pinjam: '貸款期限（日）', masa_tenggang: '寬限期（日）', pembulatan: '利息捨入' },
  },
  'kupon': {
    title: '優惠券參數',
    fields: { kode_kupon: '優惠券代碼', nama_kupon: '優惠券名稱', jenis: '優惠券類型', nominal_rp: '金額 Rp（Rp 類型）', persen: '百分比（百分比類型）', maks_rp: '最高折扣 Rp（0：不限）', minimal_belanja: '最低消費', tgl_dari: '有效日期由', tgl_sampai: '有效日期至', kuota: '配額', sekali_per_member: '每位會員一次', toko: '分店（空白：所有分店）', aktif: '啟用' },
    options: { jenis: { RP: 'Rp', PERSEN: '百分比' } },
  },
  'para-potongan-kategori': {
    title: '類別折扣參數',
    fields: { kode_potongan: '折扣代碼', berdasarkan: '依據', kode_target: '類別 / 種類代碼', jenis_potongan: '折扣類型', rp_per_gram: '每克 Rp', persen: '百分比', tgl_dari: '有效日期由', tgl_sampai: '有效日期至', aktif: '啟用' },
    options: { berdasarkan: { KATEGORI: '類別', JENIS: '種類' }, jenis_potongan: { PER_GRAM: '每克 Rp', PERSEN: '百分比' } },
  },
  'para-bonus-sales': {
    title: '銷售獎金參數',
    fields: { kode_bonus: '獎金代碼', kode_group: '組別', dasar: '獎金基準', rp_per_gram: '每克 Rp', persen: '金額百分比', tgl_dari: '有效日期由', tgl_sampai: '有效日期至' },
    options: { dasar: { GRAM: '每克 Rp', RUPIAH: '金額百分比' } },
  },
  'batu-shape': {
    title: "寶石形狀",
    fields: {"kode_shape": "編號形狀", "nama_shape": "名稱形狀", "urut": "排序"},
  },
  'batu-color': {
    title: "寶石顏色",
    fields: {"kode_color": "編號顏色", "nama_color": "名稱顏色", "urut": "排序"},
  },
  'batu-clarity': {
    title: "寶石淨度",
    fields: {"kode_clarity": "編號淨度", "nama_clarity": "名稱淨度", "urut": "排序"},
  },
  'batu-cutgrade': {
    title: "寶石切工",
    fields: {"kode_cutgrade": "編號切工", "nama_cutgrade": "名稱切工", "urut": "排序"},
  },
  'batu-polish': {
    title: "寶石拋光",
    fields: {"kode_polish": "編號拋光", "nama_polish": "名稱拋光", "urut": "排序"},
  },
  'batu-symmetry': {
    title: "寶石對稱",
    fields: {"kode_symmetry": "編號對稱", "nama_symmetry": "名稱對稱", "urut": "排序"},
  },
  'batu-fluorescence': {
    title: "寶石螢光",
    fields: {"kode_fluorescence": "編號螢光", "nama_fluorescence": "名稱螢光", "urut": "排序"},
  },
  'supplier-berlian': {
    title: "鑽石供應商",
    fields: {"kode_supplier": "供應商編號", "nama_supplier": "供應商名稱", "no_hp": "電話", "alamat": "地址"},
  },
  'parameter-berlian': {
    title: "鑽石價格參數",
    fields: {"kode_harga_berlian": "價格編號", "tgl_berlaku": "生效日期", "kode_shape": "形狀", "kode_color": "顏色", "kode_clarity": "淨度", "karat_dari": "卡數由（每粒）", "karat_sampai": "卡數至（每粒）", "harga_per_karat": "每卡價格", "margin_persen": "利潤 (%)"},
  },
  'supplier-barang': {
    title: "供應商",
    fields: {"kode_supplier": "供應商編號", "nama_supplier": "供應商名稱", "no_hp": "電話", "alamat": "地址"},
  },
  'parameter-harga-emas-pembelian': {
    title: "黃金收購價格參數",
    fields: {"kode_parameter": "參數編號", "tgl_berlaku": "生效日期", "kadar": "成色", "harga_per_gram": "每克價格"},
  },
  'marketplace-setting': {
    title: "電商平台設定",
    fields: {"kode_akun": "帳戶代碼", "kode_marketplace": "電商平台", "nama_toko_online": "網店名稱", "fee_persen": "平台費用 (%)", "kode_gudang": "平台倉庫", "kode_baki": "平台托盤", "wajib_foto": "必須有相片"},
    hints: {"wajib_foto": "沒有相片的貨品不能在電商平台出售"},
  },
  'toko-kirim': {
    title: "收貨店舖",
    fields: {"kode_toko_kirim": "店舖代碼", "nama_penerima": "收件人", "no_hp": "電話", "alamat_kirim": "收貨地址", "kota": "城市"},
  },
  'logistik': {
    title: "物流",
    fields: {"kode_logistik": "物流代碼", "nama_logistik": "物流名稱", "no_hp": "電話"},
  },
  'ekspedisi': {
    title: "快遞服務",
    fields: {"kode_ekspedisi": "服務代碼", "nama_ekspedisi": "服務名稱", "kode_logistik": "物流"},
  },
};
