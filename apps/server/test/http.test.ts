import { APP_VERSION, APP_VERSION_TAG, MESSAGES } from '@emas/domain';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let owner: string;
const ASSET = `export const penanda = '${'penanda-aset '.repeat(400)}';\n`;
const webDist = mkdtempSync(path.join(tmpdir(), 'emas-web-'));

beforeAll(async () => {
  // as long as the built page (its script and preload tags), so it passes the compression threshold
  writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><title>shop</title><div id="root">penanda-spa</div>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(30)}`);
  // a built chunk and the gzip sibling the web build writes next to it
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'entry.js'), ASSET);
  writeFileSync(path.join(webDist, 'assets', 'entry.js.gz'), gzipSync(ASSET));
  t = await createTestApp(
    { WEB_DIST: webDist, APP_TYPE: 'CABANG', APP_URL: 'https://toko.contoh.id', UPDATE_KADAR_SHOPS: 'bdg, sby', AUTH_TYPE: 'QR' },
    {
      // test-only routes, hidden from the OpenAPI document
      beforeReady: (app) => {
        const r = app.withTypeProvider<ZodTypeProvider>();
        r.get('/api/uji/meledak', { config: { public: true }, schema: { hide: true } }, async () => {
          throw new Error('rahasia: password=demo123 di /srv/emas/db.ts:42');
        });
        r.get('/api/uji/respons-salah', { config: { public: true }, schema: { hide: true, response: { 200: z.object({ angka: z.number() }) } } }, async () =>
          ({ angka: 'bukan angka' }) as unknown as { angka: number },
        );
        r.get('/api/uji/teapot', { config: { public: true }, schema: { hide: true } }, async () => {
          throw Object.assign(new Error('detail dalam'), { statusCode: 418 });
        });
      },
    },
  );
  owner = await t.login('OWNER');
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('public endpoints', () => {
  it('GET /api/config answers the runtime configuration without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        backend_url: '',
        app_url: 'https://toko.contoh.id',
        type: 'CABANG',
        wa_backend: '',
        grosir_backend: '',
        grosir_domain: '',
        online_store_backend: '',
        firebase_name: '',
        version: APP_VERSION,
        version_tag: APP_VERSION_TAG,
        auth_type: 'QR',
        base_path: '/',
        app_mode: '',
        update_kadar_shops: ['BDG', 'SBY'],
        rekap_sales_shops: [],
        rekap_pembelian_shops: [],
      },
    });
    expect(APP_VERSION).toBe('3.2.0');
    expect(APP_VERSION_TAG).toBe('NEW RELEASE');
  });

  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { database: 'ok', version: APP_VERSION } });
  });

  it('GET /api/docs/json is the OpenAPI document with the paths and bearer security', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe(APP_VERSION);
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    for (const [p, method] of [
      ['/api/users/login', 'post'],
      ['/api/users/logout', 'post'],
      ['/api/users/{user_id}/akses', 'put'],
      ['/api/para-system/key/{key}', 'get'],
      ['/api/laporan/audit-login', 'get'],
      ['/api/config', 'get'],
    ]) {
      expect(doc.paths[p!]?.[method!], `${method} ${p}`).toBeDefined();
    }
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/uji'))).toEqual([]);
    const login = doc.paths['/api/users/login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties).sort()).toEqual(['password', 'user_id']);
  });

  it('the documentation page itself is served', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
  });
});

describe('error envelope', () => {
  it('an unknown /api path is a 404 envelope, with or without a token', async () => {
    for (const headers of [{}, t.bearer(owner)]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/tidak-ada', headers });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.routeNotFound, code: 'common.routeNotFound' });
    }
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/users/login' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json()).toEqual({ status: 'error', message: MESSAGES.routeNotFound, code: 'common.routeNotFound' });
  });

  it('malformed JSON is a 400 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/json' }, payload: '{"user_id": "OWNER",' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.badRequest, code: 'common.badRequest' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ status: 'error', message: MESSAGES.badRequest, code: 'common.badRequest' });
  });

  it('an unsupported content type is a 4xx envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.badRequest, code: 'common.badRequest' });
  });

  it('a 500 carries the generic message and no internals', async () => {
    for (const url of ['/api/uji/meledak', '/api/uji/respons-salah']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 'error', message: 'Terjadi Kesalahan Pada Server', code: 'common.serverError' });
      expect(res.body).not.toMatch(/rahasia|demo123|srv|stack|bukan angka|angka/);
    }
  });

  it('another 4xx raised by a library keeps its code with the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/uji/teapot' });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.badRequest, code: 'common.badRequest' });
  });
});

describe('bearer token', () => {
  it('accepts the scheme in any case and refuses any other scheme', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `bearer ${owner}` } });
    expect(ok.statusCode).toBe(200);
    for (const authorization of [`Token ${owner}`, owner, 'Bearer', `Bearer ${owner}x`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', message: 'Invalid Token.', code: 'common.invalidToken' });
    }
  });
});

describe('the web app', () => {
  it('any other GET path answers the single-page app, which shows its own 404', async () => {
    for (const url of ['/', '/data-users', '/halaman-tidak-ada']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('penanda-spa');
    }
  });

  it('a built file is sent compressed to a browser that accepts gzip, and plain to one that does not', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/assets/entry.js', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toContain('javascript');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/entry.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('the HTML page and JSON answers go out compressed to a client that accepts it, plain to one that does not', async () => {
    const html = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(html.rawPayload).toString()).toContain('penanda-spa');

    // a list answer as the masters send it; brotli is preferred when offered
    const json = await t.app.inject({ method: 'GET', url: '/api/users', headers: { ...t.bearer(owner), 'accept-encoding': 'br, gzip' } });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-encoding']).toBe('br');
    expect(json.headers['content-type']).toContain('application/json');
    const body = JSON.parse(brotliDecompressSync(json.rawPayload).toString());
    expect(body.status).toBe('success');
    expect(json.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(body)));

    const plain = await t.app.inject({ method: 'GET', url: '/api/users', headers: t.bearer(owner) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().status).toBe('success');
  });

  it('/robots.txt is a real one that keeps every crawler out, not the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('a non-GET outside /api is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/data-users' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.routeNotFound, code: 'common.routeNotFound' });
  });
});

describe('docs/api.md', () => {
  const apiDoc = readFileSync(path.resolve(import.meta.dirname, '../../../docs/api.md'), 'utf8');
  const toOpenApi = (p: string) => p.replace(/\?.*$/, '').replace(/:([A-Za-z_]+)/g, '{$1}');

  async function openApiPaths(): Promise<Record<string, Record<string, unknown>>> {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    return Object.fromEntries(Object.entries(doc.paths as Record<string, Record<string, unknown>>).filter(([p]) => p.startsWith('/api/')));
  }

  it('documents every path the server answers, and no path it does not', async () => {
    const served = Object.keys(await openApiPaths()).sort();
    expect(served.length).toBeGreaterThan(20);
    const documented = [...new Set([...apiDoc.matchAll(/`(\/api\/[^`\s]*)`/g)].map((m) => toOpenApi(m[1]!)))]
      .filter((p) => p !== '/api/docs' && p !== '/api/docs/json')
      .sort();
    const missing = served.filter((p) => !documented.includes(p));
    const stale = documented.filter((p) => !served.includes(p));
    expect({ missing, stale }, 'add a row to docs/api.md for each missing path; remove stale ones').toEqual({ missing: [], stale: [] });
  });

  it('every method row of the endpoint tables is an operation of the server', async () => {
    const paths = await openApiPaths();
    const rows = [...apiDoc.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) \| `([^`]+)` \|/gm)].map((m) => [m[1]!.toLowerCase(), toOpenApi(m[2]!)] as const);
    expect(rows.length).toBeGreaterThan(20);
    const unknown = rows.filter(([method, p]) => !paths[p]?.[method]).map(([method, p]) => `${method.toUpperCase()} ${p}`);
    expect(unknown).toEqual([]);
  });
});
