import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginRequest } from './auth';
import { checkLoginForm } from './login-form';
import { runtimeConfigResponse } from './settings';
import { readRuntimeConfig } from './runtime-config-check';
import '../schemas/zod-locale';

/** The schema's verdict in the shape of checkLoginForm's (first message per field, as a form shows it). */
function bySchema(input: { user_id: string; password: string }) {
  const parsed = loginRequest.safeParse(input);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ minLength: 190, maxLength: 210 }), fc.constantFrom('', ' ', '  kasirbdg ', 'a'.repeat(30), ` ${'b'.repeat(30)} `, 'c'.repeat(31)));

describe('the login form without zod', () => {
  it('answers as the login schema: the same fields in error with the same messages, the same values', () => {
    fc.assert(
      fc.property(text, text, (user_id, password) => {
        expect(checkLoginForm({ user_id, password })).toEqual(bySchema({ user_id, password }));
      }),
      { numRuns: 400 },
    );
  });

  it('says what the login page shows', () => {
    expect(checkLoginForm({ user_id: ' ', password: '' })).toEqual({
      ok: false,
      errors: { user_id: 'User ID Tidak Boleh Kosong', password: 'Password Tidak Boleh Kosong' },
    });
    expect(checkLoginForm({ user_id: ' kasirbdg ', password: 'x' })).toEqual({ ok: true, values: { user_id: 'KASIRBDG', password: 'x' } });
  });
});

const config = {
  backend_url: '',
  app_url: 'http://shop',
  type: 'PUSAT',
  wa_backend: '',
  grosir_backend: '',
  grosir_domain: '',
  online_store_backend: '',
  firebase_name: '',
  version: '3.2.0',
  version_tag: 'NEW RELEASE',
  auth_type: 'MANUAL',
  base_path: '/',
  app_mode: '',
  update_kadar_shops: ['BDG'],
  rekap_sales_shops: [],
  rekap_pembelian_shops: ['JKT', 'BDG'],
};

function configBySchema(body: unknown) {
  const parsed = runtimeConfigResponse.safeParse(body);
  return parsed.success ? parsed.data.data : null;
}

describe('the runtime configuration without zod', () => {
  it('reads what the schema reads, and refuses what it refuses', () => {
    const bodies: unknown[] = [
      { status: 'success', data: config },
      { status: 'success', message: 'ok', code: 'x', data: { ...config, extra: 1 } },
      { status: 'error', data: config },
      { status: 'success', message: 3, data: config },
      { status: 'success', data: { ...config, version: 3 } },
      { status: 'success', data: { ...config, rekap_sales_shops: [1] } },
      { status: 'success', data: { ...config, update_kadar_shops: 'BDG' } },
      { status: 'success', data: Object.fromEntries(Object.entries(config).filter(([k]) => k !== 'base_path')) },
      { status: 'success', data: [] },
      { status: 'success' },
      null,
      'success',
      [],
    ];
    for (const body of bodies) expect(readRuntimeConfig(body)).toEqual(configBySchema(body));
  });

  it('agrees with the schema on any field replaced by anything', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(config)), fc.anything(), (key, value) => {
        const body = { status: 'success', data: { ...config, [key]: value } };
        expect(readRuntimeConfig(body)).toEqual(configBySchema(body));
      }),
      { numRuns: 300 },
    );
  });
});
