import { hasAkses, type AksesNode } from './akses';
import type { Level } from './levels';
import { isModuleOn, type ModuleFlags } from './modules';
import { SEPUHAN_MESSAGES } from '../sepuhan/messages';

/** What a check needs to know about the caller; built the same way on the server and in the browser. */
export type AccessContext = {
  level: Level;
  akses: readonly AksesNode[];
  modules: ModuleFlags;
  kodeToko: string;
  isPusat: boolean;
  config: GateConfig;
};

/** Deployment lists that some gates read (spec 000 §6). */
export type GateConfig = {
  type?: string;
  appMode?: string;
  updateKadarShops: readonly string[];
  rekapSalesShops: readonly string[];
  rekapPembelianShops: readonly string[];
};

export const EMPTY_GATE_CONFIG: GateConfig = {
  updateKadarShops: [],
  rekapSalesShops: [],
  rekapPembelianShops: [],
};

type Gate = (ctx: AccessContext) => boolean;

const levelIn =
  (...levels: Level[]): Gate =>
  (ctx) =>
    levels.includes(ctx.level);
const moduleOn =
  (...keys: string[]): Gate =>
  (ctx) =>
    keys.some((k) => isModuleOn(ctx.modules, k));

const manualItems: Gate = (ctx) => isModuleOn(ctx.modules, 'STOCK_JUAL_MANUAL_MODULE') || ctx.config.appMode === 'STOCK_JUAL_MANUAL';

/** Head office: the user's store is PUSAT, or the deployment is configured as PUSAT. */
export function isHeadOffice(ctx: Pick<AccessContext, 'isPusat' | 'config'>): boolean {
  return ctx.isPusat || ctx.config.type === 'PUSAT';
}

/**
 * The centralised sorting variant (SEPUHAN_TERPUSAT_MODULE) on at a branch: its bought-back pieces are shipped to
 * head office, which sorts for the chain, so the branch's own sorting screens are closed (spec 000 §6).
 */
export function sortsAtHeadOffice(ctx: Pick<AccessContext, 'modules' | 'isPusat' | 'config'>): boolean {
  return isModuleOn(ctx.modules, 'SEPUHAN_TERPUSAT_MODULE') && !isHeadOffice(ctx);
}

/** The sorting steps (receive, sort, move-sort, loss): the sorting module on, and the store sorts for itself. */
const sortingStep: Gate = (ctx) => isModuleOn(ctx.modules, 'SEPUHAN_MODULE') && !sortsAtHeadOffice(ctx);
const SORTING_STEPS = ['/terima-sepuhan', '/sortir-sepuhan', '/pindah-sortir-sepuhan', '/susut-sepuhan'];

/**
 * Level and module gates of spec 000 §6, keyed by route path. A path that is not here needs
 * only the akses tree. The server checks the same table for the endpoints behind each screen.
 */
