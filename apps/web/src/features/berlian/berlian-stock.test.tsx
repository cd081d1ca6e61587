import { BERLIAN_MESSAGES, type ItemStonesRow } from '@emas/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { PenerimaanBerlianPage, TambahBatuPage } from './screens';

const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');
const MODULES = { BERLIAN_MODULE: true };

const REFS: Record<string, unknown[]> = {
  'batu-shape': [{ kode_shape: 'RD', nama_shape: 'ROUND BRILLIANT' }],
  'batu-color': [{ kode_color: 'G', nama_color: 'G' }],
  'batu-clarity': [{ kode_clarity: 'VS1', nama_clarity: 'VS1' }],
  'batu-cutgrade': [{ kode_cutgrade: 'EX', nama_cutgrade: 'EXCELLENT' }],
  'batu-polish': [],
  'batu-symmetry': [],
  'batu-fluorescence': [],
  'supplier-berlian': [{ kode_supplier: 'DJ01', nama_supplier: 'PT BERLIAN NUSANTARA' }],
  'jenis/get/all': [
    { kode_dept: 'CB', nama_dept: 'CINCIN BERLIAN', kode_kategori: 'BRL' },
    { kode_dept: 'GL', nama_dept: 'GELANG', kode_kategori: 'EMS' },
  ],
  'group/get/all': [{ kode_group: 'P17', nama_group: 'PERHIASAN 17K' }],
  'baki/get/all': [{ kode_baki: 'B03', nama_baki: 'BAKI BERLIAN', kode_gudang: 'UTAMA' }],
};
const refs = (r: FakeRequest) => (r.method === 'GET' && REFS[r.path] ? ok(REFS[r.path]) : undefined);

const RING: ItemStonesRow = {
  kode_barcode: 'BDG0000900',
  nama_barang: 'CINCIN BERLIAN UJI',
  berat: '3.500',
  berat_batu: '0.100',
  berat_emas: '3.400',
  total_karat: 0.5,
  batu: [{ urut: 1, jenis_batu: 'DIAMOND', jumlah: 1, karat: 0.5, size: '', kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1', kode_cutgrade: 'EX', kode_polish: '', kode_symmetry: '', kode_fluorescence: '' }],
  sertifikat: null,
};

describe('/tambah-batu', () => {
  it('finds a diamond piece, edits its stones and certificate, and shows the server refusal', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    let posts = 0;
    const api = (r: FakeRequest) => {
      if (r.path === 'barang/BDG0000900/batu' && r.method === 'GET') return ok(RING);
      if (r.path === 'barang/BDG0000900/batu' && r.method === 'POST') {
        posts += 1;
        const body = r.body as { batu: { karat: string }[]; no_sertifikat: string };
        if (body.batu.some((b) => Number(b.karat) === 0)) return fail(400, BERLIAN_MESSAGES.caratRequired);
        return ok({ ...RING, total_karat: 0.62, batu: [...RING.batu, { ...RING.batu[0]!, urut: 2, jumlah: 12, karat: 0.12 }], sertifikat: { lab_sertifikat: 'GIA', no_sertifikat: body.no_sertifikat } }, BERLIAN_MESSAGES.stonesAdded);
      }
      return refs(r);
    };
    const { calls } = renderScreen(<TambahBatuPage />, { user: SPV, modules: MODULES, api });
    await user.type(await screen.findByRole('textbox', { name: 'Kode Barcode' }), 'bdg0000900{Enter}');
    expect(await screen.findByTestId('batu-summary')).toHaveTextContent('CINCIN BERLIAN UJI');
    expect(screen.getByRole('textbox', { name: 'Karat 1' })).toHaveValue('0.500');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Color 1' })).toHaveValue('G'));

    await user.click(screen.getByRole('button', { name: 'Tambah Batu' }));
    await user.clear(screen.getByRole('textbox', { name: 'Jumlah 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Jumlah 2' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Karat 2' }), '0');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shape 2' }), 'RD');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Color 2' }), 'G');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clarity 2' }), 'VS1');
    await user.type(screen.getByLabelText('Lab Sertifikat'), 'GIA');
    await user.type(screen.getByRole('textbox', { name: 'No Sertifikat' }), 'GIA-77');
    await user.click(screen.getByTestId('batu-save'));
    expect((await screen.findAllByText(BERLIAN_MESSAGES.caratRequired)).length).toBeGreaterThan(0);

    await user.clear(screen.getByRole('textbox', { name: 'Karat 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Karat 2' }), '0.120');
    await user.click(screen.getByTestId('batu-save'));
    await waitFor(() => expect(posts).toBe(2));
    const sent = calls.filter((c) => c.method === 'POST').at(-1)!.body as { batu: Record<string, string>[]; lab_sertifikat: string; no_sertifikat: string };
    expect(sent.batu[1]).toMatchObject({ jenis_batu: 'DIAMOND', jumlah: '12', karat: '0.120', kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1' });
    expect(sent).toMatchObject({ lab_sertifikat: 'GIA', no_sertifikat: 'GIA-77' });
    expect(await screen.findByTestId('batu-summary')).toHaveTextContent('0.620 ct');
    // with a certificate, its photo or PDF can be uploaded
    expect(await screen.findByRole('button', { name: 'Unggah Sertifikat' })).toBeDisabled();
  });
});

