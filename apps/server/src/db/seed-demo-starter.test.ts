import { CATALOGUE_MESSAGES, PROMO_MESSAGES, toBusinessDate } from '@emas/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellToCustomers } from '../../test/promo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_OPENING_BALANCE } from './seed-cash';

/**
 * The demo chain's first hour (docs/decisions.md "Demo chain's first hour"), as `npm start` seeds it: money in every drawer and bank account
 * with its journal, the WhatsApp stand-in gateway (promo, invoice and test recorded, nothing sent), and a
 * customer catalogue with pictures on the public page. Over HTTP against a real database and file store.
 */
let t: TestApp;
let filesDir: string;
let owner: Record<string, string>;
let spv: Record<string, string>;
let kasir: Record<string, string>;
let kasirToken: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

type Saldo = { akun: string; jenis: 'CASH' | 'BANK'; saldo_akhir: number };

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'emas-demo-'));
  t = await createTestApp({ FILES_DIR: filesDir, PROMO_POLL_MS: '100', PROMO_RATE_PER_MINUTE: '60000' }, { demoStarter: true });
  owner = t.bearer(await t.login('OWNER'));
  spv = t.bearer(await t.login('SPVBDG'));
  kasirToken = await t.login('KASIRBDG');
  kasir = t.bearer(kasirToken);
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('demo members (issue 32)', () => {
  it('the member module is on and five members of three stores are listed; one has a birthday on the first business date', async () => {
    const list = await call('GET', '/api/member/get/all?kode_toko=ALL', owner);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data.rows as { kode_member: string; kode_toko_daftar: string }[];
    expect(rows.length).toBe(5);
    expect(new Set(rows.map((r) => r.kode_toko_daftar))).toEqual(new Set(['PST', 'BDG', 'SBY']));
    const birthdays = await call('GET', '/api/member/find-current-birthday', kasir);
    expect(birthdays.json().data.map((r: { kode_member: string }) => r.kode_member)).toContain('MBDG00001');
    // a member registered at the counter continues the store's numbering
    const res = await call('POST', '/api/member/create', kasir, { nama_member: 'Member Baru', no_hp: '081299887766' });
    expect(res.json().data.kode_member).toBe('MBDG00003');
  });
});

