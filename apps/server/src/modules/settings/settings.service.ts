import { BERLIAN_COUNTER_MESSAGES, BERLIAN_SETTING_KEYS, isHeadOffice, MESSAGES, MODULES, parseStoneBuyBackRule, parseWeightLadder, PURCHASE_SETTING_KEYS, SYSTEM_PARAMETERS, type RuntimeConfig, type UpdateParaSystemRequest } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { forgetSessions, type AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import * as repo from './settings.repository';

export function runtimeConfigOf(app: FastifyInstance): RuntimeConfig {
  const c = app.config;
  return {
    backend_url: c.BACKEND_URL,
    app_url: c.APP_URL,
    type: c.APP_TYPE,
    wa_backend: c.WA_BACKEND,
    grosir_backend: c.GROSIR_BACKEND,
    grosir_domain: c.GROSIR_DOMAIN,
    online_store_backend: c.ONLINE_STORE_BACKEND,
    firebase_name: c.FIREBASE_NAME,
    version: c.version,
    version_tag: c.versionTag,
    auth_type: c.AUTH_TYPE,
    base_path: c.BASE_PATH,
    app_mode: c.APP_MODE,
    update_kadar_shops: [...c.UPDATE_KADAR_SHOPS],
    rekap_sales_shops: [...c.REKAP_SALES_SHOPS],
    rekap_pembelian_shops: [...c.REKAP_PEMBELIAN_SHOPS],
  };
}

export async function listStores(app: FastifyInstance, auth: AuthContext) {
  const all = await repo.listToko(app.db);
  return isHeadOffice(auth.access) ? all : all.filter((t) => t.kode_toko === auth.homeToko);
}

export async function currentStore(app: FastifyInstance, auth: AuthContext) {
  const toko = await repo.findToko(app.db, auth.kodeToko);
  if (!toko) throw notFound();
  return toko;
}

export async function updateStore(app: FastifyInstance, auth: AuthContext, input: { nama_toko: string; alamat_toko: string; telepon: string; email: string }) {
  const toko = await repo.updateToko(app.db, auth.kodeToko, input);
  if (!toko) throw notFound();
  forgetSessions(app); // a session carries its store's name
  return toko;
}

/** Module flags and system parameters of the store, every known key present with its default. */
export async function paraSystem(app: FastifyInstance, kodeToko: string) {
  const [modules, params] = await Promise.all([repo.listModules(app.db, kodeToko), repo.listParams(app.db, kodeToko)]);
  const moduleMap = new Map(modules.map((m) => [m.key, m.aktif]));
  const paramMap = new Map(params.map((p) => [p.key, p.value]));
  return {
    modules: MODULES.map((m) => ({ key: m.key, label: m.label, kind: m.kind, aktif: moduleMap.get(m.key) ?? m.defaultOn })),
    params: SYSTEM_PARAMETERS.map((p) => ({ key: p.key, label: p.label, value: paramMap.get(p.key) ?? p.defaultValue })),
  };
}

/** GET /api/para-system: every system parameter of the store as `{ key, value }` (stored, else its default). */
export async function paraSystemEntries(app: FastifyInstance, kodeToko: string): Promise<{ key: string; value: string }[]> {
  const { params } = await paraSystem(app, kodeToko);
  return params.map((p) => ({ key: p.key, value: p.value }));
}

export async function paraSystemValue(app: FastifyInstance, kodeToko: string, key: string) {
  const module = MODULES.find((m) => m.key === key);
  if (module) {
    const row = (await repo.listModules(app.db, kodeToko)).find((m) => m.key === key);
    return { key, value: String(row?.aktif ?? module.defaultOn) };
  }
  const param = await repo.findParam(app.db, kodeToko, key);
  const known = SYSTEM_PARAMETERS.find((p) => p.key === key);
  if (!param && !known) throw notFound(MESSAGES.dataUnavailable);
  return { key, value: param?.value ?? known!.defaultValue };
}

const MODULE_KEYS = new Set<string>(MODULES.map((m) => m.key));
const PARAM_KEYS = new Set<string>(SYSTEM_PARAMETERS.map((p) => p.key));

export async function saveParaSystem(app: FastifyInstance, auth: AuthContext, input: Required<UpdateParaSystemRequest>) {
  const unknown = [...input.modules.map((m) => m.key).filter((k) => !MODULE_KEYS.has(k)), ...input.params.map((p) => p.key).filter((k) => !PARAM_KEYS.has(k))];
  if (unknown.length) throw badRequest(`Parameter tidak dikenal: ${unknown.join(', ')}`);
  const pembulatan = input.params.find((p) => p.key === 'PEMBULATAN');
  if (pembulatan && !/^[1-9]\d{0,6}$/.test(pembulatan.value)) {
    throw badRequest('Pembulatan harus angka bulat lebih dari 0', { PEMBULATAN: 'Pembulatan harus angka bulat lebih dari 0' });
  }
  const ladder = input.params.find((p) => p.key === PURCHASE_SETTING_KEYS.tanggaBerat);
  const ladderRead = ladder ? parseWeightLadder(ladder.value) : null;
  if (ladderRead && 'error' in ladderRead) throw badRequest(ladderRead.error, { [PURCHASE_SETTING_KEYS.tanggaBerat]: ladderRead.error });
  const stoneRule = input.params.find((p) => p.key === BERLIAN_SETTING_KEYS.beliBatu);
  if (stoneRule && !parseStoneBuyBackRule(stoneRule.value)) {
    throw badRequest(BERLIAN_COUNTER_MESSAGES.buybackRuleInvalid, { [BERLIAN_SETTING_KEYS.beliBatu]: BERLIAN_COUNTER_MESSAGES.buybackRuleInvalid });
  }
  await app.db.transaction().execute(async (trx) => {
    await repo.upsertModules(trx, auth.kodeToko, input.modules, auth.userId);
    await repo.upsertParams(trx, auth.kodeToko, input.params, auth.userId);
  });
  forgetSessions(app); // a session carries its store's module flags
  const language = input.params.find((p) => p.key === 'MULTI_LANGUAGE');
  app.realtime.toStore(auth.kodeToko, 'settings-changed', {
    kode_toko: auth.kodeToko,
    by: auth.userId,
    entries: [
      ...input.modules.map((m) => ({ key: m.key, aktif: m.aktif })),
      ...input.params.map((p) => ({ key: p.key, value: p.value })),
      ...(language ? [{ key: 'MULTI_LANGUAGE_MODULE', value: language.value }] : []),
    ],
  });
  return paraSystem(app, auth.kodeToko);
}
