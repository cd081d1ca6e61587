import type { FakturBermasalahRow, KirimRow, KirimWithDetail, TerimaRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../../kit/test-app';
import { BatalPenerimaanPage } from './BatalPenerimaanPage';
import { FakturBermasalahPage } from './FakturBermasalahPage';
import { PenerimaanBarangPage } from './PenerimaanBarangPage';

const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');
const KASIR = sessionUser('KASIRBDG', 'KASIR', 'BDG');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const KIRIM: KirimRow = {
  no_kirim: 'KR-PST-250310-000001',
  jenis: 'TOKO',
  kode_toko_asal: 'PST',
  nama_toko_asal: 'EMAS SEJAHTERA PUSAT',
  kode_toko_tujuan: 'BDG',
  nama_supplier: '',
  kode_supplier: null,
  harga_per_gram: 0,
  no_faktur_supplier: '',
  tgl_kirim: '2025-03-10',
  keterangan: 'KIRIMAN STOK BARU',
  status: 'PENDING',
  no_terima: null,
  tgl_terima: null,
  total_qty: 2,
  total_berat: 5.5,
  input_by: 'OWNER',
  created_at: '2025-03-10T01:00:00.000Z',
  kode_logistik: null,
  kode_ekspedisi: null,
  no_resi: '',
  biaya_kirim: 0,
  status_pengiriman: 'DIKIRIM',
  alamat_tujuan: '',
};

const line = (kode_barcode: string, nama_barang: string, berat: number) => ({
  kode_barcode,
  nama_barang,
  kode_group: 'P17',
  kode_dept: 'CC',
  berat,
  kadar: 70,
  harga_jual: 0,
  ongkos: 80000,
  size: '',
  kode_intern: '',
  berat_terima: null,
  status_terima: null,
});

const DETAIL: KirimWithDetail = { ...KIRIM, detail: [line('PST0000001', 'CINCIN KIRIMAN SATU', 2), line('PST0000002', 'CINCIN KIRIMAN DUA', 3.5)] };

const RECEIPT: TerimaRow = {
  no_terima: 'TR-BDG-250310-000001',
  no_kirim: KIRIM.no_kirim,
  jenis: 'TOKO',
  kode_toko_asal: 'PST',
  nama_pengirim: 'EMAS SEJAHTERA PUSAT',
  tgl_system: '2025-03-10',
  kode_gudang: 'UTAMA',
  kode_baki: 'B02',
  status: 'DITERIMA',
  total_qty: 2,
  total_berat: 5.45,
  input_by: 'SPVBDG',
  created_at: '2025-03-10T02:00:00.000Z',
  alasan_batal: '',
  no_faktur_bermasalah: 'FB-BDG-250310-000001',
};

/** The receiving API: pending shipments, one shipment, its (empty) count, warehouses and trays. */
function receivingApi(extra?: (r: FakeRequest) => ReturnType<NonNullable<Parameters<typeof renderScreen>[1]['api']>>) {
  return (r: FakeRequest) => {
    const more = extra?.(r);
    if (more) return more;
    if (r.path === 'kirim-barang/unreceive/list-no-kirim') return ok([KIRIM]);
    if (r.path.startsWith('kirimbarang/get/nokirim/')) return r.path === `kirimbarang/get/nokirim/${KIRIM.no_kirim}` ? ok(DETAIL) : fail(404, 'No Kirim X tidak ditemukan');
    if (r.path === 'stock-opname-penerimaan') return ok({ no_kirim: KIRIM.no_kirim, ditemukan: [], tidak_ada: [], tidak_terdaftar: [], jumlah_ditemukan: 0, jumlah_tidak_ada: 2, jumlah_tidak_terdaftar: 0 });
    if (r.path === 'gudang/get/all') return ok([
        { kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA', jenis_gudang: 'JUAL' },
        { kode_gudang: 'HANCUR', nama_gudang: 'GUDANG HANCUR', jenis_gudang: 'HANCUR' },
      ]);
    if (r.path === 'baki/get/by-kode-gudang/UTAMA') return ok([
        { kode_baki: 'B01', nama_baki: 'BAKI 1', kode_gudang: 'UTAMA', aktif: true },
        { kode_baki: 'B02', nama_baki: 'BAKI 2', kode_gudang: 'UTAMA', aktif: true },
      ]);
    return undefined;
  };
}

async function chooseTray(user: ReturnType<typeof userEvent.setup>, kodeBaki: string) {
  const gudang = screen.getByRole('combobox', { name: 'Gudang Tujuan' });
  await waitFor(() => expect(within(gudang).getByRole('option', { name: 'UTAMA - GUDANG UTAMA' })).toBeInTheDocument());
  await user.selectOptions(gudang, 'UTAMA');
  const baki = screen.getByRole('combobox', { name: 'Baki Tujuan' });
  await waitFor(() => expect(within(baki).getByRole('option', { name: `${kodeBaki} - BAKI ${kodeBaki.slice(-1)}` })).toBeInTheDocument());
  await user.selectOptions(baki, kodeBaki);
}

describe('/penerimaan-barang', () => {
  it('receives a pending shipment into the tray chosen, sending only the weights that differ', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<PenerimaanBarangPage />, {
      user: SPV,
      api: receivingApi((r) => (r.method === 'POST' && r.path === 'penerimaan-barang' ? ok({ ...RECEIPT, detail: [] }, 'Penerimaan Barang Berhasil') : undefined)),
    });
    const select = screen.getByRole('combobox', { name: 'Pilih No Kirim' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, KIRIM.no_kirim);
    expect(await screen.findByText('CINCIN KIRIMAN SATU')).toBeInTheDocument();
    expect(screen.getAllByTestId('kirim-line')).toHaveLength(2);
    expect(within(screen.getByTestId('kirim-detail')).getByText(/EMAS SEJAHTERA PUSAT/)).toBeInTheDocument();
    // the shipping date reads DD-MM-YYYY as everywhere in the app (issue 17 item 11)
    expect(screen.getByTestId('kirim-detail')).toHaveTextContent('10-03-2025');
    expect(screen.getByTestId('kirim-detail')).not.toHaveTextContent('2025-03-10');

    // no tray yet: nothing is sent
    await user.click(screen.getByRole('button', { name: 'Terima Barang' }));
    expect((await screen.findAllByText('Mohon Untuk Pilih Kode Baki')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Berat Terima PST0000002' }), '3,45');
    await user.type(screen.getByRole('textbox', { name: 'Berat Terima PST0000001' }), '2.000');
    await chooseTray(user, 'B02');
    await user.click(screen.getByRole('button', { name: 'Terima Barang' }));

    expect(await screen.findByTestId('no-terima')).toHaveTextContent('TR-BDG-250310-000001');
    expect(screen.getByTestId('terima-problem')).toHaveTextContent('Faktur bermasalah FB-BDG-250310-000001 dicatat');
    expect(await screen.findByText('Penerimaan Barang Berhasil')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: 'penerimaan-barang',
      body: { no_kirim: KIRIM.no_kirim, kode_gudang: 'UTAMA', kode_baki: 'B02', detail: [{ kode_barcode: 'PST0000002', berat: '3,45' }] },
    });
  });

  it("shows the server's refusal (received twice) and keeps the shipment chosen", async () => {
    const user = userEvent.setup({ delay: null });
    const message = `No Kirim ${KIRIM.no_kirim} sudah diterima dengan No Terima TR-BDG-250310-000001`;
    renderScreen(<PenerimaanBarangPage />, {
      user: SPV,
      api: receivingApi((r) => (r.method === 'POST' ? fail(400, message) : undefined)),
    });
    const select = screen.getByRole('combobox', { name: 'Pilih No Kirim' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, KIRIM.no_kirim);
    await screen.findByText('CINCIN KIRIMAN DUA');
    await chooseTray(user, 'B01');
    await user.click(screen.getByRole('button', { name: 'Terima Barang' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByTestId('terima-done')).not.toBeInTheDocument();
    expect(screen.getByText('CINCIN KIRIMAN DUA')).toBeInTheDocument();
  });
});

describe('/batal-penerimaan-barang', () => {
  it('asks for a reason and a confirmation before undoing; Tidak sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<BatalPenerimaanPage />, {
      user: SPV,
      api: (r) => {
        if (r.method === 'GET' && r.path === 'penerimaan-barang') return ok([RECEIPT]);
        if (r.method === 'POST' && r.path === 'penerimaan-barang/batal') return ok({ ...RECEIPT, status: 'BATAL', detail: [] }, 'Penerimaan Barang Berhasil Dibatalkan');
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: `Pilih ${RECEIPT.no_terima}` }));
    await user.click(screen.getByRole('button', { name: 'Batalkan Penerimaan' }));
    expect((await screen.findAllByText('Alasan Tidak Boleh Kosong')).length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: 'Alasan' }), 'baki salah');
    await user.click(screen.getByRole('button', { name: 'Batalkan Penerimaan' }));
    expect(await screen.findByText(`Apakah Anda Yakin Ingin Membatalkan Penerimaan ${RECEIPT.no_terima} ? Barang akan dikeluarkan dari stock.`)).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-no'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Batalkan Penerimaan' }));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText('Penerimaan Barang Berhasil Dibatalkan')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'penerimaan-barang/batal', body: { no_terima: RECEIPT.no_terima, alasan: 'baki salah' } });
  });
});

