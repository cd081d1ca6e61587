import type { BarangRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../../kit/test-app';
import { AmbilBarangContohPage } from './AmbilBarangContohPage';
import { HancurBarangPage } from './HancurBarangPage';
import { PindahSatuBakiPage } from './PindahSatuBakiPage';
import { StockAksesorisPage } from './StockAksesorisPage';

const OWNER = sessionUser('OWNER', 'OWN', 'BDG');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base = {
  kode_toko: 'BDG', kode_group: 'P17', nama_group: 'P17', kode_dept: 'CC', nama_dept: 'CINCIN', kode_gudang: 'UTAMA',
  nama_gudang: 'UTAMA', kode_baki: 'B01', nama_baki: 'B01', berat_awal: 1, kadar: 70, kode_intern: '', size: '', harga_jual: 5000,
  ongkos: 0, jumlah: 1, status: 'READY', foto: null, tgl_system: '2025-03-10', input_by: 'OWNER', created_at: '', updated_at: '', updated_by: 'OWNER',
} as const;
const GELANG: BarangRow = { ...base, kode_barcode: 'BDG0000010', nama_barang: 'GELANG RANTAI', berat: 5.5, jenis_harga: 'GRAM' };
const KOTAK: BarangRow = { ...base, kode_barcode: 'AKS001', nama_barang: 'KOTAK PERHIASAN', berat: 0.5, jenis_harga: 'AKSESORIS', jumlah: 3 };

function api(extra: (r: FakeRequest) => ReturnType<typeof ok> | undefined) {
  return (r: FakeRequest) => {
    const more = extra(r);
    if (more) return more;
    if (r.path === 'barang/BDG0000010') return ok(GELANG);
    if (r.path === 'barang/AKS001') return ok(KOTAK);
    if (r.path.startsWith('barang/')) return fail(404, 'Data Tidak Ditemukan');
    if (r.path === 'gudang/get/all') return ok([{ kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA' }]);
    if (r.path === 'baki/get/by-kode-gudang/UTAMA') return ok([{ kode_baki: 'B01', nama_baki: 'BAKI 1' }, { kode_baki: 'B02', nama_baki: 'BAKI 2' }]);
    return undefined;
  };
}

const batch = (jenis: string, no_ref: string, barang: BarangRow[]) => ({ no_ref, jenis, tgl_system: '2025-03-10', total_qty: barang.length, total_berat: 5.5, barang });

async function scan(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByRole('textbox', { name: /Kode Barcode/ }), `${code}{Enter}`);
}

describe('/hancur-data-barang', () => {
  it('asks first, then posts hancur-barang and shows the document', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<HancurBarangPage />, {
      user: OWNER,
      api: api((r) => (r.path === 'hancur-barang' ? ok(batch('HANCUR', 'HB-BDG-250310-000001', [{ ...GELANG, status: 'HANCUR' }]), 'Barang Berhasil Dihancurkan') : undefined)),
    });
    await scan(user, 'BDG0000010');
    await screen.findByText('GELANG RANTAI');
    await user.click(screen.getByRole('button', { name: 'Hancurkan' }));
    expect(await screen.findByText('Apakah Anda Yakin Ingin Menghancurkan 1 Barang ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tidak' }));
    expect(calls.some((c) => c.path === 'hancur-barang')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Hancurkan' }));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByTestId('no-ref')).toHaveTextContent('HB-BDG-250310-000001');
    expect(calls.find((c) => c.path === 'hancur-barang')?.body).toEqual({ kode_barcode: ['BDG0000010'], keterangan: '', idempotency_key: expect.stringMatching(/^[A-Za-z0-9._:-]{8,64}$/) });
  });
});

describe('/hancur-data-barang refuses at the scan what cannot be melted (issue 17 item 4)', () => {
  it('a sold item and one already melted are refused with the counter texts and not listed', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<HancurBarangPage />, {
      user: OWNER,
      api: api((r) => {
        if (r.path === 'barang/BDG0000011') return ok({ ...GELANG, kode_barcode: 'BDG0000011', status: 'TERJUAL' });
        if (r.path === 'barang/BDG0000012') return ok({ ...GELANG, kode_barcode: 'BDG0000012', status: 'HANCUR' });
        return undefined;
      }),
    });
    await scan(user, 'BDG0000011');
    expect((await screen.findAllByText('Barcode BDG0000011 sudah terjual')).length).toBeGreaterThan(0);
    await scan(user, 'BDG0000012');
    expect((await screen.findAllByText('Barcode BDG0000012 tidak dapat dihancurkan karena status HANCUR')).length).toBeGreaterThan(0);
    expect(screen.queryAllByTestId('scan-row')).toHaveLength(0);
    await scan(user, 'BDG0000010');
    await screen.findByText('GELANG RANTAI');
    expect(screen.getAllByTestId('scan-row')).toHaveLength(1);
  });
});

