import { ALL_MASTERS, canOpenRoute, EMPTY_GATE_CONFIG, findRoute, ROUTES, type AccessContext } from '@emas/domain';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../app/screens';

describe('route table and screens agree (docs/decisions.md, Access)', () => {
  it('every route but the login page has a screen, and every screen a route', () => {
    const routed = ROUTES.map((r) => r.path).filter((p) => p !== '/');
    expect(routed.filter((p) => !SCREENS[p])).toEqual([]);
    expect(Object.keys(SCREENS).filter((p) => !findRoute(p))).toEqual([]);
  });

  it('every master and price parameter of the registry is a menu route with its screen', () => {
    for (const def of ALL_MASTERS) {
      expect(findRoute(def.route), def.route).toMatchObject({ kind: 'menu' });
      expect(SCREENS[def.route], def.route).toBeDefined();
    }
    for (const path of ['/master-parameter-harga-emas', '/parameter-harga-global']) expect(SCREENS[path]).toBeDefined();
  });

  it('/master-kelompok-harga opens only with LIVE_FEATURE_MODULE on', () => {
    const ctx = (modules: Record<string, boolean>): AccessContext => ({ level: 'OWN', akses: [], modules, kodeToko: 'PST', isPusat: true, config: EMPTY_GATE_CONFIG });
    expect(canOpenRoute('/master-kelompok-harga', ctx({}))).toBe(false);
    expect(canOpenRoute('/master-kelompok-harga', ctx({ LIVE_FEATURE_MODULE: true }))).toBe(true);
    expect(canOpenRoute('/master-gudang', ctx({}))).toBe(true);
  });
});
