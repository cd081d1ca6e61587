import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, DEMO_MODULES, renderSignedIn } from '../../../test/session-harness';
import { createAppSocket, SocketProvider, type AppSocket } from '../../lib/socket';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import { RealtimeSync } from './RealtimeSync';
import { SETTINGS_RELOAD_DELAY_MS } from './settingsSync';

function idleSocket(): AppSocket {
  return createAppSocket({ backendUrl: 'http://localhost', token: 'test', kodeToko: 'BDG', autoConnect: false });
}

function pushSettings(socket: AppSocket, entries: { key: string; aktif?: boolean; value?: string }[], by?: string) {
  act(() => {
    for (const listener of socket.listeners('settings-changed')) listener({ kode_toko: 'BDG', by, entries });
  });
}

describe('RealtimeSync: settings-changed', () => {
  afterEach(() => {
    vi.useRealTimers();
    void i18n.changeLanguage('id');
  });

  function renderSync() {
    const socket = idleSocket();
    const reload = vi.fn();
    renderSignedIn(
      <SocketProvider socket={socket}>
        <RealtimeSync reload={reload} />
      </SocketProvider>,
      { user: demoUser('SPVBDG'), modules: { ...DEMO_MODULES, CICILAN_MODULE: true } },
    );
    return { socket, reload };
  }

  it('does not ask the user who saved the change (his screens already hold it)', async () => {
    const { socket, reload } = renderSync();
    pushSettings(socket, [{ key: 'CICILAN_MODULE', aktif: false }], 'SPVBDG');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Pengaturan toko telah diubah. Muat ulang halaman untuk memakai pengaturan baru?')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    pushSettings(socket, [{ key: 'CICILAN_MODULE', aktif: false }], 'OWNER');
    expect(await screen.findByText('Pengaturan toko telah diubah. Muat ulang halaman untuk memakai pengaturan baru?')).toBeInTheDocument();
  });

  it('asks first; on Ya merges the modules, sets the language and reloads after 1 s', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { socket, reload } = renderSync();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pushSettings(socket, [
      { key: 'CICILAN_MODULE', aktif: false },
      { key: 'MULTI_LANGUAGE_MODULE', aktif: true },
      { key: 'MULTI_LANGUAGE', value: 'en' },
      { key: 'MULTI_LANGUAGE_MODULE', value: 'en' },
    ]);
    expect(await screen.findByText('Pengaturan toko telah diubah. Muat ulang halaman untuk memakai pengaturan baru?')).toBeInTheDocument();
    expect(storage.get<Record<string, boolean>>(STORAGE_KEYS.modules)?.CICILAN_MODULE).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Ya' }));
    await waitFor(() => expect(storage.get<Record<string, boolean>>(STORAGE_KEYS.modules)?.CICILAN_MODULE).toBe(false));
    expect(storage.get<Record<string, boolean>>(STORAGE_KEYS.modules)?.MEMBER_MODULE).toBe(true);
    expect(storage.get(STORAGE_KEYS.language)).toBe('en');
    expect(i18n.language).toBe('en');

    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SETTINGS_RELOAD_DELAY_MS));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when the user answers Tidak', async () => {
    const user = userEvent.setup();
    const { socket, reload } = renderSync();
    pushSettings(socket, [{ key: 'CICILAN_MODULE', aktif: false }]);
    await user.click(await screen.findByRole('button', { name: 'Tidak' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tidak' })).not.toBeInTheDocument());
    expect(storage.get<Record<string, boolean>>(STORAGE_KEYS.modules)?.CICILAN_MODULE).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks once when several pushes arrive together, and not at all for an empty push', async () => {
    const { socket } = renderSync();
    pushSettings(socket, []);
    expect(screen.queryByRole('button', { name: 'Ya' })).not.toBeInTheDocument();
    pushSettings(socket, [{ key: 'CICILAN_MODULE', aktif: false }]);
    pushSettings(socket, [{ key: 'KUPON_MODULE', aktif: false }]);
    await screen.findByRole('button', { name: 'Ya' });
    expect(screen.getAllByRole('button', { name: 'Ya' })).toHaveLength(1);
  });
});
