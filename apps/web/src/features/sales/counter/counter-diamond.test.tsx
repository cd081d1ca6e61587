import { SALES_MESSAGES, type SaleItemQuote } from '@emas/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeApi } from '../../../kit/test-app';
import { TransaksiPenjualanPage } from './TransaksiPenjualanPage';

const KASIR = sessionUser('KASIRBDG', 'KASIR', 'BDG');

/** A diamond ring as the server prices it on the grid (issue 34). */
const RING: SaleItemQuote = {
  kode_barcode: 'BDG0000041',
  nama_barang: 'CINCIN BERLIAN HALO',
  kode_group: 'EP18',
  kode_dept: 'CB',
  kadar: 75,
  berat: '3.500',
  jenis_harga: 'GRAM',
  jumlah: 1,
  kode_gudang: 'UTAMA',
  kode_baki: 'B02',
  harga_per_gram: 1_050_000,
  ongkos: 750_000,
  harga_hitung: 31_466_000,
  floor: 20_000_000,
  tgl_harga: '2026-11-22',
  berlian: {
    mode: 'GRID',
    berat_emas: '3.376',
    emas: 3_544_800,
    batu: 27_171_000,
    ongkos: 750_000,
    pembulatan: 200,
    stones: [{ jenis_batu: 'BERLIAN', jumlah: 1, karat: 0.5, kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1' }],
    lab_sertifikat: 'GIA',
    no_sertifikat: '2141438171',
  },
};

const api: FakeApi = (r) => {
  if (r.method === 'GET' && r.path === 'penjualan/barang/BDG0000041') return ok(RING);
  if (r.method === 'GET' && r.path === 'penjualan/barang/BDG0000042') return fail(400, SALES_MESSAGES.diamondModuleOff);
  if (r.path === 'sales/get/all') return ok([{ kode_sales: 'S01', nama_sales: 'SITI' }]);
  return r.method === 'GET' ? ok([]) : undefined;
};

describe('/transaksi-penjualan: diamond pieces', () => {
  it("shows the server's price of a diamond piece with its parts and certificate on the counter line", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<TransaksiPenjualanPage />, { user: KASIR, api });
    await user.type(screen.getByTestId('counter-barcode'), 'BDG0000041{Enter}');
    const line = await screen.findByTestId('counter-line');
    expect(within(line).getByText('CINCIN BERLIAN HALO')).toBeInTheDocument();
    expect(within(line).getByTestId('counter-line-berlian')).toHaveTextContent('Emas 3,544,800 + Batu 27,171,000 + Ongkos 750,000 Sertifikat GIA No 2141438171');
    expect(screen.getByTestId('grand-total')).toHaveTextContent('31,466,000');
  });

  it("refuses a diamond piece with the spec's message while the diamond module is off", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<TransaksiPenjualanPage />, { user: KASIR, api });
    await user.type(screen.getByTestId('counter-barcode'), 'BDG0000042{Enter}');
    expect(await screen.findByText(SALES_MESSAGES.diamondModuleOff)).toBeInTheDocument();
    expect(screen.queryAllByTestId('counter-line')).toHaveLength(0);
  });
});
