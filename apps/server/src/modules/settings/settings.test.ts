import { MESSAGES, MODULES, SYSTEM_PARAMETERS } from '@emas/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, connectSocket, settle, waitFor, type TestSocket } from '../../../test/socket-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('OWNER');
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

type Call = Omit<InjectOptions, 'headers'> & { method: 'GET' | 'POST' | 'PUT'; url: string; toko?: string };
const call = (token: string, { toko, ...req }: Call) =>
  t.app.inject({ ...req, headers: { ...t.bearer(token), ...(toko ? { 'x-kode-toko': toko } : {}) } });
const moduleRow = (kodeToko: string, key: string) =>
  t.db.selectFrom('para_module').selectAll().where('kode_toko', '=', kodeToko).where('key', '=', key).executeTakeFirst();
const paramRow = (kodeToko: string, key: string) =>
  t.db.selectFrom('para_system').selectAll().where('kode_toko', '=', kodeToko).where('key', '=', key).executeTakeFirst();
const tokoRow = (kodeToko: string) => t.db.selectFrom('toko').selectAll().where('kode_toko', '=', kodeToko).executeTakeFirstOrThrow();
async function socketOf(userId: string) {
  const socket = await connectSocket(await t.listen(), { token: await t.loginFresh(userId) });
  sockets.push(socket);
  return socket;
}