describe('opening balances', () => {
  it('every drawer and bank account of every store opens with money', async () => {
    for (const [kodeToko, type] of [['PST', 'PUSAT'], ['BDG', 'CABANG'], ['SBY', 'CABANG']] as const) {
      const res = await call('GET', '/api/cash/saldo', { ...owner, 'x-kode-toko': kodeToko });
      expect(res.statusCode, res.body).toBe(200);
      const saldo = res.json().data.saldo as Saldo[];
      expect(saldo.length).toBe(5);
      for (const s of saldo) expect(s.saldo_akhir).toBe(s.jenis === 'CASH' ? DEMO_OPENING_BALANCE[type].cash : DEMO_OPENING_BALANCE[type].bank);
    }
  });

  it('each balance is a SALDO AWAL ledger row whose journal debits the money account and credits 3-1100 MODAL', async () => {
    const rows = await t.db.selectFrom('kas_mutasi').selectAll().where('kategori', '=', 'SALDO AWAL').execute();
    expect(rows.length).toBe(15);
    expect(new Set(rows.map((r) => r.tgl_system))).toEqual(new Set([toBusinessDate(new Date())]));
    const lines = await t.db.selectFrom('jurnal').selectAll().where('trx', '=', 'SALDO AWAL').execute();
    expect(lines.length).toBe(30);
    for (const r of rows) {
      const own = lines.filter((l) => Number(l.kas_mutasi_id) === Number(r.id));
      const money = r.jenis === 'CASH' ? '1-1100' : `1-1200-${r.no_rekening}`;
      expect(own.map((l) => [l.nomor_akun, Number(l.debet), Number(l.kredit)]).sort()).toEqual(
        [
          [money, Number(r.jumlah_in), 0],
          ['3-1100', 0, Number(r.jumlah_in)],
        ].sort(),
      );
    }
    // the trial balance of a store: the drawer's account holds the drawer, capital holds the whole opening
    const tb = await call('GET', `/api/laporan/neraca-saldo?tgl_awal=${rows[0]!.tgl_system}&tgl_akhir=${rows[0]!.tgl_system}&sort_by=nomor_akun`, { ...owner, 'x-kode-toko': 'BDG' });
    expect(tb.statusCode, tb.body).toBe(200);
    const accounts = tb.json().data as { nomor_akun: string; debet: number; kredit: number }[];
    const opening = DEMO_OPENING_BALANCE.CABANG.cash + 4 * DEMO_OPENING_BALANCE.CABANG.bank;
    expect(accounts.reduce((s, a) => s + a.debet, 0)).toBe(accounts.reduce((s, a) => s + a.kredit, 0));
    expect(accounts.find((a) => a.nomor_akun === '3-1100')).toMatchObject({ debet: 0, kredit: opening });
    expect(accounts.find((a) => a.nomor_akun === '1-1100')).toMatchObject({ debet: DEMO_OPENING_BALANCE.CABANG.cash, kredit: 0 });
  });

  it('a money move works at once: the drawer to the bank, and a branch sends money to head office', async () => {
    const saldo = (await call('GET', '/api/cash/saldo', spv)).json().data.saldo as (Saldo & { kode_bank: string })[];
    const bank = saldo.find((s) => s.jenis === 'BANK')!;
    const move = await call('POST', '/api/cash/mutasi-uang-cash', spv, { asal: 'CASH', tujuan: bank.kode_bank, tujuan_rekening: bank.akun, jumlah: 5_000_000, keterangan: 'setor ke bank', kategori: 'SETOR' });
    expect([move.statusCode, move.json().message]).toEqual([200, 'Mutasi Uang Cash Berhasil Disimpan']);
    const sent = await call('POST', '/api/kirim-uang', spv, { jumlah_rp: 10_000_000, tujuan: 'PST', keterangan: 'setoran harian', no_reff: 'slip 01' });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = (await call('GET', '/api/cash/saldo', spv)).json().data.saldo as Saldo[];
    expect(after.find((s) => s.jenis === 'CASH')!.saldo_akhir).toBe(DEMO_OPENING_BALANCE.CABANG.cash - 5_000_000 - 10_000_000);
    expect(after.find((s) => s.akun === bank.akun)!.saldo_akhir).toBe(DEMO_OPENING_BALANCE.CABANG.bank + 5_000_000);
  });
});

