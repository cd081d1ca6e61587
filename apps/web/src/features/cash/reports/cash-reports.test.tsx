import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, sessionUser } from '../../../kit/test-app';
import { NonCashReportPage } from './CashReportPages';

const GROUPS = [
  {
    kode_toko: 'BDG',
    kode_bank: 'BCA',
    nama_bank: 'BANK CENTRAL ASIA',
    detail: [
      { tanggal: '2025-06-30', no_ref: 'FJ-BDG-250630-000001', jenis: 'DEBET', no_rekening: '5270018812', keterangan: 'PENJUALAN FJ-BDG-250630-000001', jumlah_rp: 1_000_000, fee: 20_000, jumlah_gesek_rp: 1_020_000 },
      { tanggal: '2025-06-30', no_ref: 'GT-BDG-250630-000001', jenis: 'CREDIT', no_rekening: '5270018812', keterangan: 'GESEK TUNAI', jumlah_rp: 975_000, fee: 25_000, jumlah_gesek_rp: 1_000_000 },
    ],
  },
  { kode_toko: 'BDG', kode_bank: 'BRI', nama_bank: 'BANK RAKYAT INDONESIA', detail: [{ tanggal: '2025-06-30', no_ref: 'FJ-BDG-250630-000002', jenis: 'TRANSFER', no_rekening: '0342018812', keterangan: 'PENJUALAN', jumlah_rp: 500_000, fee: 0, jumlah_gesek_rp: 500_000 }] },
];

describe('Laporan Transaksi Non Cash', () => {
  it('asks cash/transaction/report with start_date, end_date, jenis and no_rekening and lists every bank group with its totals', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<NonCashReportPage />, {
      user: sessionUser('SPVBDG', 'SPV', 'BDG'),
      // a branch: no store picker, the branch's own answer
      config: { type: 'CABANG' },
      tglSystem: '2025-06-30',
      api: (r) => (r.path === 'cash/transaction/report' ? ok(GROUPS, 'Laporan Tersedia') : r.path === 'rekenings' ? ok([]) : r.path === 'tokos' ? ok([]) : undefined),
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tanggal Awal' })).toHaveValue('30-06-2025'));
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-available')).toBeInTheDocument();
    const request = calls.find((c) => c.path === 'cash/transaction/report')!;
    expect(Object.fromEntries(request.query)).toEqual({ start_date: '2025-06-30', end_date: '2025-06-30', jenis: 'ALL', no_rekening: 'ALL' });
    expect(screen.getAllByText('BANK CENTRAL ASIA')).toHaveLength(2);
    expect(screen.getByText('BANK RAKYAT INDONESIA')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('2,475,000')).toBeInTheDocument();
    expect(within(table).getByText('2,520,000')).toBeInTheDocument();
  });
});
