import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, sessionUser } from '../../kit/test-app';
import { createAppSocket, SocketProvider } from '../../lib/socket';
import { HomeNews } from './HomeNews';

const ITEM = { id: 1, judul: 'Harga emas naik', isi: 'Mulai besok', levels: ['KASIR'], toko: ['BDG'], aktif: true, created_by: 'OWNER', created_at: '2026-11-26T02:00:00.000Z' };

describe('news on the staff home page', () => {
  it('shows the items the server answers for the user, and reads them again when one is pushed', { timeout: 30_000 }, async () => {
    const socket = createAppSocket({ backendUrl: 'http://localhost', token: 'test', kodeToko: 'BDG', autoConnect: false });
    let items = [ITEM];
    const { calls } = renderScreen(
      <SocketProvider socket={socket}>
        <HomeNews />
      </SocketProvider>,
      { user: sessionUser('KASIRBDG', 'KASIR', 'BDG'), api: (r) => (r.path === 'news/home' ? ok(items) : undefined) },
    );
    await waitFor(() => expect(screen.getAllByTestId('home-news-item')).toHaveLength(1));
    expect(screen.getByTestId('home-news')).toHaveTextContent('Harga emas naik');

    items = [{ ...ITEM, id: 2, judul: 'Aturan baru', created_at: '2026-11-26T03:00:00.000Z' }, ITEM];
    act(() => {
      for (const listener of socket.listeners('news-posted')) listener({ id: 2 });
    });
    await waitFor(() => expect(screen.getAllByTestId('home-news-item')).toHaveLength(2));
    expect(screen.getAllByTestId('home-news-item')[0]).toHaveTextContent('Aturan baru');
    expect(calls.filter((c) => c.path === 'news/home')).toHaveLength(2);
  });
});
