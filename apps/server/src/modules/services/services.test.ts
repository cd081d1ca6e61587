import { approvalRequiredMessage, MESSAGES, SERVICE_MESSAGES as M } from '@emas/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOf, kasOf, newKey, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let rekening: string;
let tgl: string;
let group: { kode_group: string; harga_jual: number; harga_beli: number };

const SERVICE_SCREENS = { service: ['transaksi-services', 'lihat-services', 'papan-service'], pesanan: ['transaksi-pesanan'], validasi: ['validasi-service'], utility: ['tutup-toko'], laporan: ['laporan-service-masuk', 'laporan-service-selesai', 'laporan-service-ambil', 'laporan-service-batal', 'laporan-transaksi-service'] };

beforeAll(async () => {
  t = await createTestApp();
  await setAksesTree(t, 'KASIRBDG', { service: SERVICE_SCREENS.service.slice(0, 2), laporan: SERVICE_SCREENS.laporan });
  await setAksesTree(t, 'SPVBDG', SERVICE_SCREENS);
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  rekening = (await firstOf(t, 'rekening')).no_rekening as string;
  tgl = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
  const price = await t.db
    .selectFrom('harga_emas')
    .select(['kode_group', 'harga_jual', 'harga_beli'])
    .where('kode_toko', '=', 'BDG')
    .where('tgl_berlaku', '<=', tgl)
    .orderBy('tgl_berlaku', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  group = { kode_group: price.kode_group, harga_jual: Number(price.harga_jual), harga_beli: Number(price.harga_beli) };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const piece = (berat = '5.000', extra: Record<string, unknown> = {}) => ({ nama_barang: 'cincin kawin', kode_group: group.kode_group, berat, deskripsi: ['POL', 'UKR'], ...extra });

async function intake(extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/service', kasir, {
    idempotency_key: newKey(),
    nama_customer: 'rina wati',
    no_hp: '081234567890',
    kode_tukang: 'T01',
    tgl_janji: tgl,
    ongkos_estimasi: 100_000,
    detail: [piece()],
    pembayaran: [{ jenis: 'CASH', jumlah_rp: 30_000 }],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { no_service: string; dp: number; status: string; detail: { urut: number }[] };
}

const finish = (no: string, detail: object[], ongkos = 100_000) => call('POST', `/api/service/${no}/selesai`, kasir, { ongkos, detail });
const journalOf = async (no: string) =>
  (await t.db.selectFrom('jurnal').select(['nomor_akun', 'debet', 'kredit']).where('no_ref', '=', no).execute()).reduce<Record<string, number>>((m, j) => {
    m[j.nomor_akun] = (m[j.nomor_akun] ?? 0) + Number(j.debet) - Number(j.kredit);
    return m;
  }, {});
const drawer = async () => Number((await t.db.selectFrom('kas_mutasi').select((eb) => eb.fn.sum<string>(eb.ref('jumlah_in')).as('i')).select((eb) => eb.fn.sum<string>(eb.ref('jumlah_out')).as('o')).where('kode_toko', '=', 'BDG').where('jenis', '=', 'CASH').executeTakeFirstOrThrow().then((r) => Number(r.i) - Number(r.o))));
const count = async (table: 'service' | 'service_detail' | 'kas_mutasi' | 'jurnal') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('repair services', () => {
  it('takes a repair in with a photo and a split deposit: ticket, pieces, cash ledger SERVICE and its journal', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9a227' } }).png().toBuffer();
    const boundary = '----svc';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="cincin.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({ method: 'POST', url: '/api/service/foto', headers: { ...kasir, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(up.statusCode, up.body).toBe(200);
    const foto = up.json().data.foto as string;
    expect(foto).toMatch(/^BDG\/SERVICE\/[0-9a-f]{16}\.jpg$/);

    const s = await intake({ detail: [piece('5.000', { foto })], pembayaran: [{ jenis: 'CASH', jumlah_rp: 20_000 }, { jenis: 'TRANSFER', jumlah_rp: 15_000, no_rekening: rekening }] });
    expect(s.no_service).toMatch(/^SV-BDG-\d{6}-\d{6}$/);
    expect(s).toMatchObject({ status: 'OPEN', dp: 35_000, nama_customer: 'RINA WATI', nama_tukang: 'PAK SLAMET', total_berat_masuk: '5.000' });
    expect((s as unknown as { detail: { deskripsi: string[]; ada_foto: boolean }[] }).detail[0]).toMatchObject({ deskripsi: ['POLES / CUCI', 'UBAH UKURAN'], ada_foto: true });
    expect((await kasOf(t, s.no_service)).map((k) => [k.kategori, k.jenis, Number(k.jumlah_in)])).toEqual([
      ['SERVICE', 'CASH', 20_000],
      ['SERVICE', 'BANK', 15_000],
    ]);
    const journal = await journalOf(s.no_service);
    expect(journal['2-1100']).toBe(-35_000);
    expect(journal['1-1100']).toBe(20_000);

    const photo = await call('GET', `/api/service/${s.no_service}/foto/1`, kasir);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');

    const list = await call('GET', `/api/service?tgl_awal=${tgl}&tgl_akhir=${tgl}&status=OPEN`, kasir);
    expect(list.json().data.map((r: { no_service: string }) => r.no_service)).toContain(s.no_service);
  });

  it('refuses bad input with the field and its message, writing nothing', async () => {
    const before = [await count('service'), await count('kas_mutasi')];
    const bad = async (payload: object, field: string, message: string) => {
      const res = await call('POST', '/api/service', kasir, { idempotency_key: newKey(), nama_customer: 'x', kode_tukang: 'T01', tgl_janji: tgl, ongkos_estimasi: 50_000, detail: [piece()], ...payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message, errors: { [field]: message } });
    };
    await bad({ nama_customer: '' }, 'nama_customer', M.namaCustomerRequired);
    await bad({ kode_tukang: 'T99' }, 'kode_tukang', M.tukangUnknown);
    await bad({ tgl_janji: '2000-01-01' }, 'tgl_janji', M.tglJanjiBefore);
    await bad({ tgl_janji: '2026-13-45' }, 'tgl_janji', MESSAGES.dateInvalid);
    await bad({ detail: [] }, 'detail', M.noLines);
    await bad({ detail: [piece('0')] }, 'detail.0.berat', 'Berat tidak boleh 0');
    await bad({ detail: [piece('5', { kode_group: 'ZZZ' })] }, 'detail.0.kode_group', M.groupUnknown);
    await bad({ detail: [piece('5', { deskripsi: ['XXX'] })] }, 'detail.0.deskripsi', M.deskripsiUnknown);
    await bad({ detail: [piece('5', { foto: 'SBY/SERVICE/0123456789abcdef.jpg' })] }, 'detail.0.foto', M.fotoInvalid);
    await bad({ pembayaran: [{ jenis: 'CASH', jumlah_rp: 50_001 }] }, 'pembayaran', M.dpOverEstimasi);
    expect([await count('service'), await count('kas_mutasi')]).toEqual(before);
  });

  it('finishes with the weight out: gold added charged at the selling price, lost credited at the buying price, in milligrams', async () => {
    const s = await intake({ detail: [piece('5.000'), piece('2.500')] });
    expect((await finish(s.no_service, [{ urut: 1, berat_keluar: '5.250' }])).json()).toMatchObject({ message: M.beratKeluarRequired });
    expect((await finish(s.no_service, [{ urut: 1, berat_keluar: '5.250' }, { urut: 9, berat_keluar: '1' }])).statusCode).toBe(400);
    const res = await finish(s.no_service, [{ urut: 1, berat_keluar: '5.25' }, { urut: 2, berat_keluar: '2.487' }], 80_000);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    const tambah = Math.ceil((250 * group.harga_jual) / 1000);
    const susut = Math.floor((13 * group.harga_beli) / 1000);
    expect(d).toMatchObject({ status: 'DONE', ongkos: 80_000, total_tambah: tambah, total_susut: susut, total_biaya: 80_000 + tambah - susut, total_berat_keluar: '7.737', whatsapp: 'TIDAK' });
    expect(d.detail.map((l: { selisih: string }) => l.selisih)).toEqual(['0.250', '-0.013']);
    expect(res.json().message).toBe(M.finished);
    const again = await finish(s.no_service, [{ urut: 1, berat_keluar: '5' }, { urut: 2, berat_keluar: '2.5' }]);
    expect(again.json().message).toBe(M.notOpen);
  });

  it('a repair is handed back once: two cashiers at once, one wins, the other is refused; the money is what was due', async () => {
    const s = await intake();
    expect((await call('POST', `/api/service/${s.no_service}/ambil`, kasir, { idempotency_key: newKey(), pembayaran: [] })).json().message).toBe(M.notDone);
    await finish(s.no_service, [{ urut: 1, berat_keluar: '5.000' }], 100_000);
    const kasBefore = await count('kas_mutasi');
    const pay = (key: string) => call('POST', `/api/service/${s.no_service}/ambil`, kasir, { idempotency_key: key, pembayaran: [{ jenis: 'CASH', jumlah_rp: 100_000 }] });
    const [a, b] = await Promise.all([pay(newKey()), pay(newKey())]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 400]);
    const lost = a.statusCode === 400 ? a : b;
    expect(lost.json().message).toBe(M.alreadyClosed);
    const won = (a.statusCode === 200 ? a : b).json().data;
    expect(won).toMatchObject({ status: 'CLOS', total_biaya: 100_000, dp: 30_000, sisa: 70_000, bayar: 100_000, kembalian: 30_000 });
    expect(await count('kas_mutasi')).toBe(kasBefore + 2);
    const rows = (await kasOf(t, s.no_service)).filter((k) => k.kategori === 'SERVICE AMBIL').map((k) => [k.jenis, Number(k.jumlah_in), Number(k.jumlah_out)]);
    expect(rows).toEqual([
      ['CASH', 100_000, 0],
      ['CASH', 0, 30_000],
    ]);
    // the deposit moved from customer deposits to service income: 2-1100 nets to zero, income is the bill
    const journal = await journalOf(s.no_service);
    expect(journal['2-1100']).toBe(0);
    expect(journal['4-1400']).toBe(-100_000);
    expect(journal['1-1100']).toBe(100_000);
    expect(Object.values(journal).reduce((a, v) => a + v, 0)).toBe(0);
  });

  it('gives the deposit back at pick-up when the bill is below it; refuses a payment then', async () => {
    const s = await intake({ ongkos_estimasi: 60_000, pembayaran: [{ jenis: 'CASH', jumlah_rp: 60_000 }] });
    await finish(s.no_service, [{ urut: 1, berat_keluar: '5.000' }], 45_000);
    const refused = await call('POST', `/api/service/${s.no_service}/ambil`, kasir, { idempotency_key: newKey(), pembayaran: [{ jenis: 'CASH', jumlah_rp: 1 }] });
    expect(refused.json()).toMatchObject({ message: M.paymentNotNeeded, errors: { pembayaran: M.paymentNotNeeded } });
    const key = newKey();
    const ok = await call('POST', `/api/service/${s.no_service}/ambil`, kasir, { idempotency_key: key, pembayaran: [] });
    expect(ok.json().data).toMatchObject({ status: 'CLOS', sisa: -15_000, dikembalikan: 15_000 });
    const replay = await call('POST', `/api/service/${s.no_service}/ambil`, kasir, { idempotency_key: key, pembayaran: [] });
    expect(replay.statusCode).toBe(200);
    const net = (await kasOf(t, s.no_service)).reduce((n, k) => n + Number(k.jumlah_in) - Number(k.jumlah_out), 0);
    expect(net).toBe(45_000);
    const journal = await journalOf(s.no_service);
    expect(journal['2-1100']).toBe(0);
    expect(journal['4-1400']).toBe(-45_000);
    expect(Object.values(journal).reduce((a, v) => a + v, 0)).toBe(0);
  });

  it('cancelling needs a supervisor approval and restores the deposit, the balances and the journal exactly', async () => {
    const drawerBefore = await drawer();
    const s = await intake({ pembayaran: [{ jenis: 'CASH', jumlah_rp: 25_000 }, { jenis: 'CARD', jumlah_rp: 10_000, no_rekening: rekening }] });
    expect(await drawer()).toBe(drawerBefore + 25_000);
    const without = await call('POST', `/api/service/${s.no_service}/batal`, kasir, { alasan: 'batal', otorisasi: [] });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(approvalRequiredMessage(['BATAL_SERVICE']));
    const noReason = await call('POST', `/api/service/${s.no_service}/batal`, kasir, { alasan: ' ', otorisasi: [] });
    expect(noReason.json()).toMatchObject({ message: M.alasanRequired });
    const approval = await call('POST', '/api/otorisasi', kasir, { operasi: 'BATAL_SERVICE', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'batal service' });
    expect(approval.statusCode, approval.body).toBe(200);
    const res = await call('POST', `/api/service/${s.no_service}/batal`, kasir, { alasan: 'customer berubah pikiran', otorisasi: [approval.json().data.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'CANC', refund: 35_000, otorisasi_by: 'SPVBDG' });
    expect(await drawer()).toBe(drawerBefore);
    const byAccount = new Map<string, number>();
    for (const k of await kasOf(t, s.no_service)) byAccount.set(`${k.jenis}${k.no_rekening ?? ''}`, (byAccount.get(`${k.jenis}${k.no_rekening ?? ''}`) ?? 0) + Number(k.jumlah_in) - Number(k.jumlah_out));
    expect([...byAccount.values()]).toEqual([0, 0]);
    expect(Object.values(await journalOf(s.no_service)).every((v) => v === 0)).toBe(true);
    expect((await journalOf(s.no_service))['2-1100']).toBe(0);
    expect((await call('POST', `/api/service/${s.no_service}/batal`, kasir, { alasan: 'lagi', otorisasi: [] })).json().message).toBe(M.alreadyClosed);
  });

  it('the board lists open repairs and orders late first; validation, chart and the five reports answer', async () => {
    const late = await intake();
    await t.db.updateTable('service').set({ tgl_janji: '2020-01-01' }).where('no_service', '=', late.no_service).execute();
    const sales = (await firstOf(t, 'sales')).kode_sales as string;
    const dept = (await t.db.selectFrom('jenis').select('kode_dept').where('kode_toko', '=', 'BDG').orderBy('kode_dept').limit(1).executeTakeFirstOrThrow()).kode_dept;
    const order = await call('POST', '/api/pesanan', spv, {
      idempotency_key: newKey(),
      kode_sales: sales,
      kode_tukang: 'T02',
      nama_customer: 'budi',
      tgl_janji: tgl,
      detail: [{ deskripsi: 'cincin nama', kode_group: group.kode_group, kode_dept: dept, berat_estimasi: '3.5', size: '12', ongkos: 150_000 }],
      pembayaran: [{ jenis: 'CASH', jumlah_rp: 100_000 }],
    });
    expect(order.statusCode, order.body).toBe(200);
    const noPesanan = order.json().data.no_pesanan as string;
    await t.db.updateTable('pesanan').set({ tgl_janji: '2020-06-01' }).where('no_pesanan', '=', noPesanan).execute();
    const board = await call('GET', '/api/service/board', spv);
    expect(board.statusCode, board.body).toBe(200);
    const rows = board.json().data.rows as { jenis: string; no_dokumen: string; hari_terlambat: number }[];
    expect(rows[0]!.no_dokumen).toBe(late.no_service);
    expect(rows[0]!.hari_terlambat).toBeGreaterThan(0);
    expect(rows[1]).toMatchObject({ jenis: 'PESANAN', no_dokumen: noPesanan });
    expect(rows[1]!.hari_terlambat).toBeLessThan(rows[0]!.hari_terlambat);
    expect((await call('GET', '/api/service/board', kasir)).statusCode).toBe(403);

    const v = await call('POST', '/api/service/validasi', spv, { no_service: [late.no_service] });
    expect(v.json()).toMatchObject({ message: M.validated, data: { validated: 1 } });

    const chart = await call('GET', '/api/service/chart?type=today', kasir);
    expect(chart.statusCode, chart.body).toBe(200);
    expect(chart.json().data).toMatchObject({ type: 'today', tanggal: tgl });
    expect(chart.json().data.masuk).toBeGreaterThan(0);
    expect((await call('GET', '/api/service/chart?type=monthly', kasir)).json().message).toBe(M.chartTypeInvalid);

    const q = `tgl_awal=${tgl}&tgl_akhir=${tgl}`;
    for (const [path, min] of [['service-masuk', 1], ['service-selesai', 1], ['service-ambil', 1], ['service-batal', 1]] as const) {
      const r = await call('GET', `/api/laporan/${path}?${q}&kode_tukang=ALL`, kasir);
      expect(r.statusCode, `${path} ${r.body}`).toBe(200);
      expect(r.json().data.length, path).toBeGreaterThanOrEqual(min);
      expect(r.json().message).toBe(MESSAGES.reportAvailable);
    }
    const ambil = (await call('GET', `/api/laporan/service-ambil?${q}`, kasir)).json().data as { sisa: number; total_biaya: number; dp: number }[];
    for (const a of ambil) expect(a.sisa).toBe(a.total_biaya - a.dp);
    const trx = await call('GET', `/api/laporan/transaksi-service?${q}&filter=ALL`, kasir);
    expect(trx.statusCode, trx.body).toBe(200);
    expect(new Set(trx.json().data.map((r: { kategori: string }) => r.kategori))).toEqual(new Set(['SERVICE', 'SERVICE AMBIL', 'BATAL SERVICE']));
    const empty = await call('GET', `/api/laporan/service-masuk?tgl_awal=2020-01-01&tgl_akhir=2020-01-01`, kasir);
    expect(empty.json()).toMatchObject({ data: [], message: MESSAGES.reportEmpty });
    expect((await call('GET', `/api/laporan/service-masuk?tgl_awal=${tgl}`, kasir)).statusCode).toBe(400);
  });

  it('service/chart answers zeros on a quiet day, not an error', async () => {
    const sby = t.bearer(await t.login('KASIRSBY'));
    const res = await call('GET', '/api/service/chart?type=today', sby);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'today', jumlah: 0, berat: '0.000', total_rp: 0, masuk: 0, selesai: 0, ambil: 0, batal: 0 });
  });

  it('the Deskripsi Service master answers para-deskripsi-service and is written by its screen only', async () => {
    const list = await call('GET', '/api/para-deskripsi-service', kasir);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((d: { kode_deskripsi: string }) => d.kode_deskripsi)).toContain('POL');
    expect((await call('POST', '/api/para-deskripsi-service', kasir, { kode_deskripsi: 'GRV', nama_deskripsi: 'GRAFIR' })).statusCode).toBe(403);
    const admin = t.bearer(await t.login('ADMIN'));
    const made = await t.app.inject({ method: 'POST', url: '/api/para-deskripsi-service', headers: { ...admin, 'x-kode-toko': 'BDG' }, payload: { kode_deskripsi: 'GRV', nama_deskripsi: 'grafir nama', ongkos: 35_000 } });
    expect(made.statusCode, made.body).toBe(200);
  });
});

