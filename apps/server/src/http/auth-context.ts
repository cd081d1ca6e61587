import {
  canAccessPath,
  gateRefusalMessage,
  isHeadOffice,
  MESSAGES,
  toModuleFlags,
  type AccessContext,
  type AksesNode,
  type GateConfig,
  type Level,
  type ModuleFlags,
} from '@emas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../modules/auth/token';
import * as authRepo from '../modules/auth/auth.repository';
import * as settingsRepo from '../modules/settings/settings.repository';
import { forbidden, unauthorized } from './errors';
import { createSessionCache, type SessionCache } from './session-cache';

export type SessionRow = NonNullable<Awaited<ReturnType<typeof authRepo.findSessionByTokenHash>>>;

/** Who is calling, resolved once per request from the bearer token. */
export type AuthContext = {
  sessionId: string;
  userId: string;
  namaUser: string;
  level: Level;
  akses: AksesNode[];
  /** the user's own store */
  homeToko: string;
  /** the store this call acts on (x-kode-toko for head-office users) */
  kodeToko: string;
  isPusat: boolean;
  modules: ModuleFlags;
  access: AccessContext;
};

/** How a route is guarded: a route path of the route table, any of several, or none (any signed-in user). */
export type RouteGate = { gate: string | null; gateAny: readonly string[] | null; public: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache<SessionRow>;
    /** 'METHOD /api/path' -> its gate, for every API route */
    routeGates: Map<string, RouteGate>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** skip authentication */
    public?: boolean;
    /** route path of spec 000 §2 whose akses and gate this endpoint shares */
    gate?: string;
    /** any one of these route paths is enough */
    gateAny?: readonly string[];
  }
}

const TOUCH_EVERY_MS = 60_000;

export function gateConfigOf(app: FastifyInstance): GateConfig {
  const c = app.config;
  return {
    type: c.APP_TYPE,
    appMode: c.APP_MODE,
    updateKadarShops: c.UPDATE_KADAR_SHOPS,
    rekapSalesShops: c.REKAP_SALES_SHOPS,
    rekapPembelianShops: c.REKAP_PEMBELIAN_SHOPS,
  };
}

/**
 * Call after a change to a session, a user or a store's modules has committed: every API instance
 * reads sessions afresh from the database.
 */
export function forgetSessions(app: FastifyInstance): void {
  app.sessionCache.forgetAll();
}

/** Resolves a token to an open, unexpired session; ends it when it has gone idle or past its term. */
export async function resolveSession(app: FastifyInstance, token: string): Promise<SessionRow | null> {
  const key = hashToken(token);
  const cache = app.sessionCache;
  let row = cache.get(key);
  if (!row) {
    const generation = cache.generation();
    row = await authRepo.findSessionByTokenHash(app.db, key);
    if (!row || row.ended_at || !row.is_active) return null;
    cache.set(key, row, generation);
  }
  const now = Date.now();
  const idleLimit = app.config.SESSION_IDLE_MINUTES * 60_000;
  if (new Date(row.expires_at).getTime() <= now) {
    cache.forget(key);
    await authRepo.endSession(app.db, row.session_id, 'KEDALUWARSA');
    return null;
  }
  if (new Date(row.last_seen_at).getTime() + idleLimit <= now) {
    cache.forget(key);
    await authRepo.endSession(app.db, row.session_id, 'TIDAK_AKTIF');
    return null;
  }
  if (now - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
    const generation = cache.generation();
    await authRepo.touchSession(app.db, row.session_id);
    row = { ...row, last_seen_at: new Date(now).toISOString() };
    cache.set(key, row, generation);
  }
  return row;
}

const flagsOf = (rows: readonly { key: string; aktif: boolean }[]) => toModuleFlags(rows.map((m) => ({ ...m, value: null })));

/** The home store's module flags of a session row, worked out once per row (a cached row serves many requests). */
const homeModules = new WeakMap<SessionRow, ModuleFlags>();
function homeModulesOf(row: SessionRow): ModuleFlags {
  let flags = homeModules.get(row);
  if (!flags) {
    flags = flagsOf(row.home_modules);
    homeModules.set(row, flags);
  }
  return flags;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorate('sessionCache', createSessionCache<SessionRow>(app.config.SESSION_CACHE_SECONDS * 1000));

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || request.routeOptions.config?.public) return;
    if (!request.routeOptions.url) return; // unknown route: the not-found handler answers
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const row = await resolveSession(app, token);
    if (!row) throw unauthorized();

    const isPusatUser = row.toko_type === 'PUSAT';
    const gateConfig = gateConfigOf(app);
    const headOffice = isHeadOffice({ isPusat: isPusatUser, config: gateConfig });
    const requested = String(request.headers['x-kode-toko'] ?? '').trim().toUpperCase();
    let kodeToko = row.kode_toko;
    if (requested && requested !== row.kode_toko) {
      if (!headOffice) throw forbidden(MESSAGES.forbiddenStore);
      if (!(await settingsRepo.findToko(app.db, requested))) throw forbidden(MESSAGES.forbiddenStore);
      kodeToko = requested;
    }
    const modules = kodeToko === row.kode_toko ? homeModulesOf(row) : flagsOf(await settingsRepo.listModules(app.db, kodeToko));
    const access: AccessContext = {
      level: row.level,
      akses: row.akses,
      modules,
      kodeToko,
      isPusat: isPusatUser,
      config: gateConfig,
    };
    request.auth = {
      sessionId: row.session_id,
      userId: row.user_id,
      namaUser: row.nama_user,
      level: row.level,
      akses: row.akses,
      homeToko: row.kode_toko,
      kodeToko,
      isPusat: isPusatUser,
      modules,
      access,
    };
  });

  // Every route's gate, as registered: the access matrix test reads it to call each route as each level.
  app.decorate('routeGates', new Map<string, RouteGate>());
  app.addHook('onRoute', (route) => {
    const { gate, gateAny, public: open } = (route.config ?? {}) as { gate?: string; gateAny?: readonly string[]; public?: boolean };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
      app.routeGates.set(`${method} ${route.url}`, { gate: gate ?? null, gateAny: gateAny ?? null, public: open === true });
    }
  });

  // Akses tree and level/module gates, the same table the menu uses (packages/domain). Checked before
  // the input is: a caller without the right learns nothing about what the call would take.
  app.addHook('preValidation', async (request) => {
    const { gate, gateAny } = request.routeOptions.config ?? {};
    if (!request.auth || (!gate && !gateAny)) return;
    const paths = gate ? [gate] : [...(gateAny ?? [])];
    const access = request.auth.access;
    if (!paths.some((p) => canAccessPath(p, access))) throw forbidden(paths.map((p) => gateRefusalMessage(p, access)).find(Boolean) ?? undefined);
  });
}

/** The caller, for handlers behind authentication. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * The store a list is limited to: null (every store) for a head-office user at home; otherwise the
 * store the call acts on.
 */
export function storeScopeOf(auth: AuthContext): string | null {
  return isHeadOffice(auth.access) && auth.kodeToko === auth.homeToko ? null : auth.kodeToko;
}
