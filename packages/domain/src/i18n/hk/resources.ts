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
};
