import type { ManualDocument, OpnameDetail } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { StockOpnameRfidPage } from '../stock/count/StockOpnameRfidPage';
import { TransaksiPembelianManualPage, TransaksiPenjualanManualPage } from './TransaksiManualPage';

const KASIR = sessionUser('KASIRBDG', 'KASIR', 'BDG');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function masters(r: FakeRequest) {
  if (r.path === 'group/get/all') return ok([{ kode_group: 'EP18', nama_group: 'EMAS 18K' }]);
  if (r.path === 'jenis/get/all') return ok([{ kode_dept: 'AT', nama_dept: 'ANTING' }]);
  if (r.path === 'baki/get/all') return ok([{ kode_baki: 'B01', nama_baki: 'BAKI 1', kode_gudang: 'UTAMA' }]);
  if (r.path === 'gudang/get/all') return ok([{ kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA', jenis_gudang: 'JUAL' }]);
  if (r.path === 'baki/get/by-kode-gudang/UTAMA') return ok([{ kode_baki: 'B01', nama_baki: 'BAKI 1', kode_gudang: 'UTAMA', aktif: true }]);
  if (r.path === 'rekenings' || r.path === 'marketplace') return ok([]);
  return undefined;
}

const doc = (jenis: 'JUAL' | 'BELI'): ManualDocument => ({
  kode_toko: 'BDG', no_faktur: `${jenis === 'JUAL' ? 'JM' : 'BM'}-BDG-261129-000001`, jenis, tgl_system: '2026-11-29', nama_customer: 'SARI', keterangan: '',
  total_qty: 2, total_berat: '10.500', total: 9_000_000, status: 'OPEN', valid: false, valid_by: null, input_by: 'KASIRBDG', created_at: '2026-11-29T03:00:00.000Z',
  detail: [{ urut: 1, kode_group: 'EP18', kode_dept: 'AT', kode_gudang: 'UTAMA', kode_baki: 'B01', qty: 2, berat: '10.500', harga: 9_000_000 }],
});

async function fillLine(user: ReturnType<typeof userEvent.setup>) {
  const line = screen.getByTestId('manual-line-0');
  const baki = within(line).getByRole('combobox', { name: 'Baki' });
  await waitFor(() => expect(within(baki).getByRole('option', { name: 'B01 (UTAMA)' })).toBeInTheDocument());
  await user.selectOptions(within(line).getByRole('combobox', { name: 'Group' }), 'EP18');
  await user.selectOptions(within(line).getByRole('combobox', { name: 'Jenis' }), 'AT');
  await user.selectOptions(baki, 'B01');
  await user.clear(within(line).getByRole('textbox', { name: 'Jumlah' }));
  await user.type(within(line).getByRole('textbox', { name: 'Jumlah' }), '2');
  await user.type(within(line).getByRole('textbox', { name: 'Berat (gr)' }), '10.5');
  await user.type(within(line).getByRole('textbox', { name: 'Harga' }), '9000000');
}

describe('manual sale and purchase', () => {
  it('a sale sends the typed lines with the warehouse of the tray; a short stock shows the server message on the line', { timeout: 40_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    let first = true;
    const { calls } = renderScreen(<TransaksiPenjualanManualPage />, {
      user: KASIR,
      api: (r) => {
        if (r.method === 'POST' && r.path === 'jual-manual') {
          if (first) {
            first = false;
            return fail(400, 'Stok barang manual EP18/AT di UTAMA/B01 tidak cukup (tersedia 1 pcs, 5.000 gr)', { 'detail.0.qty': 'Stok barang manual EP18/AT di UTAMA/B01 tidak cukup (tersedia 1 pcs, 5.000 gr)' });
          }
          return ok(doc('JUAL'), 'Penjualan Manual Berhasil Disimpan');
        }
        return masters(r);
      },
    });
    await fillLine(user);
    expect(screen.getByTestId('manual-total')).toHaveTextContent('Total 2 pcs · 10.500 gr');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findAllByText(/tidak cukup \(tersedia 1 pcs/)).length).toBeGreaterThan(0);
    const sent = calls.find((c) => c.path === 'jual-manual')!.body as { detail: object[]; pembayaran: { jenis: string; jumlah_rp: number }[] };
    expect(sent.detail).toEqual([{ kode_group: 'EP18', kode_dept: 'AT', kode_gudang: 'UTAMA', kode_baki: 'B01', qty: 2, berat: '10.5', harga: 9_000_000 }]);
    expect(sent.pembayaran.reduce((s, p) => s + p.jumlah_rp, 0)).toBe(9_000_000);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByTestId('manual-saved')).toHaveTextContent('JM-BDG-261129-000001');
  });

  it('a purchase needs no payment rows (cash out of the drawer)', { timeout: 40_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TransaksiPembelianManualPage />, { user: KASIR, api: (r) => (r.method === 'POST' && r.path === 'beli-manual' ? ok(doc('BELI'), 'Pembelian Manual Berhasil Disimpan') : masters(r)) });
    await fillLine(user);
    expect(screen.queryByTestId('payment-rows')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByTestId('manual-saved')).toHaveTextContent('BM-BDG-261129-000001');
    expect(calls.find((c) => c.path === 'beli-manual')?.body).not.toHaveProperty('pembayaran');
  });
});