describe('GET /api/para-system (spec 001 §3, §7)', () => {
  it('answers the store\'s system parameters as a list of { key, value }', async () => {
    const res = await call(owner, { method: 'GET', url: '/api/para-system' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('success');
    const stored = new Map((await t.db.selectFrom('para_system').select(['key', 'value']).where('kode_toko', '=', 'PST').execute()).map((r) => [r.key, r.value]));
    expect(res.json().data).toEqual(SYSTEM_PARAMETERS.map((p) => ({ key: p.key, value: stored.get(p.key) ?? p.defaultValue })));
    expect(res.json().data).toContainEqual({ key: 'PEMBULATAN', value: '500' });
  });
});

describe('GET /api/para-system/modules', () => {
  it('lists every module with its label and kind, and every parameter with its default', async () => {
    const res = await call(owner, { method: 'GET', url: '/api/para-system/modules' });
    expect(res.statusCode).toBe(200);
    const { modules, params } = res.json().data;
    // a stored flag or value where the store has one, else the catalogue default
    const flags = new Map((await t.db.selectFrom('para_module').select(['key', 'aktif']).where('kode_toko', '=', 'PST').execute()).map((r) => [r.key, r.aktif]));
    expect(modules).toEqual(MODULES.map((m) => ({ key: m.key, label: m.label, kind: m.kind, aktif: flags.get(m.key) ?? m.defaultOn })));
    // the demo chain switches every gate module on; behaviour modules keep their default
    for (const m of modules as { key: string; kind: string; aktif: boolean }[]) {
      if (m.kind === 'gate') expect(m.aktif, m.key).toBe(true);
      else expect(m.aktif, m.key).toBe(MODULES.find((d) => d.key === m.key)!.defaultOn);
    }
    const stored = new Map((await t.db.selectFrom('para_system').select(['key', 'value']).where('kode_toko', '=', 'PST').execute()).map((r) => [r.key, r.value]));
    expect(params).toEqual(SYSTEM_PARAMETERS.map((p) => ({ key: p.key, label: p.label, value: stored.get(p.key) ?? p.defaultValue })));
    expect(params.find((p: { key: string }) => p.key === 'PEMBULATAN').value).toBe('500');
    expect(params.find((p: { key: string }) => p.key === 'kategori_harga').value).toBe(stored.get('kategori_harga') ?? 'GROUP');
  });

  it('is readable by a KASIR for his own store', async () => {
    const kasir = await t.loginFresh('KASIRBDG');
    const res = await call(kasir, { method: 'GET', url: '/api/para-system/modules' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.modules).toHaveLength(MODULES.length);
  });
});

describe('GET /api/para-system/key/:key', () => {
  it.each([
    ['PEMBULATAN', '500'],
    ['kategori_harga', 'GROUP'],
    ['CICILAN_MODULE', 'true'],
    ['HIDE_SALDO_BARANG_SUMMARY', 'false'],
  ])('%s is %s', async (key, value) => {
    const res = await call(owner, { method: 'GET', url: `/api/para-system/key/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { key, value } });
  });

  it('a stored value wins over the default', async () => {
    await t.db.insertInto('para_system').values({ kode_toko: 'SBY', key: 'AUTH_TYPE', value: 'QR', updated_by: 'TEST' }).execute();
    const kasir = await t.loginFresh('KASIRSBY');
    const res = await call(kasir, { method: 'GET', url: '/api/para-system/key/AUTH_TYPE' });
    expect(res.json().data).toEqual({ key: 'AUTH_TYPE', value: 'QR' });
    const pst = await call(owner, { method: 'GET', url: '/api/para-system/key/AUTH_TYPE' });
    expect(pst.json().data).toEqual({ key: 'AUTH_TYPE', value: 'MANUAL' });
  });

  it('an unknown key answers 404 with the envelope', async () => {
    const res = await call(owner, { method: 'GET', url: '/api/para-system/key/TIDAK_ADA' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Data Tidak Tersedia', code: 'common.dataUnavailable' });
  });
});

describe('PUT /api/para-system', () => {
  it("OWNER saves: rows change, and only that store's sockets get settings-changed", async () => {
    const pst = await socketOf('ADMIN');
    const bdg = await socketOf('KASIRBDG');
    const pstEvents = collect(pst, 'settings-changed');
    const bdgEvents = collect(bdg, 'settings-changed');

    const res = await call(owner, {
      method: 'PUT',
      url: '/api/para-system',
      payload: { modules: [{ key: 'HIDE_SALDO_BARANG_SUMMARY', aktif: true }], params: [{ key: 'PEMBULATAN', value: '1000' }] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Data Berhasil Disimpan');
    expect(body.data.modules.find((m: { key: string }) => m.key === 'HIDE_SALDO_BARANG_SUMMARY').aktif).toBe(true);
    expect(body.data.params.find((p: { key: string }) => p.key === 'PEMBULATAN').value).toBe('1000');

    expect(await moduleRow('PST', 'HIDE_SALDO_BARANG_SUMMARY')).toMatchObject({ aktif: true, updated_by: 'OWNER' });
    expect(await paramRow('PST', 'PEMBULATAN')).toMatchObject({ value: '1000', updated_by: 'OWNER' });
    expect(await moduleRow('BDG', 'HIDE_SALDO_BARANG_SUMMARY')).toBeUndefined();
    expect(await paramRow('BDG', 'PEMBULATAN')).toMatchObject({ value: '500', updated_by: 'SEED' });
    const key = await call(owner, { method: 'GET', url: '/api/para-system/key/PEMBULATAN' });
    expect(key.json().data.value).toBe('1000');

    expect(await waitFor(pstEvents)).toEqual([
      {
        kode_toko: 'PST',
        by: 'OWNER',
        entries: [
          { key: 'HIDE_SALDO_BARANG_SUMMARY', aktif: true },
          { key: 'PEMBULATAN', value: '1000' },
        ],
      },
    ]);
    await settle();
    expect(bdgEvents).toEqual([]);
  });

  it('OWNER acting on BDG (x-kode-toko) saves BDG and only BDG sockets hear it; the modules follow', async () => {
    const pst = await socketOf('ADMIN');
    const bdg = await socketOf('KASIRBDG');
    const pstEvents = collect(pst, 'settings-changed');
    const bdgEvents = collect(bdg, 'settings-changed');

    const res = await call(owner, {
      method: 'PUT',
      url: '/api/para-system',
      toko: 'BDG',
      payload: { modules: [{ key: 'CICILAN_MODULE', aktif: false }], params: [{ key: 'MULTI_LANGUAGE', value: 'en' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(await moduleRow('BDG', 'CICILAN_MODULE')).toMatchObject({ aktif: false, updated_by: 'OWNER' });
    expect(await moduleRow('PST', 'CICILAN_MODULE')).toMatchObject({ aktif: true });
    expect(await waitFor(bdgEvents)).toEqual([
      {
        kode_toko: 'BDG',
        by: 'OWNER',
        entries: [
          { key: 'CICILAN_MODULE', aktif: false },
          { key: 'MULTI_LANGUAGE', value: 'en' },
          { key: 'MULTI_LANGUAGE_MODULE', value: 'en' },
        ],
      },
    ]);
    await settle();
    expect(pstEvents).toEqual([]);

    const kasir = await t.loginFresh('KASIRBDG');
    const me = await call(kasir, { method: 'GET', url: '/api/users/me' });
    expect(me.json().data.modules.CICILAN_MODULE).toBe(false);
    const ownerOnBdg = await call(owner, { method: 'GET', url: '/api/users/me', toko: 'BDG' });
    expect(ownerOnBdg.json().data.modules.CICILAN_MODULE).toBe(false);
    const ownerHome = await call(owner, { method: 'GET', url: '/api/users/me' });
    expect(ownerHome.json().data.modules.CICILAN_MODULE).toBe(true);
  });

  it('refuses unknown keys and a bad rounding unit, saving nothing', async () => {
    const unknown = await call(owner, { method: 'PUT', url: '/api/para-system', payload: { modules: [{ key: 'FOO_MODULE', aktif: true }, { key: 'CICILAN_MODULE', aktif: false }] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ status: 'error', message: 'Parameter tidak dikenal: FOO_MODULE' });
    expect(await moduleRow('PST', 'FOO_MODULE')).toBeUndefined();
    expect(await moduleRow('PST', 'CICILAN_MODULE')).toMatchObject({ aktif: true });

    for (const value of ['abc', '0', '-500', '12.5']) {
      const bad = await call(owner, { method: 'PUT', url: '/api/para-system', payload: { params: [{ key: 'PEMBULATAN', value }] } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        status: 'error',
        message: 'Pembulatan harus angka bulat lebih dari 0',
        errors: { PEMBULATAN: 'Pembulatan harus angka bulat lebih dari 0' },
      });
    }
    expect(await paramRow('PST', 'PEMBULATAN')).toMatchObject({ value: '1000' });
  });

  it('is refused for a SPV (level gate of /settingsystem)', async () => {
    const spv = await t.loginFresh('SPVBDG');
    const res = await call(spv, { method: 'PUT', url: '/api/para-system', payload: { modules: [{ key: 'CICILAN_MODULE', aktif: true }] } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.forbidden, code: 'common.forbidden' });
    expect(await moduleRow('BDG', 'CICILAN_MODULE')).toMatchObject({ aktif: false });
  });
});

describe('store scope (x-kode-toko) and the store endpoints', () => {
  it('OWNER reads his own store, or BDG when he names it', async () => {
    const home = await call(owner, { method: 'GET', url: '/api/toko/current' });
    expect(home.json().data).toMatchObject({ kode_toko: 'PST', type: 'PUSAT' });
    const bdg = await call(owner, { method: 'GET', url: '/api/toko/current', toko: 'bdg' });
    expect(bdg.statusCode).toBe(200);
    expect(bdg.json().data).toMatchObject({ kode_toko: 'BDG', nama_toko: 'EMAS SEJAHTERA BANDUNG', type: 'CABANG' });
    expect(bdg.json().data.tgl_system).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('OWNER writes BDG through x-kode-toko; PST stays as it was', async () => {
    const pstBefore = await tokoRow('PST');
    const res = await call(owner, {
      method: 'PUT',
      url: '/api/toko/current',
      toko: 'BDG',
      payload: { nama_toko: 'emas sejahtera bandung baru', alamat_toko: 'jl. braga no. 1, bandung', telepon: '022-7777', email: 'bdg@contoh.id' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Data Berhasil Disimpan', data: { kode_toko: 'BDG', nama_toko: 'EMAS SEJAHTERA BANDUNG BARU' } });
    expect(await tokoRow('BDG')).toMatchObject({ nama_toko: 'EMAS SEJAHTERA BANDUNG BARU', alamat_toko: 'JL. BRAGA NO. 1, BANDUNG', telepon: '022-7777', email: 'bdg@contoh.id' });
    expect(await tokoRow('PST')).toEqual(pstBefore);
  });

  it('validates the store form', async () => {
    const res = await call(owner, { method: 'PUT', url: '/api/toko/current', payload: { nama_toko: ' ', alamat_toko: 'JL', telepon: 'abc', email: 'bukan-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Nama Toko Tidak Boleh Kosong',
      code: 'fields.required',
      params: { label: 'Nama Toko' },
      errors: { nama_toko: 'Nama Toko Tidak Boleh Kosong', telepon: 'Telepon hanya boleh angka', email: 'Email tidak valid' },
      error_codes: { nama_toko: 'fields.required', telepon: 'fields.digitsOnly', email: 'fields.invalid' },
      error_params: { nama_toko: { label: 'Nama Toko' }, telepon: { label: 'Telepon' }, email: { label: 'Email' } },
    });
  });

  it('a branch user naming another store gets 403; his own store is fine', async () => {
    const kasir = await t.loginFresh('KASIRBDG');
    const other = await call(kasir, { method: 'GET', url: '/api/para-system', toko: 'PST' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ status: 'error', message: 'Anda tidak memiliki akses ke toko ini', code: 'common.forbiddenStore' });
    expect((await call(kasir, { method: 'GET', url: '/api/para-system', toko: 'BDG' })).statusCode).toBe(200);
  });

  it('an unknown store gets 403 even for OWNER', async () => {
    const res = await call(owner, { method: 'GET', url: '/api/toko/current', toko: 'XXX' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.forbiddenStore, code: 'common.forbiddenStore' });
  });

  it('GET /api/tokos: head office sees every store, a branch only its own', async () => {
    const all = await call(owner, { method: 'GET', url: '/api/tokos' });
    expect(all.json().data.map((s: { kode_toko: string }) => s.kode_toko)).toEqual(['PST', 'BDG', 'SBY']);
    const spv = await t.loginFresh('SPVBDG');
    const own = await call(spv, { method: 'GET', url: '/api/tokos' });
    expect(own.json().data.map((s: { kode_toko: string }) => s.kode_toko)).toEqual(['BDG']);
  });

  it('a SPV edits his own store only', async () => {
    const spv = await t.loginFresh('SPVBDG');
    const res = await call(spv, { method: 'GET', url: '/api/toko/current' });
    expect(res.json().data.kode_toko).toBe('BDG');
    const other = await call(spv, { method: 'PUT', url: '/api/toko/current', toko: 'SBY', payload: { nama_toko: 'X', alamat_toko: 'Y' } });
    expect(other.statusCode).toBe(403);
    expect((await tokoRow('SBY')).nama_toko).toBe('EMAS SEJAHTERA SURABAYA');
  });
});
