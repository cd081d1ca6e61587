import { describe, expect, it } from 'vitest';
import {
  aksesKeyOf,
  canAccessPath,
  canSeeStockSummary,
  EMPTY_GATE_CONFIG,
  gateRefusalMessage,
  isFingerprintApprover,
  isHeadOffice,
  passesGate,
  ROUTE_GATES,
  type AccessContext,
  type GateConfig,
} from './gates';
import { LEVELS, type Level } from './levels';
import { MODULES, type ModuleFlags } from './modules';
import { SEPUHAN_MESSAGES } from '../sepuhan/messages';

/** Every module switched on or off. */
function allModules(on: boolean): ModuleFlags {
  return Object.fromEntries(MODULES.map((m) => [m.key, on]));
}

/** An access context: a branch store, no akses ticked, no modules, empty configuration unless given. */
function contextFor(level: Level, over: Partial<Omit<AccessContext, 'config'>> & { config?: Partial<GateConfig> } = {}): AccessContext {
  return {
    level,
    akses: over.akses ?? [],
    modules: over.modules ?? {},
    kodeToko: over.kodeToko ?? 'BDG',
    isPusat: over.isPusat ?? false,
    config: { ...EMPTY_GATE_CONFIG, ...over.config },
  };
}

const passing = (path: string, make: (level: Level) => Parameters<typeof passesGate>[1]) =>
  LEVELS.filter((level) => passesGate(path, make(level)));

describe('level gates (spec 000 §6)', () => {
  it('/setting-nota and /setting-nota-slip: everyone, or only OWN and SU when the owner-only setting is on', () => {
    for (const path of ['/setting-nota', '/setting-nota-slip']) {
      expect(passing(path, (l) => contextFor(l))).toEqual([...LEVELS]);
      expect(passing(path, (l) => contextFor(l, { modules: { SETTING_NOTA_OWNER_ONLY_MODULE: false } }))).toEqual([...LEVELS]);
      expect(passing(path, (l) => contextFor(l, { modules: { SETTING_NOTA_OWNER_ONLY_MODULE: true } }))).toEqual(['OWN', 'SU']);
    }
  });

  it('/export-csv: SU or MU only, whatever the modules', () => {
    expect(passing('/export-csv', (l) => contextFor(l))).toEqual(['SU', 'MU']);
    expect(passing('/export-csv', (l) => contextFor(l, { modules: allModules(true) }))).toEqual(['SU', 'MU']);
  });

  it('/settingsystem: OWN, SU, DEV or MU', () => {
    expect(passing('/settingsystem', (l) => contextFor(l))).toEqual(['OWN', 'SU', 'MU', 'DEV']);
  });

  it('/authenticator: SPV, OWN, SU, DEV or MU (not KASIR)', () => {
    expect(passing('/authenticator', (l) => contextFor(l))).toEqual(['OWN', 'SU', 'MU', 'DEV', 'SPV']);
  });

  it('/validasi-penjualan, /validasi-titipan and /validasi-jual-beli: a supervisor, the owner or SU (issues 4, 5)', () => {
    for (const path of ['/validasi-penjualan', '/validasi-titipan', '/validasi-jual-beli']) {
      expect(passing(path, (l) => contextFor(l)), path).toEqual(['OWN', 'SU', 'SPV']);
      expect(passing(path, (l) => contextFor(l, { modules: allModules(true) })), path).toEqual(['OWN', 'SU', 'SPV']);
    }
  });

  it('/tutup-toko and /laporan-eod: a supervisor, the owner or SU close the day and read its EOD (issue 18)', () => {
    for (const path of ['/tutup-toko', '/laporan-eod']) {
      expect(passing(path, (l) => contextFor(l)), path).toEqual(['OWN', 'SU', 'SPV']);
      expect(passing(path, (l) => contextFor(l, { modules: allModules(true) })), path).toEqual(['OWN', 'SU', 'SPV']);
    }
  });

  it('/validasi-service needs the service validation module and a supervisor; /papan-service a supervisor (issue 21)', () => {
    expect(passing('/validasi-service', (l) => contextFor(l, { modules: allModules(true) }))).toEqual(['OWN', 'SU', 'SPV']);
    expect(passing('/validasi-service', (l) => contextFor(l, { modules: allModules(false) }))).toEqual([]);
    expect(passing('/papan-service', (l) => contextFor(l))).toEqual(['OWN', 'SU', 'SPV']);
    expect(passing('/master-deskripsi-service', (l) => contextFor(l, { modules: allModules(false) }))).toEqual([]);
  });

  it('/update-kadar: only the shops listed in the configuration', () => {
    const config = { updateKadarShops: ['BDG', 'PST'] };
    for (const level of LEVELS) {
      expect(passesGate('/update-kadar', contextFor(level, { kodeToko: 'BDG', config }))).toBe(true);
      expect(passesGate('/update-kadar', contextFor(level, { kodeToko: 'SBY', config }))).toBe(false);
      expect(passesGate('/update-kadar', contextFor(level, { kodeToko: 'BDG' }))).toBe(false);
    }
  });

  it('the two rekap reports follow their own shop flags, independently', () => {
    const ctx = (kodeToko: string) => contextFor('OWN', { kodeToko, config: { rekapSalesShops: ['BDG'], rekapPembelianShops: ['SBY'] } });
    expect(passesGate('/laporan-rekap-sales', ctx('BDG'))).toBe(true);
    expect(passesGate('/laporan-rekap-transaksi-pembelian', ctx('BDG'))).toBe(false);
    expect(passesGate('/laporan-rekap-sales', ctx('SBY'))).toBe(false);
    expect(passesGate('/laporan-rekap-transaksi-pembelian', ctx('SBY'))).toBe(true);
    expect(passesGate('/laporan-rekap-sales', ctx('PST'))).toBe(false);
  });

  it('a path without a gate needs nothing more than the akses tree', () => {
    expect(passesGate('/data-users', contextFor('KASIR'))).toBe(true);
    expect(ROUTE_GATES['/data-users']).toBeUndefined();
  });
});