export const ROUTE_GATES: Record<string, Gate> = {
  '/setting-nota': (ctx) => !isModuleOn(ctx.modules, 'SETTING_NOTA_OWNER_ONLY_MODULE') || ['OWN', 'SU'].includes(ctx.level),
  '/setting-nota-slip': (ctx) => !isModuleOn(ctx.modules, 'SETTING_NOTA_OWNER_ONLY_MODULE') || ['OWN', 'SU'].includes(ctx.level),
  '/export-csv': levelIn('SU', 'MU'),
  // issue 4: a supervisor (or the owner) reviews and validates the day's receipts and deposits
  '/validasi-penjualan': levelIn('SPV', 'OWN', 'SU'),
  '/validasi-titipan': levelIn('SPV', 'OWN', 'SU'),
  '/validasi-jual-beli': levelIn('SPV', 'OWN', 'SU'),
  '/settingsystem': levelIn('OWN', 'SU', 'DEV', 'MU'),
  // issue 18: closing the day and its EOD report
  '/tutup-toko': levelIn('SPV', 'OWN', 'SU'),
  '/laporan-eod': levelIn('SPV', 'OWN', 'SU'),
  // issue 21: the pre-order module's screens; orders validated by a supervisor when the order validation module is on
  '/pre-order': moduleOn('PRE_ORDER_MODULE'),
  '/validasi-pesanan': (ctx) => isModuleOn(ctx.modules, 'VALIDASI_PESANAN_MODULE') && ['SPV', 'OWN', 'SU'].includes(ctx.level),
  '/authenticator': levelIn('SPV', 'OWN', 'SU', 'DEV', 'MU'),
  '/update-kadar': (ctx) => ctx.config.updateKadarShops.includes(ctx.kodeToko),
  '/laporan-rekap-sales': (ctx) => ctx.config.rekapSalesShops.includes(ctx.kodeToko),
  '/laporan-rekap-transaksi-pembelian': (ctx) => ctx.config.rekapPembelianShops.includes(ctx.kodeToko),
  '/marketplace-setting': moduleOn('MARKETPLACE_MODULE'),
  // spec 000 §6: the semi-wholesale module opens the hand-over to the wholesale (grosir) app
  '/redirect-to-grosir': moduleOn('SEMI_GROSIR_MODULE'),
  '/penjualan-marketplace': moduleOn('MARKETPLACE_MODULE'),
  '/pencairan-marketplace': moduleOn('MARKETPLACE_MODULE'),
  '/laporan-penjualan-marketplace': moduleOn('MARKETPLACE_MODULE'),
  '/laporan-biaya-marketplace': moduleOn('MARKETPLACE_MODULE'),
  '/laporan-piutang-marketplace': moduleOn('MARKETPLACE_MODULE'),
  '/kirim-barang-external': moduleOn('WEB_EXTERNAL_MODULE'),
  '/update-barang-external': moduleOn('WEB_EXTERNAL_MODULE'),
  // issue 35: the supervisor validates the manual documents
  '/validasi-jual-beli-manual': (ctx) => manualItems(ctx) && ['SPV', 'OWN', 'SU'].includes(ctx.level),
  '/barang-manual': manualItems,
  '/laporan-jual-beli-manual': manualItems,
  '/stock-opname-rfid': moduleOn('RFID_MODULE'),
  '/transaksi-penjualan-manual': manualItems,
  '/transaksi-pembelian-manual': manualItems,
  '/parameter-cicilan': moduleOn('CICILAN_MODULE'),
  // issue 33: the plans' validation and the reminder settings are a supervisor's, with the instalment module
  // issue 36 (spec 000 §6 "the non-cash validation module chooses between two different screens"): the module on, the
  // supervisor's validation of card and transfer payments; off, the non-cash report (every card and transfer payment
  // counted at once)
  '/validasi-non-cash': (ctx) => isModuleOn(ctx.modules, 'VALIDASI_NON_CASH_MODULE') && ['SPV', 'OWN', 'SU'].includes(ctx.level),
  '/laporan-transaksi-non-cash': (ctx) => !isModuleOn(ctx.modules, 'VALIDASI_NON_CASH_MODULE'),
  '/validasi-cicilan': (ctx) => isModuleOn(ctx.modules, 'CICILAN_MODULE') && ['SPV', 'OWN', 'SU'].includes(ctx.level),
  '/pengingat-cicilan': (ctx) => isModuleOn(ctx.modules, 'CICILAN_MODULE') && ['SPV', 'OWN', 'SU'].includes(ctx.level),
  '/transaksi-cicilan': moduleOn('CICILAN_MODULE'),
  '/lihat-cicilan': moduleOn('CICILAN_MODULE'),
  '/lelang-cicilan': moduleOn('CICILAN_MODULE'),
  '/batal-cicilan': moduleOn('CICILAN_MODULE'),
  // issue 33: the instalment reports
  '/laporan-cicilan-aktif': moduleOn('CICILAN_MODULE'),
  '/laporan-cicilan-jatuh-tempo': moduleOn('CICILAN_MODULE'),
  '/laporan-cicilan-telat': moduleOn('CICILAN_MODULE'),
  '/laporan-penerimaan-cicilan': moduleOn('CICILAN_MODULE'),
  '/laporan-cicilan-gagal-bayar': moduleOn('CICILAN_MODULE'),
  '/laporan-margin-cicilan': moduleOn('CICILAN_MODULE'),
  '/master-parameter-harga-pembelian': moduleOn('PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE'),
  '/master-kelompok-harga': moduleOn('LIVE_FEATURE_MODULE'),
  // issue 36: the live-feature module's chain-wide pawn reports are head office's (as /dashboardPusat)
  '/laporan-gadai-global': (ctx) => isModuleOn(ctx.modules, 'LIVE_FEATURE_MODULE') && isHeadOffice(ctx),
  '/laporan-tebus-gadai-global': (ctx) => isModuleOn(ctx.modules, 'LIVE_FEATURE_MODULE') && isHeadOffice(ctx),
  // issue 34: the diamond module's lists
  '/master-batu-shape': moduleOn('BERLIAN_MODULE'),
  '/master-batu-color': moduleOn('BERLIAN_MODULE'),
  '/master-batu-clarity': moduleOn('BERLIAN_MODULE'),
  '/master-batu-cutgrade': moduleOn('BERLIAN_MODULE'),
  '/master-batu-polish': moduleOn('BERLIAN_MODULE'),
  '/master-batu-symmetry': moduleOn('BERLIAN_MODULE'),
  '/master-batu-fluorescence': moduleOn('BERLIAN_MODULE'),
  '/master-supplier-berlian': moduleOn('BERLIAN_MODULE'),
  // issue 35: the supplier module's master and report
  '/master-supplier-barang': moduleOn('SUPPLIER_BARANG_MODULE'),
  // the shipping module: send, the differences, the shop master and the courier lists
  '/kirim-barang': moduleOn('KIRIM_BARANG_MODULE'),
  '/selisih-kirim-barang': moduleOn('KIRIM_BARANG_MODULE'),
  '/master-toko-kirim': moduleOn('KIRIM_BARANG_MODULE'),
  '/master-logistik': moduleOn('KIRIM_BARANG_MODULE'),
  '/master-ekspedisi': moduleOn('KIRIM_BARANG_MODULE'),
  '/laporan-supplier-barang': moduleOn('SUPPLIER_BARANG_MODULE'),
  '/parameter-berlian': moduleOn('BERLIAN_MODULE'),
  '/laporan-buku-berlian': moduleOn('BERLIAN_MODULE'),
  '/penerimaan-berlian': moduleOn('BERLIAN_MODULE'),
  '/tambah-batu': moduleOn('BERLIAN_MODULE'),
  // issue 35: sorting and refurbishing of bought-back pieces; a branch of the centralised variant does not sort
  '/terima-sepuhan': sortingStep,
  '/sortir-sepuhan': sortingStep,
  '/pindah-sortir-sepuhan': sortingStep,
  '/susut-sepuhan': sortingStep,
  '/laporan-sepuhan': moduleOn('SEPUHAN_MODULE'),
  '/parameter-reset-poin-member': moduleOn('RESET_POIN_MEMBER_MODULE'),
  // issue 32: coupons, category discounts, the sales bonus (who edits the parameters is the akses tree's, as the loan parameters)
  '/parameter-kupon': moduleOn('KUPON_MODULE'),
  '/transaksi-kupon': moduleOn('KUPON_MODULE'),
  '/laporan-pemakaian-kupon': moduleOn('KUPON_MODULE'),
  '/parameter-potongan-kategori': moduleOn('POTONGAN_MODULE'),
  '/parameter-bonus-sales': moduleOn('BONUS_SALES_MODULE'),
  '/laporan-bonus-sales': moduleOn('BONUS_SALES_MODULE'),
  // issue 32: the points screens belong to the member module
  '/master-parameter-point': moduleOn('MEMBER_MODULE'),
  '/lihat-transaksi-member': moduleOn('MEMBER_MODULE'),
  '/adjust-poin-member': moduleOn('MEMBER_MODULE'),
  '/parameter-member-afiliasi': moduleOn('MEMBER_MODULE'),
  '/laporan-top-member': moduleOn('MEMBER_MODULE'),
  // issue 32: the member master and the member reports
  '/master-member': moduleOn('MEMBER_MODULE'),
  '/laporan-member': moduleOn('MEMBER_MODULE'),
  '/laporan-ulang-tahun-member': moduleOn('MEMBER_MODULE'),
  '/tukar-hadiah': moduleOn('MEMBER_MODULE'),
  '/terima-hadiah': moduleOn('MEMBER_MODULE'),
  '/laporan-tukar-hadiah': moduleOn('MEMBER_MODULE'),
  '/cashback-poin': moduleOn('MEMBER_MODULE'),
  '/laporan-cashback-poin': moduleOn('MEMBER_MODULE'),
  '/whatsapp-setting': moduleOn('WHATSAPP_MODULE'),
  // the messages the stand-in gateway recorded: customers' numbers and texts, for the owner and the super user
  '/whatsapp-stand-in': (ctx) => isModuleOn(ctx.modules, 'WHATSAPP_MODULE') && ['OWN', 'SU'].includes(ctx.level),
  '/send-promo-to-customer': moduleOn('PROMO_WA_NOTIFICATION_MODULE'),
  '/parameter-akun': moduleOn('AKUNTANSI_MODULE'),
  // the journal's reports belong to the accounting module too (issue 18 part 4)
  '/laporan-neraca-saldo': moduleOn('AKUNTANSI_MODULE'),
  '/laporan-buku-besar': moduleOn('AKUNTANSI_MODULE'),
  // issue 18 part 2: a branch sends money to head office and takes head office's lists; head office receives
  '/kirim-uang-pusat': (ctx) => !ctx.isPusat,
  '/terima-uang-kas': (ctx) => isHeadOffice(ctx),
  '/import-data-pusat': (ctx) => !ctx.isPusat,
  // issue 22: the daily stock balance is the stock-balance summary HIDE_SALDO_BARANG_SUMMARY hides (except for OWN)
  '/laporan-barang-summary': (ctx) => canSeeStockSummary(ctx),
  // issue 23: the owner (or super user) writes the staff news
  '/hak-akses-news': levelIn('OWN', 'SU'),
  // issue 20: pawn loans; a supervisor validates loans as sales; the loan parameters follow their modules
  '/validasi-hutang': levelIn('SPV', 'OWN', 'SU'),
  '/parameter-bunga-hutang': moduleOn('BUNGA_HUTANG_MODULE'),
  '/parameter-plafond-hutang': moduleOn('PLAFOND_HUTANG_MODULE'),
  '/parameter-plafond-hutang-kadar': moduleOn('PLAFOND_HUTANG_MODULE'),
  // hidden when the principal parameter's value is a gold-price mode (spec 000 §6)
  '/parameter-hutang-pokok': (ctx) => isModuleOn(ctx.modules, 'HUTANG_POKOK_MODULE') && !isModuleOn(ctx.modules, 'HUTANG_POKOK_HARGA_EMAS_MODULE'),
  // issue 21: repair services (spec 000 §6: service description and service validation modules)
  '/master-deskripsi-service': moduleOn('DESKRIPSI_SERVICE_MODULE'),
  '/validasi-service': (ctx) => isModuleOn(ctx.modules, 'VALIDASI_SERVICE_MODULE') && ['SPV', 'OWN', 'SU'].includes(ctx.level),
  '/papan-service': levelIn('SPV', 'OWN', 'SU'),
  // issue 22: the chain across every store is head office's dashboard
  '/dashboardPusat': (ctx) => isHeadOffice(ctx),
};

