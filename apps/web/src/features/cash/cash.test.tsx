import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { emptyMutasi, mutasiBody, sideOptions, validateMutasi } from './mutasi-form';
import { MutasiUangBankPage, MutasiUangCashPage } from './MutasiPage';
import { UangKasPage } from './UangKasPage';

const SLOW = 60_000;
const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');
const KASIR = sessionUser('KASIRBDG', 'KASIR', 'BDG');
const BANKS = [
  { kode_bank: 'BCA', nama_bank: 'BANK CENTRAL ASIA' },
  { kode_bank: 'BRI', nama_bank: 'BANK RAKYAT INDONESIA' },
];
const TEXTS = {
  kategoriRequired: 'Kategori Tidak Boleh Kosong',
  asalRequired: 'Asal Tidak Boleh Kosong',
  keteranganRequired: 'Keterangan Tidak Boleh Kosong',
  jumlahRequired: 'Jumlah Rp Tidak Boleh Kosong',
  rekeningSame: 'Rekening Tidak Boleh Sama',
  rekeningRequired: 'Rekening Tidak Boleh Kosong',
};

function moneyApi(extra?: (r: FakeRequest) => ReturnType<typeof ok> | undefined) {
  return (r: FakeRequest) => {
    const more = extra?.(r);
    if (more) return more;
    if (r.path === 'banks') return ok(BANKS);
    if (r.path === 'rekenings/get-by-kode-bank') return ok([{ no_rekening: `${r.query.get('kode_bank')}-001`, nama_rekening: 'TOKO BDG', kode_bank: r.query.get('kode_bank') }]);
    if (r.path === 'cash/saldo') return ok({ tanggal: '2025-03-10', saldo: [{ akun: 'CASH', jenis: 'CASH', kode_bank: null, nama_rekening: null, saldo_awal: 0, masuk: 500_000, keluar: 0, saldo_akhir: 500_000 }] });
    return undefined;
  };
}

describe('mutasi form rules (spec 000 §4, §5)', () => {
  it('CASH on one side is not offered on the other side', () => {
    expect(sideOptions('CASH', BANKS, null).map((o) => o.value)).toEqual(['CASH', 'BCA', 'BRI']);
    expect(sideOptions('CASH', BANKS, 'CASH').map((o) => o.value)).toEqual(['BCA', 'BRI']);
    expect(sideOptions('BANK', BANKS, null).map((o) => o.value)).toEqual(['BCA', 'BRI']);
  });
  it('every required field has its message; the same account twice is refused', () => {
    expect(validateMutasi('BANK', emptyMutasi('BANK'), TEXTS)).toEqual({
      kategori: 'Kategori Tidak Boleh Kosong',
      asal_mutasi_bank: 'Asal Tidak Boleh Kosong',
      tujuan_mutasi_bank: 'Asal Tidak Boleh Kosong',
      keterangan: 'Keterangan Tidak Boleh Kosong',
      jumlah_rp: 'Jumlah Rp Tidak Boleh Kosong',
    });
    const same = { ...emptyMutasi('BANK'), kategori: 'SETOR', asal_mutasi_bank: 'BCA', asal_rekening: '1', tujuan_mutasi_bank: 'BCA', tujuan_rekening: '1', jumlah_rp: 5, keterangan: 'x' };
    expect(validateMutasi('BANK', same, TEXTS)).toEqual({ tujuan_rekening: 'Rekening Tidak Boleh Sama' });
  });
  it('the body carries the spec fields; the CASH side has no account', () => {
    const v = { ...emptyMutasi('CASH'), kategori: 'SETOR', tujuan_mutasi_bank: 'BCA', tujuan_rekening: 'BCA-001', asal_rekening: 'stale', jumlah_rp: 100_000, keterangan: ' SETOR ' };
    expect(mutasiBody(v)).toEqual({ asal: 'CASH', asal_rekening: null, tujuan: 'BCA', tujuan_rekening: 'BCA-001', jumlah: 100_000, keterangan: 'SETOR', kategori: 'SETOR' });
  });
});

