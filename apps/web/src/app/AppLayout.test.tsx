import type { ServerToClientEvents } from '@emas/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fake-api';
import { demoUser, renderSignedIn, expectedMenuTitles } from '../../test/session-harness';
import { LoginPage } from '../features/auth/LoginPage';
import { createAppSocket, type AppSocket } from '../lib/socket';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { AppLayout } from '../features/shell/AppLayout';
import { HomePage } from './HomePage';
import { SubMenuPage } from '../features/shell/SubMenuPage';

/** A real socket that never connects; tests deliver server events to its listeners. */
function idleSocket(): AppSocket {
  return createAppSocket({ backendUrl: 'http://localhost', token: 'test', kodeToko: 'BDG', autoConnect: false });
}

function push<E extends keyof ServerToClientEvents>(socket: AppSocket, event: E, payload: Parameters<ServerToClientEvents[E]>[0]) {
  act(() => {
    for (const listener of socket.listeners(event)) (listener as (p: typeof payload) => void)(payload);
  });
}

function renderLayout(userId: 'OWNER' | 'KASIRBDG', path = '/home') {
  const user = demoUser(userId);
  const calls = stubApi(user);
  const socket = idleSocket();
  const result = renderSignedIn(
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route element={<AppLayout socket={socket} />}>
        <Route path="/home" element={<HomePage />} />
        <Route path="/SubMenuUtility" element={<SubMenuPage />} />
      </Route>
    </Routes>,
    { user, path },
  );
  return { ...result, calls, socket };
}