describe('/ambil-barang-contoh', () => {
  it('takes samples out, and returns them with barang-contoh/kembali', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<AmbilBarangContohPage />, {
      user: OWNER,
      api: api((r) => {
        if (r.path === 'barang-contoh/ambil') return ok(batch('CONTOH_KELUAR', 'CK-BDG-250310-000001', [GELANG]), 'Barang Contoh Berhasil Diambil');
        if (r.path === 'barang-contoh/kembali') return fail(400, 'Barcode BDG0000010 tidak dapat dikembalikan sebagai contoh karena status READY');
        return undefined;
      }),
    });
    await scan(user, 'BDG0000010');
    await screen.findByText('GELANG RANTAI');
    await user.click(screen.getByRole('button', { name: 'Ambil Barang' }));
    expect(await screen.findByTestId('no-ref')).toHaveTextContent('CK-BDG-250310-000001');
    expect(calls.find((c) => c.path === 'barang-contoh/ambil')?.body).toMatchObject({ kode_barcode: ['BDG0000010'] });

    // returning takes samples only: a READY item is refused at the scan, with the text the save would give
    await user.click(screen.getByText('Kembalikan Contoh'));
    await scan(user, 'BDG0000010');
    expect((await screen.findAllByText('Barcode BDG0000010 tidak dapat dikembalikan sebagai contoh karena status READY')).length).toBeGreaterThan(0);
    expect(screen.queryAllByTestId('scan-row')).toHaveLength(0);
    expect(calls.some((c) => c.path === 'barang-contoh/kembali')).toBe(false);
  });
});

describe('/tambah-dan-ambil-stock-aksesoris', () => {
  it('refuses an item that is not an accessory, adds a quantity and shows the new stock', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<StockAksesorisPage />, {
      user: OWNER,
      api: api((r) => (r.path === 'stock-aksesoris/tambah' ? ok(batch('AKSESORIS_TAMBAH', 'AT-BDG-250310-000001', [{ ...KOTAK, jumlah: 5 }]), 'Stock Aksesoris Berhasil Ditambahkan') : undefined)),
    });
    await scan(user, 'BDG0000010');
    expect((await screen.findAllByText('Barcode BDG0000010 bukan barang aksesoris')).length).toBeGreaterThan(0);
    const field = screen.getByRole('textbox', { name: /Kode Barcode/ });
    await user.clear(field);
    await scan(user, 'AKS001');
    expect(await screen.findByTestId('aksesoris-item')).toHaveTextContent('KOTAK PERHIASAN');
    await user.type(screen.getByRole('textbox', { name: 'Jumlah' }), '2');
    await user.click(screen.getByRole('button', { name: 'Tambah Stock' }));
    expect(await screen.findByTestId('aksesoris-done')).toHaveTextContent('Stock AKS001 sekarang 5 (No AT-BDG-250310-000001)');
    expect(calls.find((c) => c.path === 'stock-aksesoris/tambah')?.body).toEqual({ kode_barcode: 'AKS001', jumlah: 2, keterangan: '', idempotency_key: expect.stringMatching(/^[A-Za-z0-9._:-]{8,64}$/) });
  });
});

describe('/pindah-barang-satu-baki', () => {
  it('refuses the same tray, then posts pindah-barang/satu-baki', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<PindahSatuBakiPage />, {
      user: OWNER,
      api: api((r) =>
        r.path === 'pindah-barang/satu-baki'
          ? ok({ no_pindah: 'PB-BDG-250310-000043', tgl_system: '2025-03-10', tgl: '', kode_gudang: 'UTAMA', kode_baki: 'B02', dari_gudang: 'UTAMA', dari_baki: 'B01', total_qty: 4, total_berat: 10.5, input_by: 'OWNER', detail: [] }, 'Pindah Barang Berhasil')
          : undefined,
      ),
    });
    const pick = async (gudangLabel: string, bakiLabel: string, kodeBaki: string) => {
      const gudang = screen.getByRole('combobox', { name: gudangLabel });
      await waitFor(() => expect(within(gudang).getByRole('option', { name: 'UTAMA - GUDANG UTAMA' })).toBeInTheDocument());
      await user.selectOptions(gudang, 'UTAMA');
      const baki = screen.getByRole('combobox', { name: bakiLabel });
      await waitFor(() => expect(within(baki).getByRole('option', { name: `${kodeBaki} - BAKI ${kodeBaki.slice(2)}` })).toBeInTheDocument());
      await user.selectOptions(baki, kodeBaki);
    };
    await pick('Gudang Asal', 'Baki Asal', 'B01');
    await pick('Gudang Tujuan', 'Baki Tujuan', 'B01');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findAllByText('Baki asal dan tujuan tidak boleh sama')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Baki Tujuan' }), 'B02');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByTestId('no-pindah')).toHaveTextContent('PB-BDG-250310-000043');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ dari_gudang: 'UTAMA', dari_baki: 'B01', kode_gudang: 'UTAMA', kode_baki: 'B02', idempotency_key: expect.stringMatching(/^[A-Za-z0-9._:-]{8,64}$/) });
  });
});