describe('the WhatsApp stand-in gateway', () => {
  const recorded = () => t.db.selectFrom('whatsapp_standin').selectAll().orderBy('id').execute();

  it('is configured in every store and says so', async () => {
    for (const kodeToko of ['PST', 'BDG', 'SBY']) {
      const res = await call('GET', '/api/whatsapp-setting', { ...owner, 'x-kode-toko': kodeToko });
      expect(res.json().data).toEqual({ base_url: '', has_token: false, source: 'STANDIN', configured: true });
    }
  });

  it('records the test message, an invoice and a promo instead of sending them; the owner lists them', async () => {
    const test = await call('POST', '/api/whatsapp-setting/test', owner, { receiver: '0812-7000-9999' });
    expect([test.statusCode, test.json().message]).toEqual([200, PROMO_MESSAGES.testRecorded]);
    const invoice = await call('POST', '/api/chat/send', kasir, { receiver: '081311112222', message: 'Terima kasih, invoice FJ-BDG-1', type: 'text' });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const bad = await call('POST', '/api/chat/send', kasir, { receiver: '12', message: 'x', type: 'text' });
    expect(bad.statusCode).toBe(400);

    // a promo of today to BDG's customers (two sales at the counter first): saved, not refused for want of a
    // gateway, and recorded once per customer
    await sellToCustomers(await t.listen(), kasirToken, 'BDG', [
      { nama: 'SITI AMINAH', hp: '0813-5550-0001' },
      { nama: 'BUDI SANTOSO', hp: '081355500002' },
    ]);
    await t.db
      .insertInto('whatsapp_standin')
      .values({ kode_toko: 'SBY', receiver: '628000', message: 'another store', image_url: null, idempotency_key: null })
      .execute();
    const promo = await call('POST', '/api/promo-wablas', { ...owner, 'x-kode-toko': 'BDG' }, { template: 'Halo {nama_customer}, promo emas hari ini', tgl_kirim: toBusinessDate(new Date()), image_url: '-' });
    expect([promo.statusCode, promo.json().message]).toEqual([200, PROMO_MESSAGES.saved]);
    // the outbox worker queues the customers and takes them one by one: wait until both are sent
    const sentRows = () => t.db.selectFrom('promo_outbox').select(['no_hp', 'message']).where('status', '=', 'SENT').orderBy('id').execute();
    while ((await sentRows()).length < 2) await new Promise((r) => setTimeout(r, 50));
    const outbox = await sentRows();
    const rows = (await recorded()).filter((r) => r.kode_toko === 'BDG');
    expect(rows[0]!.receiver).toBe('6281311112222');
    expect(rows.slice(1).map((r) => [r.receiver, r.message]).sort()).toEqual([
      ['6281355500001', 'Halo SITI AMINAH, promo emas hari ini'],
      ['6281355500002', 'Halo BUDI SANTOSO, promo emas hari ini'],
    ]);
    expect(outbox.map((o) => o.message).sort()).toEqual(rows.slice(1).map((r) => r.message).sort());
    const pst = (await recorded()).filter((r) => r.kode_toko === 'PST');
    expect(pst.map((r) => [r.receiver, r.message])).toEqual([['6281270009999', PROMO_MESSAGES.testMessage]]);

    const list = await call('GET', '/api/whatsapp-setting/standin', { ...owner, 'x-kode-toko': 'BDG' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[list.json().data.length - 1]).toMatchObject({ receiver: '6281311112222', message: 'Terima kasih, invoice FJ-BDG-1', image_url: null });
    expect(list.json().data.map((m: { message: string }) => m.message)).not.toContain('another store');
    // customers' numbers and texts: the owner and the super user only
    expect((await call('GET', '/api/whatsapp-setting/standin', spv)).statusCode).toBe(403);
    expect((await call('GET', '/api/whatsapp-setting/standin', kasir)).statusCode).toBe(403);
  });

  it('a real gateway replaces it, and it can be chosen again', async () => {
    const real = await call('PUT', '/api/whatsapp-setting', { ...owner, 'x-kode-toko': 'SBY' }, { base_url: 'https://wa.example.com/api/' });
    expect(real.json().data).toMatchObject({ source: 'TOKO', base_url: 'https://wa.example.com/api/' });
    const back = await call('PUT', '/api/whatsapp-setting', { ...owner, 'x-kode-toko': 'SBY' }, { base_url: '', jenis: 'STANDIN' });
    expect(back.json().data).toEqual({ base_url: '', has_token: false, source: 'STANDIN', configured: true });
  });
});

describe('the customer catalogue', () => {
  it('the public page reads categories, items at today’s price, banners, info, prices, rewards, splash and admin, with pictures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/catalogue?kode_toko=BDG' });
    expect(res.statusCode).toBe(200);
    const c = res.json().data;
    expect(c.kategori.map((k: { kode_kategori: string }) => k.kode_kategori).sort()).toEqual(['ANT', 'CIN', 'GEL', 'KAL', 'LM']);
    expect(c.item).toHaveLength(7);
    for (const item of c.item) {
      expect(item.harga).toBeGreaterThan(0);
      expect(item.berat).toBeGreaterThan(0);
      expect(item.gambar_url).toHaveLength(1);
    }
    expect(c.banner).toHaveLength(2);
    expect(c.info).toHaveLength(1);
    expect(c.harga[0].detail_group.every((g: { harga_per_gram: number | null }) => (g.harga_per_gram ?? 0) > 0)).toBe(true);
    expect(c.hadiah).toHaveLength(2);
    expect(c.splash_screen.find((s: { screen_name: string }) => s.screen_name === 'GUEST-1').gambar_url).toBeTruthy();
    expect(c.kontak_admin[0]).toMatchObject({ no_hp: '081234560001', whatsapp_url: 'https://wa.me/6281234560001' });
    const pictures: string[] = [
      ...c.kategori.map((k: { gambar_url: string }) => k.gambar_url),
      ...c.item.flatMap((i: { gambar_url: string[] }) => i.gambar_url),
      ...c.banner.map((b: { gambar_url: string }) => b.gambar_url),
      ...c.hadiah.map((h: { gambar_url: string }) => h.gambar_url),
    ];
    for (const url of pictures) {
      const pic = await t.app.inject({ method: 'GET', url });
      expect([url, pic.statusCode, pic.headers['content-type']]).toEqual([url, 200, 'image/jpeg']);
      expect(pic.rawPayload.length).toBeLessThan(20_000);
    }
  });

  it('every seeded row passes the catalogue schema: an edit saved as it is answers 200', async () => {
    const list = await call('GET', '/api/app/item-katalog', owner);
    const item = list.json().data.find((r: { kode_barang: string }) => r.kode_barang === 'LM-5G');
    const { kode_barang: _code, _id, kode_toko: _toko, created_at: _c, updated_at: _u, created_by: _cb, updated_by: _ub, ...body } = item;
    const res = await call('PUT', '/api/app/item-katalog/edit/LM-5G', owner, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(CATALOGUE_MESSAGES.updated).toBe(res.json().message);
  });
});

