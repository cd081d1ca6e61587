import { hasAkses, type AksesNode } from './akses';
import { aksesKeyOf, passesGate, type AccessContext } from './gates';
import type { Level } from './levels';

/** Sidebar groups; ten of them have a submenu page of tiles (spec 000 §2). */
export const MENU_GROUPS = [
  { key: 'master', submenu: null },
  { key: 'barang', submenu: '/subMenuBarang' },
  { key: 'penjualan', submenu: '/SubMenuPenjualan' },
  { key: 'pesanan', submenu: '/SubMenuPesanan' },
  { key: 'pembelian', submenu: '/SubMenuPembelian' },
  { key: 'service', submenu: '/SubMenuService' },
  { key: 'hutang', submenu: '/SubMenuHutang' },
  { key: 'validasi', submenu: '/SubMenuValidasi' },
  { key: 'laporan', submenu: '/SubMenuLaporan' },
  { key: 'utility', submenu: '/SubMenuUtility' },
  { key: 'member', submenu: '/SubMenuMember' },
  { key: 'katalog', submenu: null },
] as const;

export type MenuGroupKey = (typeof MENU_GROUPS)[number]['key'];

/**
 * A route of the web app. `kind`:
 * - public: shown without signing in (login, terms, privacy);
 * - always: any signed-in user (home, submenus, 404, change password);
 * - menu: a screen in a sidebar group, opened when the akses tree and the gate allow it.
 */
export type RouteDef = {
  path: string;
  title: string;
  kind: 'public' | 'always' | 'menu';
  group?: MenuGroupKey;
  /** the report family a /SubMenuLaporan tile is listed under (issue 22) */
  family?: ReportFamily;
  /** a public page for the shop's customers (no link to the staff sign-in) */
  customer?: true;
};

/** Families of the report menu, in the order /SubMenuLaporan lists them (issue 22). */
export const REPORT_FAMILIES = ['penjualan', 'pembelian', 'barang', 'kontrol', 'manajemen', 'keuangan', 'lainnya'] as const;
export type ReportFamily = (typeof REPORT_FAMILIES)[number];