describe('mutasi screens', () => {
  it(
    'mutasi cash: empty save shows the spec messages and sends nothing; the CASH side account is disabled',
    async () => {
      const user = userEvent.setup();
      const { calls } = renderScreen(<MutasiUangCashPage />, { user: SPV, tglSystem: '2025-03-10', api: moneyApi() });
      await user.click(await screen.findByTestId('mutasi-tambah'));
      const form = await screen.findByTestId('mutasi-form');
      expect(within(form).getByTestId('mutasi-asal-rekening')).toBeDisabled();
      await user.click(within(form).getByTestId('mutasi-simpan'));
      for (const text of ['Kategori Tidak Boleh Kosong', 'Asal Tidak Boleh Kosong', 'Keterangan Tidak Boleh Kosong', 'Jumlah Rp Tidak Boleh Kosong']) {
        expect(await within(form).findByText(text)).toBeInTheDocument();
      }
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'mutasi bank: the filled form sends the spec fields; a refusal shows the spec failure text and the server\'s field message',
    async () => {
      const user = userEvent.setup();
      const { calls } = renderScreen(<MutasiUangBankPage />, {
        user: SPV,
        tglSystem: '2025-03-10',
        api: moneyApi((r) => (r.method === 'POST' ? fail(400, 'Saldo BCA BCA-001 tidak cukup', { jumlah: 'Saldo BCA BCA-001 tidak cukup' }) : undefined)),
      });
      await user.click(await screen.findByTestId('mutasi-tambah'));
      const form = await screen.findByTestId('mutasi-form');
      const pick = async (testId: string, option: string) => {
        await user.click(within(form).getByTestId(testId));
        await user.click(await screen.findByRole('option', { name: option }));
      };
      await pick('mutasi-kategori', 'PINDAH BUKU');
      await pick('mutasi-asal', 'BCA - BANK CENTRAL ASIA');
      await pick('mutasi-asal-rekening', 'BCA-001 - TOKO BDG');
      await pick('mutasi-tujuan', 'BRI - BANK RAKYAT INDONESIA');
      await pick('mutasi-tujuan-rekening', 'BRI-001 - TOKO BDG');
      await user.type(within(form).getByTestId('mutasi-jumlah'), '150000');
      expect(within(form).getByTestId('mutasi-jumlah')).toHaveValue('Rp. 150,000 ,-');
      await user.type(within(form).getByTestId('mutasi-keterangan'), 'pindah');
      await user.click(within(form).getByTestId('mutasi-simpan'));
      expect(await screen.findByText('Gagal Menambahkan Mutasi Uang Bank')).toBeInTheDocument();
      expect(await within(form).findByText('Saldo BCA BCA-001 tidak cukup')).toBeInTheDocument();
      const post = calls.find((c) => c.method === 'POST');
      expect([post?.path, post?.body]).toEqual([
        'cash/mutasi-uang-bank',
        { asal: 'BCA', asal_rekening: 'BCA-001', tujuan: 'BRI', tujuan_rekening: 'BRI-001', jumlah: 150_000, keterangan: 'PINDAH', kategori: 'PINDAH BUKU', idempotency_key: expect.any(String) },
      ]);
    },
    SLOW,
  );
});

describe('the idempotency key of a money form', () => {
  it(
    'mutasi cash: a double click and a retry after a refusal send the same key; the next document gets a new one',
    async () => {
      const user = userEvent.setup();
      let posts = 0;
      const { calls } = renderScreen(<MutasiUangCashPage />, {
        user: SPV,
        tglSystem: '2025-03-10',
        api: moneyApi((r) => {
          if (r.method !== 'POST') return undefined;
          posts += 1;
          return posts === 1 ? fail(400, 'Saldo CASH tidak cukup', { jumlah: 'Saldo CASH tidak cukup' }) : ok({ no_ref: `MC-${posts}`, tgl_system: '2025-03-10', kategori: 'MUTASI UANG CASH', jumlah: 150_000 }, 'Berhasil');
        }),
      });
      const fill = async () => {
        await user.click(await screen.findByTestId('mutasi-tambah'));
        const form = await screen.findByTestId('mutasi-form');
        const pick = async (testId: string, option: string) => {
          await user.click(within(form).getByTestId(testId));
          await user.click(await screen.findByRole('option', { name: option }));
        };
        await pick('mutasi-kategori', 'PINDAH BUKU');
        await pick('mutasi-tujuan', 'BRI - BANK RAKYAT INDONESIA');
        await pick('mutasi-tujuan-rekening', 'BRI-001 - TOKO BDG');
        await user.type(within(form).getByTestId('mutasi-jumlah'), '150000');
        await user.type(within(form).getByTestId('mutasi-keterangan'), 'setor');
        return form;
      };
      const keys = () => calls.filter((c) => c.method === 'POST').map((c) => (c.body as { idempotency_key: string }).idempotency_key);
      const form = await fill();
      await user.click(within(form).getByTestId('mutasi-simpan'));
      await within(form).findByText('Saldo CASH tidak cukup');
      await user.dblClick(within(form).getByTestId('mutasi-simpan'));
      await waitFor(() => expect(screen.queryByTestId('mutasi-form')).toBeNull());
      const first = keys();
      expect(first.length).toBeGreaterThanOrEqual(2);
      expect(new Set(first).size).toBe(1);
      await user.click(within(await fill()).getByTestId('mutasi-simpan'));
      await waitFor(() => expect(keys().length).toBe(first.length + 1));
      expect(keys().at(-1)).not.toBe(first[0]);
    },
    SLOW,
  );
});

describe('/uang-kas', () => {
  it(
    'shows the opening and closing balance and every movement with its running balance',
    async () => {
      const book = {
        tanggal: '2025-03-10',
        akun: 'CASH',
        saldo: { akun: 'CASH', saldo_awal: 100_000, masuk: 250_000, keluar: 50_000, saldo_akhir: 300_000 },
        count: 2,
        rows: [
          { id: 1, tgl_system: '2025-03-10', kategori: 'PENJUALAN', keterangan: 'PENJUALAN FJ-1', no_ref: 'FJ-1', jenis: 'CASH', kode_bank: null, no_rekening: null, kode_transaksi: null, jumlah_in: 250_000, jumlah_out: 0, saldo: 350_000, input_by: 'KASIRBDG', created_at: '2025-03-10T03:00:00.000Z' },
          { id: 2, tgl_system: '2025-03-10', kategori: 'KAS KELUAR', keterangan: 'ATK - KERTAS', no_ref: 'KK-1', jenis: 'CASH', kode_bank: null, no_rekening: null, kode_transaksi: 'ATK', jumlah_in: 0, jumlah_out: 50_000, saldo: 300_000, input_by: 'KASIRBDG', created_at: '2025-03-10T04:00:00.000Z' },
        ],
      };
      const { calls } = renderScreen(<UangKasPage />, { user: KASIR, tglSystem: '2025-03-10', api: (r) => (r.path === 'cash/paginated' ? ok(book) : undefined) });
      await waitFor(() => expect(screen.getByTestId('uang-kas-saldo-akhir').textContent).toContain('300,000'));
      expect(screen.getByTestId('uang-kas-saldo-awal').textContent).toContain('100,000');
      expect(await screen.findByText('ATK - KERTAS')).toBeInTheDocument();
      expect(calls.find((c) => c.path === 'cash/paginated')?.query.get('skip')).toBe('0');
    },
    SLOW,
  );
});
