import { describe, expect, it } from 'vitest';
import { shownKeys, type AksesNode } from './akses';
import { aksesKeyOf, EMPTY_GATE_CONFIG, type AccessContext } from './gates';
import type { Level } from './levels';
import { aksesTemplate, canOpenRoute, defaultAksesFor, findRoute, MENU_GROUPS, mergeAkses, ROUTES, visibleRoutes } from './routes';

function contextFor(level: Level, over: Partial<AccessContext> = {}): AccessContext {
  return { level, akses: [], modules: {}, kodeToko: 'BDG', isPusat: false, config: EMPTY_GATE_CONFIG, ...over };
}

const withDefaults = (level: Level) => contextFor(level, { akses: defaultAksesFor(level) });
const allVisible = (level: Level) => MENU_GROUPS.flatMap((g) => visibleRoutes(g.key, withDefaults(level)).map((r) => r.path));
const keysOf = (tree: readonly AksesNode[]): string[] =>
  tree.flatMap((n) => [n.key, ...keysOf(n.children ?? [])]);

describe('ROUTES', () => {
  it('has unique, absolute paths with titles; menu routes sit in a group', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ROUTES) {
      expect(r.path.startsWith('/')).toBe(true);
      expect(r.title.trim()).not.toBe('');
      if (r.kind === 'menu') expect(MENU_GROUPS.map((g) => g.key)).toContain(r.group);
      expect(findRoute(r.path)).toBe(r);
    }
    expect(findRoute('/tidak-ada')).toBeUndefined();
  });

  it('lists the login page as LOGIN and every submenu page of the groups', () => {
    expect(findRoute('/')?.title).toBe('LOGIN');
    for (const g of MENU_GROUPS) if (g.submenu) expect(findRoute(g.submenu)?.kind).toBe('always');
  });
});

describe('defaultAksesFor', () => {
  it('has the template shape: every menu route once, under its group', () => {
    const template = keysOf(aksesTemplate());
    for (const level of ['OWN', 'SPV', 'KASIR'] as const) expect(keysOf(defaultAksesFor(level))).toEqual(template);
    const menuKeys = ROUTES.filter((r) => r.kind === 'menu').map((r) => aksesKeyOf(r.path));
    for (const key of menuKeys) expect(template.filter((k) => k === key)).toHaveLength(1);
  });

  it('a KASIR sees fewer routes than a SPV, and nothing the SPV does not', () => {
    const kasir = shownKeys(defaultAksesFor('KASIR'));
    const spv = shownKeys(defaultAksesFor('SPV'));
    for (const key of kasir) expect(spv.has(key)).toBe(true);
    expect(kasir.size).toBeLessThan(spv.size);
    expect(spv.has('data-users')).toBe(true);
    expect(kasir.has('data-users')).toBe(false);
    expect(allVisible('KASIR').length).toBeLessThan(allVisible('SPV').length);
  });
});

describe('mergeAkses', () => {
  it('keeps ticks of known keys, drops unknown keys and adds new screens unticked', () => {
    const stored: AksesNode[] = [
      { key: 'utility', is_show: true, children: [{ key: 'data-users', is_show: true }, { key: 'layar-lama', is_show: true }] },
      { key: 'modul-hilang', is_show: true, children: [{ key: 'laporan-audit-login', is_show: true }] },
    ];
    const merged = mergeAkses(stored);
    expect(keysOf(merged)).toEqual(keysOf(aksesTemplate()));
    expect([...shownKeys(merged)].sort()).toEqual(['data-users', 'laporan-audit-login', 'utility']);
    expect(keysOf(merged)).not.toContain('layar-lama');
    expect(keysOf(merged)).not.toContain('modul-hilang');
  });

  it('gives the unticked template for no tree, and is idempotent', () => {
    for (const stored of [null, undefined, []]) expect(shownKeys(mergeAkses(stored)).size).toBe(0);
    const once = mergeAkses(defaultAksesFor('SPV'));
    expect(mergeAkses(once)).toEqual(once);
    expect(once).toEqual(defaultAksesFor('SPV'));
  });
});

describe('visibleRoutes and canOpenRoute', () => {
  it('utility: a KASIR gets the password page, the drawer and card cash-out only; a SPV the user screens but not the system setting', () => {
    expect(visibleRoutes('utility', withDefaults('KASIR')).map((r) => r.path)).toEqual(['/ganti-password', '/uang-kas', '/gesek-tunai']);
    expect(visibleRoutes('validasi', withDefaults('KASIR')).map((r) => r.path)).toEqual(['/pengalihan-saldo-uang']);
    const spv = visibleRoutes('utility', withDefaults('SPV')).map((r) => r.path);
    expect(spv).toEqual(expect.arrayContaining(['/ganti-password', '/data-users', '/hak-akses-users', '/settingtoko']));
    expect(spv).not.toContain('/settingsystem');
    expect(visibleRoutes('utility', contextFor('OWN')).map((r) => r.path)).toContain('/settingsystem');
  });

  it('an unticked screen is hidden even for a level that passes its gate', () => {
    expect(visibleRoutes('utility', contextFor('MU')).map((r) => r.path)).toEqual(['/ganti-password']);
    expect(visibleRoutes('laporan', contextFor('SPV'))).toEqual([]);
    expect(visibleRoutes('laporan', withDefaults('SPV')).map((r) => r.path)).toContain('/laporan-audit-login');
    // a cashier reads the repair reports only (issue 21)
    expect(visibleRoutes('laporan', withDefaults('KASIR')).map((r) => r.path)).toEqual(['/laporan-service-masuk', '/laporan-service-selesai', '/laporan-service-ambil', '/laporan-service-batal', '/laporan-transaksi-service']);
  });

  it('public and always routes open for anyone; unknown paths never', () => {
    expect(canOpenRoute('/', contextFor('KASIR'))).toBe(true);
    expect(canOpenRoute('/home', contextFor('KASIR'))).toBe(true);
    expect(canOpenRoute('/SubMenuLaporan', contextFor('KASIR'))).toBe(true);
    expect(canOpenRoute('/tidak-ada', contextFor('OWN'))).toBe(false);
    // /export-csv (issue 22): SU or MU only, whatever the akses tree
    expect(canOpenRoute('/export-csv', contextFor('SU'))).toBe(true);
    expect(canOpenRoute('/export-csv', contextFor('OWN'))).toBe(false);
    // an always route keeps its gate: /dashboardPusat is head office's (issue 22)
    expect(canOpenRoute('/dashboard', contextFor('KASIR'))).toBe(true);
    expect(canOpenRoute('/dashboardPusat', contextFor('OWN', { isPusat: false }))).toBe(false);
    expect(canOpenRoute('/dashboardPusat', contextFor('KASIR', { isPusat: true }))).toBe(true);
    expect(canOpenRoute('/data-users', contextFor('KASIR'))).toBe(false);
    expect(canOpenRoute('/data-users', withDefaults('SPV'))).toBe(true);
  });
});
