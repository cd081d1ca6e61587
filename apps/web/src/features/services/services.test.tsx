import { DEFAULT_SETTING_NOTA, type ServiceListRow, type ServiceReceipt } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, sessionUser } from '../../kit/test-app';
import { LihatServicesPage } from './LihatServicesPage';
import { ValidasiServicePage } from './ValidasiServicePage';
import { serviceReceiptModel } from './service-receipt';

const ROW: ServiceListRow = {
  no_service: 'SV-BDG-261126-000001',
  kode_toko: 'BDG',
  tgl_system: '2026-11-26',
  created_at: '2026-11-26T03:00:00.000Z',
  input_by: 'KASIRBDG',
  nama_customer: 'RINA WATI',
  alamat_customer: '',
  no_hp: '081234567890',
  kode_tukang: 'T01',
  nama_tukang: 'PAK SLAMET',
  tgl_janji: '2026-11-28',
  keterangan: '',
  status: 'OPEN',
  ongkos_estimasi: 100_000,
  dp: 30_000,
  total_berat_masuk: '5.000',
  total_berat_keluar: null,
  ongkos: 100_000,
  total_tambah: 0,
  total_susut: 0,
  total_biaya: 0,
  sisa: 0,
  bayar: 0,
  kembalian: 0,
  dikembalikan: 0,
  tgl_selesai: null,
  selesai_by: null,
  tgl_ambil: null,
  ambil_by: null,
  tgl_batal: null,
  batal_by: null,
  alasan_batal: null,
  refund: 0,
  otorisasi_by: null,
  valid: false,
  valid_by: null,
  jumlah_barang: 1,
  deskripsi: 'CINCIN: POLES / CUCI',
};

const RECEIPT: ServiceReceipt = {
  ...ROW,
  nama_toko: 'TOKO BDG',
  alamat_toko: 'JL. BRAGA',
  detail: [
    { urut: 1, nama_barang: 'CINCIN', kode_group: 'KA', kadar: 75, berat_masuk: '5.000', berat_keluar: null, selisih: null, harga_jual_per_gram: 0, harga_beli_per_gram: 0, nilai_tambah: 0, nilai_susut: 0, deskripsi: ['POLES / CUCI'], ada_foto: false },
  ],
  uang: [{ kategori: 'SERVICE', jenis: 'CASH', no_rekening: null, keterangan: 'SERVICE', jumlah_in: 30_000, jumlah_out: 0, tgl_system: '2026-11-26' }],
};

describe('Lihat Services', () => {
  it('lists the repairs of the week up to the active date (open work of yesterday too) and finishes one with the weight out of each piece', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const done = { ...RECEIPT, status: 'DONE' as const, total_biaya: 120_000, total_berat_keluar: '5.200' };
    const { calls } = renderScreen(<LihatServicesPage />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      tglSystem: '2026-11-26',
      api: (r) =>
        r.path === 'service' ? ok([ROW]) : r.path === `service/${ROW.no_service}` ? ok(RECEIPT) : r.path === `service/${ROW.no_service}/selesai` ? ok(done, 'Service Berhasil Diselesaikan') : undefined,
    });
    const table = await screen.findByTestId('service-list');
    expect(await within(table).findByText('RINA WATI')).toBeInTheDocument();
    expect(Object.fromEntries(calls.find((c) => c.path === 'service')!.query)).toMatchObject({ tgl_awal: '2026-11-19', tgl_akhir: '2026-11-26', status: 'ALL' });
    await user.click(screen.getByRole('button', { name: `Detail ${ROW.no_service}` }));
    await user.click(await screen.findByRole('button', { name: 'Selesai' }));
    await user.type(screen.getByRole('textbox', { name: 'Berat Keluar 1' }), '5.2');
    await user.click(screen.getByRole('button', { name: 'Simpan Selesai' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: `service/${ROW.no_service}/selesai`, body: { ongkos: 100_000, detail: [{ urut: 1, berat_keluar: '5.2' }] } });
  });
});

describe('service receipts', () => {
  it('the service receipt prints the pieces, the estimate and the deposit; the pick-up receipt the weights out and the balance', () => {
    const model = serviceReceiptModel(RECEIPT, 'SERVICE', { settings: DEFAULT_SETTING_NOTA, printedBy: 'KASIRBDG' });
    expect(model.number).toBe(RECEIPT.no_service);
    expect(model.rows).toEqual([['1', 'CINCIN', 'KA 75', 'POLES / CUCI', '5.000']]);
    expect(model.totals.map((p) => p.value)).toContain('Rp 30,000');
    const closed = { ...RECEIPT, status: 'CLOS' as const, total_biaya: 120_000, bayar: 100_000, kembalian: 10_000, detail: [{ ...RECEIPT.detail[0]!, berat_keluar: '5.200', selisih: '0.200' }] };
    const pickUp = serviceReceiptModel(closed, 'AMBIL', { settings: DEFAULT_SETTING_NOTA, printedBy: 'KASIRBDG' });
    expect(pickUp.rows[0]!.slice(-2)).toEqual(['5.200', '0.200']);
    expect(pickUp.totals.find((p) => p.bold && p.value === 'Rp 90,000')).toBeTruthy();
  });
});

describe('Validasi Service', () => {
  it('says the button validates every repair listed, asks first, and sends nothing when answered no', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const second = { ...ROW, no_service: 'SV-BDG-261126-000002', nama_customer: 'SARI' };
    const { calls } = renderScreen(<ValidasiServicePage />, {
      user: sessionUser('SPVBDG', 'SPV', 'BDG'),
      tglSystem: '2026-11-26',
      modules: { VALIDASI_SERVICE_MODULE: true },
      api: (r) => (r.path === 'service' ? ok([ROW, second]) : r.path === 'service/validasi' ? ok({ validated: 2 }, 'Service Berhasil Divalidasi') : undefined),
    });
    expect(await within(await screen.findByTestId('service-validasi')).findByText('SARI')).toBeInTheDocument();
    const all = screen.getByTestId('service-validasi-all');
    expect(all).toHaveTextContent('Validasi Semua');
    await user.click(all);
    expect(await screen.findByText('Validasi 2 service yang tampil?')).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-no'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(all);
    await user.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === 'service/validasi')?.body).toEqual({ no_service: [ROW.no_service, second.no_service] }));
  });
});
