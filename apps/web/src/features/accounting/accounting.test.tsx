import type { ParaAkunRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { ParameterAkunPage } from './ParameterAkunPage';

const OWNER = sessionUser('OWNER', 'OWN', 'PST');

const AKUNS = [
  { nomor_akun: '1-1100', nama_akun: 'KAS' },
  { nomor_akun: '4-1100', nama_akun: 'PENJUALAN EMAS' },
  { nomor_akun: '4-1900', nama_akun: 'PENDAPATAN LAIN-LAIN' },
];

function fakeServer(opts: { refuse?: string } = {}) {
  let params: ParaAkunRow[] = [
    {
      trx: 'PENJUALAN',
      type: 'CASH',
      detail_akun: [
        { _id: 'a1', kode_akun: 'KAS', jenis_akun: 'DEBET', nomor_akun: '1-1100' },
        { _id: 'a2', kode_akun: 'PENJUALAN', jenis_akun: 'KREDIT', nomor_akun: '4-1100' },
      ],
    },
    {
      trx: 'PEMBELIAN',
      type: 'BANK',
      detail_akun: [
        { _id: 'b1', kode_akun: 'PEMBELIAN', jenis_akun: 'DEBET', nomor_akun: '4-1100' },
        { _id: 'b2', kode_akun: 'BANK', jenis_akun: 'KREDIT', nomor_akun: '1-1100' },
      ],
    },
  ];
  return (r: FakeRequest) => {
    if (r.method === 'GET' && r.path === 'akuns') return ok(AKUNS);
    if (r.method === 'GET' && r.path === 'para-akun-transaksi') return ok(params);
    if (r.method === 'PUT') {
      if (opts.refuse) return fail(400, opts.refuse);
      const [, trx, type] = r.path.split('/').map(decodeURIComponent);
      const body = r.body as { detail_akun: { kode_akun: string; jenis_akun: string; nomor_akun: string }[] };
      params = params.map((p) =>
        p.trx === trx && p.type === type
          ? { ...p, detail_akun: p.detail_akun.map((d) => ({ ...d, nomor_akun: body.detail_akun.find((x) => x.kode_akun === d.kode_akun && x.jenis_akun === d.jenis_akun)!.nomor_akun })) }
          : p,
      );
      return ok(params.find((p) => p.trx === trx && p.type === type), 'Data Berhasil Diedit');
    }
    return undefined;
  };
}

async function changeKredit(user: ReturnType<typeof userEvent.setup>, to: string) {
  await user.click(await screen.findByRole('button', { name: 'Nomor Akun PENJUALAN KREDIT: 4-1100' }));
  const picker = await screen.findByRole('textbox', { name: 'Pilih Nomor Akun PENJUALAN KREDIT' });
  await user.click(picker);
  await user.click(await screen.findByRole('option', { name: to }));
}

describe('/parameter-akun (spec 000 §2, §4, §7, §8)', () => {
  it('lists trx and type; a cell edit is held locally, Kembali drops it, Simpan Perubahan saves it and returns to the list', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<ParameterAkunPage />, { user: OWNER, api: fakeServer() });
    const table = await screen.findByTestId('parameter-akun-table');
    expect(await within(table).findByText('PENJUALAN')).toBeInTheDocument();
    expect(within(table).getByText('PEMBELIAN')).toBeInTheDocument();
    expect(within(table).getByText('BANK')).toBeInTheDocument();

    // edit, change the credit account, then Kembali: nothing is sent, the change is gone
    await user.click(screen.getByRole('button', { name: 'Edit PENJUALAN CASH' }));
    expect(await screen.findByText('Edit Parameter Akun PENJUALAN - CASH')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan Perubahan' })).toBeDisabled();
    await changeKredit(user, '4-1900 - PENDAPATAN LAIN-LAIN');
    expect(await screen.findByRole('button', { name: 'Nomor Akun PENJUALAN KREDIT: 4-1900' })).toBeInTheDocument();
    expect(screen.getByText('PENDAPATAN LAIN-LAIN')).toBeInTheDocument();
    expect(screen.getByText('diubah')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(await screen.findByTestId('parameter-akun-table')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Edit PENJUALAN CASH' }));
    expect(await screen.findByRole('button', { name: 'Nomor Akun PENJUALAN KREDIT: 4-1100' })).toBeInTheDocument();

    // change again and save
    await changeKredit(user, '4-1900 - PENDAPATAN LAIN-LAIN');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Data Berhasil Diedit')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('para-akun-transaksi/PENJUALAN/CASH');
    expect(put.body).toEqual({
      detail_akun: [
        { kode_akun: 'KAS', jenis_akun: 'DEBET', nomor_akun: '1-1100' },
        { kode_akun: 'PENJUALAN', jenis_akun: 'KREDIT', nomor_akun: '4-1900' },
      ],
    });
    const list = await screen.findByTestId('parameter-akun-table');
    await waitFor(() => expect(within(list).getByText('KREDIT: 4-1900 PENDAPATAN LAIN-LAIN')).toBeInTheDocument());
  });

  it("a refused save shows the server's text and keeps the edit", { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<ParameterAkunPage />, { user: OWNER, api: fakeServer({ refuse: 'Nomor Akun 4-1900 tidak terdaftar' }) });
    await user.click(await screen.findByRole('button', { name: 'Edit PENJUALAN CASH' }));
    await changeKredit(user, '4-1900 - PENDAPATAN LAIN-LAIN');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Nomor Akun 4-1900 tidak terdaftar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nomor Akun PENJUALAN KREDIT: 4-1900' })).toBeInTheDocument();
    expect(screen.getByTestId('parameter-akun-editor')).toBeInTheDocument();
  });
});
