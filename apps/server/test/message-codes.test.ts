import { barcodeNotFoundMessage, MESSAGES, messageCode, SALES_MESSAGES, STOCK_MESSAGES } from '@emas/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../src/http/envelope';
import { badRequest } from '../src/http/errors';
import { createTestApp, type TestApp } from './test-app';

/**
 * docs/api.md §4 (Message codes): every message the server sends from a catalogue carries its stable code beside the
 * Indonesian text, success and failure alike, and each field message of `errors` has its code in
 * `error_codes`. Codes are derived from the text in one place; a text outside the catalogues has none.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: (app) => {
        const r = app.withTypeProvider<ZodTypeProvider>();
        const body = z.object({ nama_barang: z.string().min(1, STOCK_MESSAGES.namaRequired), catatan: z.string().min(1, 'Catatan uji wajib diisi') });
        r.post('/api/uji/kode-pesan', { config: { public: true }, schema: { hide: true, body } }, async () => ok(null, SALES_MESSAGES.saleSaved));
        r.get('/api/uji/kode-bebas', { config: { public: true }, schema: { hide: true } }, async () => {
          throw badRequest(barcodeNotFoundMessage('BDG0000999'), { kode_barcode: barcodeNotFoundMessage('BDG0000999'), berat: STOCK_MESSAGES.beratZero });
        });
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

describe('message codes in the envelope', () => {
  it('gives a failure its code: a wrong sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { user_id: 'OWNER', password: 'salah-sekali' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.loginInvalid, code: 'common.loginInvalid' });
  });

  it('gives a success message its code: signing out', async () => {
    const token = await t.login('KASIRBDG');
    const res = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: t.bearer(token), payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.logoutSuccess, code: 'common.logoutSuccess', data: null });
  });

  it('codes the 401 of a missing token and the 404 of an unknown API path', async () => {
    const noToken = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ status: 'error', message: 'Invalid Token.', code: 'common.invalidToken' });
    const owner = await t.login('OWNER');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/tidak-ada-jalan-ini', headers: t.bearer(owner) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', message: MESSAGES.routeNotFound, code: 'common.routeNotFound' });
  });

  it('codes a field refusal of the request schema and its field map; a text outside the catalogues has no code', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/uji/kode-pesan', payload: { nama_barang: '', catatan: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      message: STOCK_MESSAGES.namaRequired,
      code: 'stock.namaRequired',
      errors: { nama_barang: STOCK_MESSAGES.namaRequired, catatan: 'Catatan uji wajib diisi' },
      error_codes: { nama_barang: 'stock.namaRequired' },
    });
  });

  it('answers the success of a route with the code of its catalogue message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/uji/kode-pesan', payload: { nama_barang: 'Cincin', catatan: 'ada' } });
    expect(res.json()).toEqual({ status: 'success', message: SALES_MESSAGES.saleSaved, code: 'sales.saleSaved', data: null });
  });

  it('gives a message built from values its template code and values, and the catalogue texts of its fields their codes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/uji/kode-bebas' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({
      status: 'error',
      message: 'Barcode BDG0000999 tidak ditemukan',
      code: 'barcodes.barcodeNotFound',
      params: { code: 'BDG0000999' },
      errors: { kode_barcode: 'Barcode BDG0000999 tidak ditemukan', berat: STOCK_MESSAGES.beratZero },
      error_codes: { kode_barcode: 'barcodes.barcodeNotFound', berat: 'stock.beratZero' },
      error_params: { kode_barcode: { code: 'BDG0000999' } },
    });
    // a fixed catalogue text it is not: the code comes from the template
    expect(messageCode(body.message)).toBeUndefined();
  });

  it('codes the real answer of a business call: a sale that is not there', async () => {
    const kasir = await t.login('SPVBDG');
    const res = await t.app.inject({ method: 'GET', url: '/api/penjualan/BDG-TIDAK-ADA-1', headers: t.bearer(kasir) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SALES_MESSAGES.saleNotFound);
    expect(res.json().code).toBe('sales.saleNotFound');
  });
});