/** Screens that work. A path is listed here only once its screen exists (docs/decisions.md, Access). */
export const ROUTES: readonly RouteDef[] = [
  { path: '/', title: 'LOGIN', kind: 'public' },
  { path: '/terms-and-conditions', title: 'TERMS AND CONDITIONS', kind: 'public' },
  { path: '/privacy-policy', title: 'PRIVACY POLICY', kind: 'public' },
  { path: '/home', title: 'HOME', kind: 'always' },
  { path: '/blank', title: 'BLANK', kind: 'always' },
  { path: '/landingpages', title: 'LANDING PAGES', kind: 'always' },
  { path: '/404', title: '404', kind: 'always' },
  { path: '/ganti-password', title: 'GANTI PASSWORD', kind: 'always', group: 'utility' },
  ...MENU_GROUPS.filter((g) => g.submenu).map(
    (g): RouteDef => ({ path: g.submenu!, title: `MENU ${g.key.toUpperCase()}`, kind: 'always' }),
  ),
  // masters (spec 000 §2) on the CRUD kit; /master-kelompok-harga is gated by LIVE_FEATURE_MODULE
  { path: '/master-kategori', title: 'MASTER KATEGORI', kind: 'menu', group: 'master' },
  { path: '/master-jenis', title: 'MASTER JENIS', kind: 'menu', group: 'master' },
  { path: '/master-group', title: 'MASTER GROUP', kind: 'menu', group: 'master' },
  { path: '/master-bandrol', title: 'MASTER BANDROL', kind: 'menu', group: 'master' },
  { path: '/master-kode-transaksi', title: 'MASTER KODE TRANSAKSI', kind: 'menu', group: 'master' },
  { path: '/master-gudang', title: 'MASTER GUDANG', kind: 'menu', group: 'master' },
  { path: '/master-baki', title: 'MASTER BAKI', kind: 'menu', group: 'master' },
  { path: '/master-sales', title: 'MASTER SALES', kind: 'menu', group: 'master' },
  { path: '/master-tukang', title: 'MASTER TUKANG', kind: 'menu', group: 'master' },
  { path: '/master-kondisi-barang', title: 'MASTER KONDISI BARANG', kind: 'menu', group: 'master' },
  { path: '/master-kondisi-pembelian', title: 'MASTER KONDISI PEMBELIAN', kind: 'menu', group: 'master' },
  { path: '/master-kondisi-pinjaman', title: 'MASTER KONDISI PINJAMAN', kind: 'menu', group: 'master' },
  { path: '/master-data-hadiah', title: 'MASTER DATA HADIAH', kind: 'menu', group: 'master' },
  { path: '/master-parameter-rugi-nota', title: 'MASTER PARAMETER RUGI NOTA', kind: 'menu', group: 'master' },
  { path: '/master-parameter-harga-emas', title: 'MASTER PARAMETER HARGA EMAS', kind: 'menu', group: 'master' },
  { path: '/master-parameter-jenis-group', title: 'MASTER PARAMETER JENIS GROUP', kind: 'menu', group: 'master' },
  { path: '/master-kadar', title: 'MASTER KADAR', kind: 'menu', group: 'master' },
  { path: '/master-kadar-eod', title: 'MASTER KADAR EOD', kind: 'menu', group: 'master' },
  { path: '/master-bank', title: 'MASTER BANK', kind: 'menu', group: 'master' },
  { path: '/master-rekening', title: 'MASTER REKENING', kind: 'menu', group: 'master' },
  { path: '/master-marketplace', title: 'MASTER MARKETPLACE', kind: 'menu', group: 'master' },
  { path: '/master-keterangan-penjualan', title: 'MASTER KETERANGAN PENJUALAN', kind: 'menu', group: 'master' },
  { path: '/master-parameter-keterangan-nota', title: 'MASTER PARAMETER KETERANGAN NOTA', kind: 'menu', group: 'master' },
  { path: '/master-parameter-point', title: 'MASTER PARAMETER POINT', kind: 'menu', group: 'master' },
  // issue 32: the member book (MEMBER_MODULE)
  { path: '/master-member', title: 'DATA MEMBER', kind: 'menu', group: 'member' },
  { path: '/laporan-member', title: 'LAPORAN MEMBER', kind: 'menu', group: 'member' },
  { path: '/laporan-ulang-tahun-member', title: 'LAPORAN ULANG TAHUN MEMBER', kind: 'menu', group: 'member' },
  { path: '/master-kelompok-harga', title: 'MASTER KELOMPOK HARGA', kind: 'menu', group: 'master' },
  // issue 34: the diamond module's stone masters, suppliers and price grid (BERLIAN_MODULE)
  { path: '/master-batu-shape', title: 'MASTER BATU SHAPE', kind: 'menu', group: 'master' },
  { path: '/master-batu-color', title: 'MASTER BATU COLOR', kind: 'menu', group: 'master' },
  { path: '/master-batu-clarity', title: 'MASTER BATU CLARITY', kind: 'menu', group: 'master' },
  { path: '/master-batu-cutgrade', title: 'MASTER BATU CUT GRADE', kind: 'menu', group: 'master' },
  { path: '/master-batu-polish', title: 'MASTER BATU POLISH', kind: 'menu', group: 'master' },
  { path: '/master-batu-symmetry', title: 'MASTER BATU SYMMETRY', kind: 'menu', group: 'master' },
  { path: '/master-batu-fluorescence', title: 'MASTER BATU FLUORESCENCE', kind: 'menu', group: 'master' },
  { path: '/master-supplier-berlian', title: 'MASTER SUPPLIER BERLIAN', kind: 'menu', group: 'master' },
  // issue 35: suppliers of goods, the purchase gold price parameter, purity updates
  { path: '/master-supplier-barang', title: 'MASTER SUPPLIER', kind: 'menu', group: 'master' },
  { path: '/master-parameter-harga-pembelian', title: 'MASTER PARAMETER HARGA PEMBELIAN', kind: 'menu', group: 'master' },
  { path: '/update-kadar', title: 'UPDATE KADAR', kind: 'menu', group: 'barang' },
  { path: '/laporan-supplier-barang', title: 'LAPORAN SUPPLIER', kind: 'menu', group: 'laporan' },
  { path: '/parameter-berlian', title: 'PARAMETER BERLIAN', kind: 'menu', group: 'utility' },
  { path: '/data-users', title: 'DATA USERS', kind: 'menu', group: 'utility' },
  { path: '/hak-akses-users', title: 'HAK AKSES USERS', kind: 'menu', group: 'utility' },
  { path: '/settingtoko', title: 'SETTING TOKO', kind: 'menu', group: 'utility' },
  { path: '/settingsystem', title: 'SETTING SYSTEM', kind: 'menu', group: 'utility' },
  { path: '/setting-nota', title: 'SETTING NOTA', kind: 'menu', group: 'utility' },
  { path: '/setting-nota-slip', title: 'SETTING NOTA SLIP', kind: 'menu', group: 'utility' },
  // supervisor approval from a phone (issue 4): open QR requests of the store, scan, approve / reject
  { path: '/authenticator', title: 'AUTHENTICATOR', kind: 'menu', group: 'utility' },
  // stock: items (spec 000 §2 "Stock")
  { path: '/data-barang', title: 'DATA BARANG', kind: 'menu', group: 'barang' },
  { path: '/tambah-data-barang', title: 'TAMBAH DATA BARANG', kind: 'menu', group: 'barang' },
  { path: '/tambah-barang-banyak', title: 'TAMBAH BARANG BANYAK', kind: 'menu', group: 'barang' },
  { path: '/update-profit-barang', title: 'UPDATE PROFIT BARANG', kind: 'menu', group: 'barang' },
  // stock: movements (spec 000 §2 "Stock", spec 001 §2)
  { path: '/pindah-barang', title: 'PINDAH BARANG', kind: 'menu', group: 'barang' },
  { path: '/pindah-barang-satu-baki', title: 'PINDAH BARANG SATU BAKI', kind: 'menu', group: 'barang' },
  { path: '/hancur-data-barang', title: 'HANCUR DATA BARANG', kind: 'menu', group: 'barang' },
  { path: '/lihat-pindah-barang', title: 'LIHAT PINDAH BARANG', kind: 'menu', group: 'barang' },
  { path: '/ambil-barang-contoh', title: 'AMBIL BARANG CONTOH', kind: 'menu', group: 'barang' },
  { path: '/tambah-dan-ambil-stock-aksesoris', title: 'TAMBAH DAN AMBIL STOCK AKSESORIS', kind: 'menu', group: 'barang' },
  // stock: barcode labels (spec 000 §2 "Stock")
  { path: '/cetak-barcode', title: 'CETAK BARCODE', kind: 'menu', group: 'barang' },
  // stock: counting (spec 000 §2 "Stock", spec 001 §2 tray weighing)
  { path: '/timbang-baki', title: 'TIMBANG BAKI', kind: 'menu', group: 'barang' },
  { path: '/stock-opname', title: 'STOCK OPNAME', kind: 'menu', group: 'barang' },
  // stock: receiving goods (spec 000 §2 "Stock", spec 001 §7)
  { path: '/penerimaan-barang', title: 'PENERIMAAN BARANG', kind: 'menu', group: 'barang' },
  // issue 34: diamond pieces from a diamond supplier, and the stones of a diamond piece in stock (BERLIAN_MODULE)
  { path: '/penerimaan-berlian', title: 'PENERIMAAN BERLIAN', kind: 'menu', group: 'barang' },
  { path: '/tambah-batu', title: 'TAMBAH BATU', kind: 'menu', group: 'barang' },
  { path: '/stock-opname-penerimaan', title: 'STOCK OPNAME PENERIMAAN', kind: 'menu', group: 'barang' },
  { path: '/batal-penerimaan-barang', title: 'BATAL PENERIMAAN BARANG', kind: 'menu', group: 'barang' },
  { path: '/faktur-bermasalah', title: 'FAKTUR BERMASALAH', kind: 'menu', group: 'barang' },
  // the shipping module (KIRIM_BARANG_MODULE): send with a courier, the differences both stores see, the shop master and the courier lists
  { path: '/kirim-barang', title: 'KIRIM BARANG', kind: 'menu', group: 'barang' },
  { path: '/selisih-kirim-barang', title: 'SELISIH KIRIM BARANG', kind: 'menu', group: 'barang' },
  { path: '/master-toko-kirim', title: 'MASTER TOKO KIRIM', kind: 'menu', group: 'master' },
  { path: '/master-logistik', title: 'MASTER LOGISTIK', kind: 'menu', group: 'master' },
  { path: '/master-ekspedisi', title: 'MASTER EKSPEDISI', kind: 'menu', group: 'master' },
  // sales after the counter and layaway deposits (issue 4; spec 000 §2 "Sales")
  { path: '/transaksi-penjualan', title: 'TRANSAKSI PENJUALAN', kind: 'menu', group: 'penjualan' },
  { path: '/lihat-penjualan', title: 'LIHAT PENJUALAN', kind: 'menu', group: 'penjualan' },
  { path: '/batal-penjualan', title: 'BATAL PENJUALAN', kind: 'menu', group: 'penjualan' },
  { path: '/lihat-titipan', title: 'LIHAT TITIPAN', kind: 'menu', group: 'penjualan' },
  { path: '/redirect-to-grosir', title: 'REDIRECT TO GROSIR', kind: 'menu', group: 'penjualan' },
  // marketplace module: the seller accounts, orders sold through them (imported or by hand), their payouts, reports
  { path: '/marketplace-setting', title: 'MARKETPLACE SETTING', kind: 'menu', group: 'utility' },
  { path: '/penjualan-marketplace', title: 'PENJUALAN MARKETPLACE', kind: 'menu', group: 'penjualan' },
  { path: '/pencairan-marketplace', title: 'PENCAIRAN MARKETPLACE', kind: 'menu', group: 'penjualan' },
  { path: '/laporan-penjualan-marketplace', title: 'LAPORAN PENJUALAN MARKETPLACE', kind: 'menu', group: 'laporan', family: 'penjualan' },
  { path: '/laporan-biaya-marketplace', title: 'LAPORAN BIAYA MARKETPLACE', kind: 'menu', group: 'laporan', family: 'penjualan' },
  { path: '/laporan-piutang-marketplace', title: 'LAPORAN PIUTANG MARKETPLACE', kind: 'menu', group: 'laporan', family: 'penjualan' },
  { path: '/validasi-penjualan', title: 'VALIDASI PENJUALAN', kind: 'menu', group: 'validasi' },
  { path: '/validasi-titipan', title: 'VALIDASI TITIPAN', kind: 'menu', group: 'validasi' },
  // buying gold back and trade-ins (issue 5; spec 000 §2 "Purchases", "Loans")
  { path: '/transaksi-pembelian', title: 'TRANSAKSI PEMBELIAN', kind: 'menu', group: 'pembelian' },
  { path: '/lihat-pembelian', title: 'LIHAT PEMBELIAN', kind: 'menu', group: 'pembelian' },
  { path: '/batal-pembelian', title: 'BATAL PEMBELIAN', kind: 'menu', group: 'pembelian' },
  { path: '/hancur-pembelian', title: 'HANCUR PEMBELIAN', kind: 'menu', group: 'pembelian' },
  // sorting and refurbishing of bought-back pieces (issue 35; spec 000 §6 SEPUHAN_MODULE, not the centralised variant)
  { path: '/terima-sepuhan', title: 'TERIMA SEPUHAN', kind: 'menu', group: 'pembelian' },
  { path: '/sortir-sepuhan', title: 'SORTIR SEPUHAN', kind: 'menu', group: 'pembelian' },
  { path: '/pindah-sortir-sepuhan', title: 'PINDAH SORTIR SEPUHAN', kind: 'menu', group: 'pembelian' },
  { path: '/susut-sepuhan', title: 'SUSUT SEPUHAN', kind: 'menu', group: 'pembelian' },
  { path: '/laporan-sepuhan', title: 'LAPORAN SEPUHAN', kind: 'menu', group: 'laporan', family: 'pembelian' },
  { path: '/validasi-jual-beli', title: 'VALIDASI JUAL BELI', kind: 'menu', group: 'validasi' },
  // manual stock (issue 35; STOCK_JUAL_MANUAL_MODULE or APP_MODE=STOCK_JUAL_MANUAL): goods by weight and count
  { path: '/barang-manual', title: 'BARANG MANUAL', kind: 'menu', group: 'barang' },
  { path: '/transaksi-penjualan-manual', title: 'TRANSAKSI PENJUALAN MANUAL', kind: 'menu', group: 'penjualan' },
  { path: '/transaksi-pembelian-manual', title: 'TRANSAKSI PEMBELIAN MANUAL', kind: 'menu', group: 'pembelian' },
  { path: '/validasi-jual-beli-manual', title: 'VALIDASI JUAL BELI MANUAL', kind: 'menu', group: 'validasi' },
  { path: '/laporan-jual-beli-manual', title: 'LAPORAN JUAL BELI MANUAL', kind: 'menu', group: 'laporan', family: 'penjualan' },
  // RFID counts (issue 35; RFID_MODULE): a tray counted from a batch of tag reads
  { path: '/stock-opname-rfid', title: 'STOCK OPNAME RFID', kind: 'menu', group: 'barang' },
  // the store's own web store (WEB_EXTERNAL_MODULE): publish pieces, then change their online price and availability
  { path: '/kirim-barang-external', title: 'KIRIM BARANG EXTERNAL', kind: 'menu', group: 'barang' },
  { path: '/update-barang-external', title: 'UPDATE BARANG EXTERNAL', kind: 'menu', group: 'barang' },
  // price parameters (spec 000 §2 "Parameters", spec 001 §2)
  { path: '/parameter-harga-beli', title: 'PARAMETER HARGA BELI', kind: 'menu', group: 'utility' },
  { path: '/parameter-ongkos', title: 'PARAMETER ONGKOS', kind: 'menu', group: 'utility' },
  { path: '/parameter-harga-global', title: 'PARAMETER HARGA GLOBAL', kind: 'menu', group: 'utility' },
  { path: '/laporan-audit-login', title: 'LAPORAN AUDIT LOGIN', kind: 'menu', group: 'laporan', family: 'kontrol' },
  // accounting (issue 18 part 4; spec 000 §2 Parameter Akun, gated by AKUNTANSI_MODULE)
  { path: '/parameter-akun', title: 'PARAMETER AKUN', kind: 'menu', group: 'utility' },
  { path: '/laporan-neraca-saldo', title: 'LAPORAN NERACA SALDO', kind: 'menu', group: 'laporan', family: 'keuangan' },
  { path: '/laporan-buku-besar', title: 'LAPORAN BUKU BESAR', kind: 'menu', group: 'laporan', family: 'keuangan' },
  // money: the cash book, card cash-out and moving money between the store's own accounts (issue 18)
  { path: '/uang-kas', title: 'UANG KAS', kind: 'menu', group: 'utility' },
  { path: '/uang-bank', title: 'UANG BANK', kind: 'menu', group: 'utility' },
  { path: '/gesek-tunai', title: 'GESEK TUNAI', kind: 'menu', group: 'utility' },
  { path: '/mutasi-uang-bank', title: 'MUTASI UANG BANK', kind: 'menu', group: 'utility' },
  { path: '/mutasi-uang-cash', title: 'MUTASI UANG CASH', kind: 'menu', group: 'utility' },
  { path: '/pengalihan-saldo-uang', title: 'PENGALIHAN SALDO UANG', kind: 'menu', group: 'validasi' },
  { path: '/laporan-transaksi-keuangan-cash', title: 'LAPORAN TRANSAKSI KEUANGAN CASH', kind: 'menu', group: 'laporan', family: 'keuangan' },
  { path: '/laporan-transaksi-non-cash', title: 'LAPORAN TRANSAKSI NON CASH', kind: 'menu', group: 'laporan', family: 'keuangan' },
  // issue 36: with VALIDASI_NON_CASH_MODULE on, the supervisor validates card and transfer payments against the bank
  // (the module off, the non-cash report above is the screen of non-cash money instead)
  { path: '/validasi-non-cash', title: 'VALIDASI NON CASH', kind: 'menu', group: 'validasi' },
  { path: '/laporan-gesek-tunai', title: 'LAPORAN GESEK TUNAI', kind: 'menu', group: 'laporan', family: 'keuangan' },
  // money sent to head office and head office's data (issue 18 part 2; spec 000 §2 "Money")
  { path: '/kirim-uang-pusat', title: 'KIRIM UANG PUSAT', kind: 'menu', group: 'utility' },
  { path: '/terima-uang-kas', title: 'TERIMA UANG KAS', kind: 'menu', group: 'utility' },
  { path: '/import-data-pusat', title: 'IMPORT DATA PUSAT', kind: 'menu', group: 'utility' },
  { path: '/laporan-kirim-uang-keluar', title: 'LAPORAN KIRIM UANG KELUAR', kind: 'menu', group: 'laporan', family: 'keuangan' },
  // closing the day (issue 18 part 3; spec 000 §2 "Money")
  { path: '/tutup-toko', title: 'TUTUP TOKO', kind: 'menu', group: 'utility' },
  // customer orders and pre-orders (issue 21 part 1; spec 000 §2 "Orders", §6 pre-order and order validation modules)
  { path: '/transaksi-pesanan', title: 'TRANSAKSI PESANAN', kind: 'menu', group: 'pesanan' },
  { path: '/lihat-pesanan', title: 'LIHAT PESANAN', kind: 'menu', group: 'pesanan' },
  { path: '/pre-order', title: 'PRE ORDER', kind: 'menu', group: 'pesanan' },
  { path: '/validasi-pesanan', title: 'VALIDASI PESANAN', kind: 'menu', group: 'validasi' },
  { path: '/laporan-batal-pesanan', title: 'LAPORAN BATAL PESANAN', kind: 'menu', group: 'laporan' },
  { path: '/laporan-pesanan-barang', title: 'LAPORAN PESANAN BARANG', kind: 'menu', group: 'laporan' },
  { path: '/laporan-eod', title: 'LAPORAN EOD', kind: 'menu', group: 'laporan', family: 'keuangan' },
  // stock and management reports, export of a store's tables (issue 22 part 2)
  { path: '/laporan-barang-detail', title: 'LAPORAN BARANG DETAIL', kind: 'menu', group: 'laporan', family: 'barang' },
  { path: '/laporan-barang-aksesoris', title: 'LAPORAN BARANG AKSESORIS', kind: 'menu', group: 'laporan', family: 'barang' },
  { path: '/laporan-tambah-barang', title: 'LAPORAN TAMBAH BARANG', kind: 'menu', group: 'laporan', family: 'barang' },
  { path: '/laporan-pindah-barang', title: 'LAPORAN PINDAH BARANG', kind: 'menu', group: 'laporan', family: 'barang' },
  { path: '/laporan-barang-summary', title: 'LAPORAN BARANG SUMMARY', kind: 'menu', group: 'laporan', family: 'barang' },
  { path: '/laporan-hancur', title: 'LAPORAN HANCUR', kind: 'menu', group: 'laporan', family: 'barang' },
  { path: '/laporan-stock-opname', title: 'LAPORAN STOCK OPNAME', kind: 'menu', group: 'laporan', family: 'barang' },
  // issue 34: every diamond piece with its stones and its life (BERLIAN_MODULE)
  { path: '/laporan-buku-berlian', title: 'LAPORAN BUKU BERLIAN', kind: 'menu', group: 'laporan', family: 'barang' },
  { path: '/laporan-timbang-baki', title: 'LAPORAN TIMBANG BAKI', kind: 'menu', group: 'laporan', family: 'barang' },
  { path: '/laporan-aktivitas-setelah-timbang-baki', title: 'LAPORAN AKTIVITAS SETELAH TIMBANG BAKI', kind: 'menu', group: 'laporan', family: 'barang' },
  { path: '/laporan-analisis-harga-barang', title: 'LAPORAN ANALISIS HARGA BARANG', kind: 'menu', group: 'laporan', family: 'barang' },
  { path: '/laporan-kelompok-barang', title: 'LAPORAN KELOMPOK BARANG', kind: 'menu', group: 'laporan', family: 'barang' },
  { path: '/laporan-managerial-analysis', title: 'LAPORAN MANAGERIAL ANALYSIS', kind: 'menu', group: 'laporan', family: 'manajemen' },
  { path: '/laporan-margin-group', title: 'LAPORAN MARGIN PER GROUP', kind: 'menu', group: 'laporan', family: 'manajemen' },
  { path: '/laporan-anomali', title: 'LAPORAN ANOMALI', kind: 'menu', group: 'laporan', family: 'manajemen' },
  { path: '/export-csv', title: 'EXPORT CSV', kind: 'menu', group: 'utility' },
  // WhatsApp promo broadcast, the gateway setting and the staff news (issue 23; spec 000 §2, §6)
  { path: '/send-promo-to-customer', title: 'JADWAL NOTIFIKASI PROMO KE CUSTOMER', kind: 'menu', group: 'utility' },
  { path: '/whatsapp-setting', title: 'WHATSAPP SETTING', kind: 'menu', group: 'utility' },
  // what the stand-in gateway recorded instead of sending (the demo chain's gateway)
  { path: '/whatsapp-stand-in', title: 'WHATSAPP STAND-IN', kind: 'menu', group: 'utility' },
  { path: '/hak-akses-news', title: 'HAK AKSES NEWS', kind: 'menu', group: 'utility' },
  // pawn loans (issue 20; spec 000 §2 "Loans"): the loan's life, its dated parameters and its reports
  { path: '/transaksi-hutang', title: 'TRANSAKSI HUTANG', kind: 'menu', group: 'hutang' },
  { path: '/lihat-hutang', title: 'LIHAT HUTANG', kind: 'menu', group: 'hutang' },
  { path: '/batal-hutang-lunas', title: 'BATAL HUTANG LUNAS', kind: 'menu', group: 'hutang' },
  { path: '/lelang-hutang', title: 'LELANG HUTANG', kind: 'menu', group: 'hutang' },
  { path: '/validasi-hutang', title: 'VALIDASI HUTANG', kind: 'menu', group: 'validasi' },
  { path: '/parameter-bunga-hutang', title: 'PARAMETER BUNGA HUTANG', kind: 'menu', group: 'utility' },
  // instalment plans (issue 33; spec 000 §2 "instalment module", CICILAN_MODULE): the plan's life and its dated parameters
  { path: '/transaksi-cicilan', title: 'TRANSAKSI CICILAN', kind: 'menu', group: 'penjualan' },
  { path: '/lihat-cicilan', title: 'LIHAT CICILAN', kind: 'menu', group: 'penjualan' },
  { path: '/batal-cicilan', title: 'BATAL CICILAN', kind: 'menu', group: 'penjualan' },
  { path: '/lelang-cicilan', title: 'LELANG CICILAN', kind: 'menu', group: 'penjualan' },
  { path: '/parameter-cicilan', title: 'PARAMETER CICILAN', kind: 'menu', group: 'utility' },
  // a supervisor validates the plans' money events (the close of day names the plans waiting) and runs the reminders
  { path: '/validasi-cicilan', title: 'VALIDASI CICILAN', kind: 'menu', group: 'validasi' },
  { path: '/pengingat-cicilan', title: 'PENGINGAT CICILAN', kind: 'menu', group: 'utility' },
  // members' points (issue 32): the ledger of a member, manual adjustment, affiliation and reset rules, Top Member
  { path: '/lihat-transaksi-member', title: 'LIHAT TRANSAKSI MEMBER', kind: 'menu', group: 'member' },
  { path: '/adjust-poin-member', title: 'PENYESUAIAN POIN MEMBER', kind: 'menu', group: 'member' },
  { path: '/parameter-member-afiliasi', title: 'PARAMETER MEMBER AFILIASI', kind: 'menu', group: 'utility' },
  { path: '/parameter-reset-poin-member', title: 'PARAMETER RESET POIN MEMBER', kind: 'menu', group: 'utility' },
  { path: '/laporan-top-member', title: 'LAPORAN TOP MEMBER', kind: 'menu', group: 'laporan', family: 'lainnya' },
  { path: '/parameter-plafond-hutang', title: 'PARAMETER PLAFOND HUTANG', kind: 'menu', group: 'utility' },
  { path: '/parameter-plafond-hutang-kadar', title: 'PARAMETER PLAFOND HUTANG KADAR', kind: 'menu', group: 'utility' },
  { path: '/parameter-hutang-pokok', title: 'PARAMETER HUTANG POKOK', kind: 'menu', group: 'utility' },
  { path: '/laporan-penebusan-detail', title: 'LAPORAN PENEBUSAN DETAIL', kind: 'menu', group: 'laporan' },
  { path: '/laporan-transaksi-hutang', title: 'LAPORAN TRANSAKSI HUTANG', kind: 'menu', group: 'laporan' },
  { path: '/laporan-stock-hutang', title: 'LAPORAN STOCK HUTANG', kind: 'menu', group: 'laporan' },
  { path: '/laporan-hutang-lunas', title: 'LAPORAN HUTANG LUNAS', kind: 'menu', group: 'laporan' },
  { path: '/laporan-lelang-hutang', title: 'LAPORAN LELANG HUTANG', kind: 'menu', group: 'laporan' },
  { path: '/laporan-anomali-hutang', title: 'LAPORAN ANOMALI HUTANG', kind: 'menu', group: 'laporan' },
  // the live-feature module's chain-wide pawn reports (issue 36; spec 000 §6), head office only (ROUTE_GATES)
  { path: '/laporan-gadai-global', title: 'LAPORAN GADAI GLOBAL', kind: 'menu', group: 'laporan' },
  { path: '/laporan-tebus-gadai-global', title: 'LAPORAN TEBUS GADAI GLOBAL', kind: 'menu', group: 'laporan' },
  // instalment reports (issue 33, CICILAN_MODULE): open, due this week, late, collections per day, defaults, margin earned
  { path: '/laporan-cicilan-aktif', title: 'LAPORAN CICILAN AKTIF', kind: 'menu', group: 'laporan', family: 'penjualan' },
  { path: '/laporan-cicilan-jatuh-tempo', title: 'LAPORAN CICILAN JATUH TEMPO', kind: 'menu', group: 'laporan', family: 'penjualan' },
  { path: '/laporan-cicilan-telat', title: 'LAPORAN CICILAN TELAT', kind: 'menu', group: 'laporan', family: 'penjualan' },
  { path: '/laporan-penerimaan-cicilan', title: 'LAPORAN PENERIMAAN CICILAN', kind: 'menu', group: 'laporan', family: 'keuangan' },
  { path: '/laporan-cicilan-gagal-bayar', title: 'LAPORAN CICILAN GAGAL BAYAR', kind: 'menu', group: 'laporan', family: 'penjualan' },
  { path: '/laporan-margin-cicilan', title: 'LAPORAN MARGIN CICILAN', kind: 'menu', group: 'laporan', family: 'keuangan' },
  // coupons, category discounts and the sales bonus (issue 32; spec 000 §6 coupon, deduction and sales bonus modules)
  { path: '/parameter-kupon', title: 'PARAMETER KUPON', kind: 'menu', group: 'member' },
  { path: '/transaksi-kupon', title: 'TRANSAKSI KUPON', kind: 'menu', group: 'member' },
  { path: '/parameter-potongan-kategori', title: 'PARAMETER POTONGAN KATEGORI', kind: 'menu', group: 'member' },
  { path: '/parameter-bonus-sales', title: 'PARAMETER BONUS SALES', kind: 'menu', group: 'member' },
  { path: '/laporan-pemakaian-kupon', title: 'LAPORAN PEMAKAIAN KUPON', kind: 'menu', group: 'laporan', family: 'penjualan' },
  { path: '/laporan-bonus-sales', title: 'LAPORAN BONUS SALES', kind: 'menu', group: 'laporan', family: 'penjualan' },
  // the customer app's catalogue (issue 23; spec 001 §2), and the public page customers open
  { path: '/kategori-katalog', title: 'KATEGORI KATALOG', kind: 'menu', group: 'katalog' },
  { path: '/harga-katalog', title: 'HARGA KATALOG', kind: 'menu', group: 'katalog' },
  { path: '/banner-katalog', title: 'BANNER KATALOG', kind: 'menu', group: 'katalog' },
  { path: '/info-katalog', title: 'INFO KATALOG', kind: 'menu', group: 'katalog' },
  { path: '/item-katalog', title: 'ITEM KATALOG', kind: 'menu', group: 'katalog' },
  { path: '/kontak-admin-katalog', title: 'KONTAK ADMIN KATALOG', kind: 'menu', group: 'katalog' },
  { path: '/hadiah-katalog', title: 'HADIAH KATALOG', kind: 'menu', group: 'katalog' },
  { path: '/group-description-katalog', title: 'DESKRIPSI GROUP KATALOG', kind: 'menu', group: 'katalog' },
  { path: '/splashscreen-katalog', title: 'SPLASHSCREEN KATALOG', kind: 'menu', group: 'katalog' },
  { path: '/katalog', title: 'KATALOG', kind: 'public', customer: true },
  // the member's own page, opened from a signed link (issue 32)
  { path: '/member/:token', title: 'HALAMAN MEMBER', kind: 'public', customer: true },
  // gifts for points (issue 32)
  { path: '/tukar-hadiah', title: 'TUKAR HADIAH', kind: 'menu', group: 'member' },
  { path: '/terima-hadiah', title: 'TERIMA HADIAH', kind: 'menu', group: 'member' },
  { path: '/laporan-tukar-hadiah', title: 'LAPORAN TUKAR HADIAH', kind: 'menu', group: 'member' },
  { path: '/cashback-poin', title: 'CASHBACK POIN', kind: 'menu', group: 'member' },
  { path: '/laporan-cashback-poin', title: 'LAPORAN CASH BACK', kind: 'menu', group: 'member' },
  // sales, buy-back and control reports (issue 22 part 1)
  { path: '/laporan-penjualan', title: 'LAPORAN PENJUALAN', kind: 'menu', group: 'laporan', family: 'penjualan' },
  { path: '/laporan-rekap-penjualan', title: 'LAPORAN REKAP PENJUALAN', kind: 'menu', group: 'laporan', family: 'penjualan' },
  { path: '/laporan-stok-jual', title: 'LAPORAN STOK JUAL', kind: 'menu', group: 'laporan', family: 'penjualan' },
  { path: '/laporan-batal-penjualan', title: 'LAPORAN BATAL PENJUALAN', kind: 'menu', group: 'laporan', family: 'penjualan' },
  { path: '/laporan-batal-titip', title: 'LAPORAN BATAL TITIP', kind: 'menu', group: 'laporan', family: 'penjualan' },
  { path: '/laporan-titipan', title: 'LAPORAN TITIPAN', kind: 'menu', group: 'laporan', family: 'penjualan' },
  { path: '/laporan-rekap-sales', title: 'LAPORAN REKAP SALES', kind: 'menu', group: 'laporan', family: 'penjualan' },
  { path: '/laporan-pembelian-per-faktur', title: 'LAPORAN PEMBELIAN PER FAKTUR', kind: 'menu', group: 'laporan', family: 'pembelian' },
  { path: '/laporan-transaksi-pembelian', title: 'LAPORAN TRANSAKSI PEMBELIAN', kind: 'menu', group: 'laporan', family: 'pembelian' },
  { path: '/laporan-rekap-pembelian', title: 'LAPORAN REKAP PEMBELIAN', kind: 'menu', group: 'laporan', family: 'pembelian' },
  { path: '/laporan-batal-pembelian', title: 'LAPORAN BATAL PEMBELIAN', kind: 'menu', group: 'laporan', family: 'pembelian' },
  { path: '/laporan-selisih-pembelian', title: 'LAPORAN SELISIH PEMBELIAN', kind: 'menu', group: 'laporan', family: 'pembelian' },
  { path: '/laporan-rekap-transaksi-pembelian', title: 'LAPORAN REKAP TRANSAKSI PEMBELIAN', kind: 'menu', group: 'laporan', family: 'pembelian' },
  { path: '/laporan-otorisasi', title: 'LAPORAN OTORISASI', kind: 'menu', group: 'laporan', family: 'kontrol' },
  { path: '/laporan-perubahan-harga-emas', title: 'LAPORAN PERUBAHAN HARGA EMAS', kind: 'menu', group: 'laporan', family: 'kontrol' },
  // repair services (issue 21 part 2; spec 000 §2 "Services", §6 service description and service validation modules)
  { path: '/master-deskripsi-service', title: 'MASTER DESKRIPSI SERVICE', kind: 'menu', group: 'master' },
  { path: '/transaksi-services', title: 'TRANSAKSI SERVICES', kind: 'menu', group: 'service' },
  { path: '/lihat-services', title: 'LIHAT SERVICES', kind: 'menu', group: 'service' },
  { path: '/papan-service', title: 'PAPAN SERVICE', kind: 'menu', group: 'service' },
  { path: '/validasi-service', title: 'VALIDASI SERVICE', kind: 'menu', group: 'validasi' },
  { path: '/laporan-service-masuk', title: 'LAPORAN SERVICE MASUK', kind: 'menu', group: 'laporan' },
  { path: '/laporan-service-selesai', title: 'LAPORAN SERVICE SELESAI', kind: 'menu', group: 'laporan' },
  { path: '/laporan-service-ambil', title: 'LAPORAN SERVICE AMBIL', kind: 'menu', group: 'laporan' },
  { path: '/laporan-service-batal', title: 'LAPORAN SERVICE BATAL', kind: 'menu', group: 'laporan' },
  { path: '/laporan-transaksi-service', title: 'LAPORAN TRANSAKSI SERVICE', kind: 'menu', group: 'laporan' },
  // dashboards (issue 22; spec 000 §2 "Always available"): /dashboardPusat is head office's (ROUTE_GATES)
  { path: '/dashboard', title: 'DASHBOARD', kind: 'always' },
  { path: '/dashboardPusat', title: 'DASHBOARD PUSAT', kind: 'always' },
];

