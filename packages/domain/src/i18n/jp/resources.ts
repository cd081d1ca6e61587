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
};
