import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

describe('security headers (@fastify/helmet)', () => {
  it('every answer carries the CSP of the web app, nosniff and the frame, referrer and opener policies', async () => {
    for (const url of ['/api/health', '/api/config', '/api/tidak-ada']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      // plain HTTP on a shop's LAN keeps working
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('an error answer (400 envelope) carries them too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(res.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });
});
