import { KIRIM_UANG_MESSAGES as M, type KirimUangRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, fail, ok, renderScreen, sessionUser } from '../../kit/test-app';
import { KirimUangPusatPage } from './KirimUangPusatPage';
import { TerimaUangKasPage } from './TerimaUangKasPage';

const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');
const OWNER = { ...sessionUser('OWNER', 'OWN', 'PST'), is_pusat: true };

const ROW: KirimUangRow = {
  nota_kirim: 'KU-BDG-261126-000001',
  kode_toko: 'BDG',
  nama_toko: 'EMAS SEJAHTERA BANDUNG',
  tgl_system: '2026-11-26',
  input_by: 'SPVBDG',
  jumlah_rp: 5_000_000,
  tujuan: 'PST',
  nama_tujuan: 'EMAS SEJAHTERA PUSAT',
  keterangan: 'SETORAN',
  no_reff: 'SLIP-1',
  asal: 'CASH',
  no_rekening: null,
  status: 'OPEN',
  tgl_terima: null,
  terima_by: null,
  terima_at: null,
  created_at: '2026-11-26T03:00:00.000Z',
};
const FORM = { akun: [{ asal: 'CASH', no_rekening: null, nama: 'CASH', saldo: 20_000_000 }], tujuan: [{ kode_toko: 'PST', nama_toko: 'EMAS SEJAHTERA PUSAT' }] };

afterEach(() => {
  vi.restoreAllMocks();
});

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(screen.getByTestId('kirim-open')).toBeEnabled());
  await user.click(screen.getByTestId('kirim-open'));
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, jumlah: string) {
  await openForm(user);
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: /Jumlah Rp/ }), jumlah);
  await user.type(within(dialog).getByRole('textbox', { name: /Keterangan/ }), 'setoran');
  return dialog;
}

describe('/kirim-uang-pusat', () => {
  it('sends, reloads the history, closes and clears the form, then downloads Laporan KIRIM UANG.pdf', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    let sent = false;
    const { calls } = renderScreen(<KirimUangPusatPage />, {
      user: SPV,
      api: (r) => {
        if (r.path === 'kirim-uang-form') return ok(FORM);
        if (r.path === 'kirim-uang-history') return ok(sent ? [ROW] : []);
        if (r.path === 'kirim-uang' && r.method === 'POST') {
          sent = true;
          return ok(ROW, M.sent);
        }
        if (r.path === 'tokos') return ok([]);
        return undefined;
      },
    });
    await fillForm(user, '5000000');
    await user.click(screen.getByTestId('kirim-submit'));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['Laporan KIRIM UANG.pdf']));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ jumlah_rp: 5_000_000, tujuan: 'PST', keterangan: 'SETORAN', no_reff: '', asal: 'CASH', idempotency_key: expect.any(String) });
    // the history was read again after the send, before the receipt
    const postIndex = calls.indexOf(post);
    expect(calls.slice(postIndex).some((c) => c.path === 'kirim-uang-history')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('KU-BDG-261126-000001')).toBeInTheDocument();
    const text = await files[0]!.blob.text();
    expect(text).toContain('LAPORAN KIRIM UANG');
    expect(text).toContain('KU-BDG-261126-000001');
    // opened again, the form is empty
    await user.click(screen.getByTestId('kirim-open'));
    expect(within(await screen.findByRole('dialog')).getByRole('textbox', { name: /Keterangan/ })).toHaveValue('');
  });

  it('checks the form before calling and shows the failure message and the field reason when the server refuses', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    const { calls } = renderScreen(<KirimUangPusatPage />, {
      user: SPV,
      api: (r) => {
        if (r.path === 'kirim-uang-form') return ok(FORM);
        if (r.path === 'kirim-uang-history') return ok([]);
        if (r.path === 'kirim-uang') return fail(400, 'Jumlah Rp melebihi saldo (saldo Rp 20,000,000)', { jumlah_rp: 'Jumlah Rp melebihi saldo (saldo Rp 20,000,000)' });
        return undefined;
      },
    });
    await openForm(user);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('kirim-submit'));
    expect(await within(dialog).findByText(M.jumlahRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.keteranganRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Jumlah Rp/ }), '90000000');
    await user.type(within(dialog).getByRole('textbox', { name: /Keterangan/ }), 'setoran');
    await user.click(within(dialog).getByTestId('kirim-submit'));
    expect(await screen.findByText(M.sendFailed)).toBeInTheDocument();
    expect(within(dialog).getByText('Jumlah Rp melebihi saldo (saldo Rp 20,000,000)')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(files).toEqual([]);
  });
});

describe('/terima-uang-kas', () => {
  it('asks for the reference, says when none is found, receives once and clears the form', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TerimaUangKasPage />, {
      user: OWNER,
      api: (r) => {
        if (r.path === 'kirim-uang/KU-BDG-261126-000001' && r.method === 'GET') return ok([ROW], M.found);
        if (r.path === 'kirim-uang/KU-BDG-261126-000001/reception' && r.method === 'PATCH') return ok({ ...ROW, status: 'DONE' }, M.received);
        if (r.path.startsWith('kirim-uang/')) return ok([], M.notFound);
        return undefined;
      },
    });
    await user.click(await screen.findByTestId('terima-cari'));
    expect((await screen.findAllByText(M.referenceRequired)).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path.startsWith('kirim-uang/'))).toBe(false);

    await user.type(screen.getByTestId('terima-nomor'), 'ku-xxx{Enter}');
    expect(await screen.findByText(M.notFound)).toBeInTheDocument();

    await user.clear(screen.getByTestId('terima-nomor'));
    await user.type(screen.getByTestId('terima-nomor'), 'ku-bdg-261126-000001{Enter}');
    expect(await screen.findByTestId('terima-record')).toHaveTextContent('KU-BDG-261126-000001');
    await user.click(screen.getByTestId('terima-konfirmasi'));
    expect(await screen.findByText(M.received)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('terima-record')).toBeNull());
    expect(screen.getByTestId('terima-nomor')).toHaveValue('');
  });

  it('a refused reception shows Terima Uang Pusat Gagal and the reason', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<TerimaUangKasPage />, {
      user: OWNER,
      api: (r) => {
        if (r.method === 'GET' && r.path.startsWith('kirim-uang/')) return ok([ROW]);
        if (r.method === 'PATCH') return fail(400, 'Uang KU-BDG-261126-000001 sudah diterima oleh ADMIN');
        return undefined;
      },
    });
    await user.type(await screen.findByTestId('terima-nomor'), 'KU-BDG-261126-000001{Enter}');
    await user.click(await screen.findByTestId('terima-konfirmasi'));
    expect(await screen.findByText(M.receiveFailed)).toBeInTheDocument();
    expect(screen.getByTestId('terima-reason')).toHaveTextContent('sudah diterima oleh ADMIN');
  });
});
