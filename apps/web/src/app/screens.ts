import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Path -> lazily loaded screen. A path of the domain route table (packages/domain access/routes.ts)
 * must have its screen here; the router test checks both lists agree.
 */
type Screen = LazyExoticComponent<ComponentType>;
const screen = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): Screen =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

export const SCREENS: Record<string, Screen> = {
  '/home': screen(() => import('../features/shell/HomePage'), 'HomePage'),
  '/blank': screen(() => import('../features/shell/BlankPage'), 'BlankPage'),
  '/landingpages': screen(() => import('../features/shell/LandingPage'), 'LandingPage'),
  '/404': screen(() => import('../features/shell/NotFoundPage'), 'NotFoundPage'),
  '/terms-and-conditions': screen(() => import('../features/shell/PublicContentPage'), 'TermsPage'),
  '/privacy-policy': screen(() => import('../features/shell/PublicContentPage'), 'PrivacyPage'),
  '/subMenuBarang': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuPenjualan': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuPesanan': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuPembelian': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuService': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuHutang': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuValidasi': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuLaporan': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuUtility': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/SubMenuMember': screen(() => import('../features/shell/SubMenuPage'), 'SubMenuPage'),
  '/ganti-password': screen(() => import('../features/auth/ChangePasswordPage'), 'ChangePasswordPage'),
  '/data-users': screen(() => import('../features/users/DataUsersPage'), 'DataUsersPage'),
  '/hak-akses-users': screen(() => import('../features/users/HakAksesUsersPage'), 'HakAksesUsersPage'),
  '/settingtoko': screen(() => import('../features/settings/SettingTokoPage'), 'SettingTokoPage'),
  '/settingsystem': screen(() => import('../features/settings/SettingSystemPage'), 'SettingSystemPage'),
  '/authenticator': screen(() => import('../features/authenticator/AuthenticatorPage'), 'AuthenticatorPage'),
  '/laporan-audit-login': screen(() => import('../features/reports/AuditLoginReportPage'), 'AuditLoginReportPage'),
  '/tutup-toko': screen(() => import('../features/closing/screens'), 'TutupTokoPage'),
  '/laporan-eod': screen(() => import('../features/closing/screens'), 'LaporanEodPage'),
  '/master-kategori': screen(() => import('../features/masters/screens'), 'MasterKategoriPage'),
  '/master-jenis': screen(() => import('../features/masters/screens'), 'MasterJenisPage'),
  '/master-group': screen(() => import('../features/masters/screens'), 'MasterGroupPage'),
  '/master-bandrol': screen(() => import('../features/masters/screens'), 'MasterBandrolPage'),
  '/master-kode-transaksi': screen(() => import('../features/masters/screens'), 'MasterKodeTransaksiPage'),
  '/master-gudang': screen(() => import('../features/masters/screens'), 'MasterGudangPage'),
  '/master-baki': screen(() => import('../features/masters/screens'), 'MasterBakiPage'),
  '/master-sales': screen(() => import('../features/masters/screens'), 'MasterSalesPage'),
  '/master-tukang': screen(() => import('../features/masters/screens'), 'MasterTukangPage'),
  '/master-kondisi-barang': screen(() => import('../features/masters/screens'), 'MasterKondisiBarangPage'),
  '/master-kondisi-pembelian': screen(() => import('../features/masters/screens'), 'MasterKondisiPembelianPage'),
  '/master-kondisi-pinjaman': screen(() => import('../features/masters/screens'), 'MasterKondisiPinjamanPage'),
  '/master-data-hadiah': screen(() => import('../features/masters/screens'), 'MasterDataHadiahPage'),
  '/master-parameter-rugi-nota': screen(() => import('../features/masters/screens'), 'MasterParameterRugiNotaPage'),
  '/master-parameter-jenis-group': screen(() => import('../features/masters/screens'), 'MasterParameterJenisGroupPage'),
  '/master-kadar': screen(() => import('../features/masters/screens'), 'MasterKadarPage'),
  '/master-kadar-eod': screen(() => import('../features/masters/screens'), 'MasterKadarEodPage'),
  '/master-bank': screen(() => import('../features/masters/screens'), 'MasterBankPage'),
  '/master-rekening': screen(() => import('../features/masters/screens'), 'MasterRekeningPage'),
  '/master-marketplace': screen(() => import('../features/masters/screens'), 'MasterMarketplacePage'),
  '/master-keterangan-penjualan': screen(() => import('../features/masters/screens'), 'MasterKeteranganPenjualanPage'),
  '/master-parameter-keterangan-nota': screen(() => import('../features/masters/screens'), 'MasterParameterKeteranganNotaPage'),
  '/master-parameter-point': screen(() => import('../features/masters/screens'), 'MasterParameterPointPage'),
  '/master-kelompok-harga': screen(() => import('../features/masters/screens'), 'MasterKelompokHargaPage'),
  '/master-parameter-harga-emas': screen(() => import('../features/prices/screens'), 'HargaEmasPage'),
  '/parameter-harga-beli': screen(() => import('../features/prices/screens'), 'ParameterHargaBeliPage'),
  '/parameter-ongkos': screen(() => import('../features/prices/screens'), 'ParameterOngkosPage'),
  '/parameter-harga-global': screen(() => import('../features/prices/screens'), 'ParameterHargaGlobalPage'),
  // stock: items
  '/data-barang': screen(() => import('../features/stock/items/screens'), 'DataBarangPage'),
  '/tambah-data-barang': screen(() => import('../features/stock/items/screens'), 'TambahDataBarangPage'),
  '/tambah-barang-banyak': screen(() => import('../features/stock/items/screens'), 'TambahBarangBanyakPage'),
  '/update-profit-barang': screen(() => import('../features/stock/items/screens'), 'UpdateProfitPage'),
  // stock: movements
  '/pindah-barang': screen(() => import('../features/stock/movements/screens'), 'PindahBarangPage'),
  '/pindah-barang-satu-baki': screen(() => import('../features/stock/movements/screens'), 'PindahSatuBakiPage'),
  '/hancur-data-barang': screen(() => import('../features/stock/movements/screens'), 'HancurBarangPage'),
  '/lihat-pindah-barang': screen(() => import('../features/stock/movements/screens'), 'LihatPindahBarangPage'),
  '/ambil-barang-contoh': screen(() => import('../features/stock/movements/screens'), 'AmbilBarangContohPage'),
  '/tambah-dan-ambil-stock-aksesoris': screen(() => import('../features/stock/movements/screens'), 'StockAksesorisPage'),
  // stock: counting
  '/timbang-baki': screen(() => import('../features/stock/count/screens'), 'TimbangBakiPage'),
  '/stock-opname': screen(() => import('../features/stock/count/screens'), 'StockOpnamePage'),
  // stock: receiving goods
  '/penerimaan-barang': screen(() => import('../features/stock/receiving/screens'), 'PenerimaanBarangPage'),
  '/stock-opname-penerimaan': screen(() => import('../features/stock/receiving/screens'), 'StockOpnamePenerimaanPage'),
  '/batal-penerimaan-barang': screen(() => import('../features/stock/receiving/screens'), 'BatalPenerimaanPage'),
  '/faktur-bermasalah': screen(() => import('../features/stock/receiving/screens'), 'FakturBermasalahPage'),
  // stock: barcode labels
  '/cetak-barcode': screen(() => import('../features/stock/labels/screens'), 'CetakBarcodePage'),
  // the sales counter and receipt settings (issue 4)
  '/transaksi-penjualan': screen(() => import('../features/sales/counter/screens'), 'TransaksiPenjualanPage'),
  '/setting-nota': screen(() => import('../features/sales/counter/screens'), 'SettingNotaPage'),
  '/setting-nota-slip': screen(() => import('../features/sales/counter/screens'), 'SettingNotaSlipPage'),
  // sales after the counter, layaway deposits (issue 4)
  '/lihat-penjualan': screen(() => import('../features/sales/history/screens'), 'LihatPenjualanPage'),
  '/batal-penjualan': screen(() => import('../features/sales/history/screens'), 'BatalPenjualanPage'),
  '/validasi-penjualan': screen(() => import('../features/sales/history/screens'), 'ValidasiPenjualanPage'),
  '/redirect-to-grosir': screen(() => import('../features/sales/history/screens'), 'RedirectToGrosirPage'),
  '/lihat-titipan': screen(() => import('../features/sales/titip/screens'), 'LihatTitipanPage'),
  '/validasi-titipan': screen(() => import('../features/sales/titip/screens'), 'ValidasiTitipanPage'),
  // buying gold back (issue 5)
  '/transaksi-pembelian': screen(() => import('../features/purchases/counter/screens'), 'TransaksiPembelianPage'),
  '/lihat-pembelian': screen(() => import('../features/purchases/history/screens'), 'LihatPembelianPage'),
  '/batal-pembelian': screen(() => import('../features/purchases/history/screens'), 'BatalPembelianPage'),
  '/hancur-pembelian': screen(() => import('../features/purchases/history/screens'), 'HancurPembelianPage'),
  '/validasi-jual-beli': screen(() => import('../features/purchases/history/screens'), 'ValidasiJualBeliPage'),
};