const ROUTE_BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

export function findRoute(path: string): RouteDef | undefined {
  return ROUTE_BY_PATH.get(path);
}

/** Whether a signed-in user may open a route of the table. Unknown paths are never open. */
export function canOpenRoute(path: string, ctx: AccessContext): boolean {
  const route = ROUTE_BY_PATH.get(path);
  if (!route) return false;
  // a route every signed-in user has still meets its level gate, if it has one (/dashboardPusat)
  if (route.kind !== 'menu') return route.kind === 'public' || passesGate(path, ctx);
  return hasAkses(ctx.level, ctx.akses, aksesKeyOf(path)) && passesGate(path, ctx);
}

/** Menu routes of a group the user may open, in table order (sidebar and submenu tiles). */
export function visibleRoutes(group: MenuGroupKey, ctx: AccessContext): RouteDef[] {
  return ROUTES.filter(
    (r) => r.group === group && (r.kind === 'menu' || r.path === '/ganti-password') && canOpenRoute(r.path, ctx),
  );
}

/** The full akses template: one node per group holding one node per menu route. */
export function aksesTemplate(): AksesNode[] {
  return MENU_GROUPS.map((g) => ({
    key: g.key,
    is_show: false,
    children: ROUTES.filter((r) => r.group === g.key && r.kind === 'menu').map((r) => ({
      key: aksesKeyOf(r.path),
      is_show: false,
      children: [],
    })),
  })).filter((g) => g.children.length > 0);
}

