import { approvalRequiredMessage, type ReadyUpdateKadarRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../../kit/test-app';
import { PenerimaanBarangPage } from '../receiving/PenerimaanBarangPage';
import { UpdateKadarPage } from './UpdateKadarPage';

const KASIR = sessionUser('KASIRBDG', 'KASIR', 'BDG');
const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const READY: ReadyUpdateKadarRow[] = [
  { kode_barcode: 'BDG0000007', nama_barang: 'CINCIN POLOS', kode_group: 'P17', kode_dept: 'CN', kode_gudang: 'UTAMA', kode_baki: 'B01', berat: 2.5, kadar: 75, kadar_group: 75, ongkos: 0 },
];
const GROUPS = [
  { kode_group: 'P17', nama_group: 'PERHIASAN 17K', kadar: 75 },
  { kode_group: 'P16', nama_group: 'PERHIASAN 16K', kadar: 70 },
];

describe('/update-kadar', () => {
  it('updates a purity with a reason, asking the supervisor through the approval dialog; a refusal keeps the form', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const posts: FakeRequest[] = [];
    renderScreen(<UpdateKadarPage />, {
      user: KASIR,
      api: (r) => {
        if (r.path === 'barang/get/ready-update-kadar') return ok(READY);
        if (r.path === 'group/get/all') return ok(GROUPS);
        if (r.path === 'otorisasi') return ok({ id: 'APV1', operasi: 'UPDATE_KADAR', approved_by: 'SPVBDG', metode: 'MANUAL' });
        if (r.path === 'barang/update-kadar') {
          posts.push(r);
          const body = r.body as { alasan: string; otorisasi: string[] };
          if (!body.alasan) return fail(400, 'Alasan Tidak Boleh Kosong', { alasan: 'Alasan Tidak Boleh Kosong' });
          if (body.otorisasi.length === 0) return fail(400, approvalRequiredMessage(['UPDATE_KADAR']), { otorisasi: approvalRequiredMessage(['UPDATE_KADAR']) });
          return ok(
            { no_update: 'UK-BDG-000001', kadar_lama: 75, kadar_baru: 70, kode_group_lama: 'P17', kode_group_baru: 'P16', harga_per_gram_lama: 1_000_000, harga_per_gram_baru: 900_000, harga_lama: 2_500_000, harga_baru: 2_250_000 },
            'Kadar Barang Berhasil Diupdate',
          );
        }
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pilih BDG0000007' }));
    const form = screen.getByTestId('update-kadar-form');
    await user.selectOptions(within(form).getByLabelText('Group Baru'), 'P16');
    expect(within(form).getByLabelText('Kadar Baru')).toHaveValue('70');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Alasan Tidak Boleh Kosong')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Alasan'), 'hasil uji');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Otorisasi Supervisor')).toBeInTheDocument();
    await user.type(screen.getByTestId('authorization-user-id'), 'SPVBDG');
    await user.type(screen.getByTestId('authorization-password'), 'demo123');
    await user.click(screen.getByTestId('authorization-submit'));
    const result = await screen.findByTestId('update-kadar-result');
    expect(result).toHaveTextContent('UK-BDG-000001');
    expect(result).toHaveTextContent('Rp 2,500,000 -> Rp 2,250,000');
    await waitFor(() => expect(posts).toHaveLength(3));
    expect(posts[2]!.body).toMatchObject({ kode_barcode: 'BDG0000007', kadar_baru: '70', kode_group_baru: 'P16', alasan: 'hasil uji', otorisasi: ['APV1'] });
  });
});

describe('/penerimaan-barang, supplier delivery (issue 35)', () => {
  it('picks the supplier from the master while SUPPLIER_BARANG_MODULE is on and sends the cost per gram', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const sent: FakeRequest[] = [];
    renderScreen(<PenerimaanBarangPage />, {
      user: SPV,
      modules: { SUPPLIER_BARANG_MODULE: true },
      api: (r) => {
        if (r.path === 'supplier-barang') return ok([{ kode_supplier: 'SP01', nama_supplier: 'PT SUMBER EMAS MURNI' }]);
        if (r.path === 'penerimaan-barang/supplier') {
          sent.push(r);
          return fail(400, 'Harga Modal Per Gram tidak boleh 0', { harga_per_gram: 'Harga Modal Per Gram tidak boleh 0' });
        }
        if (r.method === 'GET') return ok([]);
        return undefined;
      },
    });
    await user.click(await screen.findByText('Kiriman Supplier'));
    await waitFor(() => expect(screen.getByRole('option', { name: 'SP01 - PT SUMBER EMAS MURNI' })).toBeInTheDocument());
    expect(screen.queryByLabelText('Nama Supplier')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Supplier'), 'SP01');
    await user.type(screen.getByLabelText('Harga Modal Per Gram'), '1150000');
    await user.type(screen.getByRole('textbox', { name: 'Nama Barang 1' }), 'cincin');
    await user.type(screen.getByRole('textbox', { name: 'Berat 1' }), '2');
    // no tray: the screen asks for it first and sends nothing
    await user.click(screen.getByRole('button', { name: 'Terima Barang' }));
    expect(sent).toHaveLength(0);
  });
});
