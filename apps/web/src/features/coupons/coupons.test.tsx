import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderScreen, sessionUser } from '../../kit/test-app';
import { TransaksiKuponPage } from './TransaksiKuponPage';

const KASIR = sessionUser('KASIRBDG', 'KASIR', 'BDG');
const USE = { kode_toko: 'BDG', tanggal: '2026-11-22', kode_kupon: 'EMAS50', no_faktur_group: 'FJ-BDG-261122-000001', kode_member: 'M0001', total_belanja: 2_000_000, potongan: 50_000, status: 'AKTIF', input_by: 'KASIRBDG' };

describe('/transaksi-kupon', () => {
  it('checks a code for a member and a purchase total and shows the discount; lists the uses', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TransaksiKuponPage />, {
      user: KASIR,
      modules: { KUPON_MODULE: true },
      api: (r) => {
        if (r.method === 'GET' && r.path === 'transaksi-kupon') return ok([USE]);
        if (r.method === 'POST' && r.path === 'transaksi-kupon/cek') {
          return ok({ kode_kupon: 'EMAS50', nama_kupon: 'PROMO WA', kode_member: 'M0001', total_belanja: 2_000_000, potongan: 50_000, total_setelah_potongan: 1_950_000, terpakai: 3, kuota: 100 });
        }
        return undefined;
      },
    });
    expect(await screen.findByText('FJ-BDG-261122-000001')).toBeInTheDocument();
    await user.type(screen.getByTestId('cek-kode-kupon'), 'emas50');
    await user.type(screen.getByTestId('cek-kode-member'), 'm0001');
    await user.type(screen.getByTestId('cek-total'), '2000000');
    await user.click(screen.getByTestId('cek-kupon'));
    expect(await screen.findByTestId('cek-potongan')).toHaveTextContent('50,000');
    expect(screen.getByText('Kupon EMAS50 dapat dipakai: PROMO WA')).toBeInTheDocument();
    expect(screen.getByText('3 / 100')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'transaksi-kupon/cek')!.body).toEqual({ kode_kupon: 'EMAS50', kode_member: 'M0001', total_belanja: 2_000_000 });
  });

  it('shows the reason a code is refused', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<TransaksiKuponPage />, {
      user: KASIR,
      modules: { KUPON_MODULE: true },
      api: (r) => {
        if (r.method === 'GET') return ok([]);
        return fail(400, 'Kupon sudah pernah dipakai oleh member ini', { kode_kupon: 'Kupon sudah pernah dipakai oleh member ini' });
      },
    });
    await user.type(screen.getByTestId('cek-kode-kupon'), 'EMAS50{Enter}');
    expect(await screen.findByTestId('cek-refusal')).toHaveTextContent('Kupon sudah pernah dipakai oleh member ini');
    expect(screen.queryByTestId('cek-result')).not.toBeInTheDocument();
  });
});
