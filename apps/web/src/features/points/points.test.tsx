import { DEFAULT_SETTING_NOTA } from '@emas/domain';
import { fillWaTemplate, saleReceiptModel } from '../../kit/receipt';
import { saleReceiptFixture } from '../../kit/receipt/receipt-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { AdjustPoinMemberPage } from './AdjustPoinMemberPage';
import { LihatTransaksiMemberPage } from './LihatTransaksiMemberPage';
import { ParameterMemberAfiliasiPage } from './ParameterMemberAfiliasiPage';
import { ParameterResetPoinMemberPage } from './ParameterResetPoinMemberPage';

const SLOW = 60_000;
const KASIR = sessionUser('KASIRBDG', 'KASIR', 'BDG');
const OWNER = sessionUser('OWNER', 'OWN', 'PST');
const MODULES = { MEMBER_MODULE: true, RESET_POIN_MEMBER_MODULE: true };

const HISTORY = {
  member: { kode_member: 'M001', nama_member: 'ANI', no_hp: '6281200000001', status: 'AKTIF', saldo: 7 },
  rows: [
    { id: '1', tanggal: '2025-03-10', jenis: 'EARN', poin: 10, saldo: 10, kode_toko: 'BDG', jenis_ref: 'PENJUALAN', no_ref: 'FJ-1', no_ref_line: 'JL-1', keterangan: 'PENJUALAN FJ-1', input_by: 'KASIRBDG', created_at: '2025-03-10 10:00:00' },
    { id: '2', tanggal: '2025-03-10', jenis: 'REVERSE', poin: -3, saldo: 7, kode_toko: 'BDG', jenis_ref: 'PENJUALAN', no_ref: 'FJ-1', no_ref_line: 'JL-1', keterangan: 'BATAL PENJUALAN FJ-1', input_by: 'KASIRBDG', created_at: '2025-03-10 11:00:00' },
  ],
};

describe('Lihat Transaksi Member', () => {
  it(
    'finds a member by phone and lists every ledger row with its running balance',
    async () => {
      const { calls } = renderScreen(<LihatTransaksiMemberPage />, {
        user: KASIR,
        modules: MODULES,
        api: (r: FakeRequest) => (r.path === 'poin-member/history' ? (r.query.get('cari') === '0812' ? ok(HISTORY) : fail(404, 'Member tidak ditemukan')) : undefined),
      });
      await userEvent.type(await screen.findByTestId('poin-cari'), '0812');
      await userEvent.click(screen.getByTestId('poin-cari-submit'));
      expect(await screen.findByTestId('poin-saldo')).toHaveTextContent('7');
      const table = await screen.findByTestId('poin-rows');
      expect(within(table).getByText('PENJUALAN FJ-1')).toBeInTheDocument();
      expect(within(table).getByText('BATAL PENJUALAN FJ-1')).toBeInTheDocument();
      expect(within(table).getByText('-3')).toBeInTheDocument();
      expect(calls.some((c) => c.path === 'poin-member/history' && c.query.get('cari') === '0812')).toBe(true);
      await userEvent.clear(screen.getByTestId('poin-cari'));
      await userEvent.type(screen.getByTestId('poin-cari'), 'XYZ');
      await userEvent.click(screen.getByTestId('poin-cari-submit'));
      expect(await screen.findByTestId('poin-cari-error')).toHaveTextContent('Member tidak ditemukan');
    },
    SLOW,
  );
});

describe('Penyesuaian Poin Member', () => {
  it(
    'checks the fields, then asks the supervisor when the server needs ADJUST_POIN',
    async () => {
      const { calls } = renderScreen(<AdjustPoinMemberPage />, {
        user: KASIR,
        modules: MODULES,
        api: (r) => (r.path === 'poin-member/adjust' ? fail(400, 'Perlu otorisasi supervisor: Penyesuaian Poin Member', { otorisasi: 'Perlu otorisasi supervisor: Penyesuaian Poin Member' }) : undefined),
      });
      await userEvent.click(await screen.findByTestId('adjust-simpan'));
      expect(await screen.findByText('Kode Member Tidak Boleh Kosong')).toBeInTheDocument();
      expect(screen.getByText('Keterangan Tidak Boleh Kosong')).toBeInTheDocument();
      expect(calls.filter((c) => c.path === 'poin-member/adjust')).toHaveLength(0);
      await userEvent.type(screen.getByTestId('adjust-kode'), 'm001');
      await userEvent.type(screen.getByTestId('adjust-poin'), '-5');
      await userEvent.type(screen.getByTestId('adjust-keterangan'), 'koreksi');
      await userEvent.click(screen.getByTestId('adjust-simpan'));
      await waitFor(() => expect(calls.filter((c) => c.path === 'poin-member/adjust')).toHaveLength(1));
      expect(calls.find((c) => c.path === 'poin-member/adjust')?.body).toEqual({ kode_member: 'M001', poin: -5, keterangan: 'KOREKSI', otorisasi: [] });
      // the authorization dialog opened for the supervisor: it names the points, and shows no rupiah (points are no money)
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Penyesuaian poin M001: -5');
      expect(screen.queryByTestId('authorization-nilai')).toBeNull();
    },
    SLOW,
  );
});

