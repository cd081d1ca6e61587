import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { ValidasiNonCashPage } from './ValidasiNonCashPage';

const SLOW = 60_000;
const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');
const PENDING = [
  { tgl_system: '2025-03-10', no_ref: 'FJ-BDG-250310-000001', nama_customer: 'SITI AMINAH', kode_bank: 'BCA', nama_bank: 'BANK CENTRAL ASIA', no_rekening: 'BCA-001', jumlah_bayar: 1_000_000, fee_rp: 20_000, jumlah_rp: 1_020_000, input_by: 'KASIRBDG' },
];

describe('/validasi-non-cash (issue 36)', () => {
  it(
    'lists the pending payments; a wrong amount shows the server message on the field; the right one validates and reloads',
    async () => {
      const user = userEvent.setup();
      let pending = PENDING;
      const { calls } = renderScreen(<ValidasiNonCashPage />, {
        user: SPV,
        tglSystem: '2025-03-10',
        api: (r: FakeRequest) => {
          if (r.path === 'non-cash/pending') return ok(pending);
          if (r.path === 'non-cash/validasi') {
            const body = r.body as { jumlah_rp: number };
            if (body.jumlah_rp !== 1_020_000) {
              const m = 'Jumlah tidak sama dengan pembayaran yang ditunggu, periksa kembali rekening koran';
              return fail(400, m, { jumlah_rp: m });
            }
            pending = [];
            return ok({ no_ref: PENDING[0]!.no_ref, kode_bank: 'BCA', no_rekening: 'BCA-001', jumlah_rp: 1_020_000, no_referensi: 'REF1', validated_by: 'SPVBDG', validated_at: '2025-03-10T03:00:00.000Z' }, 'Pembayaran Non Tunai Berhasil Divalidasi');
          }
          return undefined;
        },
      });
      const table = await screen.findByTestId('validasi-non-cash-list');
      expect(await within(table).findByText('FJ-BDG-250310-000001')).toBeInTheDocument();
      expect(within(table).getByText('SITI AMINAH')).toBeInTheDocument();
      expect(within(table).getByText('BANK CENTRAL ASIA')).toBeInTheDocument();
      expect(within(table).getAllByText(/1,020,000/).length).toBeGreaterThan(0);

      await user.click(screen.getByTestId('validasi-non-cash-FJ-BDG-250310-000001'));
      await user.click(await screen.findByTestId('non-cash-simpan'));
      expect(await screen.findByText('No Referensi Bank Tidak Boleh Kosong')).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

      await user.type(screen.getByTestId('non-cash-referensi'), 'ref1');
      await user.type(screen.getByTestId('non-cash-jumlah'), '1000000');
      await user.click(screen.getByTestId('non-cash-simpan'));
      expect((await screen.findAllByText('Jumlah tidak sama dengan pembayaran yang ditunggu, periksa kembali rekening koran')).length).toBeGreaterThan(0);

      await user.clear(screen.getByTestId('non-cash-jumlah'));
      await user.type(screen.getByTestId('non-cash-jumlah'), '1020000');
      await user.click(screen.getByTestId('non-cash-simpan'));
      expect(await screen.findByText('Pembayaran Non Tunai Berhasil Divalidasi')).toBeInTheDocument();
      const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
      expect(posts).toEqual([
        { no_ref: 'FJ-BDG-250310-000001', kode_bank: 'BCA', no_rekening: 'BCA-001', no_referensi: 'REF1', jumlah_rp: 1_000_000, idempotency_key: expect.any(String) },
        { no_ref: 'FJ-BDG-250310-000001', kode_bank: 'BCA', no_rekening: 'BCA-001', no_referensi: 'REF1', jumlah_rp: 1_020_000, idempotency_key: expect.any(String) },
      ]);
      // a refused try and its retry are one submission: the same key
      expect((posts[0] as { idempotency_key: string }).idempotency_key).toBe((posts[1] as { idempotency_key: string }).idempotency_key);
      expect(await within(table).findByText('Tidak Ada Data')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a walk-in sale (no customer name) shows "-" in the customer column, not an empty cell',
    async () => {
      renderScreen(<ValidasiNonCashPage />, {
        user: SPV,
        tglSystem: '2025-03-10',
        api: (r: FakeRequest) => (r.path === 'non-cash/pending' ? ok([{ ...PENDING[0]!, nama_customer: '' }]) : undefined),
      });
      const table = await screen.findByTestId('validasi-non-cash-list');
      const row = (await within(table).findByText('FJ-BDG-250310-000001')).closest('tr')!;
      expect(within(row).getByText('-')).toBeInTheDocument();
    },
    SLOW,
  );
});
