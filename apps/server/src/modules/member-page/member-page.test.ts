import { MEMBER_PAGE_MESSAGES as M } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_SCREENS, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ MEMBER_PAGE_RATE_PER_MINUTE: '25' });
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
});
afterAll(async () => {
  await t.close();
});

/** A member holding `poin` points, with an open pawn loan stored with its kode_member (set by SQL). */
async function member(poin: number): Promise<string> {
  seq++;
  const kode = `MPAGE${String(seq).padStart(3, '0')}`;
  await t.db.insertInto('member').values({ kode_member: kode, nama_member: `MEMBER PAGE ${seq}`, no_hp: `6281300000${String(seq).padStart(3, '0')}`, kode_toko_daftar: 'BDG', input_by: 'TEST' }).execute();
  if (poin) await t.db.insertInto('poin_ledger').values({ kode_member: kode, jenis: 'EARN', poin, kode_toko: 'BDG', tanggal: '2026-01-01', jenis_ref: 'ADJUST', input_by: 'TEST' }).execute();
  return kode;
}

const link = async (kode: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/member-page/link/${kode}`, headers: kasir });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { token: string; url: string; kode_member: string };
};
const page = (token: string, ip = '10.0.0.1') => t.app.inject({ method: 'GET', url: `/api/member-page/${token}`, remoteAddress: ip });

describe('member page', () => {
  it('a fresh link shows that member their points, the gifts in reach and nothing of anyone else', async () => {
    const kode = await member(150);
    await member(900);
    const l = await link(kode);
    expect(l.url).toContain(`/member/${l.token}`);
    const res = await page(l.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ kode_member: kode, saldo_poin: 150 });
    expect(JSON.stringify(data)).not.toContain('MEMBER PAGE 2');
    for (const h of data.hadiah) expect(h.bisa).toBe(h.poin <= 150);
  });

  it('a link is refused without a signature that matches: tampered, another member, garbage', async () => {
    const a = await member(10);
    const b = await member(20);
    const la = await link(a);
    const lb = await link(b);
    const [idB] = lb.token.split('.');
    const [, exp, sig] = la.token.split('.');
    const forged = await page(`${idB}.${exp}.${sig}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(M.linkInvalid);
    expect((await page('abc')).json().message).toBe(M.linkInvalid);
    expect((await page(`${la.token.slice(0, -2)}xx`)).statusCode).toBe(404);
  });

  it('an expired link and a revoked link answer with a clear message; only a supervisor revokes', async () => {
    const kode = await member(10);
    const expired = await link(kode);
    await t.db.updateTable('member_link').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', expired.token.split('.')[0]).execute();
    const e = await page(expired.token);
    expect(e.statusCode).toBe(410);
    expect(e.json().message).toBe(M.linkExpired);

    const live = await link(kode);
    expect((await page(live.token)).statusCode).toBe(200);
    const byKasir = await t.app.inject({ method: 'POST', url: `/api/member-page/revoke/${kode}`, headers: kasir });
    expect(byKasir.statusCode).toBe(403);
    expect((await page(live.token)).statusCode).toBe(200);
    const bySpv = await t.app.inject({ method: 'POST', url: `/api/member-page/revoke/${kode}`, headers: spv });
    expect(bySpv.statusCode, bySpv.body).toBe(200);
    expect(bySpv.json().data.dicabut).toBe(2);
    const r = await page(live.token);
    expect(r.statusCode).toBe(410);
    expect(r.json().message).toBe(M.linkRevoked);

    await link(kode);
    const bySu = await t.app.inject({ method: 'POST', url: `/api/member-page/revoke/${kode}`, headers: t.bearer(await t.login('ADMIN')) });
    expect(bySu.statusCode, bySu.body).toBe(200);
    expect(bySu.json().data.dicabut).toBe(1);
  });

  it('lists the open layaway stored with the member (kode_member set by SQL), what is left to pay, not a settled one', async () => {
    const kode = await member(0);
    const titip = (no: string, status: 'AKTIF' | 'LUNAS') => ({
      kode_member: kode, kode_toko: 'BDG', no_titip: no, idempotency_key: `k-${no}`, tgl_system: '2026-01-05', kode_sales: 'S01', nama_customer: 'MEMBER',
      total_berat: '1.000', total_harga: 5_000_000, dp: 1_500_000, potongan: 0, refund: 0, otorisasi: '[]', input_by: 'TEST', status,
    });
    await t.db.insertInto('titip').values([titip(`TT-${kode}-1`, 'AKTIF'), titip(`TT-${kode}-2`, 'LUNAS')]).execute();
    const l = await link(kode);
    const docs = (await page(l.token, '10.0.0.2')).json().data.dokumen;
    expect(docs).toEqual([{ jenis: 'TITIP', no: `TT-${kode}-1`, kode_toko: 'BDG', tanggal: '2026-01-05', jatuh_tempo: '', jumlah: 3_500_000, status: 'AKTIF' }]);
  });

  it('a cashier of the sale counter alone (no gift counter, no member master) gets a link to print on the receipt, but cannot revoke', async () => {
    const kode = await member(5);
    const before = await t.db.selectFrom('users').select('akses').where('user_id', '=', 'KASIRSBY').executeTakeFirstOrThrow();
    await setAksesTree(t, 'KASIRSBY', { penjualan: COUNTER_SCREENS });
    try {
      const seller = t.bearer(await t.loginFresh('KASIRSBY'));
      const res = await t.app.inject({ method: 'POST', url: `/api/member-page/link/${kode}`, headers: seller });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.url.endsWith(`/member/${res.json().data.token}`)).toBe(true);
      expect((await page(res.json().data.token, '10.0.0.3')).json().data.saldo_poin).toBe(5);
      const revoke = await t.app.inject({ method: 'POST', url: `/api/member-page/revoke/${kode}`, headers: seller });
      expect(revoke.statusCode).toBe(403);
      expect(await t.db.selectFrom('member_link').select('id').where('kode_member', '=', kode).where('revoked_at', 'is not', null).execute()).toEqual([]);
      await setAksesTree(t, 'KASIRSBY', { pembelian: ['transaksi-pembelian'] });
      const other = t.bearer(await t.loginFresh('KASIRSBY'));
      expect((await t.app.inject({ method: 'POST', url: `/api/member-page/link/${kode}`, headers: other })).statusCode).toBe(403);
    } finally {
      await t.db.updateTable('users').set({ akses: typeof before.akses === 'string' ? before.akses : JSON.stringify(before.akses) }).where('user_id', '=', 'KASIRSBY').execute();
    }
  });

  it('an address calling too often is refused for the minute', async () => {
    const kode = await member(1);
    const l = await link(kode);
    const codes: number[] = [];
    for (let i = 0; i < 27; i++) codes.push((await page(l.token, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 25).every((c) => c === 200)).toBe(true);
    const last = await page(l.token, '10.9.9.9');
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(M.tooMany);
    expect((await page(l.token, '10.9.9.8')).statusCode).toBe(200);
  });
});