describe('affiliation and reset parameters', () => {
  it(
    'shows and saves the referral points',
    async () => {
      const { calls } = renderScreen(<ParameterMemberAfiliasiPage />, {
        user: OWNER,
        modules: MODULES,
        api: (r) => (r.path === 'parameter-member-afiliasi' ? ok(r.method === 'PUT' ? r.body : { poin: 25, aktif: true }, 'Data Berhasil Disimpan') : undefined),
      });
      await waitFor(() => expect(screen.getByTestId('afiliasi-poin')).toHaveValue('25'));
      expect(screen.getByTestId('afiliasi-aktif')).toBeChecked();
      await userEvent.clear(screen.getByTestId('afiliasi-poin'));
      await userEvent.type(screen.getByTestId('afiliasi-poin'), '40');
      await userEvent.click(screen.getByTestId('afiliasi-simpan'));
      await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ poin: 40, aktif: true }));
    },
    SLOW,
  );

  it(
    'runs the reset for the owner and shows what expired; a cashier has no run button',
    async () => {
      const api = (r: FakeRequest) => {
        if (r.path === 'parameter-reset-poin-member') return ok({ mode: 'BULAN', tanggal: '12-31', bulan: 12, last_run: null, tgl_aktif: '2025-03-10' });
        if (r.path === 'parameter-reset-poin-member/run') return ok({ tgl_run: '2025-03-10', cutoff: '2024-03-10', members: 3, poin: 120, sudah_dijalankan: false }, 'Reset Poin Member Berhasil Dijalankan');
        return undefined;
      };
      const { calls, unmount } = renderScreen(<ParameterResetPoinMemberPage />, { user: OWNER, modules: MODULES, api });
      await waitFor(() => expect(screen.getByTestId('reset-bulan')).toHaveValue('12'));
      // a run asks first, naming the business date; "no" runs nothing
      await userEvent.click(screen.getByTestId('reset-run'));
      expect(await screen.findByText(/2025-03-10/)).toBeInTheDocument();
      await userEvent.click(screen.getByTestId('confirm-no'));
      expect(calls.some((c) => c.method === 'POST' && c.path === 'parameter-reset-poin-member/run')).toBe(false);
      await userEvent.click(screen.getByTestId('reset-run'));
      await userEvent.click(await screen.findByTestId('confirm-yes'));
      expect(await screen.findByTestId('reset-result')).toHaveTextContent('3 member, 120 poin');
      expect(calls.find((c) => c.method === 'POST' && c.path === 'parameter-reset-poin-member/run')?.body).toEqual({ tgl_run: '2025-03-10' });
      unmount();
      renderScreen(<ParameterResetPoinMemberPage />, { user: KASIR, modules: MODULES, api });
      await screen.findByTestId('reset-simpan');
      expect(screen.queryByTestId('reset-run')).not.toBeInTheDocument();
    },
    SLOW,
  );
});

describe('a member receipt', () => {
  it('prints the points earned and the balance, and the WhatsApp invoice tells them', () => {
    const receipt = saleReceiptFixture({ poin: { kode_member: 'M001', didapat: 12, saldo: 40 } });
    const model = saleReceiptModel(receipt, { settings: DEFAULT_SETTING_NOTA, duplicate: false, printedBy: 'KASIRBDG' });
    expect(model.totals.slice(-2)).toEqual([
      { label: 'Poin Didapat', value: '12' },
      { label: 'Saldo Poin', value: '40' },
    ]);
    expect(fillWaTemplate('Halo {nama_customer}, nota {no_faktur}.', receipt)).toContain('Poin didapat: 12, saldo poin Anda: 40');
    expect(fillWaTemplate('Poin {poin}, saldo {saldo_poin}', receipt)).toBe('Poin 12, saldo 40');
    expect(fillWaTemplate('Halo {nama_customer}', saleReceiptFixture())).not.toContain('Poin');
  });
});