describe('the day close and the service validation module', () => {
  type Check = { key: string; level: string; jumlah: number; pesan: string; link: string };
  const serviceCheck = async () => {
    const res = await call('GET', '/api/tutup-toko/cek', spv);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.checks as Check[]).find((c) => c.key === 'VALIDASI_SERVICE');
  };
  const setModule = (key: string, aktif: boolean) =>
    t.db
      .insertInto('para_module')
      .values({ kode_toko: 'BDG', key, aktif, updated_by: 'TEST' })
      .onConflict((oc) => oc.columns(['kode_toko', 'key']).doUpdateSet({ aktif }))
      .execute();

  it('counts the repairs of the day a supervisor has not validated: a warning, a block when the store requires validation, gone once validated', async () => {
    await setModule('VALIDASI_SERVICE_MODULE', true);
    const pending = await t.db.selectFrom('service').select('no_service').where('kode_toko', '=', 'BDG').where('tgl_system', '=', tgl).where('valid', '=', false).where('status', '!=', 'CANC').execute();
    const s = await intake();
    expect(await serviceCheck()).toMatchObject({ level: 'WARN', jumlah: pending.length + 1, link: '/validasi-service', pesan: `${pending.length + 1} service belum divalidasi` });
    await setModule('TUTUP_TOKO_WAJIB_VALIDASI_MODULE', true);
    try {
      expect(await serviceCheck()).toMatchObject({ level: 'BLOCK' });
      const refused = await call('POST', '/api/tutup-toko', spv, { tgl_system: tgl });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.VALIDASI_SERVICE).toBe(`${pending.length + 1} service belum divalidasi`);
      const v = await call('POST', '/api/service/validasi', spv, { no_service: [...pending.map((p) => p.no_service), s.no_service] });
      expect(v.statusCode, v.body).toBe(200);
      expect(await serviceCheck()).toMatchObject({ level: 'BLOCK', jumlah: 0 });
    } finally {
      await setModule('TUTUP_TOKO_WAJIB_VALIDASI_MODULE', false);
    }
    // without the module nobody validates repairs: the close does not ask
    await setModule('VALIDASI_SERVICE_MODULE', false);
    try {
      await intake();
      expect(await serviceCheck()).toBeUndefined();
    } finally {
      await setModule('VALIDASI_SERVICE_MODULE', true);
    }
  });
});
