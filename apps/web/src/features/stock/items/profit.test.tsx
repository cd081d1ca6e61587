import type { BarangRow } from '@emas/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser } from '../../../kit/test-app';
import { UpdateProfitPage } from './UpdateProfitPage';

const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const item = (code: string): Partial<BarangRow> => ({ kode_barcode: code, nama_barang: `CINCIN ${code}`, kode_baki: 'B01', berat: 1.5, harga_jual: 0, ongkos: 50000 });

describe('/update-profit-barang', () => {
  it('adds scanned items once, sets one ongkos for all and sends PUT barang/update-profit', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<UpdateProfitPage />, {
      user: SPV,
      api: (r) => {
        if (r.method === 'GET' && r.path === 'barang/BDG0000001') return ok(item('BDG0000001'));
        if (r.method === 'GET' && r.path === 'barang/BDG0000002') return ok(item('BDG0000002'));
        if (r.method === 'GET' && r.path === 'barang/NOPE') return fail(404, 'Data Tidak Ditemukan');
        if (r.method === 'PUT') return ok([], 'Data Berhasil Diedit');
        return undefined;
      },
    });
    const scan = screen.getByTestId('profit-scan');
    await user.type(scan, 'bdg0000001{Enter}');
    expect(await screen.findByText('CINCIN BDG0000001')).toBeInTheDocument();
    await user.type(scan, 'BDG0000002{Enter}');
    expect(await screen.findByText('CINCIN BDG0000002')).toBeInTheDocument();
    await user.type(scan, 'BDG0000001{Enter}');
    expect(await screen.findByText('Barcode BDG0000001 sudah ada di tabel')).toBeInTheDocument();
    await user.type(scan, 'nope{Enter}');
    expect(await screen.findByText('Data Tidak Ditemukan')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Ongkos (SEMUA)' }), '75000');
    await user.click(screen.getByTestId('profit-apply'));
    const harga = screen.getByRole('textbox', { name: 'Harga Jual BDG0000002' });
    await user.type(harga, '1250000');
    await user.click(screen.getByTestId('profit-save'));
    expect(await screen.findByText('Data Berhasil Diedit')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: 'barang/update-profit',
      body: {
        detail: [
          { kode_barcode: 'BDG0000001', harga_jual: 0, ongkos: 75000 },
          { kode_barcode: 'BDG0000002', harga_jual: 1250000, ongkos: 75000 },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByText('CINCIN BDG0000001')).not.toBeInTheDocument());
  });
});