/** Module-gated routes of spec 000 §6 and the module that opens each. */
const MODULE_GATED: Record<string, string> = {
  '/marketplace-setting': 'MARKETPLACE_MODULE',
  '/redirect-to-grosir': 'SEMI_GROSIR_MODULE',
  '/kirim-barang-external': 'WEB_EXTERNAL_MODULE',
  '/update-barang-external': 'WEB_EXTERNAL_MODULE',
  '/barang-manual': 'STOCK_JUAL_MANUAL_MODULE',
  '/laporan-jual-beli-manual': 'STOCK_JUAL_MANUAL_MODULE',
  '/stock-opname-rfid': 'RFID_MODULE',
  '/transaksi-penjualan-manual': 'STOCK_JUAL_MANUAL_MODULE',
  '/transaksi-pembelian-manual': 'STOCK_JUAL_MANUAL_MODULE',
  '/parameter-cicilan': 'CICILAN_MODULE',
  '/transaksi-cicilan': 'CICILAN_MODULE',
  '/lihat-cicilan': 'CICILAN_MODULE',
  '/lelang-cicilan': 'CICILAN_MODULE',
  '/batal-cicilan': 'CICILAN_MODULE',
  '/laporan-cicilan-aktif': 'CICILAN_MODULE',
  '/laporan-cicilan-jatuh-tempo': 'CICILAN_MODULE',
  '/laporan-cicilan-telat': 'CICILAN_MODULE',
  '/laporan-penerimaan-cicilan': 'CICILAN_MODULE',
  '/laporan-cicilan-gagal-bayar': 'CICILAN_MODULE',
  '/laporan-margin-cicilan': 'CICILAN_MODULE',
  '/master-parameter-harga-pembelian': 'PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE',
  '/master-kelompok-harga': 'LIVE_FEATURE_MODULE',
  '/parameter-reset-poin-member': 'RESET_POIN_MEMBER_MODULE',
  '/whatsapp-setting': 'WHATSAPP_MODULE',
  '/send-promo-to-customer': 'PROMO_WA_NOTIFICATION_MODULE',
  '/parameter-akun': 'AKUNTANSI_MODULE',
  '/master-batu-shape': 'BERLIAN_MODULE',
  '/master-batu-color': 'BERLIAN_MODULE',
  '/master-batu-clarity': 'BERLIAN_MODULE',
  '/master-batu-cutgrade': 'BERLIAN_MODULE',
  '/master-batu-polish': 'BERLIAN_MODULE',
  '/master-batu-symmetry': 'BERLIAN_MODULE',
  '/master-batu-fluorescence': 'BERLIAN_MODULE',
  '/master-supplier-berlian': 'BERLIAN_MODULE',
  '/parameter-berlian': 'BERLIAN_MODULE',
  '/terima-sepuhan': 'SEPUHAN_MODULE',
  '/sortir-sepuhan': 'SEPUHAN_MODULE',
  '/pindah-sortir-sepuhan': 'SEPUHAN_MODULE',
  '/susut-sepuhan': 'SEPUHAN_MODULE',
  '/laporan-sepuhan': 'SEPUHAN_MODULE',
};