/** Groups a cashier works in by default; supervisors and above get every screen. */
const KASIR_GROUPS: readonly MenuGroupKey[] = ['barang', 'penjualan', 'pesanan', 'pembelian', 'service', 'hutang', 'member'];
/** Screens of other groups a cashier works on by default: the drawer, card cash-out, asking a balance move. */
const KASIR_SCREENS: readonly string[] = [
  'uang-kas',
  'gesek-tunai',
  'pengalihan-saldo-uang',
  // the repair reports a cashier reads at the counter (issue 21)
  'laporan-service-masuk',
  'laporan-service-selesai',
  'laporan-service-ambil',
  'laporan-service-batal',
  'laporan-transaksi-service',
  // the instalment plans a cashier calls about (issue 33)
  'laporan-cicilan-aktif',
  'laporan-cicilan-jatuh-tempo',
  'laporan-cicilan-telat',
];

/** Screens of a cashier's groups a cashier does not get by default: parameters a supervisor sets (issue 32). */
const KASIR_HIDDEN_SCREENS: readonly string[] = [
  'parameter-kupon',
  'parameter-potongan-kategori',
  'parameter-bonus-sales',
  // sorting bought-back pieces is a supervisor's work (issue 35)
  'sortir-sepuhan',
  'pindah-sortir-sepuhan',
  'susut-sepuhan',
];

