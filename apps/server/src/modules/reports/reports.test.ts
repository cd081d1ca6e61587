import { MESSAGES, toBusinessDate } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: string;
let spv: string;
const today = toBusinessDate(new Date());
const url = '/api/laporan/audit-login';

type Row = { id: number; created_at: string; user_id: string; kode_toko: string; event: string; ip: string; user_agent: string; keterangan: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('OWNER');
  spv = await t.login('SPVBDG');
  for (const [user_id, password] of [
    ['KASIRBDG', 'salah'],
    ['ORANGASING', 'salah'],
    ['KASIRSBY', 'salah'],
  ]) {
    await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { user_id, password }, headers: { 'user-agent': 'uji/1.0' } });
  }
});
afterAll(async () => {
  await t.close();
});

function report(token: string, query: Record<string, string>, toko?: string) {
  const qs = new URLSearchParams(query).toString();
  return t.app.inject({ method: 'GET', url: `${url}?${qs}`, headers: { ...t.bearer(token), ...(toko ? { 'x-kode-toko': toko } : {}) } });
}
const todayAll = (extra: Record<string, string> = {}) => ({ tgl_awal: today, tgl_akhir: today, filter: 'ALL', sort_by: 'created_at', ...extra });

describe('audit login report rows', () => {
  it('head office sees every row of the day, newest first, exactly as stored', async () => {
    const res = await report(owner, todayAll());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.message).toBe('Laporan Tersedia');
    const rows: Row[] = body.data;
    const stored = await t.db.selectFrom('auth_audit').selectAll().execute();
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(stored.map((r) => r.id).sort((a, b) => a - b));
    expect(rows.map((r) => r.created_at)).toEqual([...rows.map((r) => r.created_at)].sort().reverse());
    expect(rows.map((r) => [r.user_id, r.event])).toEqual(
      expect.arrayContaining([
        ['OWNER', 'LOGIN'],
        ['SPVBDG', 'LOGIN'],
        ['KASIRBDG', 'LOGIN_GAGAL'],
        ['ORANGASING', 'LOGIN_GAGAL'],
      ]),
    );
    const failed = rows.find((r) => r.user_id === 'KASIRBDG')!;
    expect(failed).toMatchObject({ kode_toko: 'BDG', keterangan: 'PASSWORD_SALAH', user_agent: 'uji/1.0', ip: '127.0.0.1' });
    expect(failed.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('filters by event and sorts by user id', async () => {
    const failed: Row[] = (await report(owner, todayAll({ filter: 'LOGIN_GAGAL' }))).json().data;
    expect(failed.map((r) => r.user_id).sort()).toEqual(['KASIRBDG', 'KASIRSBY', 'ORANGASING']);
    expect(failed.every((r) => r.event === 'LOGIN_GAGAL')).toBe(true);
    const byUser: Row[] = (await report(owner, todayAll({ sort_by: 'user_id' }))).json().data;
    expect(byUser.map((r) => r.user_id)).toEqual([...byUser.map((r) => r.user_id)].sort());
  });

  it('a branch supervisor sees only his store; head office can look at one store with x-kode-toko', async () => {
    const own: Row[] = (await report(spv, todayAll())).json().data;
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((r) => r.kode_toko))).toEqual(new Set(['BDG']));
    const picked: Row[] = (await report(owner, todayAll(), 'BDG')).json().data;
    expect(picked.map((r) => r.id).sort()).toEqual(own.map((r) => r.id).sort());
  });

  it('days are Asia/Jakarta days', async () => {
    // 17:30 UTC on 31 March is 00:30 on 1 April in Jakarta
    await t.db
      .insertInto('auth_audit')
      .values({ created_at: '2024-03-31T17:30:00Z', user_id: 'OWNER', kode_toko: 'PST', event: 'LOGIN', ip: '10.0.0.9', user_agent: '', keterangan: 'zona' })
      .execute();
    const april: Row[] = (await report(owner, todayAll({ tgl_awal: '2024-04-01', tgl_akhir: '2024-04-01' }))).json().data;
    expect(april.map((r) => r.keterangan)).toEqual(['zona']);
    const march = await report(owner, todayAll({ tgl_awal: '2024-03-31', tgl_akhir: '2024-03-31' }));
    expect(march.json()).toEqual({ status: 'success', message: 'Laporan Tidak Tersedia', code: 'common.reportEmpty', data: [] });
  });
});