describe('module gates: a module that is off means no access', () => {
  it.each(Object.entries(MODULE_GATED))('%s opens only with %s on', (path, key) => {
    for (const level of LEVELS) {
      expect(passesGate(path, contextFor(level, { modules: { [key]: true } }))).toBe(true);
      expect(passesGate(path, contextFor(level, { modules: { [key]: false } }))).toBe(false);
      expect(passesGate(path, contextFor(level))).toBe(false);
      // every other module on does not help
      expect(passesGate(path, contextFor(level, { modules: { ...allModules(true), [key]: false } }))).toBe(false);
    }
  });

  it('what the WhatsApp stand-in recorded (customers\' numbers and texts) opens for OWN and SU with the WhatsApp module on', () => {
    expect(passing('/whatsapp-stand-in', (l) => contextFor(l, { modules: { WHATSAPP_MODULE: true } }))).toEqual(['OWN', 'SU']);
    expect(passing('/whatsapp-stand-in', (l) => contextFor(l, { modules: { WHATSAPP_MODULE: false } }))).toEqual([]);
  });

  it('the manual-items screens also open in app mode STOCK_JUAL_MANUAL', () => {
    for (const path of ['/barang-manual', '/transaksi-penjualan-manual', '/transaksi-pembelian-manual', '/laporan-jual-beli-manual']) {
      expect(passesGate(path, contextFor('KASIR', { config: { appMode: 'STOCK_JUAL_MANUAL' } }))).toBe(true);
      expect(passesGate(path, contextFor('KASIR', { config: { appMode: 'LAIN' } }))).toBe(false);
    }
    expect(passesGate('/validasi-jual-beli-manual', contextFor('SPV', { config: { appMode: 'STOCK_JUAL_MANUAL' } }))).toBe(true);
  });

  it('the manual documents are validated by a supervisor (or the owner) with the module on', () => {
    expect(passing('/validasi-jual-beli-manual', (l) => contextFor(l, { modules: { STOCK_JUAL_MANUAL_MODULE: true } }))).toEqual(['OWN', 'SU', 'SPV'].filter((l) => LEVELS.includes(l as never)).sort((a, b) => LEVELS.indexOf(a as never) - LEVELS.indexOf(b as never)));
    expect(passing('/validasi-jual-beli-manual', (l) => contextFor(l, { modules: { STOCK_JUAL_MANUAL_MODULE: false } }))).toEqual([]);
  });

  it('every other gate of the table is a module gate: closed with every module off, open with every module on', () => {
    const levelGates = ['/setting-nota', '/setting-nota-slip', '/export-csv', '/settingsystem', '/authenticator', '/validasi-penjualan', '/validasi-titipan', '/validasi-jual-beli', '/update-kadar', '/laporan-rekap-sales', '/laporan-rekap-transaksi-pembelian', '/tutup-toko', '/laporan-eod', '/validasi-pesanan', '/hak-akses-news', '/validasi-hutang', '/validasi-service', '/papan-service', '/whatsapp-stand-in', '/validasi-cicilan', '/pengingat-cicilan', '/validasi-jual-beli-manual', '/validasi-non-cash'];
    for (const path of [...levelGates, ...Object.keys(MODULE_GATED)]) expect(ROUTE_GATES[path], path).toBeDefined();
    const moduleGated = Object.keys(ROUTE_GATES).filter((p) => !levelGates.includes(p) && !STORE_GATES.includes(p) && !BEHAVIOUR_GATES.includes(p));
    for (const path of moduleGated) {
      expect(passing(path, (l) => contextFor(l, { modules: allModules(false) })), path).toEqual([]);
      expect(passing(path, (l) => contextFor(l, { modules: allModules(true) })), path).toEqual([...LEVELS]);
    }
  });
});