const opname = (patch: Partial<OpnameDetail> = {}): OpnameDetail => ({
  no_opname: 'SO-BDG-261129-000001', tgl_system: '2026-11-29', kode_gudang: 'UTAMA', kode_baki: 'B01', status: 'OPEN',
  sistem: { jumlah: 2, berat: 7 }, found: { jumlah: 0, berat: 0 }, missing: { jumlah: 2, berat: 7 }, left: { jumlah: 0, berat: 0 }, unexpected: { jumlah: 0, berat: 0 }, unknown: 0,
  jumlah_dipindah: 0, input_by: 'SPVBDG', created_at: '2026-11-29T03:00:00.000Z', closed_by: null, closed_at: null, berat_timbang: null, selisih_timbang: null, detail: [], ...patch,
});

describe('/stock-opname-rfid', () => {
  it('gathers typed reads into one batch, sends a file of reads, and re-checks the tray weight', { timeout: 40_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const batch = { dibaca: 2, ditemukan: 1, tidak_seharusnya: 0, tidak_dikenal: 1, sudah_dibaca: 0, keluar: 0 };
    const { calls } = renderScreen(<StockOpnameRfidPage />, {
      user: sessionUser('SPVBDG', 'SPV', 'BDG'),
      api: (r) => {
        if (r.method === 'POST' && r.path === 'stock-opname') return ok(opname(), 'Stock Opname Berhasil Dimulai');
        if (r.method === 'POST' && r.path.endsWith('/rfid')) return ok({ ...opname({ found: { jumlah: 1, berat: 3 } }), batch }, '2 tag dibaca, 1 ditemukan, 1 tidak terdaftar');
        if (r.method === 'POST' && r.path.endsWith('/timbang')) return ok(opname({ berat_timbang: 6.5, selisih_timbang: -0.5 }), 'Berat Timbang Baki Berhasil Dicatat');
        return masters(r);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Mulai Stock Opname' }));
    expect(await screen.findByText('Mohon Untuk Pilih Kode Gudang')).toBeInTheDocument();
    const gudang = screen.getByRole('combobox', { name: 'Kode Gudang' });
    await waitFor(() => expect(within(gudang).getByRole('option', { name: 'UTAMA - GUDANG UTAMA' })).toBeInTheDocument());
    await user.selectOptions(gudang, 'UTAMA');
    const baki = screen.getByRole('combobox', { name: 'Kode Baki' });
    await waitFor(() => expect(within(baki).getByRole('option', { name: 'B01 - BAKI 1' })).toBeInTheDocument());
    await user.selectOptions(baki, 'B01');
    await user.click(screen.getByRole('button', { name: 'Mulai Stock Opname' }));
    const field = await screen.findByRole('textbox', { name: /Baca Tag RFID/ });
    await user.type(field, 'e200aaaa0001{Enter}');
    await user.type(field, 'E200AAAA0002{Enter}');
    expect(field).toHaveValue('');
    expect(await screen.findByTestId('rfid-batch')).toHaveTextContent('Batch terakhir: 2 tag dibaca, 1 ditemukan');
    expect(calls.filter((c) => c.path.endsWith('/rfid')).map((c) => c.body)).toEqual([{ tags: ['E200AAAA0001', 'E200AAAA0002'] }]);

    const file = new File(['EPC,RSSI\nE200AAAA0003,-40\nE200AAAA0003,-41\nE200AAAA0004,-39\n'], 'reads.csv', { type: 'text/csv' });
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, file);
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/rfid'))).toHaveLength(2));
    expect(calls.filter((c) => c.path.endsWith('/rfid'))[1]!.body).toEqual({ tags: ['E200AAAA0003', 'E200AAAA0004'] });

    await user.type(screen.getByRole('textbox', { name: /Berat Timbang Baki/ }), '6.5');
    await user.click(screen.getByRole('button', { name: 'Timbang Ulang' }));
    expect(await screen.findByTestId('rfid-timbang')).toHaveTextContent('Berat timbang 6.500 gr · berat sistem 7.000 gr · selisih -0.500 gr');
  });
});
