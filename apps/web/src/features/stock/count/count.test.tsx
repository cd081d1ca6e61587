import type { OpnameDetail, OpnameLine, TimbangRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../../kit/test-app';
import { StockOpnamePage } from './StockOpnamePage';
import { TimbangBakiPage } from './TimbangBakiPage';

const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function placesApi(r: FakeRequest) {
  if (r.path === 'gudang/get/all') return ok([{ kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA', jenis_gudang: 'JUAL' }]);
  if (r.path === 'baki/get/by-kode-gudang/UTAMA') return ok([{ kode_baki: 'B01', nama_baki: 'BAKI 1', kode_gudang: 'UTAMA', aktif: true }]);
  return undefined;
}

async function chooseTray(user: ReturnType<typeof userEvent.setup>, gudangLabel: string, bakiLabel: string, kodeBaki = 'B01') {
  const gudang = screen.getByRole('combobox', { name: gudangLabel });
  await waitFor(() => expect(within(gudang).getByRole('option', { name: 'UTAMA - GUDANG UTAMA' })).toBeInTheDocument());
  await user.selectOptions(gudang, 'UTAMA');
  if (!kodeBaki) return;
  const baki = screen.getByRole('combobox', { name: bakiLabel });
  await waitFor(() => expect(within(baki).getByRole('option', { name: 'B01 - BAKI 1' })).toBeInTheDocument());
  await user.selectOptions(baki, kodeBaki);
}

const ROW: TimbangRow = {
  id: 7,
  kode_gudang: 'UTAMA',
  kode_baki: 'B01',
  nama_baki: 'BAKI 1',
  jumlah: 3,
  berat_system: 10.5,
  berat_timbang: 10.25,
  selisih: -0.25,
  tgl_system: '2026-11-22',
  input_by: 'SPVBDG',
  created_at: '2026-11-22T03:00:00.000Z',
};

/** An empty weighing list whose start answers ROW. */
function weighingApi(r: FakeRequest) {
  if (r.method === 'GET' && r.path === 'timbang-baki') return ok({ data_timbang: [] }, 'Data Tidak Tersedia');
  if (r.method === 'POST' && r.path === 'timbang-baki/start') return ok({ data_timbang: [{ ...ROW, berat_timbang: null, selisih: null }] }, 'Data Berhasil Ditambahkan');
  if (r.method === 'PUT' && r.path === `timbang-baki/${ROW.id}`) return ok({ data_timbang: [ROW] }, 'Berat Timbang Berhasil Disimpan');
  return placesApi(r);
}

describe('/timbang-baki', () => {
  it("asks for the warehouse and the tray first (spec messages), then weighs and marks a light tray", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TimbangBakiPage />, { user: SPV, api: weighingApi });
    expect(await screen.findByText('Data Tidak Tersedia')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Mohon Untuk Pilih Kode Gudang')).toBeInTheDocument();
    await chooseTray(user, 'Kode Gudang', 'Kode Baki', '');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Mohon Untuk Pilih Kode Baki')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await chooseTray(user, 'Kode Gudang', 'Kode Baki');
    await user.type(screen.getByRole('textbox', { name: /Berat Timbang/ }), '10.25{Enter}');
    expect(await screen.findByText('Simpan Timbang Baki B01 (UTAMA) Dengan Berat Timbang 10.250 gr ?')).toBeInTheDocument();
    // nothing is recorded before the weighing is confirmed
    expect(calls.some((c) => c.method === 'POST' || c.method === 'PUT')).toBe(false);
    await user.click(screen.getByTestId('confirm-yes'));
    expect(await screen.findByText('Berat Timbang Berhasil Disimpan')).toBeInTheDocument();
    // spec 001 §7: the start names the tray only; the scale weight goes on the new row
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'timbang-baki/start', body: { kode_gudang: 'UTAMA', kode_toko: 'B01' } });
    expect(calls.find((c) => c.method === 'POST')!.body).not.toHaveProperty('berat_timbang');
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: `timbang-baki/${ROW.id}`, body: { berat_timbang: '10.25' } });
    const table = screen.getByTestId('timbang-table');
    expect(within(table).getByTestId('selisih')).toHaveTextContent('-0.250');
    expect(within(table).getByText('KURANG')).toBeInTheDocument();
  });

  it('refuses a typed minus with a message and records a weighing only after Ya (issue 17 item 3)', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TimbangBakiPage />, { user: SPV, api: weighingApi });
    await chooseTray(user, 'Kode Gudang', 'Kode Baki');
    const field = screen.getByRole('textbox', { name: /Berat Timbang/ });
    await user.type(field, '-10');
    expect(screen.getByText('Tidak Boleh Minus !')).toBeInTheDocument();
    expect(field).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Simpan Timbang Baki B01 (UTAMA) Dengan Berat Timbang 10.000 gr ?')).toBeInTheDocument();
    await user.click(await screen.findByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-no')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.queryByText('Data Berhasil Ditambahkan')).not.toBeInTheDocument();
  });

  it('shows the date of a weighing as DD-MM-YYYY like the rest of the app (issue 17 item 11)', async () => {
    renderScreen(<TimbangBakiPage />, {
      user: SPV,
      api: (r) => (r.method === 'GET' && r.path === 'timbang-baki' ? ok({ data_timbang: [ROW] }, 'Timbang Baki Tersdia') : placesApi(r)),
    });
    const table = await screen.findByTestId('timbang-table');
    expect(await within(table).findByText('22-11-2026', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(table).not.toHaveTextContent('2026-11-22');
  });

  it('refuses a weighed weight of 0 before sending it', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TimbangBakiPage />, { user: SPV, api: weighingApi });
    await chooseTray(user, 'Kode Gudang', 'Kode Baki');
    await user.type(screen.getByRole('textbox', { name: /Berat Timbang/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const warning = await screen.findByText('Berat tidak boleh 0');
    expect(warning.closest('.mantine-Notification-root')).toHaveTextContent('Perhatian');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the hour of a weighing in Asia/Jakarta, whatever zone the PC is set to', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      renderScreen(<TimbangBakiPage />, {
        user: SPV,
        // 03:00 UTC is 10:00 in Jakarta and 22:00 the day before in New York
        api: (r) => (r.method === 'GET' && r.path === 'timbang-baki' ? ok({ data_timbang: [ROW] }, 'Timbang Baki Tersdia') : placesApi(r)),
      });
      const table = await screen.findByTestId('timbang-table');
      expect(await within(table).findByText('10:00:00')).toBeInTheDocument();
      expect(table).not.toHaveTextContent(/22[.:]00[.:]00/);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('resets only after Ya', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TimbangBakiPage />, {
      user: SPV,
      api: (r) => {
        if (r.method === 'GET' && r.path === 'timbang-baki') return ok({ data_timbang: [ROW] }, 'Timbang Baki Tersdia');
        if (r.method === 'POST' && r.path === 'timbang-baki/reset') return ok({ data_timbang: [] }, 'Data Timbang Baki Berhasil Direset');
        return placesApi(r);
      },
    });
    await screen.findByText('KURANG');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(await screen.findByTestId('confirm-no'));
    expect(calls.some((c) => c.path === 'timbang-baki/reset')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText('Data Timbang Baki Berhasil Direset')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('KURANG')).not.toBeInTheDocument());
  });
});

