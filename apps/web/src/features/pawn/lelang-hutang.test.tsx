import { PAWN_MESSAGES, type PawnListRow } from '@emas/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadWholeId } from '../../app/i18n';
import { ok, renderScreen, sessionUser } from '../../kit/test-app';
import { LelangHutangPage } from './LelangHutangPage';

beforeAll(async () => {
  initI18n();
  await loadWholeId();
  await i18n.changeLanguage('id');
});

const AUCTIONED = {
  no_faktur_hutang: 'HT-BDG-261129-000002',
  nama_customer: 'AGUS LELANG',
  jumlah_hutang: 8_845_200,
  harga_lelang: 1_000,
  jumlah_barang: 1,
} as unknown as PawnListRow;

describe('Batal Lelang', () => {
  it('checks the reason on the screen before it asks Ya/Tidak: an empty reason is named under the field, nothing asked or sent', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<LelangHutangPage />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      api: (r) => (r.path === 'hutang/lelang/hari-ini' ? ok([AUCTIONED]) : r.method === 'GET' ? ok([]) : undefined),
    });
    await user.click(await screen.findByTestId('batal-lelang-HT-BDG-261129-000002'));
    await user.click(await screen.findByTestId('batal-lelang-simpan'));
    expect(await screen.findByText(PAWN_MESSAGES.alasanEmpty)).toBeInTheDocument();
    expect(screen.queryByTestId('confirm-yes')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // with a reason the confirmation names the loan
    await user.type(screen.getByTestId('batal-lelang-alasan'), 'salah harga');
    await user.click(screen.getByTestId('batal-lelang-simpan'));
    await waitFor(() => expect(screen.getByTestId('confirm-yes')).toBeInTheDocument());
    expect(screen.getByText('Batalkan lelang hutang HT-BDG-261129-000002?')).toBeInTheDocument();
  });
});