describe('audit login report filter messages', () => {
  it('missing fields give the spec messages on each field', async () => {
    const res = await report(owner, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Tanggal Awal Tidak Boleh Kosong',
      code: 'common.tglAwalRequired',
      errors: {
        tgl_awal: 'Tanggal Awal Tidak Boleh Kosong',
        tgl_akhir: 'Tanggal Akhir Tidak Boleh Kosong',
        filter: 'Filter Tidak Boleh Kosong',
        sort_by: 'Sort By Tidak Boleh Kosong',
      },
      error_codes: { tgl_awal: 'common.tglAwalRequired', tgl_akhir: 'common.tglAkhirRequired', filter: 'common.filterRequired', sort_by: 'common.sortByRequired' },
    });
  });

  it('an unknown filter or sort is refused, never passed to the database', async () => {
    const filter = await report(owner, todayAll({ filter: 'HACK' }));
    expect(filter.statusCode).toBe(400);
    expect(filter.json()).toMatchObject({ message: MESSAGES.filterRequired, errors: { filter: MESSAGES.filterRequired } });
    const sort = await report(owner, todayAll({ sort_by: 'password_hash' }));
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toMatchObject({ message: MESSAGES.sortByRequired, errors: { sort_by: MESSAGES.sortByRequired } });
  });

  it('a malformed date answers 400 on its field, with or without the one-month module', async () => {
    for (const tgl_awal of ['abc', '2024-02-30', '01-01-2024']) {
      const res = await report(owner, todayAll({ tgl_awal }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', message: 'Format tanggal tidak valid', code: 'common.dateInvalid', errors: { tgl_awal: 'Format tanggal tidak valid' }, error_codes: { tgl_awal: 'common.dateInvalid' } });
    }
  });

  it('without REPORT_SATU_BULAN_PROTECTION_MODULE a two-month range is allowed', async () => {
    const res = await report(owner, todayAll({ tgl_awal: '2024-01-01', tgl_akhir: '2024-03-01' }));
    expect(res.statusCode).toBe(200);
  });

  it('without the module, the start after the end is refused on both date fields, not answered as an empty report', async () => {
    const reversed = await report(owner, todayAll({ tgl_awal: '2024-02-01', tgl_akhir: '2024-01-01' }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      message: MESSAGES.tglAwalAfterAkhir,
      code: 'common.tglAwalAfterAkhir',
      errors: { tgl_awal: MESSAGES.tglAwalAfterAkhir, tgl_akhir: MESSAGES.tglAwalAfterAkhir },
    });
  });

  it('with the module on, a two-month range or a reversed range is refused on both date fields', async () => {
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/para-system',
      headers: t.bearer(owner),
      payload: { modules: [{ key: 'REPORT_SATU_BULAN_PROTECTION_MODULE', aktif: true }] },
    });
    expect(save.statusCode).toBe(200);

    const over = await report(owner, todayAll({ tgl_awal: '2024-01-01', tgl_akhir: '2024-03-01' }));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      status: 'error',
      message: 'Rentang tanggal tidak boleh lebih dari 1 bulan',
      code: 'common.rangeOverMonth',
      errors: { tgl_awal: 'Rentang tanggal tidak boleh lebih dari 1 bulan', tgl_akhir: 'Rentang tanggal tidak boleh lebih dari 1 bulan' },
      error_codes: { tgl_awal: 'common.rangeOverMonth', tgl_akhir: 'common.rangeOverMonth' },
    });
    const reversed = await report(owner, todayAll({ tgl_awal: '2024-02-01', tgl_akhir: '2024-01-01' }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ tgl_awal: MESSAGES.tglAwalAfterAkhir, tgl_akhir: MESSAGES.tglAwalAfterAkhir });
    expect((await report(owner, todayAll({ tgl_awal: '2024-01-31', tgl_akhir: '2024-02-29' }))).statusCode).toBe(200);
    // a malformed date with the range check on is a 400 on its field, not a failure of the check
    const malformed = await report(owner, todayAll({ tgl_awal: 'abc' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: 'error', message: 'Format tanggal tidak valid', code: 'common.dateInvalid', errors: { tgl_awal: 'Format tanggal tidak valid' }, error_codes: { tgl_awal: 'common.dateInvalid' } });

    // the module is per store: BDG still allows the long range
    expect((await report(spv, todayAll({ tgl_awal: '2024-01-01', tgl_akhir: '2024-03-01' }))).statusCode).toBe(200);
  });
});

describe('the head-office store picker (kode_toko) of every report', () => {
  const ids = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);

  it('head office picks one store, or ALL for every store; all stores = the sum of the stores', async () => {
    const all = await report(owner, todayAll({ kode_toko: 'ALL' }));
    expect(all.statusCode).toBe(200);
    const allRows: Row[] = all.json().data;
    const perStore: Row[] = [];
    for (const kode of ['PST', 'BDG', 'SBY']) {
      const res = await report(owner, todayAll({ kode_toko: kode }));
      expect(res.statusCode).toBe(200);
      const rows: Row[] = res.json().data;
      expect(rows.every((r) => r.kode_toko === kode)).toBe(true);
      perStore.push(...rows);
    }
    const others = allRows.filter((r) => !['PST', 'BDG', 'SBY'].includes(r.kode_toko));
    expect(ids(allRows)).toEqual(ids([...perStore, ...others]));
    // absent: as before (head office at home reads every store)
    expect(ids((await report(owner, todayAll())).json().data)).toEqual(ids(allRows));
    // lower case is read as the code
    expect(ids((await report(owner, todayAll({ kode_toko: 'bdg' }))).json().data)).toEqual(ids(perStore.filter((r) => r.kode_toko === 'BDG')));
  });

  it('a branch user may name only his own store: another store or ALL is 403', async () => {
    const own = await report(spv, todayAll({ kode_toko: 'BDG' }));
    expect(own.statusCode).toBe(200);
    expect(new Set(own.json().data.map((r: Row) => r.kode_toko))).toEqual(new Set(['BDG']));
    for (const kode_toko of ['SBY', 'PST', 'ALL']) {
      const res = await report(spv, todayAll({ kode_toko }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'error', message: MESSAGES.forbiddenStore });
    }
  });

  it("an empty or unknown store is 400 'Mohon Pilih Toko' on kode_toko", async () => {
    for (const kode_toko of ['', 'NOPE', 'X'.repeat(40)]) {
      const res = await report(owner, todayAll({ kode_toko }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: 'Mohon Pilih Toko', errors: { kode_toko: 'Mohon Pilih Toko' } });
    }
  });
});