describe('instalment validation and reminders (issue 33): the module and a supervisor', () => {
  it('/validasi-cicilan and /pengingat-cicilan open for SPV, OWN and SU only when CICILAN_MODULE is on', () => {
    for (const path of ['/validasi-cicilan', '/pengingat-cicilan']) {
      expect(passing(path, (l) => contextFor(l, { modules: allModules(false) })), path).toEqual([]);
      expect(passing(path, (l) => contextFor(l, { modules: { CICILAN_MODULE: true } })).sort(), path).toEqual(['OWN', 'SPV', 'SU']);
    }
  });
});

describe('non-cash validation (issue 36): the module chooses between two screens', () => {
  it('on: /validasi-non-cash for SPV, OWN and SU, the non-cash report closed; off: the report for everyone, the validation closed', () => {
    const on = { modules: { VALIDASI_NON_CASH_MODULE: true } };
    expect(passing('/validasi-non-cash', (l) => contextFor(l, on)).sort()).toEqual(['OWN', 'SPV', 'SU']);
    expect(passing('/laporan-transaksi-non-cash', (l) => contextFor(l, on))).toEqual([]);
    expect(passing('/validasi-non-cash', (l) => contextFor(l))).toEqual([]);
    expect(passing('/laporan-transaksi-non-cash', (l) => contextFor(l))).toEqual([...LEVELS]);
  });
});

describe('order validation (issue 21): the module and a supervisor', () => {
  it('/validasi-pesanan opens for SPV, OWN and SU only when VALIDASI_PESANAN_MODULE is on; /pre-order with PRE_ORDER_MODULE', () => {
    expect(passing('/validasi-pesanan', (l) => contextFor(l, { modules: allModules(false) }))).toEqual([]);
    expect(passing('/validasi-pesanan', (l) => contextFor(l, { modules: allModules(true) })).sort()).toEqual(['OWN', 'SPV', 'SU']);
    expect(passing('/pre-order', (l) => contextFor(l, { modules: { PRE_ORDER_MODULE: false } }))).toEqual([]);
    expect(passing('/pre-order', (l) => contextFor(l, { modules: { PRE_ORDER_MODULE: true } }))).toEqual([...LEVELS]);
  });
});

/** Gates that a behaviour module closes rather than opens (issue 22): the daily stock balance report. */
// the sorting steps are module gates that a behaviour module (the centralised variant) also closes at a branch
const BEHAVIOUR_GATES = ['/laporan-transaksi-non-cash', '/laporan-barang-summary', '/parameter-hutang-pokok', '/terima-sepuhan', '/sortir-sepuhan', '/pindah-sortir-sepuhan', '/susut-sepuhan'];

describe('behaviour gates', () => {
  it('/laporan-barang-summary is the stock-balance summary: HIDE_SALDO_BARANG_SUMMARY hides it from everyone but OWN', () => {
    expect(passing('/laporan-barang-summary', (l) => contextFor(l))).toEqual([...LEVELS]);
    expect(passing('/laporan-barang-summary', (l) => contextFor(l, { modules: { HIDE_SALDO_BARANG_SUMMARY: true } }))).toEqual(['OWN']);
  });

  it('/parameter-hutang-pokok opens with its module and is hidden in its gold-price mode (spec 000 §6)', () => {
    expect(passing('/parameter-hutang-pokok', (l) => contextFor(l, { modules: { HUTANG_POKOK_MODULE: false } }))).toEqual([]);
    expect(passing('/parameter-hutang-pokok', (l) => contextFor(l, { modules: { HUTANG_POKOK_MODULE: true } }))).toEqual([...LEVELS]);
    expect(passing('/parameter-hutang-pokok', (l) => contextFor(l, { modules: { HUTANG_POKOK_MODULE: true, HUTANG_POKOK_HARGA_EMAS_MODULE: true } }))).toEqual([]);
  });
});

/** Gates by the kind of store (issue 18 part 2): a branch sends money and imports, head office receives. */
const STORE_GATES = ['/kirim-uang-pusat', '/terima-uang-kas', '/import-data-pusat', '/dashboardPusat', '/laporan-gadai-global', '/laporan-tebus-gadai-global'];

