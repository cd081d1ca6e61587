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
  // the masters, price parameters and loan parameters (registry masters; the catalogue above)
  'kategori': {
    title: 'Kategori',
    fields: { kode_kategori: 'Kod Kategori', nama_kategori: 'Nama Kategori', deskripsi: 'Keterangan' },
  },
  'jenis': {
    title: 'Jenis',
    fields: { kode_dept: 'Kod Jenis', nama_dept: 'Nama Jenis', kode_kategori: 'Kategori' },
  },
  'group': {
    title: 'Kumpulan',
    fields: { kode_group: 'Kod Kumpulan', nama_group: 'Nama Kumpulan', kadar: 'Ketulenan', kelompok_harga: 'Kumpulan Harga', ikut_harga_global: 'Ikut Harga Global', persen_harga_beli: 'Peratus Harga Beli' },
  },
  'bandrol': {
    title: 'Tanda Harga',
    fields: { kode_bandrol: 'Kod Tanda Harga', nama_bandrol: 'Nama Tanda Harga', warna: 'Warna', harga_bandrol: 'Harga Tanda' },
  },
  'kode-transaksi': {
    title: 'Kod Transaksi',
    fields: { kode_transaksi: 'Kod Transaksi', nama_transaksi: 'Nama Transaksi', jenis_transaksi: 'Jenis Transaksi', nomor_akun: 'Nombor Akaun' },
    hints: { nomor_akun: 'Kosong: akaun daripada Parameter Akun KAS MASUK / KAS KELUAR' },
    options: { jenis_transaksi: { MASUK: 'MASUK', KELUAR: 'KELUAR' } },
  },
  'gudang': {
    title: 'Gudang',
    fields: { kode_gudang: 'Kod Gudang', nama_gudang: 'Nama Gudang', jenis_gudang: 'Jenis Gudang', keterangan: 'Catatan' },
    options: { jenis_gudang: { JUAL: 'JUALAN', BELI: 'BELIAN', HANCUR: 'LEBUR', CONTOH: 'SAMPEL' } },
  },
  'baki': {
    title: 'Dulang',
    fields: { kode_baki: 'Kod Dulang', nama_baki: 'Nama Dulang', kode_gudang: 'Kod Gudang', berat_baki: 'Berat Dulang Kosong', aktif: 'Aktif' },
  },
  'sales': {
    title: 'Jurujual',
    fields: { kode_sales: 'Kod Jurujual', nama_sales: 'Nama Jurujual', no_hp: 'No Telefon Bimbit' },
  },
  'tukang': {
    title: 'Tukang',
    fields: { kode_tukang: 'Kod Tukang', nama_tukang: 'Nama Tukang', no_hp: 'No Telefon Bimbit', alamat: 'Alamat' },
  },
  'kondisi-barang': {
    title: 'Keadaan Item',
    fields: { kode_kondisi: 'Kod Keadaan', nama_kondisi: 'Nama Keadaan' },
  },
  'kondisi-pembelian': {
    title: 'Keadaan Belian',
    fields: { kode_kondisi_beli: 'Kod Keadaan', nama_kondisi_beli: 'Nama Keadaan', potongan_persen: 'Potongan (%)', potongan_rp: 'Potongan Rp / Gram' },
  },
  'kondisi-pinjaman': {
    title: 'Keadaan Pinjaman',
    fields: { kode_kondisi_pinjaman: 'Kod Keadaan', nama_kondisi_pinjaman: 'Nama Keadaan', persen_pinjaman: 'Peratus Pinjaman' },
  },
  'data-hadiah': {
    title: 'Hadiah',
    fields: { kode_hadiah: 'Kod Hadiah', nama_hadiah: 'Nama Hadiah', poin: 'Mata', stok: 'Stok', deskripsi: 'Keterangan' },
  },
  'parameter-rugi-nota': {
    title: 'Parameter Rugi Resit',
    fields: { kode_rugi_nota: 'Kod Rugi Resit', kode_group: 'Kod Kumpulan', rugi_persen: 'Rugi (%)', rugi_rp: 'Rugi Rp / Gram', keterangan: 'Catatan' },
  },
  'parameter-jenis-group': {
    title: 'Parameter Jenis Kumpulan',
    fields: { kode_jenis_group: 'Kod Jenis Kumpulan', kode_dept: 'Kod Jenis', kode_group: 'Kod Kumpulan', keterangan: 'Catatan' },
  },
  'kadar': {
    title: 'Ketulenan',
    fields: { kode_kadar: 'Kod Ketulenan', nama_kadar: 'Nama Ketulenan', kadar: 'Ketulenan' },
  },
  'kadar-eod': {
    title: 'Ketulenan EOD',
    fields: { kode_kadar: 'Kod Ketulenan', kadar_eod: 'Ketulenan EOD', keterangan: 'Catatan' },
  },
  'bank': {
    title: 'Bank',
    fields: { kode_bank: 'Kod Bank', nama_bank: 'Nama Bank' },
  },
  'rekening': {
    title: 'Akaun',
    fields: { no_rekening: 'No Akaun', nama_rekening: 'Nama Akaun', kode_bank: 'Kod Bank', fee_gesek_persen: 'Yuran Leretan Tunai (%)' },
  },
  'marketplace': {
    title: 'Marketplace',
    fields: { kode_marketplace: 'Kod Marketplace', nama_marketplace: 'Nama Marketplace', biaya_admin: 'Yuran Pentadbiran (%)' },
  },
  'keterangan-penjualan': {
    title: 'Catatan Jualan',
    fields: { _id: 'ID', keterangan: 'Catatan', status: 'Status' },
    options: { status: { AKTIF: 'AKTIF', 'TIDAK AKTIF': 'TIDAK AKTIF' } },
  },
  'parameter-keterangan-nota': {
    title: 'Nota Resit',
    fields: { kode_nota: 'Jenis Resit', keterangan: 'Nota' },
    options: { kode_nota: { PENJUALAN: 'JUALAN', PEMBELIAN: 'BELIAN', PESANAN: 'TEMPAHAN', SERVICE: 'SERVIS', HUTANG: 'PAJAK GADAI' } },
  },
  'parameter-point': {
    title: "Parameter Mata Ganjaran",
    fields: {
      kode_poin: "Kod Mata Ganjaran",
      tgl_berlaku: "Tarikh Berkuat Kuasa",
      jenis_transaksi: "Jenis Transaksi",
      kode_group: "Kumpulan (kosong: semua)",
      kelipatan_berat: "Gandaan Berat (g, Jenis GRAM)",
      kelipatan_rp: "Gandaan Rp (Jenis RP)",
      poin: "Mata",
      tanpa_poin: "Tiada Mata",
    },
    options: { jenis_transaksi: {
        PENJUALAN: "JUALAN",
        PEMBELIAN: "BELIAN",
      } },
  },
  'parameter-cicilan': {
    title: "Parameter Ansuran",
    fields: {
      _id: "ID",
      tgl_berlaku: "Tarikh Berkuat Kuasa",
      tenor_bulan: "Tempoh (Bulan)",
      margin_persen: "Margin (%)",
      min_dp_persen: "Wang Pendahuluan Minimum (%)",
      biaya_admin: "Yuran Pentadbiran",
      denda_jenis: "Jenis Denda",
      denda_persen: "Denda (%)",
      denda_maks_persen: "Denda Maksimum (%)",
      masa_tenggang: "Tempoh Tangguh (Hari)",
      gagal_setelah: "Gagal Bayar Selepas (Ansuran)",
      potongan_pelunasan_persen: "Potongan Margin Penyelesaian Awal (%)",
      pembulatan: "Pembundaran Ansuran (Rp)",
    },
    options: { denda_jenis: { HARIAN: "HARIAN", ANGSURAN: "SETIAP ANSURAN" } },
  },
  'kelompok-harga': {
    title: 'Kumpulan Harga',
    fields: { kelompok_harga: 'Kumpulan Harga', keterangan: 'Catatan' },
  },
  'deskripsi-service': {
    title: 'Keterangan Servis',
    fields: { kode_deskripsi: 'Kod Keterangan', nama_deskripsi: 'Nama Keterangan', ongkos: 'Upah' },
  },
  'para-harga-beli': {
    title: 'Parameter Harga Beli',
    fields: { kode_harga: 'Kod Harga', harga_per_gram: 'Harga Segram' },
  },
  'parameter-ongkos': {
    title: 'Parameter Upah',
    fields: { kode_ongkos: 'Kod Upah', kode_dept: 'Kod Jenis', kode_group: 'Kod Kumpulan', ongkos_per_gram: 'Upah Segram', ongkos_minimal: 'Upah Minimum' },
  },
  'para-bunga-hutang': {
    title: 'Parameter Faedah Pinjaman',
    fields: { kode_bunga: 'Kod Faedah', tgl_berlaku: 'Tarikh Berkuat Kuasa', pinjaman_dari: 'Pinjaman Dari', pinjaman_sampai: 'Pinjaman Hingga (0: tiada had)', bunga_persen: 'Faedah Setiap Tempoh (%)', hari_periode: 'Hari Setiap Tempoh', min_periode: 'Tempoh Minimum', biaya_admin: 'Yuran Pentadbiran' },
  },
  'plafond-hutang': {
    title: 'Siling Pinjaman',
    fields: { kode_plafond: 'Kod Siling', tgl_berlaku: 'Tarikh Berkuat Kuasa', plafond_rp: 'Siling (Rp)' },
  },
  'plafond-hutang-kadar': {
    title: 'Siling Pinjaman ikut Ketulenan',
    fields: { kode_plafond_kadar: 'Kod Siling', tgl_berlaku: 'Tarikh Berkuat Kuasa', kadar_dari: 'Ketulenan Dari', kadar_sampai: 'Ketulenan Hingga', persen_plafond: 'Peratus Siling (%)' },
  },
  'para-hutang-pokok': {
    title: 'Parameter Pokok Pinjaman',
    fields: { kode_pokok: 'Kod Pokok', tgl_berlaku: 'Tarikh Berkuat Kuasa', dasar_taksiran: 'Asas Taksiran', lama_pinjam: 'Tempoh Pinjaman (hari)', masa_tenggang: 'Tempoh Tangguh (hari)', pembulatan: 'Pembundaran Faedah' },
  },
  'kupon': {
    title: 'Parameter Baucar',
    fields: { kode_kupon: 'Kod Baucar', nama_kupon: 'Nama Baucar', jenis: 'Jenis Baucar', nominal_rp: 'Amaun Rp (jenis Rp)', persen: 'Peratus (jenis Peratus)', maks_rp: 'Diskaun Maksimum Rp (0: tiada had)', minimal_belanja: 'Pembelian Minimum', tgl_dari: 'Sah Dari', tgl_sampai: 'Sah Hingga', kuota: 'Kuota', sekali_per_member: 'Sekali Setiap Ahli', toko: 'Kedai (kosong: semua kedai)', aktif: 'Aktif' },
    options: { jenis: { RP: 'Rp', PERSEN: 'Peratus' } },
  },
  'para-potongan-kategori': {
    title: 'Parameter Diskaun Kategori',
    fields: { kode_potongan: 'Kod Diskaun', berdasarkan: 'Berasaskan', kode_target: 'Kod Kategori / Jenis Barang', jenis_potongan: 'Jenis Diskaun', rp_per_gram: 'Rp Setiap Gram', persen: 'Peratus', tgl_dari: 'Sah Dari', tgl_sampai: 'Sah Hingga', aktif: 'Aktif' },
    options: { berdasarkan: { KATEGORI: 'KATEGORI BARANG', JENIS: 'JENIS BARANG' }, jenis_potongan: { PER_GRAM: 'Rp Setiap Gram', PERSEN: 'Peratus' } },
  },
  'para-bonus-sales': {
    title: 'Parameter Bonus Jurujual',
    fields: { kode_bonus: 'Kod Bonus', kode_group: 'Kumpulan', dasar: 'Asas Bonus', rp_per_gram: 'Rp Setiap Gram', persen: 'Peratus Ringgit', tgl_dari: 'Sah Dari', tgl_sampai: 'Sah Hingga' },
    options: { dasar: { GRAM: 'Rp Setiap Gram', RUPIAH: 'Peratus Ringgit' } },
  },
  'batu-shape': {
    title: "Batu Bentuk",
    fields: {"kode_shape": "Kod Bentuk", "nama_shape": "Nama Bentuk", "urut": "Susunan"},
  },
  'batu-color': {
    title: "Batu Warna",
    fields: {"kode_color": "Kod Warna", "nama_color": "Nama Warna", "urut": "Susunan"},
  },
  'batu-clarity': {
    title: "Batu Kejernihan",
    fields: {"kode_clarity": "Kod Kejernihan", "nama_clarity": "Nama Kejernihan", "urut": "Susunan"},
  },
  'batu-cutgrade': {
    title: "Batu Gred Potongan",
    fields: {"kode_cutgrade": "Kod Gred Potongan", "nama_cutgrade": "Nama Gred Potongan", "urut": "Susunan"},
  },
  'batu-polish': {
    title: "Batu Gilapan",
    fields: {"kode_polish": "Kod Gilapan", "nama_polish": "Nama Gilapan", "urut": "Susunan"},
  },
  'batu-symmetry': {
    title: "Batu Simetri",
    fields: {"kode_symmetry": "Kod Simetri", "nama_symmetry": "Nama Simetri", "urut": "Susunan"},
  },
  'batu-fluorescence': {
    title: "Batu Pendarflour",
    fields: {"kode_fluorescence": "Kod Pendarflour", "nama_fluorescence": "Nama Pendarflour", "urut": "Susunan"},
  },
  'supplier-berlian': {
    title: "Pembekal Berlian",
    fields: {"kode_supplier": "Kod Pembekal", "nama_supplier": "Nama Pembekal", "no_hp": "No Telefon", "alamat": "Alamat"},
  },
  'parameter-berlian': {
    title: "Parameter Harga Berlian",
    fields: {"kode_harga_berlian": "Kod Harga", "tgl_berlaku": "Tarikh Berkuat Kuasa", "kode_shape": "Bentuk", "kode_color": "Warna", "kode_clarity": "Kejernihan", "karat_dari": "Karat Dari (setiap batu)", "karat_sampai": "Karat Hingga (setiap batu)", "harga_per_karat": "Harga Setiap Karat", "margin_persen": "Margin (%)"},
  },
  'supplier-barang': {
    title: "Pembekal",
    fields: {"kode_supplier": "Kod Pembekal", "nama_supplier": "Nama Pembekal", "no_hp": "No Telefon", "alamat": "Alamat"},
  },
  'parameter-harga-emas-pembelian': {
    title: "Parameter Harga Belian Emas",
    fields: {"kode_parameter": "Kod Parameter", "tgl_berlaku": "Tarikh Berkuat Kuasa", "kadar": "Kadar", "harga_per_gram": "Harga Segram"},
  },
  'marketplace-setting': {
    title: "Tetapan Marketplace",
    fields: {"kode_akun": "Kod Akaun", "kode_marketplace": "Marketplace", "nama_toko_online": "Nama Kedai Dalam Talian", "fee_persen": "Yuran Marketplace (%)", "kode_gudang": "Gudang Marketplace", "kode_baki": "Dulang Marketplace", "wajib_foto": "Wajib Foto"},
    hints: {"wajib_foto": "Barang tanpa foto tidak boleh dijual di marketplace"},
  },
  'toko-kirim': {
    title: "Kedai Penghantaran",
    fields: {"kode_toko_kirim": "Kod Kedai", "nama_penerima": "Nama Penerima", "no_hp": "No Telefon", "alamat_kirim": "Alamat Penghantaran", "kota": "Bandar"},
  },
  'logistik': {
    title: "Kurier",
    fields: {"kode_logistik": "Kod Kurier", "nama_logistik": "Nama Kurier", "no_hp": "No Telefon"},
  },
  'ekspedisi': {
    title: "Perkhidmatan Kurier",
    fields: {"kode_ekspedisi": "Kod Perkhidmatan", "nama_ekspedisi": "Nama Perkhidmatan", "kode_logistik": "Kurier"},
  },
};
