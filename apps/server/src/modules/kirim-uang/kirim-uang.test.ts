import { KIRIM_UANG_MAX, KIRIM_UANG_MESSAGES as M, MESSAGES } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { moneyInTransit } from './kirim-uang.service';

let t: TestApp;
let spv: Record<string, string>;
let owner: Record<string, string>;
let kasir: Record<string, string>;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Money into a store's drawer, as the manual cash-in of the cash book writes it (setup). */
async function cashIn(kodeToko: string, jumlah: number, jenis: 'CASH' | 'BANK' = 'CASH', noRekening: string | null = null) {
  const toko = await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', kodeToko).executeTakeFirstOrThrow();
  await t.db
    .insertInto('kas_mutasi')
    .values({ kode_toko: kodeToko, tgl_system: toko.tgl_system, kategori: 'KAS MASUK', keterangan: 'MODAL', no_ref: 'TEST', jenis, no_rekening: noRekening, jumlah_in: jumlah, jumlah_out: 0, input_by: 'TEST' })
    .execute();
}

async function balance(kodeToko: string, jenis: 'CASH' | 'BANK' = 'CASH') {
  const row = await t.db
    .selectFrom('kas_mutasi')
    .select(sql<string>`coalesce(sum(jumlah_in - jumlah_out), 0)`.as('s'))
    .where('kode_toko', '=', kodeToko)
    .where('jenis', '=', jenis)
    .executeTakeFirstOrThrow();
  return Number(row.s);
}

