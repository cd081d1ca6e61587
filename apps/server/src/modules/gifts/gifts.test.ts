import { approvalRequiredMessage, GIFT_MESSAGES as M, poinNotEnoughMessage, stockNotEnoughMessage } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let kasir: Record<string, string>;
let kasirSby: Record<string, string>;
let memberSeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  kasir = t.bearer(await t.login('KASIRBDG'));
  kasirSby = t.bearer(await t.login('KASIRSBY'));
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A member holding `poin` points (one EARN row), written straight into the tables. */
async function member(poin: number): Promise<string> {
  memberSeq++;
  const kode = `MTEST${String(memberSeq).padStart(3, '0')}`;
  await t.db
    .insertInto('member')
    .values({ kode_member: kode, nama_member: `MEMBER ${memberSeq}`, no_hp: `6281200000${String(memberSeq).padStart(3, '0')}`, kode_toko_daftar: 'BDG', input_by: 'TEST' })
    .execute();
  if (poin) await t.db.insertInto('poin_ledger').values({ kode_member: kode, jenis: 'EARN', poin, kode_toko: 'BDG', tanggal: '2026-01-01', jenis_ref: 'ADJUST', input_by: 'TEST' }).execute();
  return kode;
}

async function saldo(kode: string): Promise<number> {
  const rows = await t.db.selectFrom('poin_ledger').select('poin').where('kode_member', '=', kode).execute();
  return rows.reduce((s, r) => s + r.poin, 0);
}

/** Stock from the ledger, and the master column kept equal to it. */
async function stock(kodeHadiah: string, kodeToko = 'BDG'): Promise<{ ledger: number; master: number }> {
  const rows = await t.db.selectFrom('hadiah_mutasi').select(['jenis', 'qty']).where('kode_toko', '=', kodeToko).where('kode_hadiah', '=', kodeHadiah).execute();
  const h = await t.db.selectFrom('hadiah').select('stok').where('kode_toko', '=', kodeToko).where('kode_hadiah', '=', kodeHadiah).executeTakeFirstOrThrow();
  return { ledger: rows.reduce((s, r) => s + (r.jenis === 'IN' ? r.qty : -r.qty), 0), master: Number(h.stok) };
}

const redeem = (headers: Record<string, string>, kode_member: string, kode_hadiah: string, qty = 1, key = newKey()) =>
  call('POST', '/api/tukar-hadiah', headers, { idempotency_key: key, kode_member, kode_hadiah, qty });