describe('AppLayout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows a branch cashier's store, user, level, active date, menu and version", async () => {
    renderLayout('KASIRBDG');
    expect(screen.getByTestId('store-name')).toHaveTextContent('EMAS SEJAHTERA BANDUNG');
    expect(screen.getByTestId('header-user')).toHaveTextContent('KASIRBDG');
    expect(screen.getByTestId('header-level')).toHaveTextContent('KASIR');
    // the active date is asked from the server after a reload
    expect(await screen.findByText('BDG · Tanggal Aktif 01-06-2025')).toBeInTheDocument();
    expect(screen.getByTestId('app-version')).toHaveTextContent('Emas Versi 3.2.0');
    expect(screen.getByText('NEW RELEASE')).toBeInTheDocument();
    expect(within(screen.getByTestId('sidebar')).getAllByTestId('menu-link').map((a) => a.textContent)).toEqual(expectedMenuTitles('KASIRBDG'));
    expect(screen.getByRole('heading', { name: 'Selamat Datang, KASIR BANDUNG' })).toBeInTheDocument();
    // branch users never pick a store
    expect(screen.queryByRole('textbox', { name: 'Pilih Toko' })).not.toBeInTheDocument();
  });

  it('lets a head-office user pick another store: header, active date and later calls follow it', async () => {
    const user = userEvent.setup();
    const { calls } = renderLayout('OWNER');
    expect(screen.getByTestId('store-name')).toHaveTextContent('EMAS SEJAHTERA PUSAT');
    const picker = await screen.findByRole('textbox', { name: 'Pilih Toko' });
    await waitFor(() => expect(picker).toHaveValue('PST - EMAS SEJAHTERA PUSAT'));

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'SBY - EMAS SEJAHTERA SURABAYA' }));

    await waitFor(() => expect(screen.getByTestId('store-name')).toHaveTextContent('EMAS SEJAHTERA SURABAYA'));
    expect(await screen.findByText('SBY · Tanggal Aktif 31-05-2025')).toBeInTheDocument();
    const after = calls.filter((c) => c.headers['x-kode-toko'] === 'SBY').map((c) => c.path);
    expect(after).toEqual(expect.arrayContaining(['/api/users/me', '/api/tokos']));
  });

  it("asks 'Apakah anda ingin keluar ?' before logging out, then returns to sign-in", async () => {
    const user = userEvent.setup();
    const { calls } = renderLayout('KASIRBDG');
    await user.click(screen.getByRole('button', { name: 'Keluar' }));
    expect(await screen.findByText('Apakah anda ingin keluar ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tidak' }));
    await waitFor(() => expect(screen.queryByText('Apakah anda ingin keluar ?')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === '/api/users/logout')).toBe(false);
    expect(screen.getByTestId('store-name')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Keluar' }));
    await user.click(await screen.findByRole('button', { name: 'Ya' }));
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/users/logout')).toMatchObject({ method: 'POST', body: { user_id: 'KASIRBDG' } });
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });

  it('hides, shows and minifies the sidebar, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderLayout('OWNER');
    await user.click(screen.getByRole('button', { name: 'Sembunyikan menu' }));
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(storage.get(STORAGE_KEYS.sidebar)).toEqual({ hidden: true, mini: false });

    await user.click(screen.getByRole('button', { name: 'Tampilkan menu' }));
    expect(within(screen.getByTestId('sidebar')).getAllByTestId('menu-link').length).toBeGreaterThan(1);

    await user.click(screen.getByRole('button', { name: 'Perkecil menu' }));
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).queryAllByTestId('menu-link')).toHaveLength(0);
    expect(within(sidebar).getByRole('button', { name: 'Utility' })).toBeInTheDocument();
    expect(storage.get(STORAGE_KEYS.sidebar)).toEqual({ hidden: false, mini: true });
  });

  it('goes back up the menu from a submenu page', async () => {
    const user = userEvent.setup();
    renderLayout('OWNER', '/SubMenuUtility');
    expect(screen.getByTestId('submenu-title')).toHaveTextContent('Utility');
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(await screen.findByRole('heading', { name: 'Selamat Datang, PEMILIK TOKO' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kembali' })).not.toBeInTheDocument();
  });

  it('blocks the screen while the server reports batch progress', () => {
    const { socket } = renderLayout('OWNER');
    push(socket, 'progress', { task: 'import', done: 3, total: 10 });
    expect(screen.getByTestId('progress-dialog')).toHaveTextContent('3 dari 10');
    expect(screen.getByRole('progressbar', { name: 'Sedang Memproses Data' })).toHaveAttribute('aria-valuenow', '30');
    push(socket, 'progress', { task: 'import', done: 10, total: 10 });
    expect(screen.queryByTestId('progress-dialog')).not.toBeInTheDocument();
  });

  it('ends the session when the server says so and shows why on the sign-in page', async () => {
    const { socket } = renderLayout('KASIRBDG');
    push(socket, 'session-ended', { user_id: 'KASIRBDG', reason: 'Sesi user berhasil diakhiri' });
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    expect(screen.getByText('Sesi user berhasil diakhiri')).toBeInTheDocument();
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
  });

  it('ignores a session-ended push meant for another user', () => {
    const { socket } = renderLayout('KASIRBDG');
    push(socket, 'session-ended', { user_id: 'KASIRSBY', reason: 'Sesi user berhasil diakhiri' });
    expect(screen.getByTestId('store-name')).toBeInTheDocument();
    expect(storage.get(STORAGE_KEYS.token)).toBe('token-KASIRBDG');
  });

  it('shows a dialog that cannot be dismissed while offline, and offers a reload when back', async () => {
    renderLayout('KASIRBDG');
    act(() => {
      fireEvent(window, new Event('offline'));
    });
    const offline = await screen.findByRole('dialog', { name: 'Koneksi Terputus' });
    expect(offline).toHaveTextContent('Looks like you lost your internet connection');
    expect(within(offline).queryByRole('button')).not.toBeInTheDocument();

    act(() => {
      fireEvent(window, new Event('online'));
    });
    const online = await screen.findByRole('dialog', { name: 'Koneksi Tersambung' });
    expect(online).toHaveTextContent('Looks like you connection is Back, You Can Use Our Website Again');
    expect(within(online).getByRole('button', { name: 'Muat Ulang' })).toBeInTheDocument();
    expect(screen.queryByText('Looks like you lost your internet connection')).not.toBeInTheDocument();
  });
});
