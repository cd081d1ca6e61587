import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderScreen, sessionUser } from '../../kit/test-app';
import { MemberPage } from './MemberPage';

const NOBODY = sessionUser('', 'KASIR', '');
const TOKEN = '12.1790000000.abcdefghijklmnopqrstuvwxyz';
const at = (token: string) => (
  <Routes location={`/member/${token}`}>
    <Route path="/member/:token" element={<MemberPage />} />
  </Routes>
);

describe('/member/:token', () => {
  it("shows the member's points, the gifts in reach and the open documents with due date and amount", async () => {
    const { calls } = renderScreen(at(TOKEN), {
      user: NOBODY,
      api: (r) =>
        r.path === `member-page/${TOKEN}`
          ? ok({
              kode_member: 'M0001',
              nama_member: 'SITI',
              saldo_poin: 150,
              berlaku_sampai: '2026-12-28T00:00:00.000Z',
              hadiah: [
                { kode_hadiah: 'H01', nama_hadiah: 'PAYUNG', poin: 100, bisa: true },
                { kode_hadiah: 'H02', nama_hadiah: 'TAS', poin: 500, bisa: false },
              ],
              dokumen: [{ jenis: 'HUTANG', no: 'GD-BDG-1', kode_toko: 'BDG', tanggal: '2026-11-01', jatuh_tempo: '2026-12-01', jumlah: 2_000_000, status: 'AKTIF' }],
            })
          : undefined,
    });
    expect(await screen.findByText('SITI')).toBeInTheDocument();
    expect(screen.getByTestId('member-page-saldo')).toHaveTextContent('150');
    expect(screen.getByTestId('member-page-hadiah-H01')).toHaveTextContent('Bisa ditukar');
    expect(screen.getByTestId('member-page-hadiah-H02')).toHaveTextContent('Poin belum cukup');
    const loan = screen.getByTestId('member-page-dokumen-GD-BDG-1');
    expect(loan).toHaveTextContent('Gadai');
    expect(loan).toHaveTextContent('Jatuh tempo');
    expect(loan).toHaveTextContent('Rp 2,000,000');
    expect(calls.some((c) => c.path === `member-page/${TOKEN}`)).toBe(true);
  });

  it("an expired or revoked link shows the server's message", async () => {
    renderScreen(at(TOKEN), { user: NOBODY, api: (r) => (r.path.startsWith('member-page/') ? fail(410, 'Link member sudah dicabut, minta link baru di toko') : undefined) });
    expect(await screen.findByTestId('member-page-error')).toHaveTextContent('Link member sudah dicabut');
  });
});