/** True when the path's level/module gate (if any) lets the caller through. */
export function passesGate(path: string, ctx: AccessContext): boolean {
  const gate = ROUTE_GATES[path];
  return gate ? gate(ctx) : true;
}

/**
 * Why a gate refused the caller, when the refusal has its own message: a branch of the centralised sorting variant
 * that may otherwise open the sorting steps learns that head office sorts. Null: the generic refusal.
 */
export function gateRefusalMessage(path: string, ctx: AccessContext): string | null {
  if (!SORTING_STEPS.includes(path) || !hasAkses(ctx.level, ctx.akses, aksesKeyOf(path))) return null;
  return isModuleOn(ctx.modules, 'SEPUHAN_MODULE') && sortsAtHeadOffice(ctx) ? SEPUHAN_MESSAGES.terpusat : null;
}

/** The akses key of a path: the path without its leading slash. */
export function aksesKeyOf(path: string): string {
  return path.replace(/^\//, '');
}

/** Akses tree and gate together: what the server checks for each endpoint. */
export function canAccessPath(path: string, ctx: AccessContext): boolean {
  return hasAkses(ctx.level, ctx.akses, aksesKeyOf(path)) && passesGate(path, ctx);
}

/** The stock-balance summary is hidden when HIDE_SALDO_BARANG_SUMMARY is on, except for OWN. */
export function canSeeStockSummary(ctx: Pick<AccessContext, 'level' | 'modules'>): boolean {
  return ctx.level === 'OWN' || !isModuleOn(ctx.modules, 'HIDE_SALDO_BARANG_SUMMARY');
}

/** Users allowed to approve by fingerprint (spec 000 §6). */
export function isFingerprintApprover(level: Level): boolean {
  return level === 'SPV' || level === 'OWN';
}