export function defaultAksesFor(level: Level): AksesNode[] {
  const shown = (group: string) => level !== 'KASIR' || KASIR_GROUPS.includes(group as MenuGroupKey);
  const screenShown = (group: string, key: string) =>
    (shown(group) && !(level === 'KASIR' && KASIR_HIDDEN_SCREENS.includes(key))) || (level === 'KASIR' && KASIR_SCREENS.includes(key));
  return aksesTemplate().map((g) => {
    const children = (g.children ?? []).map((c) => ({ ...c, is_show: screenShown(g.key, c.key) }));
    return { ...g, is_show: shown(g.key) || children.some((c) => c.is_show), children };
  });
}

/**
 * Merges a stored tree into the current template, so screens added later appear (unticked)
 * in the akses editor, and keys of removed screens drop out.
 */
export function mergeAkses(stored: readonly AksesNode[] | null | undefined): AksesNode[] {
  const shownIn = (key: string): boolean => {
    const walk = (nodes: readonly AksesNode[]): boolean | undefined => {
      for (const n of nodes) {
        if (n.key === key) return n.is_show;
        const inner = n.children ? walk(n.children) : undefined;
        if (inner !== undefined) return inner;
      }
      return undefined;
    };
    return (stored && walk(stored)) ?? false;
  };
  return aksesTemplate().map((g) => ({
    key: g.key,
    is_show: shownIn(g.key),
    children: (g.children ?? []).map((c) => ({ key: c.key, is_show: shownIn(c.key), children: [] })),
  }));
}