const line = (kode_barcode: string, state: OpnameLine['state']): OpnameLine => ({
  kode_barcode,
  nama_barang: `CINCIN ${kode_barcode}`,
  kode_gudang: 'UTAMA',
  kode_baki: 'B01',
  jumlah: 1,
  berat: 2,
  status_barang: 'READY',
  state,
  scanned_at: null,
  scanned_by: null,
  dipindah: false,
});

const count = (detail: OpnameLine[], status: OpnameDetail['status'] = 'OPEN'): OpnameDetail => {
  const of = (s: OpnameLine['state']) => detail.filter((l) => l.state === s);
  const amount = (s: OpnameLine['state']) => ({ jumlah: of(s).reduce((n, l) => n + l.jumlah, 0), berat: of(s).reduce((n, l) => n + l.berat, 0) });
  return {
    no_opname: 'SO-BDG-261122-000001',
    tgl_system: '2026-11-22',
    kode_gudang: 'UTAMA',
    kode_baki: 'B01',
    status,
    sistem: { jumlah: 2, berat: 4 },
    found: amount('FOUND'),
    missing: amount('MISSING'),
    left: amount('LEFT'),
    unexpected: amount('UNEXPECTED'),
    unknown: of('UNKNOWN').length,
    jumlah_dipindah: 0,
    input_by: 'SPVBDG',
    created_at: '2026-11-22T03:00:00.000Z',
    closed_by: status === 'CLOSED' ? 'SPVBDG' : null,
    closed_at: null,
    berat_timbang: null,
    selisih_timbang: null,
    detail,
  };
};

