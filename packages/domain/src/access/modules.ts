/**
 * Per-store module flags (spec 000 §6, spec 001 §6). `gate` modules switch screens on or off;
 * `behaviour` modules change how a screen works. The demo chain turns every gate module on and
 * leaves behaviour modules at their default.
 */
export type ModuleKind = 'gate' | 'behaviour';
export type ModuleDef = { key: string; label: string; kind: ModuleKind; defaultOn: boolean };

export const MODULES = [
  { key: 'MARKETPLACE_MODULE', label: 'Integrasi Marketplace', kind: 'gate', defaultOn: false },
  { key: 'WEB_EXTERNAL_MODULE', label: 'Barang Web External', kind: 'gate', defaultOn: false },
  { key: 'STOCK_JUAL_MANUAL_MODULE', label: 'Barang, Jual dan Beli Manual', kind: 'gate', defaultOn: false },
  { key: 'CICILAN_MODULE', label: 'Cicilan', kind: 'gate', defaultOn: false },
  // issue 35: it shows /master-parameter-harga-pembelian AND changes how every buy-back is priced (by purity from that
  // parameter instead of the group's buy price), so the demo chain leaves it off like a behaviour module: /settingsystem
  // turns it on once the store has entered its purchase prices (the demo seeds them, dated on its first day)
  { key: 'PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE', label: 'Parameter Harga Emas Pembelian', kind: 'behaviour', defaultOn: false },
  { key: 'LIVE_FEATURE_MODULE', label: 'Fitur Live (Kelompok Harga, Laporan Global)', kind: 'gate', defaultOn: false },
  { key: 'MEMBER_MODULE', label: 'Member dan Poin', kind: 'gate', defaultOn: false },
  { key: 'RESET_POIN_MEMBER_MODULE', label: 'Reset Poin Member', kind: 'gate', defaultOn: false },
  { key: 'SEPUHAN_MODULE', label: 'Sepuhan', kind: 'gate', defaultOn: false },
  { key: 'SEPUHAN_TERPUSAT_MODULE', label: 'Sepuhan Terpusat', kind: 'behaviour', defaultOn: false },
  { key: 'PRE_ORDER_MODULE', label: 'Pre Order', kind: 'gate', defaultOn: false },
  { key: 'WHATSAPP_MODULE', label: 'WhatsApp', kind: 'gate', defaultOn: false },
  { key: 'PROMO_WA_NOTIFICATION_MODULE', label: 'Notifikasi Promo WhatsApp', kind: 'gate', defaultOn: false },
  { key: 'VALIDASI_PESANAN_MODULE', label: 'Validasi Pesanan', kind: 'gate', defaultOn: false },
  { key: 'VALIDASI_SERVICE_MODULE', label: 'Validasi Service', kind: 'gate', defaultOn: false },
  { key: 'BERLIAN_MODULE', label: 'Berlian', kind: 'gate', defaultOn: false },
  // the shipping module shows its screens AND makes every shipment between stores name a courier and service from
  // its lists (spec 000 §5): like the purchase price parameter above, the demo chain leaves it off (its lists are
  // seeded) so a shipment works as before until /settingsystem turns it on
  { key: 'KIRIM_BARANG_MODULE', label: 'Kirim dan Terima Barang', kind: 'behaviour', defaultOn: false },
  { key: 'KUPON_MODULE', label: 'Kupon', kind: 'gate', defaultOn: false },
  { key: 'RFID_MODULE', label: 'RFID', kind: 'gate', defaultOn: false },
  { key: 'SUPPLIER_BARANG_MODULE', label: 'Supplier Barang', kind: 'gate', defaultOn: false },
  { key: 'BUNGA_HUTANG_MODULE', label: 'Bunga Hutang', kind: 'gate', defaultOn: false },
  { key: 'PLAFOND_HUTANG_MODULE', label: 'Plafond Hutang', kind: 'gate', defaultOn: false },
  { key: 'BONUS_SALES_MODULE', label: 'Bonus Sales', kind: 'gate', defaultOn: false },
  { key: 'POTONGAN_MODULE', label: 'Potongan', kind: 'gate', defaultOn: false },
  { key: 'DESKRIPSI_SERVICE_MODULE', label: 'Deskripsi Service', kind: 'gate', defaultOn: false },
  { key: 'SEMI_GROSIR_MODULE', label: 'Semi Grosir', kind: 'gate', defaultOn: false },
  { key: 'HUTANG_POKOK_MODULE', label: 'Parameter Pokok Hutang', kind: 'gate', defaultOn: false },
  // the principal parameter's gold-price mode (spec 000 §6): the appraisal is the gold price in force and the
  // parameter screen is hidden
  { key: 'HUTANG_POKOK_HARGA_EMAS_MODULE', label: 'Pokok Hutang Mode Harga Emas', kind: 'behaviour', defaultOn: false },
  { key: 'AKUNTANSI_MODULE', label: 'Akuntansi', kind: 'gate', defaultOn: false },
  { key: 'FINGERPRINT_MODULE', label: 'Otorisasi Fingerprint', kind: 'gate', defaultOn: false },
  { key: 'VALIDASI_NON_CASH_MODULE', label: 'Validasi Non Cash', kind: 'behaviour', defaultOn: false },
  { key: 'DUPLICATE_NOTA_MODULE', label: 'Cetak Nota Dua Kali', kind: 'behaviour', defaultOn: false },
  { key: 'SETTING_NOTA_OWNER_ONLY_MODULE', label: 'Setting Nota Hanya Owner', kind: 'behaviour', defaultOn: false },
  { key: 'HIDE_SALDO_BARANG_SUMMARY', label: 'Sembunyikan Ringkasan Saldo Barang', kind: 'behaviour', defaultOn: false },
  { key: 'REPORT_SATU_BULAN_PROTECTION_MODULE', label: 'Batas Laporan Satu Bulan', kind: 'behaviour', defaultOn: false },
  { key: 'PEMBULATAN_PENJUALAN_KEBAWAH_MODULE', label: 'Pembulatan Penjualan Ke Bawah', kind: 'behaviour', defaultOn: false },
  { key: 'PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE', label: 'Pembulatan Pembelian Ke Bawah', kind: 'behaviour', defaultOn: false },
  { key: 'TANGGAL_SEBELUMNYA_OWNER_MODULE', label: 'Tanggal Sebelumnya Owner', kind: 'behaviour', defaultOn: false },
  { key: 'TANGGAL_SEBELUMNYA_SPV_MODULE', label: 'Tanggal Sebelumnya Supervisor', kind: 'behaviour', defaultOn: false },
  { key: 'TUTUP_TOKO_WAJIB_VALIDASI_MODULE', label: 'Tutup Toko Menunggu Validasi Supervisor', kind: 'behaviour', defaultOn: false },
  { key: 'TUTUP_TOKO_WAJIB_TIMBANG_BAKI_MODULE', label: 'Tutup Toko Wajib Timbang Baki', kind: 'behaviour', defaultOn: false },
  { key: 'REPORT_READONLY_DATE_MODULE', label: 'Tanggal Laporan Mengikuti Tanggal Aktif', kind: 'behaviour', defaultOn: false },
  { key: 'TOLAK_HARGA_EMAS_LAMA_MODULE', label: 'Tolak Harga Emas Lebih Lama Dari Tanggal Aktif', kind: 'behaviour', defaultOn: true },
  { key: 'MULTI_LANGUAGE_MODULE', label: 'Bahasa Aplikasi', kind: 'behaviour', defaultOn: false },
] as const satisfies readonly ModuleDef[];

