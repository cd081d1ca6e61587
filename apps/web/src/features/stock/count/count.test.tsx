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

describe('/timbang-baki', () => {
  it("asks for the warehouse and the tray first (spec messages), then weighs and marks a light tray", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TimbangBakiPage />, {
      user: SPV,
      api: (r) => {
        if (r.method === 'GET' && r.path === 'timbang-baki') return ok({ data_timbang: [] }, 'Data Tidak Tersedia');
        if (r.method === 'POST' && r.path === 'timbang-baki/start') return ok({ data_timbang: [ROW] }, 'Data Berhasil Ditambahkan');
        return placesApi(r);
      },
    });
    expect(await screen.findByText('Data Tidak Tersedia')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Mohon Untuk Pilih Kode Gudang')).toBeInTheDocument();
    await chooseTray(user, 'Kode Gudang', 'Kode Baki', '');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Mohon Untuk Pilih Kode Baki')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await chooseTray(user, 'Kode Gudang', 'Kode Baki');
    await user.type(screen.getByRole('textbox', { name: /Berat Timbang/ }), '10.25{Enter}');
    expect(await screen.findByText('Data Berhasil Ditambahkan')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'timbang-baki/start', body: { kode_gudang: 'UTAMA', kode_toko: 'B01', berat_timbang: '10.25' } });
    const table = screen.getByTestId('timbang-table');
    expect(within(table).getByTestId('selisih')).toHaveTextContent('-0.250');
    expect(within(table).getByText('KURANG')).toBeInTheDocument();
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
  const amount = (s: OpnameLine['state']) => ({ jumlah: detail.filter((l) => l.state === s).length, berat: 2 * detail.filter((l) => l.state === s).length });
  return {
    no_opname: 'SO-BDG-261122-000001',
    tgl_system: '2026-11-22',
    kode_gudang: 'UTAMA',
    kode_baki: 'B01',
    status,
    sistem: { jumlah: 2, berat: 4 },
    found: amount('FOUND'),
    missing: amount('MISSING'),
    unexpected: amount('UNEXPECTED'),
    jumlah_dipindah: 0,
    input_by: 'SPVBDG',
    created_at: '2026-11-22T03:00:00.000Z',
    closed_by: status === 'CLOSED' ? 'SPVBDG' : null,
    closed_at: null,
    detail,
  };
};

describe('/stock-opname', () => {
  it('starts a count of a tray, scans with Enter, and after closing shows the missing item', async () => {
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
    expect(await screen.findByTestId('opname-current')).toHaveTextContent('SO-BDG-261122-000001');
    expect(screen.getByRole('textbox', { name: /Scan Barcode/ })).toBeInTheDocument();
  });
});
