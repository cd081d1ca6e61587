import type { UserRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { DataUsersPage } from './DataUsersPage';

const TOKOS = [
  { kode_toko: 'PST', nama_toko: 'EMAS PUSAT', alamat_toko: 'JL. PUSAT 1', telepon: '', email: '', portal: '', type: 'PUSAT', tgl_system: '2025-06-30' },
  { kode_toko: 'BDG', nama_toko: 'EMAS BANDUNG', alamat_toko: 'JL. BANDUNG 2', telepon: '', email: '', portal: '', type: 'CABANG', tgl_system: '2025-06-30' },
];

function userRow(user_id: string, level: UserRow['level'], kode_toko: string, extra: Partial<UserRow> = {}): UserRow {
  return { user_id, nama_user: `NAMA ${user_id}`, level, kode_toko, is_active: true, is_login: false, last_login_at: null, ...extra };
}

function chain(): UserRow[] {
  return [
    userRow('OWNER', 'OWN', 'PST', { is_login: true, last_login_at: '2025-06-30T01:00:00.000Z' }),
    userRow('KASIRBDG', 'KASIR', 'BDG', { is_login: true, last_login_at: '2025-06-30T02:30:00.000Z' }),
    userRow('KASIRSBY', 'KASIR', 'SBY', { is_active: false }),
  ];
}

function fakeUsersApi(rows: UserRow[], onWrite: (request: FakeRequest) => ReturnType<typeof ok>) {
  return (request: FakeRequest) => {
    if (request.path === 'tokos') return ok(TOKOS);
    if (request.method === 'GET' && request.path === 'users') return ok(rows);
    if (request.method !== 'GET') return onWrite(request);
    return undefined;
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataUsersPage', () => {
  it('lists users with level, store, status and sign-in, with no delete button', async () => {
    renderScreen(<DataUsersPage />, { user: sessionUser('OWNER', 'OWN', 'PST'), api: fakeUsersApi(chain(), () => ok(null)) });
    const table = await screen.findByRole('table', { name: 'Data Users' });
    const row = (await within(table).findByText('KASIRBDG')).closest('tr')!;
    expect(within(row).getByText('NAMA KASIRBDG')).toBeInTheDocument();
    expect(within(row).getByText('BDG')).toBeInTheDocument();
    expect(within(row).getByText('Aktif')).toBeInTheDocument();
    expect(within(row).getByText('Sedang Login')).toBeInTheDocument();
    expect(within(row).getByText('30-06-2025 09:30:00')).toBeInTheDocument();
    const sby = within(table).getByText('KASIRSBY').closest('tr')!;
    expect(within(sby).getByText('Tidak Aktif')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hapus/ })).not.toBeInTheDocument();
  });

  it('adds a user with the level and store picked from their lists', { timeout: 15_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const rows = chain();
    const { calls } = renderScreen(<DataUsersPage />, {
      user: sessionUser('OWNER', 'OWN', 'PST'),
      api: fakeUsersApi(rows, (request) => {
        rows.push(userRow('KASIRBDG2', 'KASIR', 'BDG'));
        return ok(request.body, 'Data Berhasil Ditambahkan');
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah User' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await within(dialog).findByText('User ID Tidak Boleh Kosong')).toBeInTheDocument();
    expect(within(dialog).getByText('Password Tidak Boleh Kosong')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'User ID' }), 'kasirbdg2');
    expect(within(dialog).getByRole('textbox', { name: 'User ID' })).toHaveValue('KASIRBDG2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama User' }), 'siti aminah');
    await user.click(within(dialog).getByRole('textbox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'KASIR - Kasir' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Kode Toko' }));
    await user.click(await screen.findByRole('option', { name: 'BDG - EMAS BANDUNG' }));
    await user.type(within(dialog).getByLabelText(/^Password/), 'rahasia1');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));

    expect(await screen.findByText('Data Berhasil Ditambahkan')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: 'users',
      body: { user_id: 'KASIRBDG2', nama_user: 'SITI AMINAH', level: 'KASIR', kode_toko: 'BDG', password: 'rahasia1' },
    });
    expect(await screen.findByText('KASIRBDG2')).toBeInTheDocument();
  });

  it('edits a user with the user id read-only and no password', { timeout: 15_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<DataUsersPage />, {
      user: sessionUser('OWNER', 'OWN', 'PST'),
      api: fakeUsersApi(chain(), (request) => ok(request.body, 'Data Berhasil Dirubah')),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit KASIRBDG' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByRole('textbox', { name: 'User ID' })).toHaveAttribute('readonly');
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    const nama = within(dialog).getByRole('textbox', { name: 'Nama User' });
    await user.clear(nama);
    await user.type(nama, 'budi');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByText('Data Berhasil Dirubah')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: 'users/KASIRBDG', body: { nama_user: 'BUDI', level: 'KASIR', kode_toko: 'BDG' } });
    expect(calls.find((c) => c.method === 'PUT')!.body).not.toHaveProperty('user_id');
  });

  it('resets a password in a small dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<DataUsersPage />, {
      user: sessionUser('OWNER', 'OWN', 'PST'),
      api: fakeUsersApi(chain(), () => ok(null, 'Password berhasil direset')),
    });
    await user.click(await screen.findByRole('button', { name: 'Reset Password KASIRBDG' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password KASIRBDG' });
    await user.type(within(dialog).getByLabelText(/^Password Baru/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await within(dialog).findByText('Password minimal 6 karakter')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Password Baru/), '456');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByText('Password berhasil direset')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: 'users/KASIRBDG/reset-password', body: { new_password: '123456' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets an owner end the session of a signed-in user after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<DataUsersPage />, {
      user: sessionUser('OWNER', 'OWN', 'PST'),
      api: fakeUsersApi(chain(), () => ok(null, 'Sesi user berhasil diakhiri')),
    });
    await screen.findByText('KASIRBDG');
    // not for oneself, not for users who are not signed in
    expect(screen.queryByRole('button', { name: 'Akhiri Sesi OWNER' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Akhiri Sesi KASIRSBY' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Akhiri Sesi KASIRBDG' }));
    expect(await screen.findByText('Apakah Anda Yakin Ingin Mengakhiri Sesi User KASIRBDG ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ya' }));
    expect(await screen.findByText('Sesi user berhasil diakhiri')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('users/KASIRBDG/end-session');
  });

  it('does not offer ending sessions to a supervisor', async () => {
    renderScreen(<DataUsersPage />, {
      user: sessionUser('SPVBDG', 'SPV', 'BDG'),
      api: fakeUsersApi([userRow('KASIRBDG', 'KASIR', 'BDG', { is_login: true })], () => ok(null)),
    });
    await screen.findByRole('button', { name: 'Edit KASIRBDG' });
    expect(screen.queryByRole('button', { name: 'Akhiri Sesi KASIRBDG' })).not.toBeInTheDocument();
  });

  it('deactivates after Ya and activates after Aktifkan', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = chain();
    const { calls } = renderScreen(<DataUsersPage />, {
      user: sessionUser('OWNER', 'OWN', 'PST'),
      api: fakeUsersApi(rows, (request) => {
        const active = (request.body as { is_active: boolean }).is_active;
        return ok(null, active ? 'User berhasil diaktifkan' : 'User berhasil dinonaktifkan');
      }),
    });
    await screen.findByText('KASIRBDG');
    expect(screen.queryByRole('button', { name: 'Nonaktifkan OWNER' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aktifkan KASIRBDG' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nonaktifkan KASIRBDG' }));
    expect(await screen.findByText('Apakah Anda Yakin Ingin Menonaktifkan User KASIRBDG ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ya' }));
    expect(await screen.findByText('User berhasil dinonaktifkan')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({ path: 'users/KASIRBDG/status', body: { is_active: false } });

    await user.click(screen.getByRole('button', { name: 'Aktifkan KASIRSBY' }));
    expect(await screen.findByText('Aktifkan Kembali User KASIRSBY ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aktifkan' }));
    expect(await screen.findByText('User berhasil diaktifkan')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({ path: 'users/KASIRSBY/status', body: { is_active: true } });
  });
});
