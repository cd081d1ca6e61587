import { DEFAULT_SETTING_NOTA, type GiftMember, type Redemption } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, sessionUser } from '../../kit/test-app';
import { redemptionReceiptModel } from './gift-receipt';
import { TerimaHadiahPage } from './TerimaHadiahPage';
import { TukarHadiahPage } from './TukarHadiahPage';

const MEMBER: GiftMember = {
  kode_member: 'M0001',
  nama_member: 'SITI AMINAH',
  no_hp: '6281234567890',
  status: 'AKTIF',
  saldo_poin: 250,
  hadiah: [
    { kode_hadiah: 'H01', nama_hadiah: 'PAYUNG LIPAT', poin: 100, stok: 25, deskripsi: '' },
    { kode_hadiah: 'H04', nama_hadiah: 'LIONTIN EMAS 0.5 GRAM', poin: 2500, stok: 5, deskripsi: '' },
  ],
};

const REDEEMED: Redemption = {
  no_tukar: 'TH-BDG-261128-000001',
  kode_toko: 'BDG',
  nama_toko: 'TOKO BDG',
  alamat_toko: 'JL. BRAGA',
  tanggal: '2026-11-28',
  kode_member: 'M0001',
  nama_member: 'SITI AMINAH',
  no_hp: '6281234567890',
  kode_hadiah: 'H01',
  nama_hadiah: 'PAYUNG LIPAT',
  qty: 2,
  poin_satuan: 100,
  total_poin: 200,
  saldo_poin: 50,
  status: 'AKTIF',
  keterangan: '',
  alasan_batal: '',
  input_by: 'KASIRBDG',
  created_at: '2026-11-28T03:00:00.000Z',
};

describe('Tukar Hadiah', () => {
  it('finds the member by phone, offers only the gifts the balance can take, and redeems the chosen one', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TukarHadiahPage />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      api: (r) =>
        r.path === 'tukar-hadiah' && r.method === 'GET'
          ? ok([])
          : r.path === 'tukar-hadiah/member'
            ? ok(MEMBER)
            : r.path === 'tukar-hadiah' && r.method === 'POST'
              ? ok(REDEEMED, 'Tukar Hadiah Berhasil Disimpan')
              : undefined,
    });
    await user.type(screen.getByTestId('cari-member'), '081234567890{Enter}');
    expect(await screen.findByTestId('saldo-poin')).toHaveTextContent('250');
    expect(Object.fromEntries(calls.find((c) => c.path === 'tukar-hadiah/member')!.query)).toMatchObject({ cari: '081234567890' });
    const gifts = screen.getByTestId('gift-list');
    expect(within(gifts).getByRole('button', { name: 'Pilih H04' })).toBeDisabled();
    await user.click(within(gifts).getByRole('button', { name: 'Pilih H01' }));
    const confirm = await screen.findByTestId('redeem-confirm');
    const qty = within(confirm).getByRole('textbox', { name: 'Jumlah' });
    await user.clear(qty);
    await user.type(qty, '2');
    await user.click(within(confirm).getByRole('button', { name: 'Simpan Tukar Hadiah' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'tukar-hadiah', body: { kode_member: 'M0001', kode_hadiah: 'H01', qty: 2 } });
  });
});

describe('Tukar Hadiah: more points than the balance', () => {
  it('says so on the quantity and sends nothing', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TukarHadiahPage />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      api: (r) => (r.path === 'tukar-hadiah' && r.method === 'GET' ? ok([]) : r.path === 'tukar-hadiah/member' ? ok(MEMBER) : undefined),
    });
    await user.type(screen.getByTestId('cari-member'), '081234567890{Enter}');
    await user.click(within(await screen.findByTestId('gift-list')).getByRole('button', { name: 'Pilih H01' }));
    const confirm = await screen.findByTestId('redeem-confirm');
    const qty = within(confirm).getByRole('textbox', { name: 'Jumlah' });
    await user.clear(qty);
    await user.type(qty, '3');
    expect(qty).toHaveAccessibleDescription('Poin tidak cukup');
    expect(within(confirm).getByRole('button', { name: 'Simpan Tukar Hadiah' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says a quantity of 0 or below is not a quantity, and sends nothing', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TukarHadiahPage />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      api: (r) => (r.path === 'tukar-hadiah' && r.method === 'GET' ? ok([]) : r.path === 'tukar-hadiah/member' ? ok(MEMBER) : undefined),
    });
    await user.type(screen.getByTestId('cari-member'), '081234567890{Enter}');
    await user.click(within(await screen.findByTestId('gift-list')).getByRole('button', { name: 'Pilih H01' }));
    const confirm = await screen.findByTestId('redeem-confirm');
    const qty = within(confirm).getByRole('textbox', { name: 'Jumlah' });
    for (const typed of ['0', '-2']) {
      await user.clear(qty);
      await user.type(qty, typed);
      expect(qty).toHaveAccessibleDescription('Jumlah harus bilangan bulat 1 sampai 1000');
      expect(within(confirm).getByRole('button', { name: 'Simpan Tukar Hadiah' })).toBeDisabled();
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('Terima Hadiah', () => {
  it('sends the gift, the quantity and the supplier', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TerimaHadiahPage />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      api: (r) => (r.path === 'tukar-hadiah/hadiah' ? ok(MEMBER.hadiah) : r.path === 'terima-hadiah' ? ok({}, 'Terima Hadiah Berhasil Disimpan') : undefined),
    });
    await user.click(await screen.findByRole('textbox', { name: 'Hadiah' }));
    await user.click(await screen.findByRole('option', { name: 'H01 - PAYUNG LIPAT' }));
    await user.type(screen.getByRole('textbox', { name: 'Supplier' }), 'cv jaya');
    await user.click(screen.getByRole('button', { name: 'Simpan Terima Hadiah' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'terima-hadiah', body: { kode_hadiah: 'H01', qty: 1, supplier: 'CV JAYA' } });
  });
});

describe('redemption receipt', () => {
  it('prints the gift, the points taken and the points left under the redemption number', () => {
    const model = redemptionReceiptModel(REDEEMED, { settings: DEFAULT_SETTING_NOTA, printedBy: 'KASIRBDG' });
    expect(model.number).toBe(REDEEMED.no_tukar);
    expect(model.rows).toEqual([['H01 PAYUNG LIPAT', '2', '200']]);
    expect(model.totals.map((p) => p.value)).toEqual(['200', '50']);
  });
});