describe('/stock-opname', () => {
  it('starts a count of a tray, scans with Enter, and after closing shows the missing item', { timeout: 40_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const started = count([line('BDG01', 'MISSING'), line('BDG02', 'MISSING')]);
    const scanned = count([line('BDG01', 'FOUND'), line('BDG02', 'MISSING')]);
    const closed = count(scanned.detail, 'CLOSED');
    const { calls } = renderScreen(<StockOpnamePage />, {
      user: SPV,
      tglSystem: '2026-11-22',
      api: (r) => {
        if (r.method === 'GET' && r.path === 'stock-opname') return ok([], 'Data Tidak Tersedia');
        if (r.method === 'POST' && r.path === 'stock-opname') return ok(started, 'Stock Opname Berhasil Dimulai');
        if (r.method === 'POST' && r.path.endsWith('/scan')) {
          return (r.body as { kode_barcode: string }).kode_barcode === 'BDG01' ? ok(scanned, 'Barang Ditemukan') : fail(400, 'Barcode BDG01 sudah ada di tabel');
        }
        if (r.method === 'POST' && r.path.endsWith('/close')) return ok(closed, 'Stock Opname Berhasil Ditutup');
        return placesApi(r);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Mulai Stock Opname' }));
    expect(await screen.findByText('Mohon Untuk Pilih Kode Gudang')).toBeInTheDocument();
    await chooseTray(user, 'Kode Gudang', 'Kode Baki (kosongkan untuk seluruh gudang)');
    await user.click(screen.getByRole('button', { name: 'Mulai Stock Opname' }));
    expect(await screen.findByText('Stock Opname Berhasil Dimulai')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'stock-opname', body: { kode_gudang: 'UTAMA', kode_baki: 'B01' } });
    expect(screen.getByTestId('opname-missing-count')).toHaveTextContent('2');

    await user.type(screen.getByRole('textbox', { name: /Scan Barcode/ }), 'bdg01{Enter}');
    expect(await screen.findByText('Barang Ditemukan')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/scan'))?.body).toEqual({ kode_barcode: 'BDG01' });
    expect(screen.getByTestId('opname-found-count')).toHaveTextContent('1');

    await user.type(screen.getByRole('textbox', { name: /Scan Barcode/ }), 'BDG02X{Enter}');
    expect(await screen.findByText('Barcode BDG01 sudah ada di tabel')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tutup Stock Opname' }));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText('Stock Opname Berhasil Ditutup')).toBeInTheDocument();
    expect(screen.getByTestId('opname-status')).toHaveTextContent('CLOSED');
    expect(within(screen.getByTestId('opname-missing')).getByText('BDG02')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Scan Barcode/ })).not.toBeInTheDocument();
  });

  it("resumes the day's open count", async () => {
    renderScreen(<StockOpnamePage />, {
      user: SPV,
      tglSystem: '2026-11-22',
      api: (r) => {
        const open = count([line('BDG01', 'MISSING')]);
        if (r.method === 'GET' && r.path === 'stock-opname') return ok([open]);
        if (r.method === 'GET' && r.path === `stock-opname/${open.no_opname}`) return ok(open);
        return placesApi(r);
      },
    });
    expect(await screen.findByTestId('opname-current', {}, { timeout: 10_000 })).toHaveTextContent('SO-BDG-261122-000001');
    expect(screen.getByRole('textbox', { name: /Scan Barcode/ })).toBeInTheDocument();
  });

  it('empties the scan field as Enter is taken, refused or not, so the next scan is not glued on', async () => {
    const user = userEvent.setup({ delay: null });
    const open = count([line('BDG01', 'FOUND'), line('BDG02', 'MISSING'), line('BDG03', 'MISSING')]);
    let answerSlowScan: (() => void) | undefined;
    const { calls } = renderScreen(<StockOpnamePage />, {
      user: SPV,
      tglSystem: '2026-11-22',
      api: (r) => {
        if (r.method === 'GET' && r.path === 'stock-opname') return ok([open]);
        if (r.method === 'GET' && r.path === `stock-opname/${open.no_opname}`) return ok(open);
        if (r.method === 'POST' && r.path.endsWith('/scan')) {
          const code = (r.body as { kode_barcode: string }).kode_barcode;
          if (code === 'BDG01') return fail(400, 'Barcode BDG01 sudah ada di tabel');
          if (code === 'BDG02') return new Promise((resolve) => (answerSlowScan = () => resolve(ok(count([line('BDG01', 'FOUND'), line('BDG02', 'FOUND'), line('BDG03', 'MISSING')]), 'Barang Ditemukan'))));
          return ok(count([line('BDG01', 'FOUND'), line('BDG02', 'FOUND'), line('BDG03', 'FOUND')]), 'Barang Ditemukan');
        }
        return placesApi(r);
      },
    });
    const field = await screen.findByRole('textbox', { name: /Scan Barcode/ }, { timeout: 10_000 });

    await user.type(field, 'BDG01{Enter}');
    expect(await screen.findByText('Barcode BDG01 sudah ada di tabel')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();

    // the next code while the server has not answered yet: the field is already empty and takes it
    await user.type(field, 'BDG02{Enter}');
    await waitFor(() => expect(answerSlowScan).toBeDefined());
    expect(field).toHaveValue('');
    await user.type(field, 'BDG03');
    expect(field).toHaveValue('BDG03');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('');
    answerSlowScan!();
    await waitFor(() => expect(screen.getByTestId('opname-found-count')).toHaveTextContent('3'));
    expect(calls.filter((c) => c.path.endsWith('/scan')).map((c) => c.body)).toEqual([{ kode_barcode: 'BDG01' }, { kode_barcode: 'BDG02' }, { kode_barcode: 'BDG03' }]);
    expect(field).toHaveFocus();
  });

  it('warns about an unknown barcode and an item that does not belong; summary, panels and history agree', async () => {
    const user = userEvent.setup({ delay: null });
    const stray: OpnameLine = { ...line('BDG09', 'UNEXPECTED'), kode_baki: 'B03', jumlah: 3, berat: 0.45 };
    const unknown: OpnameLine = { ...line('NOPE999', 'UNEXPECTED'), state: 'UNKNOWN', nama_barang: '', kode_gudang: null, kode_baki: null, jumlah: 0, berat: 0, status_barang: null };
    const left: OpnameLine = { ...line('BDG02', 'LEFT'), kode_baki: 'B05' };
    const open = count([line('BDG01', 'MISSING'), left]);
    const afterUnknown = count([line('BDG01', 'MISSING'), left, unknown]);
    const afterStray = count([line('BDG01', 'MISSING'), left, unknown, stray]);
    renderScreen(<StockOpnamePage />, {
      user: SPV,
      tglSystem: '2026-11-22',
      api: (r) => {
        if (r.method === 'GET' && r.path === 'stock-opname') return ok([open]);
        if (r.method === 'GET' && r.path === `stock-opname/${open.no_opname}`) return ok(open);
        if (r.method === 'POST' && r.path.endsWith('/scan')) {
          return (r.body as { kode_barcode: string }).kode_barcode === 'NOPE999'
            ? ok(afterUnknown, 'Barcode Tidak Terdaftar')
            : ok(afterStray, 'Barang Tidak Seharusnya Di Tempat Ini');
        }
        return placesApi(r);
      },
    });
    const field = await screen.findByRole('textbox', { name: /Scan Barcode/ }, { timeout: 10_000 });
    await user.type(field, 'NOPE999{Enter}');
    const unknownToast = await screen.findByText('Barcode Tidak Terdaftar', { selector: '.mantine-Notification-description' });
    expect(unknownToast.closest('.mantine-Notification-root')).toHaveTextContent('Perhatian');
    expect(unknownToast.closest('.mantine-Notification-root')).not.toHaveTextContent('Berhasil');

    await user.type(field, 'BDG09{Enter}');
    const strayToast = await screen.findByText('Barang Tidak Seharusnya Di Tempat Ini');
    expect(strayToast.closest('.mantine-Notification-root')).toHaveTextContent('Perhatian');

    // the stray accessory line holds 3 pieces: the summary, its panel and the history all say 3;
    // the unknown code is counted apart, in codes
    const summary = screen.getByTestId('opname-summary');
    expect(summary).toHaveTextContent('Tidak Seharusnya: 3 pcs');
    expect(summary).toHaveTextContent('Barcode Tidak Terdaftar: 1 kode');
    expect(summary).toHaveTextContent('Keluar Sejak Opname Dimulai: 1 pcs');
    expect(screen.getByTestId('opname-unexpected-count')).toHaveTextContent('3');
    expect(within(screen.getByTestId('opname-unexpected')).queryByText('NOPE999')).not.toBeInTheDocument();
    expect(screen.getByTestId('opname-unknown-count')).toHaveTextContent('1');
    expect(within(screen.getByTestId('opname-unknown')).getByText('NOPE999')).toBeInTheDocument();
    expect(within(screen.getByTestId('opname-left')).getByText('B05')).toBeInTheDocument();
    expect(screen.getByTestId('opname-missing-count')).toHaveTextContent('1');

    const history = screen.getByTestId('opname-history');
    const header = within(history).getAllByRole('columnheader').map((h) => h.textContent);
    const cells = within(within(history).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent);
    const column = (name: string) => cells[header.indexOf(name)];
    expect(column('Tidak Seharusnya')).toBe('3');
    expect(column('Barcode Tidak Terdaftar')).toBe('1');
    expect(column('Keluar Sejak Opname Dimulai')).toBe('1');
  });
});

describe('/stock-opname close (issue 17 items 1 and 11)', () => {
  it('a tray count promises the move, shows where the stray piece went and warns about the one it could not move', async () => {
    const user = userEvent.setup({ delay: null });
    const stray: OpnameLine = { ...line('BDG09', 'UNEXPECTED'), kode_baki: 'B02' };
    const sold: OpnameLine = { ...line('BDG07', 'UNEXPECTED'), kode_baki: 'B03' };
    const open = count([line('BDG01', 'FOUND'), line('BDG02', 'MISSING'), stray, sold]);
    const closed = count([line('BDG01', 'FOUND'), line('BDG02', 'MISSING'), { ...stray, dipindah: true }, { ...sold, status_barang: 'TERJUAL' }], 'CLOSED');
    const { calls } = renderScreen(<StockOpnamePage />, {
      user: SPV,
      tglSystem: '2026-11-22',
      api: (r) => {
        if (r.method === 'GET' && r.path === 'stock-opname') return ok([open]);
        if (r.method === 'GET' && r.path === `stock-opname/${open.no_opname}`) return ok(open);
        if (r.method === 'POST' && r.path.endsWith('/close')) return ok(closed, 'Stock Opname Berhasil Ditutup. 1 barang dipindahkan ke baki B01. Tidak dipindahkan: BDG07 (TERJUAL)');
        return placesApi(r);
      },
    });
    // the history shows the business date as the rest of the app does
    const history = await screen.findByTestId('opname-history');
    expect(await within(history).findByText('22-11-2026', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(history).not.toHaveTextContent('2026-11-22');

    await user.click(await screen.findByRole('button', { name: 'Tutup Stock Opname' }, { timeout: 10_000 }));
    expect(await screen.findByText(/akan dipindahkan ke baki ini/)).toBeInTheDocument();
    await user.click(await screen.findByTestId('confirm-yes'));
    const toast = await screen.findByText(/Stock Opname Berhasil Ditutup\. 1 barang dipindahkan ke baki B01/);
    expect(toast.closest('.mantine-Notification-root')).toHaveTextContent('Perhatian');
    expect(calls.some((c) => c.path.endsWith('/close'))).toBe(true);
    const unexpected = screen.getByTestId('opname-unexpected');
    expect(within(unexpected).getByText('B02 → B01')).toBeInTheDocument();
    expect(within(unexpected).getByText('TERJUAL')).toBeInTheDocument();
  });

  it('a whole-warehouse count promises no move', async () => {
    const user = userEvent.setup({ delay: null });
    const open = { ...count([line('BDG01', 'MISSING')]), kode_baki: null };
    renderScreen(<StockOpnamePage />, {
      user: SPV,
      tglSystem: '2026-11-22',
      api: (r) => {
        if (r.method === 'GET' && r.path === 'stock-opname') return ok([open]);
        if (r.method === 'GET' && r.path === `stock-opname/${open.no_opname}`) return ok(open);
        return placesApi(r);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tutup Stock Opname' }, { timeout: 10_000 }));
    expect(await screen.findByText(/tidak ada barang yang dipindahkan/)).toBeInTheDocument();
    expect(screen.queryByText(/akan dipindahkan ke baki ini/)).not.toBeInTheDocument();
    await user.click(await screen.findByTestId('confirm-no'));
  });
});