describe('/faktur-bermasalah', () => {
  const FAKTUR: FakturBermasalahRow = {
    no_faktur: 'FB-BDG-250310-000001',
    no_kirim: KIRIM.no_kirim,
    no_terima: RECEIPT.no_terima,
    kode_toko_asal: 'PST',
    nama_pengirim: 'EMAS SEJAHTERA PUSAT',
    tgl_system: '2025-03-10',
    status: 'OPEN',
    jumlah_tidak_ada: 1,
    jumlah_tidak_terdaftar: 1,
    jumlah_selisih_berat: 1,
    catatan: '',
    selesai_by: null,
    selesai_at: null,
    created_at: '2025-03-10T02:00:00.000Z',
    detail: [
      { kode_barcode: 'PST0000003', nama_barang: 'CINCIN KIRIMAN TIGA', jenis: 'TIDAK_ADA', berat_kirim: 1.25, berat_terima: 0 },
      { kode_barcode: 'LAIN-001', nama_barang: '', jenis: 'TIDAK_TERDAFTAR', berat_kirim: 0, berat_terima: 0 },
      { kode_barcode: 'PST0000002', nama_barang: 'CINCIN KIRIMAN DUA', jenis: 'SELISIH_BERAT', berat_kirim: 3.5, berat_terima: 3.45 },
    ],
  };

  it('lists problem invoices with their lines; a supervisor resolves one with a note', async () => {
    const user = userEvent.setup({ delay: null });
    let resolved = false;
    const { calls } = renderScreen(<FakturBermasalahPage />, {
      user: SPV,
      api: (r) => {
        if (r.method === 'GET' && r.path === 'faktur-bermasalah') {
          const row = resolved ? { ...FAKTUR, status: 'SELESAI' as const, selesai_by: 'SPVBDG', catatan: 'dikirim besok' } : FAKTUR;
          const status = r.query.get('status');
          return ok(status === 'ALL' || status === row.status ? [row] : []);
        }
        if (r.method === 'POST' && r.path === `faktur-bermasalah/${FAKTUR.no_faktur}/selesai`) {
          resolved = true;
          return ok({ ...FAKTUR, status: 'SELESAI' }, 'Faktur Bermasalah Berhasil Diselesaikan');
        }
        return undefined;
      },
    });
    const card = await screen.findByTestId('faktur-row');
    expect(within(card).getByText(/FB-BDG-250310-000001/)).toBeInTheDocument();
    expect(within(card).getByText('Tidak Ada')).toBeInTheDocument();
    expect(within(card).getByText('Tidak Terdaftar')).toBeInTheDocument();
    expect(within(card).getByText('Selisih Berat')).toBeInTheDocument();
    expect(within(card).getByText('3.450')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'faktur-bermasalah')?.query.get('status')).toBe('OPEN');

    await user.click(within(card).getByRole('button', { name: `Selesaikan ${FAKTUR.no_faktur}` }));
    await user.click(await screen.findByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Catatan Tidak Boleh Kosong')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Catatan' }), 'dikirim besok');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Faktur Bermasalah Berhasil Diselesaikan')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ catatan: 'dikirim besok' });
    // the open list is empty now; SEMUA shows it resolved
    expect(await screen.findByTestId('faktur-empty')).toHaveTextContent('Data Tidak Tersedia');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ALL');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByText(/Diselesaikan oleh SPVBDG/)).toBeInTheDocument();
  });

  it('shows no resolve button to a cashier', async () => {
    renderScreen(<FakturBermasalahPage />, { user: KASIR, api: (r) => (r.path === 'faktur-bermasalah' ? ok([FAKTUR]) : undefined) });
    await screen.findByTestId('faktur-row');
    expect(screen.queryByRole('button', { name: `Selesaikan ${FAKTUR.no_faktur}` })).not.toBeInTheDocument();
  });
});
