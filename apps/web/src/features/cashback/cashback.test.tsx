import { DEFAULT_SETTING_NOTA, type Cashback, type MemberWithPoin } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, sessionUser } from '../../kit/test-app';
import { cashbackReceiptModel } from './cashback-receipt';
import { cashbackReport } from './cashback-reports';
import { CashbackPoinPage } from './CashbackPoinPage';

const MEMBER = {
  kode_member: 'M0001',
  nama_member: 'SITI AMINAH',
  no_hp: '6281234567890',
  alamat: '',
  tgl_lahir: null,
  no_identitas: '',
  kode_toko_daftar: 'BDG',
  kode_member_referensi: null,
  status: 'AKTIF',
  poin: 250,
} as unknown as MemberWithPoin;

const SAVED: Cashback = {
  no_cashback: 'CB-BDG-261128-000001',
  kode_toko: 'BDG',
  nama_toko: 'TOKO BDG',
  alamat_toko: 'JL. BRAGA',
  tanggal: '2026-11-28',
  kode_member: 'M0001',
  nama_member: 'SITI AMINAH',
  no_hp: '6281234567890',
  poin: 200,
  rupiah_per_poin: 100,
  jumlah_rp: 20_000,
  saldo_poin: 50,
  status: 'AKTIF',
  keterangan: '',
  alasan_batal: '',
  input_by: 'KASIRBDG',
  created_at: '2026-11-28T03:00:00.000Z',
};

describe('Cashback Poin', () => {
  it('finds the member by phone, shows the rupiah of the points entered, refuses more than the balance and cashes out', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<CashbackPoinPage />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      modules: { MEMBER_MODULE: true },
      api: (r) =>
        r.path === 'cashback-poin/setting'
          ? ok({ rupiah_per_poin: 100 })
          : r.path === 'cashback-poin' && r.method === 'GET'
            ? ok([])
            : r.path === 'member/find-by-hp'
              ? ok(MEMBER)
              : r.path === 'cashback-poin' && r.method === 'POST'
                ? ok(SAVED, 'Cashback Poin Berhasil Disimpan')
                : undefined,
    });
    await waitFor(() => expect(screen.getByTestId('rupiah-per-poin')).toHaveTextContent('Rp 100'));
    await user.type(await screen.findByTestId('cashback-member-phone'), '081234567890{Enter}');
    expect(await screen.findByTestId('cashback-member-poin')).toHaveTextContent('250');
    const points = screen.getByTestId('cashback-points');
    await user.type(points, '300');
    const cashOut = screen.getByRole('button', { name: 'Cairkan' });
    expect(cashOut).toBeDisabled();
    await user.clear(points);
    await user.type(points, '200');
    expect(screen.getByTestId('cashback-rupiah')).toHaveTextContent('20,000');
    await user.click(screen.getByRole('button', { name: 'Cairkan' }));
    const confirm = await screen.findByTestId('cashback-confirm');
    await user.click(within(confirm).getByRole('button', { name: 'Simpan Cashback' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'cashback-poin', body: { member: 'M0001', poin: 200 } });
    expect(await screen.findByTestId('cashback-member-poin')).toHaveTextContent('50');
  });

  it('says 0 or negative points are not points to cash out, and sends nothing', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<CashbackPoinPage />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      modules: { MEMBER_MODULE: true },
      api: (r) =>
        r.path === 'cashback-poin/setting'
          ? ok({ rupiah_per_poin: 100 })
          : r.path === 'cashback-poin' && r.method === 'GET'
            ? ok([])
            : r.path === 'member/find-by-hp'
              ? ok(MEMBER)
              : undefined,
    });
    await waitFor(() => expect(screen.getByTestId('rupiah-per-poin')).toHaveTextContent('Rp 100'));
    await user.type(await screen.findByTestId('cashback-member-phone'), '081234567890{Enter}');
    expect(await screen.findByTestId('cashback-member-poin')).toHaveTextContent('250');
    const points = screen.getByTestId('cashback-points');
    for (const typed of ['0', '-5']) {
      await user.clear(points);
      await user.type(points, typed);
      expect(points).toHaveAccessibleDescription('Poin harus bilangan bulat 1 sampai 100.000.000');
      expect(screen.getByRole('button', { name: 'Cairkan' })).toBeDisabled();
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says when cashback is off (0 rupiah per point)', { timeout: 60_000 }, async () => {
    renderScreen(<CashbackPoinPage />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      modules: { MEMBER_MODULE: true },
      api: (r) => (r.path === 'cashback-poin/setting' ? ok({ rupiah_per_poin: 0 }) : r.path === 'cashback-poin' ? ok([]) : undefined),
    });
    expect(await screen.findByTestId('cashback-off')).toBeInTheDocument();
  });

  it('prints the receipt with the points, the rupiah and the points left; the report sums poin and rupiah', () => {
    const model = cashbackReceiptModel(SAVED, { settings: DEFAULT_SETTING_NOTA, printedBy: 'KASIRBDG' });
    expect(model.number).toBe(SAVED.no_cashback);
    expect(model.rows).toEqual([['200', 'Rp 100', 'Rp 20,000']]);
    const report = cashbackReport(((k: string) => k) as never);
    expect(report.endpoint).toBe('laporan/cashback-poin');
    expect(report.columns.filter((c) => c.total === 'sum').map((c) => c.key)).toEqual(['poin', 'jumlah_rp']);
  });
});
