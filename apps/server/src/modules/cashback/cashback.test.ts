import { approvalRequiredMessage, CASHBACK_MESSAGES as M, cashbackPoinNotEnoughMessage, trialBalance, unbalancedJournals } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundStore, setBalance } from '../../../test/cash-helpers';
import { newKey } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let kasir: Record<string, string>;
let memberSeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  kasir = t.bearer(await t.login('KASIRBDG'));
  await fundStore(t, 'BDG', 100_000_000);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A member holding `poin` points (one EARN row), written straight into the tables. */
async function member(poin: number): Promise<{ kode: string; hp: string }> {
  memberSeq++;
  const kode = `MCB${String(memberSeq).padStart(3, '0')}`;
  const hp = `6281377700${String(memberSeq).padStart(3, '0')}`;
  await t.db.insertInto('member').values({ kode_member: kode, nama_member: `MEMBER CB ${memberSeq}`, no_hp: hp, kode_toko_daftar: 'BDG', input_by: 'TEST' }).execute();
  if (poin) await t.db.insertInto('poin_ledger').values({ kode_member: kode, jenis: 'EARN', poin, kode_toko: 'BDG', tanggal: '2026-01-01', jenis_ref: 'ADJUST', input_by: 'TEST' }).execute();
  return { kode, hp };
}

async function saldo(kode: string): Promise<number> {
  const rows = await t.db.selectFrom('poin_ledger').select('poin').where('kode_member', '=', kode).execute();
  return rows.reduce((s, r) => s + r.poin, 0);
}

const cashOut = (memberRef: string, poin: number, key = newKey()) => call('POST', '/api/cashback-poin', kasir, { idempotency_key: key, member: memberRef, poin });

async function approve(): Promise<string> {
  const a = await call('POST', '/api/otorisasi', kasir, { operasi: 'BATAL_CASHBACK_POIN', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'batal cashback' });
  expect(a.statusCode, a.body).toBe(200);
  return a.json().data.id as string;
}

async function journalBalanced(noRef: string) {
  const kas = await t.db.selectFrom('kas_mutasi').select('id').where('no_ref', '=', noRef).execute();
  const lines = await t.db.selectFrom('jurnal').selectAll().where('kas_mutasi_id', 'in', kas.map((k) => k.id)).execute();
  const posted = lines.map((l) => ({ journal: Number(l.kas_mutasi_id), nomor_akun: l.nomor_akun, debet: Number(l.debet), kredit: Number(l.kredit) }));
  expect(unbalancedJournals(posted)).toEqual([]);
  return trialBalance(posted);
}