export type ModuleKey = (typeof MODULES)[number]['key'];

/** Module flags of a store: key -> on/off, plus the value of modules that carry one (language). */
export type ModuleState = { key: string; aktif: boolean; value: string | null };
export type ModuleFlags = Record<string, boolean>;

/** Flags from stored rows; a module without a row keeps its catalogue default. */
export function toModuleFlags(list: readonly ModuleState[]): ModuleFlags {
  const flags: ModuleFlags = {};
  for (const m of MODULES) if (m.defaultOn) flags[m.key] = true;
  for (const m of list) flags[m.key] = m.aktif;
  return flags;
}

export function isModuleOn(flags: ModuleFlags | null | undefined, key: string): boolean {
  return flags?.[key] === true;
}

/** System parameters with their defaults (spec 001 §9: PEMBULATAN falls back to 500). */
export const SYSTEM_PARAMETERS = [
  { key: 'PEMBULATAN', label: 'Pembulatan (Rp)', defaultValue: '500' },
  { key: 'PARAMETER_HARGA_EMAS_GLOBAL_VALUE', label: 'Harga Emas Global (Rp/gram)', defaultValue: '0' },
  { key: 'kategori_harga', label: 'Kategori Harga', defaultValue: 'GROUP' },
  { key: 'AUTH_TYPE', label: 'Tipe Otorisasi (MANUAL / QR)', defaultValue: 'MANUAL' },
  { key: 'MULTI_LANGUAGE', label: 'Bahasa (id, en, it, hk, my, jp)', defaultValue: 'id' },
  { key: 'DISKON_MAKSIMAL', label: 'Diskon Maksimal Tanpa Otorisasi (Rp)', defaultValue: '50000' },
  { key: 'OTORISASI_PENJUALAN', label: 'Operasi Penjualan Yang Perlu Otorisasi', defaultValue: 'UBAH_HARGA,DISKON,DIBAWAH_MODAL,BATAL_PENJUALAN' },
  { key: 'BATAL_TITIP_POTONGAN_PERSEN', label: 'Potongan Batal Titip (%)', defaultValue: '0' },
  { key: 'TITIP_MIN_DP_PERSEN', label: 'Uang Muka Titip Minimal (%)', defaultValue: '10' },
  // issue 18 cash book: manual cash in/out above this needs a supervisor's approval
  { key: 'KAS_MANUAL_OTORISASI_DIATAS', label: 'Kas Masuk/Keluar Perlu Otorisasi Di Atas (Rp)', defaultValue: '1000000' },
  // spec 001 §9 weight ladders: steps in milligrams within each tenth of a gram; empty = as weighed
  { key: 'TANGGA_BERAT_PEMBELIAN', label: 'Tangga Berat Pembelian (mg per 0,1 gr, mis. 30,50,80)', defaultValue: '' },
  // issue 34: what a diamond piece's stones are paid on a buy-back: PERSEN n (n % of their price at sale), GRID, NOL
  { key: 'BERLIAN_BELI_BATU', label: 'Aturan Beli Batu Berlian (PERSEN 80 / GRID / NOL)', defaultValue: 'NOL' },
  // issue 21 orders: the price basis (KUNCI: locked when ordered; AMBIL: the day's price when finished / picked up), the cancel rule, the least deposit
  { key: 'PESANAN_DASAR_HARGA', label: 'Dasar Harga Pesanan (KUNCI / AMBIL)', defaultValue: 'KUNCI' },
  { key: 'BATAL_PESANAN_POTONGAN_PERSEN', label: 'Potongan Batal Pesanan (%)', defaultValue: '0' },
  { key: 'PESANAN_MIN_DP_PERSEN', label: 'Uang Muka Pesanan Minimal (%)', defaultValue: '0' },
  // issue 32: Setting System 'Type Poin': the points rule counts grams (GRAM) or rupiah (RP)
  { key: 'TYPE_POIN', label: 'Type Poin (GRAM / RP)', defaultValue: 'RP' },
  // issue 32: Setting System 'Cashback Poin': rupiah the drawer pays per point cashed out (0 = cashback off)
  { key: 'CASHBACK_POIN', label: 'Cashback Poin (Rp per poin, 0 = tidak aktif)', defaultValue: '0' },
  // issue 33: the part of what an instalment plan was paid on its price the shop keeps when it is cancelled or taken back
  { key: 'BATAL_CICILAN_POTONGAN_PERSEN', label: 'Potongan Batal Cicilan (%)', defaultValue: '0' },
] as const;