describe('/penerimaan-berlian', () => {
  it('sends a diamond receipt with the supplier, cost, stones and certificate of each piece', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const api = (r: FakeRequest) =>
      r.path === 'penerimaan-barang/berlian'
        ? ok({ no_terima: 'TRM-BDG-1', detail: [{ kode_barcode: 'BDG0000901', nama_barang: 'CINCIN A', berat_kirim: 3.5, berat_terima: 3.5 }] }, 'Barang Berlian Berhasil Diterima')
        : refs(r);
    const { calls } = renderScreen(<PenerimaanBerlianPage />, { user: SPV, modules: MODULES, api });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveTextContent('PT BERLIAN NUSANTARA'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Supplier' }), 'DJ01');
    await user.type(screen.getByRole('textbox', { name: 'No Faktur Supplier' }), 'INV-1');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Baki' })).toHaveTextContent('BAKI BERLIAN'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Baki' }), 'B03');
    await user.type(screen.getByRole('textbox', { name: 'Nama Barang 1' }), 'CINCIN A');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group 1' }), 'P17');
    // only the diamond types are offered
    expect(screen.getByRole('combobox', { name: 'Jenis 1' })).not.toHaveTextContent('GELANG');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jenis 1' }), 'CB');
    await user.type(screen.getByRole('textbox', { name: 'Berat 1' }), '3.5');
    await user.type(screen.getByRole('textbox', { name: 'Kadar 1' }), '75');
    await user.type(screen.getByRole('textbox', { name: 'Harga Modal 1' }), '24000000');
    await user.type(screen.getByRole('textbox', { name: '1. Karat 1' }), '0.5');
    await user.selectOptions(screen.getByRole('combobox', { name: '1. Shape 1' }), 'RD');
    await user.selectOptions(screen.getByRole('combobox', { name: '1. Color 1' }), 'G');
    await user.selectOptions(screen.getByRole('combobox', { name: '1. Clarity 1' }), 'VS1');
    await user.type(screen.getByRole('textbox', { name: '1. No Sertifikat' }), 'GIA-1');
    await user.click(screen.getByTestId('terima-berlian-save'));
    expect(await screen.findByTestId('terima-berlian-done')).toHaveTextContent('TRM-BDG-1');
    const sent = calls.find((c) => c.path === 'penerimaan-barang/berlian')!.body as Record<string, unknown> & { barang: Record<string, unknown>[] };
    expect(sent).toMatchObject({ kode_supplier: 'DJ01', no_faktur_supplier: 'INV-1', kode_baki: 'B03' });
    expect(typeof sent.idempotency_key).toBe('string');
    expect(sent.barang[0]).toMatchObject({ nama_barang: 'CINCIN A', kode_group: 'P17', kode_dept: 'CB', berat: '3.5', kadar: '75', harga_modal: '24000000', lab_sertifikat: 'GIA', no_sertifikat: 'GIA-1' });
    expect((sent.barang[0]!.batu as Record<string, string>[])[0]).toMatchObject({ karat: '0.5', kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1' });
  });
});
