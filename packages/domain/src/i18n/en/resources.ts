/** Labels of the registry's resources (English). Same keys as ../id/resources.ts (built from the registry); a key left out shows the registry's Indonesian. */
export const resources = {
  'kategori-katalog': {
    title: 'Catalogue Category',
    empty: 'No catalogue categories',
    fields: { kode_kategori: 'Category Code', nama_kategori: 'Category Name', warna: 'Colour', gambar_path: 'Picture', gambar_name: 'Picture Name' },
  },
  'harga-katalog': {
    title: 'Catalogue Price',
    empty: 'No catalogue prices',
    fields: { kode_harga_app: 'Price Code', nama_harga_app: 'Price Name', detail_group: 'Group List' },
  },
  'banner-katalog': {
    title: 'Catalogue Banner',
    empty: 'No catalogue banners',
    fields: { kode_banner: 'Banner Code', title: 'Title', sub_title: 'Subtitle', info: 'Information', sub_info: 'Sub-information', deskripsi: 'Description', url_pendukung: 'Supporting URL', nama_tombol: 'Button Name', gambar_path: 'Picture', gambar_name: 'Picture Name' },
  },
  'info-katalog': {
    title: 'Catalogue Info',
    empty: 'No catalogue info cards',
    fields: { kode_info: 'Info Code', title: 'Title', sub_title: 'Subtitle', info: 'Information', sub_info: 'Sub-information', deskripsi: 'Description', url_pendukung: 'Supporting URL', nama_tombol: 'Button Name', gambar_path: 'Picture', gambar_name: 'Picture Name' },
  },
  'item-katalog': {
    title: 'Catalogue Item',
    empty: 'No catalogue items',
    fields: {
      kode_barang: 'Item Code', kode_kategori: 'Category', nama_barang: 'Item Name', berat: 'Weight', harga_jual: 'Selling Price', kode_group: 'Price Group',
      kode_banner: 'Banners', kode_info: 'Information Cards', direct_url: 'Supporting URL', hashtag_jenis: 'Type Hashtags', hashtag_kadar: 'Purity Hashtags',
      hashtag_lm: 'Bullion Hashtags', gambar_path: 'Pictures',
      harga_jual_str: 'Selling Price (Display)', deskripsi_banner: 'Banner Descriptions', deskripsi_info: 'Information Descriptions',
    },
    hints: { hashtag_jenis: '#ring, #necklace', hashtag_kadar: '#24k, #22k', hashtag_lm: '#antam, #ubs' },
  },
  'kontak-admin-katalog': {
    title: 'Catalogue Admin Contact',
    empty: 'No admin contacts',
    fields: { kode_admin: 'Admin Code', nama_admin: 'Admin Name', no_hp: 'WhatsApp Number' },
  },
  'hadiah-katalog': {
    title: 'Catalogue Reward',
    empty: 'No rewards',
    fields: { kode_hadiah: 'Reward Code', nama_hadiah: 'Reward Name', info: 'Information', sub_info: 'Sub-information', deskripsi: 'Description', point: 'Points', gambar_path: 'Picture', gambar_name: 'Picture Name' },
  },
  'group-description-katalog': {
    title: 'Catalogue Group Description',
    empty: 'No group descriptions',
    fields: { kode_group: 'Group Code', description: 'Description' },
  },
  'splashscreen-katalog': {
    title: 'Catalogue Splash Screen',
    fields: { name: 'Name', kode: 'Code', url: 'Picture URL', screen_name: 'Screen Name', image_path: 'Picture', text: 'Text', position: 'Position' },
    options: { position: { top: 'TOP', bottom: 'BOTTOM' } },
  },
};
