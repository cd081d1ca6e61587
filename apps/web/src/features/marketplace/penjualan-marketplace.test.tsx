import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, sessionUser } from '../../kit/test-app';
import { PenjualanMarketplacePage } from './PenjualanMarketplacePage';

const AKUN = { kode_akun: 'TKP01', kode_marketplace: 'TOKOPEDIA', nama_toko_online: 'EMAS OFFICIAL', fee_persen: 2.5, kode_gudang: 'UTAMA', kode_baki: 'MP1', wajib_foto: true };

describe('Penjualan Marketplace, the order typed by hand', () => {
  it('says at once that a scanned barcode is unknown and does not list it; a known one is listed with its price', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<PenjualanMarketplacePage />, {
      user: sessionUser('OWNER', 'OWN', 'PST'),
      modules: { MARKETPLACE_MODULE: true },
      api: (r) => {
        if (r.path === 'marketplace-setting') return ok([AKUN]);
        // the counter's quote answers an unknown barcode 400 with its code (as the server does)
        if (r.path === 'penjualan/barang/ZZUNKNOWN99') return { status: 400, body: { status: 'error', message: 'Barcode ZZUNKNOWN99 tidak ditemukan', code: 'barcodes.barcodeNotFound', params: { code: 'ZZUNKNOWN99' } } };
        if (r.path === 'penjualan/barang/PST0000001') return ok({ kode_barcode: 'PST0000001', harga_hitung: 2_450_000 });
        return r.method === 'GET' ? ok([]) : undefined;
      },
    });
    const barcode = await screen.findByTestId('mp-barcode');
    await user.type(barcode, 'ZZUNKNOWN99{Enter}');
    expect(await screen.findByText('Barcode ZZUNKNOWN99 tidak ditemukan')).toBeInTheDocument();
    expect(within(screen.getByTestId('mp-pieces')).queryByText('ZZUNKNOWN99')).toBeNull();
    await user.type(barcode, 'PST0000001{Enter}');
    await waitFor(() => expect(within(screen.getByTestId('mp-pieces')).getByText('PST0000001')).toBeInTheDocument());
  });
});
