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
  // the masters, price parameters and loan parameters (registry masters; the catalogue above)
  'kategori': {
    title: 'Category',
    fields: { kode_kategori: 'Category Code', nama_kategori: 'Category Name', deskripsi: 'Description' },
  },
  'jenis': {
    title: 'Type',
    fields: { kode_dept: 'Type Code', nama_dept: 'Type Name', kode_kategori: 'Category' },
  },
  'group': {
    title: 'Group',
    fields: { kode_group: 'Group Code', nama_group: 'Group Name', kadar: 'Purity', kelompok_harga: 'Price Group', ikut_harga_global: 'Follows Global Price', persen_harga_beli: 'Buying Price Percentage' },
  },
  'bandrol': {
    title: 'Price Tag',
    fields: { kode_bandrol: 'Price Tag Code', nama_bandrol: 'Price Tag Name', warna: 'Colour', harga_bandrol: 'Tag Price' },
  },
  'kode-transaksi': {
    title: 'Transaction Code',
    fields: { kode_transaksi: 'Transaction Code', nama_transaksi: 'Transaction Name', jenis_transaksi: 'Transaction Type', nomor_akun: 'Account Number' },
    hints: { nomor_akun: 'Empty: the account of Parameter Akun KAS MASUK / KAS KELUAR' },
    options: { jenis_transaksi: { MASUK: 'IN', KELUAR: 'OUT' } },
  },
  'gudang': {
    title: 'Warehouse',
    fields: { kode_gudang: 'Warehouse Code', nama_gudang: 'Warehouse Name', jenis_gudang: 'Warehouse Type', keterangan: 'Notes' },
    options: { jenis_gudang: { JUAL: 'SALES', BELI: 'BUY-BACK', HANCUR: 'MELTING', CONTOH: 'SAMPLE' } },
  },
  'baki': {
    title: 'Tray',
    fields: { kode_baki: 'Tray Code', nama_baki: 'Tray Name', kode_gudang: 'Warehouse Code', berat_baki: 'Empty Tray Weight', aktif: 'Active' },
  },
  'sales': {
    title: 'Salesperson',
    fields: { kode_sales: 'Salesperson Code', nama_sales: 'Salesperson Name', no_hp: 'Mobile Number' },
  },
  'tukang': {
    title: 'Craftsman',
    fields: { kode_tukang: 'Craftsman Code', nama_tukang: 'Craftsman Name', no_hp: 'Mobile Number', alamat: 'Address' },
  },
  'kondisi-barang': {
    title: 'Item Condition',
    fields: { kode_kondisi: 'Condition Code', nama_kondisi: 'Condition Name' },
  },
  'kondisi-pembelian': {
    title: 'Buy-back Condition',
    fields: { kode_kondisi_beli: 'Condition Code', nama_kondisi_beli: 'Condition Name', potongan_persen: 'Deduction (%)', potongan_rp: 'Deduction Rp / Gram' },
  },
  'kondisi-pinjaman': {
    title: 'Loan Condition',
    fields: { kode_kondisi_pinjaman: 'Condition Code', nama_kondisi_pinjaman: 'Condition Name', persen_pinjaman: 'Loan Percentage' },
  },
  'data-hadiah': {
    title: 'Gift',
    fields: { kode_hadiah: 'Gift Code', nama_hadiah: 'Gift Name', poin: 'Points', stok: 'Stock', deskripsi: 'Description' },
  },
  'parameter-rugi-nota': {
    title: 'Receipt Loss Parameter',
    fields: { kode_rugi_nota: 'Receipt Loss Code', kode_group: 'Group Code', rugi_persen: 'Loss (%)', rugi_rp: 'Loss Rp / Gram', keterangan: 'Notes' },
  },
  'parameter-jenis-group': {
    title: 'Type Group Parameter',
    fields: { kode_jenis_group: 'Type Group Code', kode_dept: 'Type Code', kode_group: 'Group Code', keterangan: 'Notes' },
  },
  'kadar': {
    title: 'Purity',
    fields: { kode_kadar: 'Purity Code', nama_kadar: 'Purity Name', kadar: 'Purity' },
  },
  'kadar-eod': {
    title: 'EOD Purity',
    fields: { kode_kadar: 'Purity Code', kadar_eod: 'EOD Purity', keterangan: 'Notes' },
  },
  'bank': {
    title: 'Bank',
    fields: { kode_bank: 'Bank Code', nama_bank: 'Bank Name' },
  },
  'rekening': {
    title: 'Account',
    fields: { no_rekening: 'Account Number', nama_rekening: 'Account Name', kode_bank: 'Bank Code', fee_gesek_persen: 'Card Cash Withdrawal Fee (%)' },
  },
  'marketplace': {
    title: 'Marketplace',
    fields: { kode_marketplace: 'Marketplace Code', nama_marketplace: 'Marketplace Name', biaya_admin: 'Admin Fee (%)' },
  },
  'keterangan-penjualan': {
    title: 'Sales Remark',
    fields: { _id: 'ID', keterangan: 'Remark', status: 'Status' },
    options: { status: { AKTIF: 'ACTIVE', 'TIDAK AKTIF': 'INACTIVE' } },
  },
  'parameter-keterangan-nota': {
    title: 'Receipt Note',
    fields: { kode_nota: 'Receipt Type', keterangan: 'Note' },
    options: { kode_nota: { PENJUALAN: 'SALE', PEMBELIAN: 'BUY-BACK', PESANAN: 'ORDER', SERVICE: 'SERVICE', HUTANG: 'PAWN LOAN' } },
  },
  'parameter-point': {
    title: "Point Parameter",
    fields: {
      kode_poin: "Point Code",
      tgl_berlaku: "Effective Date",
      jenis_transaksi: "Transaction Type",
      kode_group: "Group (empty: every group)",
      kelipatan_berat: "Weight Step (g, Points Type GRAM)",
      kelipatan_rp: "Rp Step (Points Type RP)",
      poin: "Points",
      tanpa_poin: "Earns No Points",
    },
    options: { jenis_transaksi: {
        PENJUALAN: "SALE",
        PEMBELIAN: "BUY-BACK",
      } },
  },
  'parameter-cicilan': {
    title: "Instalment Parameters",
    fields: {
      _id: "ID",
      tgl_berlaku: "Effective Date",
      tenor_bulan: "Tenor (Months)",
      margin_persen: "Margin (%)",
      min_dp_persen: "Least Down Payment (%)",
      biaya_admin: "Admin Fee",
      denda_jenis: "Late Fee Kind",
      denda_persen: "Late Fee (%)",
      denda_maks_persen: "Late Fee Cap (%)",
      masa_tenggang: "Grace (Days)",
      gagal_setelah: "Default After (Instalments)",
      potongan_pelunasan_persen: "Early Settlement Margin Waiver (%)",
      pembulatan: "Instalment Rounding (Rp)",
    },
    options: { denda_jenis: { HARIAN: "DAILY", ANGSURAN: "PER INSTALMENT" } },
  },
  'kelompok-harga': {
    title: 'Price Group',
    fields: { kelompok_harga: 'Price Group', keterangan: 'Notes' },
  },
  'deskripsi-service': {
    title: 'Service Description',
    fields: { kode_deskripsi: 'Description Code', nama_deskripsi: 'Description Name', ongkos: 'Fee' },
  },
  'para-harga-beli': {
    title: 'Buying Price Parameter',
    fields: { kode_harga: 'Price Code', harga_per_gram: 'Price Per Gram' },
  },
  'parameter-ongkos': {
    title: 'Making Fee Parameter',
    fields: { kode_ongkos: 'Making Fee Code', kode_dept: 'Type Code', kode_group: 'Group Code', ongkos_per_gram: 'Making Fee Per Gram', ongkos_minimal: 'Minimum Making Fee' },
  },
  'para-bunga-hutang': {
    title: 'Loan Interest Parameter',
    fields: { kode_bunga: 'Interest Code', tgl_berlaku: 'Effective Date', pinjaman_dari: 'Loan From', pinjaman_sampai: 'Loan Up To (0: no limit)', bunga_persen: 'Interest Per Period (%)', hari_periode: 'Days Per Period', min_periode: 'Minimum Periods', biaya_admin: 'Admin Fee' },
  },
  'plafond-hutang': {
    title: 'Loan Ceiling',
    fields: { kode_plafond: 'Ceiling Code', tgl_berlaku: 'Effective Date', plafond_rp: 'Ceiling (Rp)' },
  },
  'plafond-hutang-kadar': {
    title: 'Loan Ceiling by Purity',
    fields: { kode_plafond_kadar: 'Ceiling Code', tgl_berlaku: 'Effective Date', kadar_dari: 'Purity From', kadar_sampai: 'Purity To', persen_plafond: 'Ceiling Percentage (%)' },
  },
  'para-hutang-pokok': {
    title: 'Loan Principal Parameter',
    fields: { kode_pokok: 'Principal Code', tgl_berlaku: 'Effective Date', dasar_taksiran: 'Appraisal Basis', lama_pinjam: 'Loan Term (days)', masa_tenggang: 'Grace Period (days)', pembulatan: 'Interest Rounding' },
  },
  'kupon': {
    title: 'Coupon Parameters',
    fields: { kode_kupon: 'Coupon Code', nama_kupon: 'Coupon Name', jenis: 'Coupon Type', nominal_rp: 'Amount Rp (type Rp)', persen: 'Percent (type Percent)', maks_rp: 'Maximum Discount Rp (0: no limit)', minimal_belanja: 'Minimum Purchase', tgl_dari: 'Valid From', tgl_sampai: 'Valid Until', kuota: 'Quota', sekali_per_member: 'Once Per Member', toko: 'Stores (empty: all stores)', aktif: 'Active' },
    options: { jenis: { RP: 'Rp', PERSEN: 'Percent' } },
  },
  'para-potongan-kategori': {
    title: 'Category Discount Parameters',
    fields: { kode_potongan: 'Discount Code', berdasarkan: 'Based On', kode_target: 'Category / Type Code', jenis_potongan: 'Discount Type', rp_per_gram: 'Rp Per Gram', persen: 'Percent', tgl_dari: 'Valid From', tgl_sampai: 'Valid Until', aktif: 'Active' },
    options: { berdasarkan: { KATEGORI: 'CATEGORY', JENIS: 'TYPE' }, jenis_potongan: { PER_GRAM: 'Rp Per Gram', PERSEN: 'Percent' } },
  },
  'para-bonus-sales': {
    title: 'Sales Bonus Parameters',
    fields: { kode_bonus: 'Bonus Code', kode_group: 'Group', dasar: 'Bonus Basis', rp_per_gram: 'Rp Per Gram', persen: 'Percent of Rupiah', tgl_dari: 'Valid From', tgl_sampai: 'Valid Until' },
    options: { dasar: { GRAM: 'Rp Per Gram', RUPIAH: 'Percent of Rupiah' } },
  },
  'batu-shape': {
    title: "Stone Shape",
    fields: {"kode_shape": "Code Shape", "nama_shape": "Name Shape", "urut": "Order"},
  },
  'batu-color': {
    title: "Stone Colour",
    fields: {"kode_color": "Code Colour", "nama_color": "Name Colour", "urut": "Order"},
  },
  'batu-clarity': {
    title: "Stone Clarity",
    fields: {"kode_clarity": "Code Clarity", "nama_clarity": "Name Clarity", "urut": "Order"},
  },
  'batu-cutgrade': {
    title: "Stone Cut Grade",
    fields: {"kode_cutgrade": "Code Cut Grade", "nama_cutgrade": "Name Cut Grade", "urut": "Order"},
  },
  'batu-polish': {
    title: "Stone Polish",
    fields: {"kode_polish": "Code Polish", "nama_polish": "Name Polish", "urut": "Order"},
  },
  'batu-symmetry': {
    title: "Stone Symmetry",
    fields: {"kode_symmetry": "Code Symmetry", "nama_symmetry": "Name Symmetry", "urut": "Order"},
  },
  'batu-fluorescence': {
    title: "Stone Fluorescence",
    fields: {"kode_fluorescence": "Code Fluorescence", "nama_fluorescence": "Name Fluorescence", "urut": "Order"},
  },
  'supplier-berlian': {
    title: "Diamond Supplier",
    fields: {"kode_supplier": "Supplier Code", "nama_supplier": "Supplier Name", "no_hp": "Phone", "alamat": "Address"},
  },
  'parameter-berlian': {
    title: "Diamond Price Parameter",
    fields: {"kode_harga_berlian": "Price Code", "tgl_berlaku": "Effective Date", "kode_shape": "Shape", "kode_color": "Colour", "kode_clarity": "Clarity", "karat_dari": "Carat From (per stone)", "karat_sampai": "Carat To (per stone)", "harga_per_karat": "Price Per Carat", "margin_persen": "Margin (%)"},
  },
  'supplier-barang': {
    title: "Supplier",
    fields: {"kode_supplier": "Supplier Code", "nama_supplier": "Supplier Name", "no_hp": "Phone", "alamat": "Address"},
  },
  'parameter-harga-emas-pembelian': {
    title: "Gold Purchase Price Parameter",
    fields: {"kode_parameter": "Parameter Code", "tgl_berlaku": "Effective Date", "kadar": "Purity", "harga_per_gram": "Price Per Gram"},
  },
  'marketplace-setting': {
    title: "Marketplace Settings",
    fields: {"kode_akun": "Account Code", "kode_marketplace": "Marketplace", "nama_toko_online": "Online Shop Name", "fee_persen": "Marketplace Fee (%)", "kode_gudang": "Marketplace Warehouse", "kode_baki": "Marketplace Tray", "wajib_foto": "Photo Required"},
    hints: {"wajib_foto": "A piece without a photo cannot be sold on the marketplace"},
  },
  'toko-kirim': {
    title: "Shipping Store",
    fields: {"kode_toko_kirim": "Store Code", "nama_penerima": "Recipient Name", "no_hp": "Phone", "alamat_kirim": "Shipping Address", "kota": "City"},
  },
  'logistik': {
    title: "Courier",
    fields: {"kode_logistik": "Courier Code", "nama_logistik": "Courier Name", "no_hp": "Phone"},
  },
  'ekspedisi': {
    title: "Courier Service",
    fields: {"kode_ekspedisi": "Service Code", "nama_ekspedisi": "Service Name", "kode_logistik": "Courier"},
  },
};