const counts = async () => {
  const n = async (table: 'kirim_uang' | 'kas_mutasi') => Number((await t.db.selectFrom(table).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  return { kirim: await n('kirim_uang'), kas: await n('kas_mutasi') };
};

const form = (over: object = {}) => ({ jumlah_rp: 1_000_000, tujuan: 'PST', keterangan: 'setoran harian', no_reff: 'slip 01', ...over });

async function send(over: object = {}) {
  const res = await call('POST', '/api/kirim-uang', spv, form(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { nota_kirim: string; jumlah_rp: number; status: string };
}

beforeAll(async () => {
  t = await createTestApp();
  spv = t.bearer(await t.login('SPVBDG'));
  owner = t.bearer(await t.login('OWNER'));
  kasir = t.bearer(await t.login('KASIRBDG'));
});
afterAll(async () => {
  await t.close();
});

describe('sending money to head office', () => {
  it('money leaves the drawer of BDG on its business date, the transfer is OPEN, listed in the history and in transit', async () => {
    await cashIn('BDG', 20_000_000);
    const before = await balance('BDG');
    const res = await call('POST', '/api/kirim-uang', spv, form({ jumlah_rp: 5_000_000 }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(M.sent);
    expect(body.data.nota_kirim).toMatch(/^KU-BDG-\d{6}-\d{6}$/);
    const toko = await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow();
    expect(body.data).toMatchObject({ kode_toko: 'BDG', tujuan: 'PST', jumlah_rp: 5_000_000, keterangan: 'SETORAN HARIAN', no_reff: 'SLIP 01', status: 'OPEN', input_by: 'SPVBDG', asal: 'CASH', tgl_system: toko.tgl_system });
    expect(await balance('BDG')).toBe(before - 5_000_000);
    const kas = await t.db.selectFrom('kas_mutasi').selectAll().where('no_ref', '=', body.data.nota_kirim).execute();
    expect(kas.map((k) => [k.kode_toko, k.kategori, k.jenis, Number(k.jumlah_in), Number(k.jumlah_out), k.tgl_system])).toEqual([['BDG', 'KIRIM UANG', 'CASH', 0, 5_000_000, toko.tgl_system]]);

    const history = await call('GET', '/api/kirim-uang-history', spv);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.map((r: { nota_kirim: string }) => r.nota_kirim)).toContain(body.data.nota_kirim);
    const list = await call('GET', `/api/kirim-uang?status=OPEN&tgl_from=${toko.tgl_system}&tgl_to=${toko.tgl_system}`, spv);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { nota_kirim: string }) => r.nota_kirim)).toContain(body.data.nota_kirim);
    const done = await call('GET', `/api/kirim-uang?status=DONE&tgl_from=${toko.tgl_system}&tgl_to=${toko.tgl_system}`, spv);
    expect(done.json().data).toEqual([]);

    const transit = await moneyInTransit(t.db, 'BDG');
    expect(transit.count).toBeGreaterThanOrEqual(1);
    expect(transit.jumlah_rp).toBeGreaterThanOrEqual(5_000_000);
    const formRes = await call('GET', '/api/kirim-uang-form', spv);
    expect(formRes.json().data.akun[0]).toMatchObject({ asal: 'CASH', saldo: before - 5_000_000 });
    expect(formRes.json().data.tujuan).toEqual([{ kode_toko: 'PST', nama_toko: expect.any(String) }]);
  });

  it('every bad field is refused with its Indonesian message and nothing is written', async () => {
    const saldo = await balance('BDG');
    const before = await counts();
    const cases: [object, string, string][] = [
      [{ jumlah_rp: undefined }, 'jumlah_rp', M.jumlahRequired],
      [{ jumlah_rp: 0 }, 'jumlah_rp', M.jumlahZero],
      [{ jumlah_rp: -5_000 }, 'jumlah_rp', M.jumlahZero],
      [{ jumlah_rp: 'lima juta' }, 'jumlah_rp', M.jumlahInvalid],
      [{ jumlah_rp: 1500.5 }, 'jumlah_rp', M.jumlahInvalid],
      [{ jumlah_rp: KIRIM_UANG_MAX + 1 }, 'jumlah_rp', M.jumlahTooLarge],
      [{ jumlah_rp: 1e300 }, 'jumlah_rp', M.jumlahTooLarge],
      [{ jumlah_rp: saldo + 1 }, 'jumlah_rp', `Jumlah Rp melebihi saldo (saldo Rp ${saldo.toLocaleString('en-US')})`],
      [{ tujuan: '' }, 'tujuan', M.tujuanRequired],
      [{ tujuan: 'SBY' }, 'tujuan', M.tujuanNotHeadOffice],
      [{ tujuan: 'BDG' }, 'tujuan', M.tujuanNotHeadOffice],
      [{ keterangan: '  ' }, 'keterangan', M.keteranganRequired],
      [{ keterangan: 'x'.repeat(201) }, 'keterangan', M.keteranganTooLong],
      [{ no_reff: 'x'.repeat(61) }, 'no_reff', M.noReffTooLong],
      [{ asal: 'DOMPET' }, 'asal', M.asalInvalid],
      [{ asal: 'BANK' }, 'no_rekening', M.rekeningRequired],
      [{ asal: 'BANK', no_rekening: '000-TIDAK-ADA' }, 'no_rekening', M.rekeningUnknown],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('POST', '/api/kirim-uang', spv, form(over));
      expect(res.statusCode, `${JSON.stringify(over)} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message, errors: { [field]: message } });
    }
    // a bank account of the store with nothing in it
    const rekening = await t.db.selectFrom('rekening').select('no_rekening').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow();
    const bank = await call('POST', '/api/kirim-uang', spv, form({ asal: 'BANK', no_rekening: rekening.no_rekening }));
    expect(bank.statusCode).toBe(400);
    expect(bank.json().message).toBe('Jumlah Rp melebihi saldo (saldo Rp 0)');
    // a text built from values carries its template code and values (the web shows it in the picked language)
    expect(bank.json()).toMatchObject({
      code: 'moneyTransfers.balanceTooLow',
      params: { saldo: 'Rp 0' },
      error_codes: { jumlah_rp: 'moneyTransfers.balanceTooLow' },
      error_params: { jumlah_rp: { saldo: 'Rp 0' } },
    });
    expect(await counts()).toEqual(before);
    expect(await balance('BDG')).toBe(saldo);
  });

  it('from a bank account: the money leaves that account', async () => {
    const rekening = await t.db.selectFrom('rekening').select('no_rekening').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow();
    await cashIn('BDG', 3_000_000, 'BANK', rekening.no_rekening);
    const sent = await send({ jumlah_rp: 2_500_000, asal: 'BANK', no_rekening: rekening.no_rekening });
    const kas = await t.db.selectFrom('kas_mutasi').selectAll().where('no_ref', '=', sent.nota_kirim).executeTakeFirstOrThrow();
    expect([kas.jenis, kas.no_rekening, Number(kas.jumlah_out)]).toEqual(['BANK', rekening.no_rekening, 2_500_000]);
  });

  it('head office does not send to itself and a cashier without the screen may not send (403)', async () => {
    const before = await counts();
    expect((await call('POST', '/api/kirim-uang', owner, form())).statusCode).toBe(403);
    expect((await call('POST', '/api/kirim-uang', kasir, form())).statusCode).toBe(403);
    expect((await call('GET', '/api/kirim-uang-history', kasir)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('two sends racing for the same balance: only one leaves the drawer', async () => {
    const saldo = await balance('BDG');
    const half = Math.floor(saldo / 2) + 1;
    const results = await Promise.all([call('POST', '/api/kirim-uang', spv, form({ jumlah_rp: half })), call('POST', '/api/kirim-uang', spv, form({ jumlah_rp: half }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await balance('BDG')).toBe(saldo - half);
    expect(await balance('BDG')).toBeGreaterThanOrEqual(0);
  });
});

describe('receiving money at head office', () => {
  it('looks a transfer up by its reference (nota_kirim); unknown gives an empty list with No Terima Tidak Ditemukan', async () => {
    await cashIn('BDG', 2_000_000);
    const sent = await send({ jumlah_rp: 1_000_000 });
    const found = await call('GET', `/api/kirim-uang/${sent.nota_kirim.toLowerCase()}`, owner);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toHaveLength(1);
    expect(found.json().data[0]).toMatchObject({ nota_kirim: sent.nota_kirim, kode_toko: 'BDG', jumlah_rp: 1_000_000, status: 'OPEN' });
    const unknown = await call('GET', '/api/kirim-uang/KU-BDG-000000-999999', owner);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ data: [], message: M.notFound });
    const blank = await call('GET', '/api/kirim-uang/%20%20', owner);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(M.referenceRequired);
    // a branch cannot look at or receive transfers (head office only)
    expect((await call('GET', `/api/kirim-uang/${sent.nota_kirim}`, spv)).statusCode).toBe(403);
  });

  it('receives once: TERIMA UANG into the drawer of PST on its business date; a second reception is refused and writes nothing', async () => {
    await cashIn('BDG', 1_500_000);
    const sent = await send({ jumlah_rp: 1_500_000 });
    const pstBefore = await balance('PST');
    const res = await call('PATCH', `/api/kirim-uang/${sent.nota_kirim}/reception`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.received);
    const pst = await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'PST').executeTakeFirstOrThrow();
    expect(res.json().data).toMatchObject({ status: 'DONE', terima_by: 'OWNER', tgl_terima: pst.tgl_system });
    expect(await balance('PST')).toBe(pstBefore + 1_500_000);
    const kas = await t.db.selectFrom('kas_mutasi').selectAll().where('no_ref', '=', sent.nota_kirim).orderBy('id').execute();
    expect(kas.map((k) => [k.kode_toko, k.kategori, Number(k.jumlah_in), Number(k.jumlah_out)])).toEqual([
      ['BDG', 'KIRIM UANG', 0, 1_500_000],
      ['PST', 'TERIMA UANG', 1_500_000, 0],
    ]);
    expect(kas[1]!.tgl_system).toBe(pst.tgl_system);

    const before = await counts();
    const again = await call('PUT', `/api/kirim-uang/${sent.nota_kirim}/reception`, owner);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(`Uang ${sent.nota_kirim} sudah diterima oleh OWNER`);
    expect(again.json()).toMatchObject({ code: 'moneyTransfers.alreadyReceivedBy', params: { notaKirim: sent.nota_kirim, terimaBy: 'OWNER' } });
    const unknown = await call('PATCH', '/api/kirim-uang/KU-BDG-000000-999999/reception', owner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.notFound);
    expect((await call('PATCH', `/api/kirim-uang/${sent.nota_kirim}/reception`, spv)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    expect(await balance('PST')).toBe(pstBefore + 1_500_000);
  });

  it("head office acting for a branch cannot receive into that branch: only the destination store receives", async () => {
    await cashIn('BDG', 700_000);
    const sent = await send({ jumlah_rp: 700_000 });
    const before = await counts();
    const res = await call('PATCH', `/api/kirim-uang/${sent.nota_kirim}/reception`, { ...owner, 'x-kode-toko': 'BDG' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.onlyDestination);
    expect(await counts()).toEqual(before);
  });

  it('two receptions racing each other end with exactly one', async () => {
    await cashIn('BDG', 900_000);
    const sent = await send({ jumlah_rp: 900_000 });
    const admin = t.bearer(await t.login('ADMIN'));
    const pstBefore = await balance('PST');
    const results = await Promise.all([call('PATCH', `/api/kirim-uang/${sent.nota_kirim}/reception`, owner), call('PUT', `/api/kirim-uang/${sent.nota_kirim}/reception`, admin)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const loser = results.find((r) => r.statusCode === 400)!;
    expect(loser.json().message).toMatch(/^Uang KU-BDG-.* sudah diterima/);
    const rows = await t.db.selectFrom('kas_mutasi').select('kategori').where('no_ref', '=', sent.nota_kirim).where('kategori', '=', 'TERIMA UANG').execute();
    expect(rows).toHaveLength(1);
    expect(await balance('PST')).toBe(pstBefore + 900_000);
    const transit = await moneyInTransit(t.db, 'BDG');
    const open = await t.db.selectFrom('kirim_uang').select(sql<string>`coalesce(sum(jumlah_rp),0)`.as('s')).where('kode_toko', '=', 'BDG').where('status', '=', 'OPEN').executeTakeFirstOrThrow();
    expect(transit.jumlah_rp).toBe(Number(open.s));
  });

  it('the list of transfers checks its dates and status', async () => {
    const noDate = await call('GET', '/api/kirim-uang?status=ALL', spv);
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toBe(MESSAGES.tglAwalRequired);
    const badStatus = await call('GET', '/api/kirim-uang?status=HILANG&tgl_from=2026-01-01&tgl_to=2026-01-31', spv);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe(M.statusInvalid);
    const reversed = await call('GET', '/api/kirim-uang?status=ALL&tgl_from=2026-02-01&tgl_to=2026-01-01', spv);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(MESSAGES.tglAwalAfterAkhir);
  });
});

describe('Laporan Kirim Uang keluar', () => {
  it('a branch sees its own transfers; head office picks a shop (Mohon Pilih Toko without one) or ALL; status filters', async () => {
    const bdg = await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow();
    const period = `tgl_awal=${bdg.tgl_system}&tgl_akhir=${bdg.tgl_system}`;
    const own = await call('GET', `/api/laporan/kirim-uang-keluar?${period}&filter=ALL&ip_cabang=BDG`, spv);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().message).toBe(MESSAGES.reportAvailable);
    const rows = own.json().data as { kode_toko: string; status: string; jumlah_rp: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.kode_toko))).toEqual(new Set(['BDG']));
    // a branch asking for another shop still sees only its own
    const other = await call('GET', `/api/laporan/kirim-uang-keluar?${period}&filter=ALL&ip_cabang=SBY`, spv);
    expect(other.json().data).toEqual(own.json().data);

    const noShop = await call('GET', `/api/laporan/kirim-uang-keluar?${period}&filter=ALL`, owner);
    expect(noShop.statusCode).toBe(400);
    expect(noShop.json()).toMatchObject({ message: M.pickStore, errors: { ip_cabang: M.pickStore } });
    const picked = await call('GET', `/api/laporan/kirim-uang-keluar?${period}&filter=DONE&ip_cabang=BDG`, owner);
    expect(picked.statusCode).toBe(200);
    expect(picked.json().data.length).toBe(rows.filter((r) => r.status === 'DONE').length);
    expect(picked.json().data.every((r: { status: string }) => r.status === 'DONE')).toBe(true);
    const sby = await call('GET', `/api/laporan/kirim-uang-keluar?${period}&filter=ALL&ip_cabang=SBY`, owner);
    expect(sby.json()).toMatchObject({ data: [], message: MESSAGES.reportEmpty });
    const all = await call('GET', `/api/laporan/kirim-uang-keluar?${period}&filter=ALL&ip_cabang=ALL`, owner);
    expect(all.json().data.length).toBe(rows.length);
    const badStatus = await call('GET', `/api/laporan/kirim-uang-keluar?${period}&filter=HILANG&ip_cabang=BDG`, owner);
    expect(badStatus.statusCode).toBe(400);
    // a cashier without the report in the akses tree
    expect((await call('GET', `/api/laporan/kirim-uang-keluar?${period}&filter=ALL&ip_cabang=BDG`, kasir)).statusCode).toBe(403);
  });
});