describe('store gates: money to head office', () => {
  it('a branch user sends money and imports head office data; a head-office user (or a PUSAT deployment) receives', () => {
    const branch = (l: Level) => contextFor(l, { isPusat: false });
    const head = (l: Level) => contextFor(l, { isPusat: true, kodeToko: 'PST' });
    const pusatDeployment = (l: Level) => contextFor(l, { config: { type: 'PUSAT' } });
    expect(passing('/kirim-uang-pusat', branch)).toEqual([...LEVELS]);
    expect(passing('/kirim-uang-pusat', head)).toEqual([]);
    expect(passing('/import-data-pusat', branch)).toEqual([...LEVELS]);
    expect(passing('/import-data-pusat', head)).toEqual([]);
    expect(passing('/terima-uang-kas', branch)).toEqual([]);
    expect(passing('/terima-uang-kas', head)).toEqual([...LEVELS]);
    expect(passing('/terima-uang-kas', pusatDeployment)).toEqual([...LEVELS]);
    // issue 22: the chain's dashboard is head office's
    expect(passing('/dashboardPusat', branch)).toEqual([]);
    expect(passing('/dashboardPusat', head)).toEqual([...LEVELS]);
    expect(passing('/dashboardPusat', pusatDeployment)).toEqual([...LEVELS]);
  });
});

describe('the live-feature module\'s global pawn reports (issue 36)', () => {
  const GLOBAL = ['/laporan-gadai-global', '/laporan-tebus-gadai-global'];
  const on = { LIVE_FEATURE_MODULE: true };

  it('open for head office (a PUSAT user or a PUSAT deployment) with LIVE_FEATURE_MODULE on, at every level', () => {
    for (const path of GLOBAL) {
      expect(passing(path, (l) => contextFor(l, { isPusat: true, kodeToko: 'PST', modules: on }))).toEqual([...LEVELS]);
      expect(passing(path, (l) => contextFor(l, { config: { type: 'PUSAT' }, modules: on }))).toEqual([...LEVELS]);
    }
  });

  it('closed with the module off (every other module on does not help), and closed to a branch whatever its modules', () => {
    for (const path of GLOBAL) {
      expect(passing(path, (l) => contextFor(l, { isPusat: true, kodeToko: 'PST', modules: { ...allModules(true), LIVE_FEATURE_MODULE: false } }))).toEqual([]);
      expect(passing(path, (l) => contextFor(l, { isPusat: true, kodeToko: 'PST' }))).toEqual([]);
      expect(passing(path, (l) => contextFor(l, { isPusat: false, modules: allModules(true) }))).toEqual([]);
      // the akses tree is not enough: an owner of a branch is still refused
      expect(canAccessPath(path, contextFor('OWN', { modules: allModules(true) }))).toBe(false);
      expect(canAccessPath(path, contextFor('OWN', { isPusat: true, kodeToko: 'PST', modules: on }))).toBe(true);
    }
  });
});

describe('canAccessPath: akses tree and gate together', () => {
  const ticked = (key: string) => [{ key: 'utility', is_show: true, children: [{ key, is_show: true }] }];

  it('needs both the tick and the gate for levels that do not bypass akses', () => {
    expect(canAccessPath('/settingsystem', contextFor('MU', { akses: ticked('settingsystem') }))).toBe(true);
    expect(canAccessPath('/settingsystem', contextFor('MU'))).toBe(false);
    expect(canAccessPath('/settingsystem', contextFor('SPV', { akses: ticked('settingsystem') }))).toBe(false);
    expect(canAccessPath('/data-users', contextFor('KASIR', { akses: ticked('data-users') }))).toBe(true);
    expect(canAccessPath('/data-users', contextFor('KASIR'))).toBe(false);
  });

  it('OWN and SU skip the tree but not level gates', () => {
    expect(canAccessPath('/data-users', contextFor('OWN'))).toBe(true);
    expect(canAccessPath('/settingsystem', contextFor('SU'))).toBe(true);
    expect(canAccessPath('/export-csv', contextFor('OWN'))).toBe(false);
    expect(canAccessPath('/export-csv', contextFor('SU'))).toBe(true);
    expect(canAccessPath('/parameter-akun', contextFor('OWN'))).toBe(false);
  });

  it('the akses key of a path is the path without its slash', () => {
    expect(aksesKeyOf('/data-users')).toBe('data-users');
  });
});