it('the demo content is seeded once: a second start leaves the ledger as it is', async () => {
  const count = async () => Number((await sql<{ n: string }>`select count(*) as n from kas_mutasi where kategori = 'SALDO AWAL'`.execute(t.db)).rows[0]!.n);
  const { seedDemoIfEmpty } = await import('./seed');
  expect(await seedDemoIfEmpty(t.db, toBusinessDate(new Date()), null)).toBe(false);
  expect(await count()).toBe(15);
});

describe('demo manual goods (issue 35)', () => {
  it('every store opens with goods kept by weight and count on its first sale tray, and the cashier can sell part of them', async () => {
    const all = await call('GET', '/api/barang-manual?kode_group=ALL&kode_dept=ALL&kode_gudang=ALL&kode_toko=ALL', owner);
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json().data as { kode_toko: string; kode_group: string; kode_dept: string; kode_baki: string; qty: number; berat: string }[];
    expect(new Set(rows.map((r) => r.kode_toko))).toEqual(new Set(['PST', 'BDG', 'SBY']));
    expect(rows.filter((r) => r.kode_toko === 'BDG')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kode_group: 'P17', kode_dept: 'CC', kode_baki: 'B01', qty: 24, berat: '48.600' })]),
    );
    const sold = await call('POST', '/api/jual-manual', kasir, {
      idempotency_key: `demo-manual-${Date.now()}`,
      nama_customer: 'IBU RINA',
      keterangan: '',
      detail: [{ kode_group: 'P17', kode_dept: 'CC', kode_gudang: 'UTAMA', kode_baki: 'B01', qty: 2, berat: '4.050', harga: 4_500_000 }],
      pembayaran: [{ jenis: 'CASH', jumlah_rp: 4_500_000 }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const after = await call('GET', '/api/barang-manual?kode_group=P17&kode_dept=CC&kode_gudang=UTAMA', spv);
    expect(after.json().data).toEqual([expect.objectContaining({ kode_baki: 'B01', qty: 22, berat: '44.550' })]);
  });
});
