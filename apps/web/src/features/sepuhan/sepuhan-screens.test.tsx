import { SEPUHAN_MESSAGES, type SepuhanRow } from '@emas/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { PindahSortirSepuhanPage, SortirSepuhanPage, SusutSepuhanPage } from './screens';

const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');
const MODULES = { SEPUHAN_MODULE: true };

const piece = (code: string, patch: Partial<SepuhanRow> = {}): SepuhanRow => ({
  kode_barcode: code,
  nama_barang: `CINCIN ${code}`,
  kode_group: 'P17',
  no_faktur_group: 'FB-BDG-260301-0001',
  no_faktur_beli: 'BL-BDG-260301-0001',
  tgl_beli: '2026-03-01',
  berat: '5.000',
  kadar: 75,
  harga_beli: 4_000_000,
  status: 'TERIMA',
  kelas: null,
  sortir_by: null,
  no_terima: 'ST-BDG-260301-0001',
  no_pindah: null,
  berat_kembali: null,
  ...patch,
});

const bodyOf = (calls: FakeRequest[], path: string) => calls.find((c) => c.method === 'POST' && c.path === path)?.body as Record<string, unknown> | undefined;

describe('/sortir-sepuhan', () => {
  it('sends each picked class with one idempotency key and shows the server refusal in Indonesian', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    let refuse = true;
    const { calls } = renderScreen(<SortirSepuhanPage />, {
      user: SPV,
      modules: MODULES,
      api: (r) => {
        if (r.method === 'GET' && r.path === 'sepuhan/sortir') return ok([piece('B1'), piece('B2')]);
        if (r.method === 'POST' && r.path === 'sepuhan/sortir') {
          if (refuse) {
            refuse = false;
            return { status: 400, body: { status: 'error', message: SEPUHAN_MESSAGES.alreadySorted } };
          }
          return ok({ no: 'SS-1', barang: [] }, SEPUHAN_MESSAGES.sorted);
        }
        return undefined;
      },
    });
    expect(await screen.findByText('B1')).toBeInTheDocument();
    expect(screen.getByTestId('sortir-submit')).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kelas B1' }), 'SEPUH');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kelas B2' }), 'PUSAT');
    await user.click(screen.getByTestId('sortir-submit'));
    expect(await screen.findByText(SEPUHAN_MESSAGES.alreadySorted)).toBeInTheDocument();
    const first = bodyOf(calls, 'sepuhan/sortir')!;
    expect(first.detail).toEqual([
      { kode_barcode: 'B1', kelas: 'SEPUH' },
      { kode_barcode: 'B2', kelas: 'PUSAT' },
    ]);
    await user.click(screen.getByTestId('sortir-submit'));
    expect(await screen.findByText(SEPUHAN_MESSAGES.sorted)).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect((posts[1]!.body as { idempotency_key: string }).idempotency_key).toBe(first.idempotency_key);
  });
});

describe('/pindah-sortir-sepuhan', () => {
  it('sends a refurbished piece with its new weight, purity and sale tray, and a melt piece by its barcode only', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<PindahSortirSepuhanPage />, {
      user: SPV,
      modules: MODULES,
      api: (r) => {
        if (r.method === 'GET' && r.path === 'sepuhan/pindah') return ok([piece('B1', { status: 'SORTIR', kelas: 'SEPUH' }), piece('B2', { status: 'SORTIR', kelas: 'LEBUR' }), piece('B3', { status: 'SORTIR', kelas: 'SIMPAN' })]);
        if (r.path === 'gudang/get/all') return ok([{ kode_gudang: 'UTAMA', nama_gudang: 'UTAMA', jenis_gudang: 'JUAL' }, { kode_gudang: 'BELI', nama_gudang: 'BELI', jenis_gudang: 'BELI' }]);
        if (r.path === 'baki/get/all') return ok([{ kode_baki: 'B01', nama_baki: 'BAKI 1', kode_gudang: 'UTAMA' }, { kode_baki: 'BL01', nama_baki: 'BAKI BELI', kode_gudang: 'BELI' }]);
        if (r.method === 'POST' && r.path === 'sepuhan/pindah') return ok({ no: 'SP-1', barang: [] }, SEPUHAN_MESSAGES.moved);
        return undefined;
      },
    });
    expect(await screen.findByText('B1')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pilih B3' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Berat Kembali B1' }), '4.870');
    await waitFor(() => expect(screen.getByRole('option', { name: 'B01 - BAKI 1' })).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: 'BL01 - BAKI BELI' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Baki Tujuan B1' }), 'B01');
    await user.click(screen.getByRole('checkbox', { name: 'Pilih B2' }));
    await user.click(screen.getByTestId('pindah-submit'));
    expect(await screen.findByText(SEPUHAN_MESSAGES.moved)).toBeInTheDocument();
    expect(bodyOf(calls, 'sepuhan/pindah')!.detail).toEqual([{ kode_barcode: 'B1', berat: '4.870', kadar: '75', kode_baki: 'B01' }, { kode_barcode: 'B2' }]);
  });
});

describe('/susut-sepuhan', () => {
  it('records a lot loss with its reason', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<SusutSepuhanPage />, {
      user: SPV,
      modules: MODULES,
      api: (r) => {
        if (r.method === 'GET' && r.path === 'sepuhan/susut') return ok([{ no_pindah: 'SP-BDG-260301-0001', tgl_system: '2026-03-01', jumlah: 1, berat_terima: '5.000', berat_kembali: '4.870', susut: '0.130', nilai: 104_000 }]);
        if (r.method === 'POST' && r.path === 'sepuhan/susut') return ok({ no_susut: 'SU-1' }, SEPUHAN_MESSAGES.susutSaved);
        return undefined;
      },
    });
    expect(await screen.findByText('SP-BDG-260301-0001')).toBeInTheDocument();
    expect(screen.getByText('104,000')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Alasan Susut SP-BDG-260301-0001' }), 'Sepuh dan poles');
    await user.click(screen.getByTestId('susut-submit-SP-BDG-260301-0001'));
    expect(await screen.findByText(SEPUHAN_MESSAGES.susutSaved)).toBeInTheDocument();
    expect(bodyOf(calls, 'sepuhan/susut')).toMatchObject({ no_pindah: 'SP-BDG-260301-0001', alasan: 'Sepuh dan poles' });
  });
});