describe('tukar hadiah', () => {
  it('finds a member by phone or code with the balance and the store gifts and their stock', async () => {
    const kode = await member(300);
    const byPhone = await call('GET', `/api/tukar-hadiah/member?cari=0812000000${String(memberSeq).padStart(2, '0')}`, kasir);
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect(byPhone.json().data).toMatchObject({ kode_member: kode, saldo_poin: 300 });
    const h01 = byPhone.json().data.hadiah.find((h: { kode_hadiah: string }) => h.kode_hadiah === 'H01');
    expect(h01).toMatchObject({ poin: 100, stok: (await stock('H01')).ledger });
    const byCode = await call('GET', `/api/tukar-hadiah/member?cari=${kode.toLowerCase()}`, kasir);
    expect(byCode.json().data.kode_member).toBe(kode);
    const none = await call('GET', '/api/tukar-hadiah/member?cari=NOBODY', kasir);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(M.memberNotFound);
  });

  it('redeems: REDEEM points rows and an OUT movement in one go, the master stock kept equal; a retried key answers the same', async () => {
    const kode = await member(250);
    const before = await stock('H01');
    const key = newKey();
    const res = await redeem(kasir, kode, 'H01', 2, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: M.redeemed, code: 'gifts.redeemed' });
    const r = res.json().data;
    expect(r).toMatchObject({ kode_member: kode, kode_hadiah: 'H01', qty: 2, poin_satuan: 100, total_poin: 200, saldo_poin: 50, status: 'AKTIF' });
    expect(r.no_tukar).toMatch(/^TH-BDG-/);
    const ledger = await t.db.selectFrom('poin_ledger').selectAll().where('no_ref', '=', r.no_tukar).execute();
    expect(ledger).toMatchObject([{ jenis: 'REDEEM', poin: -200, jenis_ref: 'HADIAH', kode_member: kode }]);
    const moves = await t.db.selectFrom('hadiah_mutasi').selectAll().where('no_ref', '=', r.no_tukar).execute();
    expect(moves).toMatchObject([{ jenis: 'OUT', sumber: 'TUKAR', qty: 2, kode_hadiah: 'H01' }]);
    expect(await stock('H01')).toEqual({ ledger: before.ledger - 2, master: before.ledger - 2 });
    const again = await redeem(kasir, kode, 'H01', 2, key);
    expect(again.json().data.no_tukar).toBe(r.no_tukar);
    expect(await saldo(kode)).toBe(50);
    const list = await call('GET', '/api/tukar-hadiah', kasir);
    expect(list.json().data.map((x: { no_tukar: string }) => x.no_tukar)).toContain(r.no_tukar);
  });

  it('refuses beyond the balance and beyond the stock, writing nothing', async () => {
    const kode = await member(150);
    const over = await redeem(kasir, kode, 'H01', 2);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(poinNotEnoughMessage(150, 200));
    const rich = await member(100_000);
    const s = await stock('H04');
    const tooMany = await redeem(kasir, rich, 'H04', s.ledger + 1);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(stockNotEnoughMessage(s.ledger, s.ledger + 1));
    expect(await saldo(kode)).toBe(150);
    expect(await saldo(rich)).toBe(100_000);
    expect(await stock('H04')).toEqual(s);
    const rows = await t.db.selectFrom('tukar_hadiah').select('no_tukar').where('kode_member', 'in', [kode, rich]).execute();
    expect(rows).toEqual([]);
    const unknown = await redeem(kasir, rich, 'NOPE');
    expect(unknown.json().message).toBe(M.hadiahNotFound);
  });

  it('two counters redeeming the last points at once: one wins, the other is refused', async () => {
    const kode = await member(100);
    const [a, b] = await Promise.all([redeem(kasir, kode, 'H01'), redeem(kasirSby, kode, 'H01')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const lost = a.statusCode === 400 ? a : b;
    expect(lost.json().message).toBe(poinNotEnoughMessage(0, 100));
    expect(await saldo(kode)).toBe(0);
  });

  it('works in any store for any member (the gift of the store that redeems)', async () => {
    const kode = await member(500);
    const before = await stock('H02', 'SBY');
    const res = await redeem(kasirSby, kode, 'H02');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.no_tukar).toMatch(/^TH-SBY-/);
    expect((await stock('H02', 'SBY')).ledger).toBe(before.ledger - 1);
  });

  it('cancels with a supervisor approval: points (ADJUST) and stock come back, once', async () => {
    const kode = await member(300);
    const before = await stock('H02');
    const r = (await redeem(kasir, kode, 'H02', 2)).json().data;
    expect(await saldo(kode)).toBe(0);
    const without = await call('POST', `/api/tukar-hadiah/${r.no_tukar}/batal`, kasir, { alasan: 'salah pilih', otorisasi: [] });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(approvalRequiredMessage(['BATAL_TUKAR_HADIAH']));
    const noReason = await call('POST', `/api/tukar-hadiah/${r.no_tukar}/batal`, kasir, { alasan: ' ', otorisasi: [] });
    expect(noReason.json().message).toBe(M.alasanRequired);
    const approve = async () => {
      const a = await call('POST', '/api/otorisasi', kasir, { operasi: 'BATAL_TUKAR_HADIAH', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'batal tukar hadiah' });
      expect(a.statusCode, a.body).toBe(200);
      return a.json().data.id as string;
    };
    const res = await call('POST', `/api/tukar-hadiah/${r.no_tukar}/batal`, kasir, { alasan: 'salah pilih', otorisasi: [await approve()] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.cancelled, data: { status: 'BATAL', alasan_batal: 'salah pilih', saldo_poin: 300 } });
    const ledger = await t.db.selectFrom('poin_ledger').selectAll().where('no_ref', '=', r.no_tukar).orderBy('id').execute();
    expect(ledger).toMatchObject([{ jenis: 'REDEEM', poin: -300 }, { jenis: 'ADJUST', poin: 300, jenis_ref: 'HADIAH' }]);
    expect(await stock('H02')).toEqual({ ledger: before.ledger, master: before.ledger });
    const twice = await call('POST', `/api/tukar-hadiah/${r.no_tukar}/batal`, kasir, { alasan: 'lagi', otorisasi: [await approve()] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(M.alreadyCancelled);
    expect(await saldo(kode)).toBe(300);
    expect((await stock('H02')).ledger).toBe(before.ledger);
  });

  it('receives gifts from a supplier as an IN movement', async () => {
    const before = await stock('H03');
    const res = await call('POST', '/api/terima-hadiah', kasir, { kode_hadiah: 'h03', qty: 7, supplier: 'cv voucher jaya', keterangan: 'kiriman maret' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.received, data: { jenis: 'IN', sumber: 'TERIMA', qty: 7, supplier: 'CV VOUCHER JAYA', stok: before.ledger + 7 } });
    expect(await stock('H03')).toEqual({ ledger: before.ledger + 7, master: before.ledger + 7 });
    const zero = await call('POST', '/api/terima-hadiah', kasir, { kode_hadiah: 'H03', qty: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(M.qtyInvalid);
    expect((await stock('H03')).ledger).toBe(before.ledger + 7);
  });

  it('is closed when MEMBER_MODULE is off in the store', async () => {
    await t.db.updateTable('para_module').set({ aktif: false }).where('kode_toko', '=', 'BDG').where('key', '=', 'MEMBER_MODULE').execute();
    try {
      const res = await call('GET', '/api/tukar-hadiah', kasir);
      expect(res.statusCode).toBe(403);
    } finally {
      await t.db.updateTable('para_module').set({ aktif: true }).where('kode_toko', '=', 'BDG').where('key', '=', 'MEMBER_MODULE').execute();
    }
  });
});

describe('laporan tukar hadiah', () => {
  it('lists the period redemptions of the store, cancelled ones as BATAL', async () => {
    const kode = await member(100);
    const r = (await redeem(kasir, kode, 'H01')).json().data;
    const res = await call('GET', `/api/laporan/tukar-hadiah?tgl_awal=${r.tanggal}&tgl_akhir=${r.tanggal}`, kasir);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data.find((x: { no_tukar: string }) => x.no_tukar === r.no_tukar);
    expect(row).toMatchObject({ kode_toko: 'BDG', kode_member: kode, kode_hadiah: 'H01', qty: 1, total_poin: 100, status: 'AKTIF' });
    expect(res.json().data.every((x: { kode_toko: string }) => x.kode_toko === 'BDG')).toBe(true);
  });
});

describe('stock typed in the master screen', () => {
  it('a new gift opens its ledger (SALDO_AWAL), an edited stock is a KOREKSI of the difference, a movement leaves the column equal', async () => {
    await t.db.insertInto('hadiah').values({ kode_toko: 'BDG', kode_hadiah: 'HX1', nama_hadiah: 'GANTUNGAN KUNCI', poin: 10, stok: 12, created_by: 'TEST', updated_by: 'TEST' }).execute();
    expect(await stock('HX1')).toEqual({ ledger: 12, master: 12 });
    await t.db.updateTable('hadiah').set({ stok: 9, updated_by: 'SPVBDG' }).where('kode_toko', '=', 'BDG').where('kode_hadiah', '=', 'HX1').execute();
    expect(await stock('HX1')).toEqual({ ledger: 9, master: 9 });
    const moves = await t.db.selectFrom('hadiah_mutasi').select(['jenis', 'sumber', 'qty', 'input_by']).where('kode_hadiah', '=', 'HX1').orderBy('id').execute();
    expect(moves).toEqual([
      { jenis: 'IN', sumber: 'SALDO_AWAL', qty: 12, input_by: 'TEST' },
      { jenis: 'OUT', sumber: 'KOREKSI', qty: 3, input_by: 'SPVBDG' },
    ]);
    const res = await redeem(kasir, await member(10), 'HX1');
    expect(res.statusCode, res.body).toBe(200);
    expect(await stock('HX1')).toEqual({ ledger: 8, master: 8 });
    expect(await t.db.selectFrom('hadiah_mutasi').select('id').where('kode_hadiah', '=', 'HX1').execute()).toHaveLength(3);
  });
});
