/** Label sumber daftar (Bahasa Melayu). Kunci sama dengan ../id/resources.ts; kunci yang tiada memaparkan label Indonesia daftar. */
export const resources = {
  'kategori-katalog': {
    title: 'Kategori Katalog',
    empty: 'Tiada kategori katalog',
    fields: { kode_kategori: 'Kod Kategori', nama_kategori: 'Nama Kategori', warna: 'Warna', gambar_path: 'Gambar', gambar_name: 'Nama Gambar' },
  },
  'harga-katalog': {
    title: 'Harga Katalog',
    empty: 'Tiada harga katalog',
    fields: { kode_harga_app: 'Kod Harga', nama_harga_app: 'Nama Harga', detail_group: 'Senarai Kumpulan' },
  },
  'banner-katalog': {
    title: 'Sepanduk Katalog',
    empty: 'Tiada sepanduk katalog',
    fields: { kode_banner: 'Kod Sepanduk', title: 'Tajuk', sub_title: 'Subtajuk', info: 'Maklumat', sub_info: 'Submaklumat', deskripsi: 'Keterangan', url_pendukung: 'URL Sokongan', nama_tombol: 'Nama Butang', gambar_path: 'Gambar', gambar_name: 'Nama Gambar' },
  },
  'info-katalog': {
    title: 'Maklumat Katalog',
    empty: 'Tiada maklumat katalog',
    fields: { kode_info: 'Kod Maklumat', title: 'Tajuk', sub_title: 'Subtajuk', info: 'Maklumat', sub_info: 'Submaklumat', deskripsi: 'Keterangan', url_pendukung: 'URL Sokongan', nama_tombol: 'Nama Butang', gambar_path: 'Gambar', gambar_name: 'Nama Gambar' },
  },
  'item-katalog': {
    title: 'Barangan Katalog',
    empty: 'Tiada barangan katalog',
    fields: {
      kode_barang: 'Kod Barangan', kode_kategori: 'Kategori', nama_barang: 'Nama Barangan', berat: 'Berat', harga_jual: 'Harga Jualan', kode_group: 'Kumpulan Harga',
      kode_banner: 'Sepanduk', kode_info: 'Kad Maklumat', direct_url: 'URL Sokongan', hashtag_jenis: 'Tanda Pagar Jenis', hashtag_kadar: 'Tanda Pagar Ketulenan',
      hashtag_lm: 'Tanda Pagar Jongkong', gambar_path: 'Gambar',
      harga_jual_str: 'Harga Jualan (Paparan)', deskripsi_banner: 'Penerangan Sepanduk', deskripsi_info: 'Penerangan Info',
    },
    hints: { hashtag_jenis: '#cincin, #rantai', hashtag_kadar: '#24k, #22k', hashtag_lm: '#antam, #ubs' },
  },
  'kontak-admin-katalog': {
    title: 'Kenalan Pentadbir Katalog',
    empty: 'Tiada kenalan pentadbir',
    fields: { kode_admin: 'Kod Pentadbir', nama_admin: 'Nama Pentadbir', no_hp: 'Nombor WhatsApp' },
  },
  'hadiah-katalog': {
    title: 'Ganjaran Katalog',
    empty: 'Tiada ganjaran',
    fields: { kode_hadiah: 'Kod Ganjaran', nama_hadiah: 'Nama Ganjaran', info: 'Maklumat', sub_info: 'Submaklumat', deskripsi: 'Keterangan', point: 'Mata', gambar_path: 'Gambar', gambar_name: 'Nama Gambar' },
  },
  'group-description-katalog': {
    title: 'Keterangan Kumpulan Katalog',
    empty: 'Tiada keterangan kumpulan',
    fields: { kode_group: 'Kod Kumpulan', description: 'Keterangan' },
  },
  'splashscreen-katalog': {
    title: 'Skrin Pembuka Katalog',
    fields: { name: 'Nama', kode: 'Kod', url: 'URL Gambar', screen_name: 'Nama Skrin', image_path: 'Gambar', text: 'Teks', position: 'Kedudukan' },
    options: { position: { top: 'ATAS', bottom: 'BAWAH' } },
  },
};
