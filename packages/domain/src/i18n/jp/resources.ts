/** レジストリのリソースのラベル（日本語）。../id/resources.ts と同じキー。ないキーはレジストリのインドネシア語を表示します。 */
export const resources = {
  'kategori-katalog': {
    title: 'カタログカテゴリー',
    empty: 'カタログカテゴリーはありません',
    fields: { kode_kategori: 'カテゴリーコード', nama_kategori: 'カテゴリー名', warna: '色', gambar_path: '画像', gambar_name: '画像名' },
  },
  'harga-katalog': {
    title: 'カタログ価格',
    empty: 'カタログ価格はありません',
    fields: { kode_harga_app: '価格コード', nama_harga_app: '価格名', detail_group: 'グループ一覧' },
  },
  'banner-katalog': {
    title: 'カタログバナー',
    empty: 'カタログバナーはありません',
    fields: { kode_banner: 'バナーコード', title: 'タイトル', sub_title: 'サブタイトル', info: '情報', sub_info: 'サブ情報', deskripsi: '説明', url_pendukung: '関連URL', nama_tombol: 'ボタン名', gambar_path: '画像', gambar_name: '画像名' },
  },
  'info-katalog': {
    title: 'カタログ情報',
    empty: 'カタログ情報はありません',
    fields: { kode_info: '情報コード', title: 'タイトル', sub_title: 'サブタイトル', info: '情報', sub_info: 'サブ情報', deskripsi: '説明', url_pendukung: '関連URL', nama_tombol: 'ボタン名', gambar_path: '画像', gambar_name: '画像名' },
  },
  'item-katalog': {
    title: 'カタログ商品',
    empty: 'カタログ商品はありません',
    fields: {
      kode_barang: '商品コード', kode_kategori: 'カテゴリー', nama_barang: '商品名', berat: '重量', harga_jual: '販売価格', kode_group: '価格グループ',
      kode_banner: 'バナー', kode_info: '情報カード', direct_url: '関連URL', hashtag_jenis: '種類ハッシュタグ', hashtag_kadar: '純度ハッシュタグ',
      hashtag_lm: '地金ハッシュタグ', gambar_path: '画像',
      harga_jual_str: '販売価格（表示）', deskripsi_banner: 'バナー説明', deskripsi_info: '情報カード説明',
    },
    hints: { hashtag_jenis: '#指輪, #ネックレス', hashtag_kadar: '#24k, #22k', hashtag_lm: '#antam, #ubs' },
  },
  'kontak-admin-katalog': {
    title: 'カタログ管理者連絡先',
    empty: '管理者連絡先はありません',
    fields: { kode_admin: '管理者コード', nama_admin: '管理者名', no_hp: 'WhatsApp番号' },
  },
  'hadiah-katalog': {
    title: 'カタログ特典',
    empty: '特典はありません',
    fields: { kode_hadiah: '特典コード', nama_hadiah: '特典名', info: '情報', sub_info: 'サブ情報', deskripsi: '説明', point: 'ポイント', gambar_path: '画像', gambar_name: '画像名' },
  },
  'group-description-katalog': {
    title: 'カタロググループ説明',
    empty: 'グループ説明はありません',
    fields: { kode_group: 'グループコード', description: '説明' },
  },
  'splashscreen-katalog': {
    title: 'カタログスプラッシュ画面',
    fields: { name: '名前', kode: 'コード', url: '画像URL', screen_name: '画面名', image_path: '画像', text: 'テキスト', position: '位置' },
    options: { position: { top: '上', bottom: '下' } },
  },
  // the masters, price parameters and loan parameters (registry masters; the catalogue above)
  'kategori': {
    title: 'カテゴリ',
    fields: { kode_kategori: 'カテゴリコード', nama_kategori: 'カテゴリ名', deskripsi: '説明' },
  },
  'jenis': {
    title: '種類',
    fields: { kode_dept: '種類コード', nama_dept: '種類名', kode_kategori: 'カテゴリ' },
  },
  'group': {
    title: 'グループ',
    fields: { kode_group: 'グループコード', nama_group: 'グループ名', kadar: '純度', kelompok_harga: '価格グループ', ikut_harga_global: '国際価格に連動', persen_harga_beli: '買取価格率' },
  },
  'bandrol': {
    title: '値札',
    fields: { kode_bandrol: '値札コード', nama_bandrol: '値札名', warna: '色', harga_bandrol: '値札価格' },
  },
  'kode-transaksi': {
    title: '取引コード',
    fields: { kode_transaksi: '取引コード', nama_transaksi: '取引名', jenis_transaksi: '取引区分', nomor_akun: '勘定科目番号' },
    hints: { nomor_akun: '空欄：Parameter Akun の KAS MASUK / KAS KELUAR の勘定科目' },
    options: { jenis_transaksi: { MASUK: '入金', KELUAR: '出金' } },
  },
  'gudang': {
    title: '倉庫',
    fields: { kode_gudang: '倉庫コード', nama_gudang: '倉庫名', jenis_gudang: '倉庫区分', keterangan: '備考' },
    options: { jenis_gudang: { JUAL: '販売', BELI: '買取', HANCUR: '溶解', CONTOH: '見本' } },
  },
  'baki': {
    title: 'トレイ',
    fields: { kode_baki: 'トレイコード', nama_baki: 'トレイ名', kode_gudang: '倉庫コード', berat_baki: '空トレイ重量', aktif: '有効' },
  },
  'sales': {
    title: '販売員',
    fields: { kode_sales: '販売員コード', nama_sales: '販売員名', no_hp: '携帯電話番号' },
  },
  'tukang': {
    title: '職人',
    fields: { kode_tukang: '職人コード', nama_tukang: '職人名', no_hp: '携帯電話番号', alamat: '住所' },
  },
  'kondisi-barang': {
    title: '商品状態',
    fields: { kode_kondisi: '状態コード', nama_kondisi: '状態名' },
  },
  'kondisi-pembelian': {
    title: '買取状態',
    fields: { kode_kondisi_beli: '状態コード', nama_kondisi_beli: '状態名', potongan_persen: '控除 (%)', potongan_rp: '控除 Rp / グラム' },
  },
  'kondisi-pinjaman': {
    title: '貸付状態',
    fields: { kode_kondisi_pinjaman: '状態コード', nama_kondisi_pinjaman: '状態名', persen_pinjaman: '貸付率' },
  },
  'data-hadiah': {
    title: '景品',
    fields: { kode_hadiah: '景品コード', nama_hadiah: '景品名', poin: 'ポイント', stok: '在庫', deskripsi: '説明' },
  },
  'parameter-rugi-nota': {
    title: '伝票損失パラメータ',
    fields: { kode_rugi_nota: '伝票損失コード', kode_group: 'グループコード', rugi_persen: '損失 (%)', rugi_rp: '損失 Rp / グラム', keterangan: '備考' },
  },
  'parameter-jenis-group': {
    title: '種類グループパラメータ',
    fields: { kode_jenis_group: '種類グループコード', kode_dept: '種類コード', kode_group: 'グループコード', keterangan: '備考' },
  },
  'kadar': {
    title: '純度',
    fields: { kode_kadar: '純度コード', nama_kadar: '純度名', kadar: '純度' },
  },
  'kadar-eod': {
    title: '日次純度',
    fields: { kode_kadar: '純度コード', kadar_eod: '日次純度', keterangan: '備考' },
  },
  'bank': {
    title: '銀行',
    fields: { kode_bank: '銀行コード', nama_bank: '銀行名' },
  },
  'rekening': {
    title: '口座',
    fields: { no_rekening: '口座番号', nama_rekening: '口座名義', kode_bank: '銀行コード', fee_gesek_persen: 'カード現金引出手数料 (%)' },
  },
  'marketplace': {
    title: 'マーケットプレイス',
    fields: { kode_marketplace: 'マーケットプレイスコード', nama_marketplace: 'マーケットプレイス名', biaya_admin: '事務手数料 (%)' },
  },
  'keterangan-penjualan': {
    title: '販売備考',
    fields: { _id: 'ID', keterangan: '備考', status: 'ステータス' },
    options: { status: { AKTIF: '有効', 'TIDAK AKTIF': '無効' } },
  },
  'parameter-keterangan-nota': {
    title: '伝票メモ',
    fields: { kode_nota: '伝票種別', keterangan: 'メモ' },
    options: { kode_nota: { PENJUALAN: '販売', PEMBELIAN: '買取', PESANAN: '注文', SERVICE: '修理', HUTANG: '質預かり' } },
  },
  'parameter-point': {
    title: "ポイントパラメータ",
    fields: {
      kode_poin: "ポイントコード",
      tgl_berlaku: "適用開始日",
      jenis_transaksi: "取引区分",
      kode_group: "グループ（空欄：全グループ）",
      kelipatan_berat: "重量単位（g、GRAM 種別）",
      kelipatan_rp: "金額単位（Rp、RP 種別）",
      poin: "ポイント",
      tanpa_poin: "ポイント対象外",
    },
    options: { jenis_transaksi: {
        PENJUALAN: "販売",
        PEMBELIAN: "買取",
      } },
  },
  'parameter-cicilan': {
    title: "分割払いパラメータ",
    fields: {
      _id: "ID",
      tgl_berlaku: "適用日",
      tenor_bulan: "回数 (月)",
      margin_persen: "手数料率 (%)",
      min_dp_persen: "最低頭金 (%)",
      biaya_admin: "事務手数料",
      denda_jenis: "延滞金の種類",
      denda_persen: "延滞金 (%)",
      denda_maks_persen: "延滞金上限 (%)",
      masa_tenggang: "猶予 (日)",
      gagal_setelah: "不履行までの回数",
      potongan_pelunasan_persen: "繰上げ完済の手数料減免 (%)",
      pembulatan: "分割額の端数処理 (Rp)",
    },
    options: { denda_jenis: { HARIAN: "日割り", ANGSURAN: "1回ごと" } },
  },
  'kelompok-harga': {
    title: '価格グループ',
    fields: { kelompok_harga: '価格グループ', keterangan: '備考' },
  },
  'deskripsi-service': {
    title: '修理内容',
    fields: { kode_deskripsi: '内容コード', nama_deskripsi: '内容名', ongkos: '料金' },
  },
  'para-harga-beli': {
    title: '買取価格パラメータ',
    fields: { kode_harga: '価格コード', harga_per_gram: 'グラム単価' },
  },
  'parameter-ongkos': {
    title: '工賃パラメータ',
    fields: { kode_ongkos: '工賃コード', kode_dept: '種類コード', kode_group: 'グループコード', ongkos_per_gram: 'グラム当たり工賃', ongkos_minimal: '最低工賃' },
  },
  'para-bunga-hutang': {
    title: '融資利息パラメータ',
    fields: { kode_bunga: '利息コード', tgl_berlaku: '適用開始日', pinjaman_dari: '融資額（から）', pinjaman_sampai: '融資額（まで、0：上限なし）', bunga_persen: '期間当たり利息 (%)', hari_periode: '期間日数', min_periode: '最低期間数', biaya_admin: '事務手数料' },
  },
  'plafond-hutang': {
    title: '融資上限',
    fields: { kode_plafond: '上限コード', tgl_berlaku: '適用開始日', plafond_rp: '上限額 (Rp)' },
  },
  'plafond-hutang-kadar': {
    title: '純度別融資上限',
    fields: { kode_plafond_kadar: '上限コード', tgl_berlaku: '適用開始日', kadar_dari: '純度（から）', kadar_sampai: '純度（まで）', persen_plafond: '上限率 (%)' },
  },
  'para-hutang-pokok': {
    title: '融資元本パラメータ',
    fields: { kode_pokok: '元本コード', tgl_berlaku: '適用開始日', dasar_taksiran: '査定基準', lama_pinjam: '融資期間（日）', masa_tenggang: '猶予期間（日）', pembulatan: '利息の端数処理' },
  },
  'kupon': {
    title: 'クーポン設定',
    fields: { kode_kupon: 'クーポンコード', nama_kupon: 'クーポン名', jenis: 'クーポン種別', nominal_rp: '金額 Rp（Rp 種別）', persen: '割合（割合種別）', maks_rp: '最大割引 Rp（0：上限なし）', minimal_belanja: '最低購入額', tgl_dari: '有効開始日', tgl_sampai: '有効終了日', kuota: '上限数', sekali_per_member: '会員ごとに一回', toko: '店舗（空欄：全店舗）', aktif: '有効' },
    options: { jenis: { RP: 'Rp', PERSEN: '割合' } },
  },
  'para-potongan-kategori': {
    title: 'カテゴリ割引設定',
    fields: { kode_potongan: '割引コード', berdasarkan: '基準', kode_target: 'カテゴリ / 種類コード', jenis_potongan: '割引種別', rp_per_gram: 'グラムあたり Rp', persen: '割合', tgl_dari: '有効開始日', tgl_sampai: '有効終了日', aktif: '有効' },
    options: { berdasarkan: { KATEGORI: 'カテゴリ', JENIS: '種類' }, jenis_potongan: { PER_GRAM: 'グラムあたり Rp', PERSEN: '割合' } },
  },
  'para-bonus-sales': {
    title: '販売ボーナス設定',
    fields: { kode_bonus: 'ボーナスコード', kode_group: 'グループ', dasar: 'ボーナス基準', rp_per_gram: 'グラムあたり Rp', persen: '金額の割合', tgl_dari: '有効開始日', tgl_sampai: '有効終了日' },
    options: { dasar: { GRAM: 'グラムあたり Rp', RUPIAH: '金額の割合' } },
  },
  'batu-shape': {
    title: "石形状",
    fields: {"kode_shape": "コード形状", "nama_shape": "名称形状", "urut": "並び順"},
  },
  'batu-color': {
    title: "石カラー",
    fields: {"kode_color": "コードカラー", "nama_color": "名称カラー", "urut": "並び順"},
  },
  'batu-clarity': {
    title: "石クラリティ",
    fields: {"kode_clarity": "コードクラリティ", "nama_clarity": "名称クラリティ", "urut": "並び順"},
  },
  'batu-cutgrade': {
    title: "石カットグレード",
    fields: {"kode_cutgrade": "コードカットグレード", "nama_cutgrade": "名称カットグレード", "urut": "並び順"},
  },
  'batu-polish': {
    title: "石研磨",
    fields: {"kode_polish": "コード研磨", "nama_polish": "名称研磨", "urut": "並び順"},
  },
  'batu-symmetry': {
    title: "石対称性",
    fields: {"kode_symmetry": "コード対称性", "nama_symmetry": "名称対称性", "urut": "並び順"},
  },
  'batu-fluorescence': {
    title: "石蛍光性",
    fields: {"kode_fluorescence": "コード蛍光性", "nama_fluorescence": "名称蛍光性", "urut": "並び順"},
  },
  'supplier-berlian': {
    title: "ダイヤモンド仕入先",
    fields: {"kode_supplier": "仕入先コード", "nama_supplier": "仕入先名", "no_hp": "電話番号", "alamat": "住所"},
  },
  'parameter-berlian': {
    title: "ダイヤモンド価格パラメーター",
    fields: {"kode_harga_berlian": "価格コード", "tgl_berlaku": "適用開始日", "kode_shape": "形状", "kode_color": "カラー", "kode_clarity": "クラリティ", "karat_dari": "カラット下限（1 石）", "karat_sampai": "カラット上限（1 石）", "harga_per_karat": "1 カラット単価", "margin_persen": "マージン (%)"},
  },
  'supplier-barang': {
    title: "仕入先",
    fields: {"kode_supplier": "仕入先コード", "nama_supplier": "仕入先名", "no_hp": "電話番号", "alamat": "住所"},
  },
  'parameter-harga-emas-pembelian': {
    title: "金買取価格パラメータ",
    fields: {"kode_parameter": "パラメータコード", "tgl_berlaku": "適用日", "kadar": "純度", "harga_per_gram": "グラム単価"},
  },
  'marketplace-setting': {
    title: "マーケットプレイス設定",
    fields: {"kode_akun": "アカウントコード", "kode_marketplace": "マーケットプレイス", "nama_toko_online": "オンラインショップ名", "fee_persen": "手数料 (%)", "kode_gudang": "マーケットプレイス倉庫", "kode_baki": "マーケットプレイストレイ", "wajib_foto": "写真必須"},
    hints: {"wajib_foto": "写真のない商品はマーケットプレイスで販売できません"},
  },
  'toko-kirim': {
    title: "送付先店舗",
    fields: {"kode_toko_kirim": "店舗コード", "nama_penerima": "受取人", "no_hp": "電話番号", "alamat_kirim": "送付先住所", "kota": "市区町村"},
  },
  'logistik': {
    title: "配送業者",
    fields: {"kode_logistik": "配送業者コード", "nama_logistik": "配送業者名", "no_hp": "電話番号"},
  },
  'ekspedisi': {
    title: "配送サービス",
    fields: {"kode_ekspedisi": "サービスコード", "nama_ekspedisi": "サービス名", "kode_logistik": "配送業者"},
  },
};