describe('cashback poin', () => {
  it('answers the store setting (demo: Rp 100 per point)', async () => {
    const res = await call('GET', '/api/cashback-poin/setting', kasir);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ rupiah_per_poin: 100 });
  });

  it('cashes points out by phone: a REDEEM row, a CASHBACK cash row out of the drawer, a balanced journal on the sales adjustment account; a retried key answers the same', async () => {
    const m = await member(250);
    const key = newKey();
    const res = await cashOut(`0${m.hp.slice(2)}`, 200, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: M.saved, code: 'cashback.saved' });
    const c = res.json().data;
    expect(c).toMatchObject({ kode_member: m.kode, poin: 200, rupiah_per_poin: 100, jumlah_rp: 20_000, saldo_poin: 50, status: 'AKTIF' });
    expect(c.no_cashback).toMatch(/^CB-BDG-/);
    const ledger = await t.db.selectFrom('poin_ledger').selectAll().where('no_ref', '=', c.no_cashback).execute();
    expect(ledger).toMatchObject([{ jenis: 'REDEEM', poin: -200, jenis_ref: 'CASHBACK', kode_member: m.kode }]);
    const kas = await t.db.selectFrom('kas_mutasi').selectAll().where('no_ref', '=', c.no_cashback).execute();
    expect(kas).toMatchObject([{ kategori: 'CASHBACK', jenis: 'CASH' }]);
    expect([Number(kas[0]!.jumlah_in), Number(kas[0]!.jumlah_out)]).toEqual([0, 20_000]);
    const tb = await journalBalanced(c.no_cashback);
    expect(tb).toEqual([
      { nomor_akun: '1-1100', debet: 0, kredit: 20_000, saldo: -20_000 },
      { nomor_akun: '4-1500', debet: 20_000, kredit: 0, saldo: 20_000 },
    ]);
    const again = await cashOut(m.kode, 200, key);
    expect(again.json().data.no_cashback).toBe(c.no_cashback);
    expect(await saldo(m.kode)).toBe(50);
    const list = await call('GET', '/api/cashback-poin', kasir);
    expect(list.json().data.map((x: { no_cashback: string }) => x.no_cashback)).toContain(c.no_cashback);
  });

  it('refuses beyond the balance, an unknown member and a drawer that cannot pay, writing nothing', async () => {
    const m = await member(150);
    const over = await cashOut(m.kode, 151);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(cashbackPoinNotEnoughMessage(150, 151));
    const zero = await cashOut(m.kode, 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(M.poinInvalid);
    const nobody = await cashOut('NOBODY', 1);
    expect(nobody.json().message).toBe(M.memberNotFound);
    await setBalance(t, 5_000);
    try {
      const poor = await cashOut(m.kode, 100);
      expect(poor.statusCode).toBe(400);
      expect(poor.json().message).toMatch(/saldo/i);
    } finally {
      await setBalance(t, 100_000_000);
    }
    expect(await saldo(m.kode)).toBe(150);
    expect(await t.db.selectFrom('cashback_poin').select('no_cashback').where('kode_member', '=', m.kode).execute()).toEqual([]);
    expect(await t.db.selectFrom('kas_mutasi').select('id').where('kategori', '=', 'CASHBACK').where('keterangan', 'like', `%${m.kode}`).execute()).toEqual([]);
  });

  it('is refused while the setting is 0 (cashback off)', async () => {
    const m = await member(100);
    await t.db.updateTable('para_system').set({ value: '0' }).where('kode_toko', '=', 'BDG').where('key', '=', 'CASHBACK_POIN').execute();
    try {
      const res = await cashOut(m.kode, 10);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.off);
    } finally {
      await t.db.updateTable('para_system').set({ value: '100' }).where('kode_toko', '=', 'BDG').where('key', '=', 'CASHBACK_POIN').execute();
    }
    expect(await saldo(m.kode)).toBe(100);
  });

  it('cancels with a supervisor approval: points back (ADJUST), the cash reversed (BATAL CASHBACK), once', async () => {
    const m = await member(300);
    const c = (await cashOut(m.kode, 300)).json().data;
    expect(await saldo(m.kode)).toBe(0);
    const without = await call('POST', `/api/cashback-poin/${c.no_cashback}/batal`, kasir, { alasan: 'salah member', otorisasi: [] });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(approvalRequiredMessage(['BATAL_CASHBACK_POIN']));
    const res = await call('POST', `/api/cashback-poin/${c.no_cashback}/batal`, kasir, { alasan: 'salah member', otorisasi: [await approve()] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.cancelled, data: { status: 'BATAL', alasan_batal: 'salah member', saldo_poin: 300 } });
    const ledger = await t.db.selectFrom('poin_ledger').selectAll().where('no_ref', '=', c.no_cashback).orderBy('id').execute();
    expect(ledger).toMatchObject([{ jenis: 'REDEEM', poin: -300 }, { jenis: 'ADJUST', poin: 300, jenis_ref: 'CASHBACK' }]);
    const kas = await t.db.selectFrom('kas_mutasi').select(['kategori', 'jumlah_in', 'jumlah_out']).where('no_ref', '=', c.no_cashback).orderBy('id').execute();
    expect(kas.map((k) => [k.kategori, Number(k.jumlah_in), Number(k.jumlah_out)])).toEqual([
      ['CASHBACK', 0, 30_000],
      ['BATAL CASHBACK', 30_000, 0],
    ]);
    const tb = await journalBalanced(c.no_cashback);
    expect(tb.every((r) => r.saldo === 0)).toBe(true);
    const twice = await call('POST', `/api/cashback-poin/${c.no_cashback}/batal`, kasir, { alasan: 'lagi', otorisasi: [await approve()] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(M.alreadyCancelled);
    expect(await saldo(m.kode)).toBe(300);
    expect(await t.db.selectFrom('kas_mutasi').select('id').where('no_ref', '=', c.no_cashback).execute()).toHaveLength(2);
  });

  it('is closed when MEMBER_MODULE is off in the store', async () => {
    await t.db.updateTable('para_module').set({ aktif: false }).where('kode_toko', '=', 'BDG').where('key', '=', 'MEMBER_MODULE').execute();
    try {
      const res = await cashOut('M0001', 1);
      expect(res.statusCode).toBe(403);
      expect((await call('GET', '/api/cashback-poin', kasir)).statusCode).toBe(403);
    } finally {
      await t.db.updateTable('para_module').set({ aktif: true }).where('kode_toko', '=', 'BDG').where('key', '=', 'MEMBER_MODULE').execute();
    }
  });
});

describe('laporan cash back', () => {
  it('lists the period cash-outs of the store with kode member, nama, deskripsi, poin and rupiah; cancelled ones left out', async () => {
    const m = await member(100);
    const c = (await cashOut(m.kode, 40)).json().data;
    const gone = (await cashOut(m.kode, 10)).json().data;
    await call('POST', `/api/cashback-poin/${gone.no_cashback}/batal`, kasir, { alasan: 'batal', otorisasi: [await approve()] });
    const res = await call('GET', `/api/laporan/cashback-poin?tgl_awal=${c.tanggal}&tgl_akhir=${c.tanggal}`, kasir);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().data.filter((x: { kode_member: string }) => x.kode_member === m.kode);
    expect(mine).toEqual([
      expect.objectContaining({ kode_toko: 'BDG', no_cashback: c.no_cashback, nama_member: `MEMBER CB ${memberSeq}`, poin: 40, jumlah_rp: 4_000, deskripsi: 'CASHBACK 40 POIN x Rp 100' }),
    ]);
    const bad = await call('GET', `/api/laporan/cashback-poin?tgl_awal=2026-02-02&tgl_akhir=2026-02-01`, kasir);
    expect(bad.statusCode).toBe(400);
  });
});
