import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, sessionUser } from '../../kit/test-app';
import { TransaksiPesananPage } from './TransaksiPesananPage';

describe('Transaksi Pesanan', () => {
  it('a field refused on Simpan loses its red message as soon as it is filled; the others keep theirs', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<TransaksiPesananPage />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      tglSystem: '2026-11-26',
      api: (r) => (r.method === 'GET' ? ok([]) : undefined),
    });
    await user.click(await screen.findByTestId('order-save'));
    expect(await screen.findByText('Nama Customer Tidak Boleh Kosong')).toBeInTheDocument();
    expect(screen.getByText('Tukang Tidak Boleh Kosong')).toBeInTheDocument();
    const nama = screen.getByRole('textbox', { name: /^Customer/ });
    expect(nama).toHaveAttribute('aria-invalid', 'true');

    await user.type(nama, 'ibu rina');
    await waitFor(() => expect(screen.queryByText('Nama Customer Tidak Boleh Kosong')).not.toBeInTheDocument());
    expect(nama).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Tukang Tidak Boleh Kosong')).toBeInTheDocument();
  });
});
