import { PAWN_MESSAGES, type PawnQuote } from '@emas/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadWholeId } from '../../app/i18n';
import { fail, ok, renderScreen, sessionUser } from '../../kit/test-app';
import { TransaksiHutangPage } from './TransaksiHutangPage';

beforeAll(async () => {
  initI18n();
  await loadWholeId();
  await i18n.changeLanguage('id');
});

const QUOTE: PawnQuote = {
  tgl_hutang: '2026-11-26',
  detail_barang: [],
  taksiran: 5_000_000,
  plafond: 4_500_000,
  jumlah_hutang: 4_500_000,
  bunga: 1.25,
  bunga_rp: 56_250,
  hari_periode: 15,
  min_periode: 1,
  biaya_admin: 10_000,
  lama_pinjam: 30,
  tgl_jatuh_tempo: '2026-12-26',
  melebihi_plafond: false,
};
const PIECE_NAME = 'Nama Barang Tidak Boleh Kosong';

describe('the loan form after a refused save', () => {
  it('drops a field message once that field is edited and keeps the others until they are', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<TransaksiHutangPage />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      api: (r) =>
        r.path === 'hutang/hitung'
          ? ok(QUOTE)
          : r.path === 'hutang' && r.method === 'POST'
            ? fail(400, PAWN_MESSAGES.namaCustomerEmpty, { nama_customer: PAWN_MESSAGES.namaCustomerEmpty, 'detail_barang.0.nama_barang': PIECE_NAME })
            : r.method === 'GET'
              ? ok([])
              : undefined,
    });
    await user.click(await screen.findByTestId('hutang-hitung'));
    await waitFor(() => expect(screen.getByTestId('hutang-simpan')).toBeEnabled());
    await user.click(screen.getByTestId('hutang-simpan'));
    // the message shows under the field (and in the toast)
    await waitFor(() => expect(screen.getByTestId('hutang-nama_customer')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByTestId('barang-nama-0')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByTestId('hutang-nama_customer'), 'siti');
    expect(screen.getByTestId('hutang-nama_customer')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByTestId('hutang-nama_customer')).toHaveValue('SITI');
    expect(screen.getByTestId('barang-nama-0')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(PIECE_NAME)).toBeInTheDocument();

    await user.type(screen.getByTestId('barang-nama-0'), 'cincin');
    expect(screen.getByTestId('barang-nama-0')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(PIECE_NAME)).toBeNull();
  });
});

describe('the pieces of a loan', () => {
  it('shows the chosen group’s purity in the Kadar column, and keeps a purity typed for the piece', async () => {
    const user = userEvent.setup({ delay: null });
    const groups = [
      { kode_group: 'P17', nama_group: 'EMAS 17K', kadar: '70.00' },
      { kode_group: 'P22', nama_group: 'EMAS 22K', kadar: '91.60' },
    ];
    renderScreen(<TransaksiHutangPage />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      api: (r) => (r.method === 'GET' ? ok(/group/.test(r.path) ? groups : []) : undefined),
    });
    const kadar = screen.getByTestId('barang-kadar-0');
    expect(kadar).toHaveValue('');
    await user.click(screen.getByTestId('barang-group-0'));
    await user.click(await screen.findByRole('option', { name: 'P17 - EMAS 17K' }));
    expect(kadar).toHaveValue('70.00');
    await user.click(screen.getByTestId('barang-group-0'));
    await user.click(await screen.findByRole('option', { name: 'P22 - EMAS 22K' }));
    expect(kadar).toHaveValue('91.60');
    await user.clear(kadar);
    await user.type(kadar, '75');
    await user.click(screen.getByTestId('barang-group-0'));
    await user.click(await screen.findByRole('option', { name: 'P17 - EMAS 17K' }));
    expect(kadar).toHaveValue('75');
  });
});