describe('canSeeStockSummary', () => {
  it('everyone sees it while HIDE_SALDO_BARANG_SUMMARY is off; only OWN while it is on', () => {
    expect(LEVELS.filter((level) => canSeeStockSummary({ level, modules: {} }))).toEqual([...LEVELS]);
    expect(LEVELS.filter((level) => canSeeStockSummary({ level, modules: { HIDE_SALDO_BARANG_SUMMARY: false } }))).toEqual([...LEVELS]);
    expect(LEVELS.filter((level) => canSeeStockSummary({ level, modules: { HIDE_SALDO_BARANG_SUMMARY: true } }))).toEqual(['OWN']);
  });
});

describe('isHeadOffice', () => {
  it('is true for a PUSAT store or a deployment configured as PUSAT', () => {
    expect(isHeadOffice(contextFor('KASIR', { isPusat: true }))).toBe(true);
    expect(isHeadOffice(contextFor('KASIR', { config: { type: 'PUSAT' } }))).toBe(true);
    expect(isHeadOffice(contextFor('OWN'))).toBe(false);
    expect(isHeadOffice(contextFor('OWN', { config: { type: 'CABANG' } }))).toBe(false);
  });
});

describe('isFingerprintApprover', () => {
  it('is SPV or OWN', () => {
    expect(LEVELS.filter(isFingerprintApprover)).toEqual(['OWN', 'SPV']);
  });
});

describe('staff news (issue 23)', () => {
  it('/hak-akses-news: the owner and the super user write the news', () => {
    expect(LEVELS.filter((l) => passesGate('/hak-akses-news', contextFor(l, { modules: allModules(true) })))).toEqual(['OWN', 'SU']);
  });
});

describe('centralised sorting (SEPUHAN_TERPUSAT_MODULE, spec 000 §6)', () => {
  const STEPS = ['/terima-sepuhan', '/sortir-sepuhan', '/pindah-sortir-sepuhan', '/susut-sepuhan'];
  const both = { SEPUHAN_MODULE: true, SEPUHAN_TERPUSAT_MODULE: true };

  it('closes the sorting steps of a branch, keeps them open at head office, and keeps the report open', () => {
    for (const path of STEPS) {
      for (const level of LEVELS) {
        expect(passesGate(path, contextFor(level, { modules: both }))).toBe(false);
        expect(passesGate(path, contextFor(level, { modules: both, isPusat: true, kodeToko: 'PST' }))).toBe(true);
        expect(passesGate(path, contextFor(level, { modules: both, config: { type: 'PUSAT' } }))).toBe(true);
        expect(passesGate(path, contextFor(level, { modules: { SEPUHAN_MODULE: true, SEPUHAN_TERPUSAT_MODULE: false } }))).toBe(true);
        // the variant does not open sorting without the sorting module
        expect(passesGate(path, contextFor(level, { modules: { SEPUHAN_TERPUSAT_MODULE: true }, isPusat: true }))).toBe(false);
      }
    }
    expect(passesGate('/laporan-sepuhan', contextFor('SPV', { modules: both }))).toBe(true);
  });

  it('tells a branch allowed by its akses tree that head office sorts; says nothing more to others', () => {
    const ticked = STEPS.map((p) => ({ key: aksesKeyOf(p), is_show: true, children: [] }));
    for (const path of STEPS) {
      expect(gateRefusalMessage(path, contextFor('SPV', { modules: both, akses: ticked }))).toBe(SEPUHAN_MESSAGES.terpusat);
      expect(gateRefusalMessage(path, contextFor('KASIR', { modules: both }))).toBeNull();
      expect(gateRefusalMessage(path, contextFor('OWN', { modules: both, isPusat: true }))).toBeNull();
      expect(gateRefusalMessage(path, contextFor('OWN', { modules: { SEPUHAN_TERPUSAT_MODULE: true } }))).toBeNull();
    }
    expect(gateRefusalMessage('/laporan-sepuhan', contextFor('OWN', { modules: both }))).toBeNull();
  });
});
