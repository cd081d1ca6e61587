/** Messages of the diamond area (issue 34): stones, the price grid, diamond pieces (Indonesian). */
export const BERLIAN_MESSAGES = {
  caratRequired: 'Karat batu tidak boleh 0',
  caratInvalid: 'Karat batu harus angka dengan paling banyak 3 desimal',
  countRequired: 'Jumlah batu tidak boleh 0',
  bandInvalid: 'Karat Sampai tidak boleh kurang dari Karat Dari',
  noGridPrice: 'Harga batu ini belum ada di Parameter Berlian',
  stonesOverGross: 'Berat batu melebihi berat kotor barang',
  netOverGross: 'Berat bersih emas tidak boleh lebih dari berat kotor',
  certificateDuplicate: 'No sertifikat sudah terdaftar',
  certificateRequired: 'No sertifikat dan lab sertifikat harus diisi bersama',
  notDiamondItem: 'Barang ini bukan barang berlian',
  stonesRequired: 'Isi paling sedikit satu batu',
  stonesAdded: 'Batu Berhasil Ditambahkan',
  buybackPercentOver: 'Persen batu tidak boleh lebih dari 100',
} as const;

/** Diamond pieces at the counter and bought back (issue 34). */
export const BERLIAN_COUNTER_MESSAGES = {
  certificateRequired: 'No sertifikat barang berlian harus diisi',
  certificateMismatch: 'No sertifikat tidak sesuai dengan sertifikat barang',
  buybackRuleInvalid: 'Aturan Beli Batu Berlian harus PERSEN n (0-100), GRID atau NOL',
} as const;
