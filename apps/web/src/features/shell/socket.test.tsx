import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppSocket, SocketProvider, socketOrigin, SOCKET_PATH, useSocketEvent, type AppSocket } from '../../lib/socket';

function Listener({ onProgress }: { onProgress: (done: number) => void }) {
  useSocketEvent('progress', (payload) => onProgress(payload.done));
  return null;
}

describe('realtime client', () => {
  it('talks to the backend URL of the runtime configuration, else to the serving origin', () => {
    expect(socketOrigin('', 'http://shop.local:3000')).toBe('http://shop.local:3000');
    expect(socketOrigin('https://api.emas.test/', 'http://shop.local:3000')).toBe('https://api.emas.test');
    expect(socketOrigin('https://api.emas.test/cabang', 'http://shop.local:3000')).toBe('https://api.emas.test');
  });

  it('authenticates like the API: session token and the store being worked on, on /socket.io', () => {
    const socket = createAppSocket({ backendUrl: 'http://localhost', token: 'abc', kodeToko: 'SBY', autoConnect: false });
    expect(socket.auth).toEqual({ token: 'abc', kode_toko: 'SBY' });
    expect(socket.io.opts.path).toBe(SOCKET_PATH);
    expect(SOCKET_PATH).toBe('/socket.io');
    expect(socket.connected).toBe(false);
  });

  it('subscribes while mounted and unsubscribes on unmount', () => {
    const socket: AppSocket = createAppSocket({ backendUrl: 'http://localhost', token: 'abc', kodeToko: 'BDG', autoConnect: false });
    const onProgress = vi.fn();
    const view = render(
      <SocketProvider socket={socket}>
        <Listener onProgress={onProgress} />
      </SocketProvider>,
    );
    expect(socket.listeners('progress')).toHaveLength(1);
    for (const listener of socket.listeners('progress')) listener({ task: 'import', done: 4, total: 9 });
    expect(onProgress).toHaveBeenCalledWith(4);
    view.unmount();
    expect(socket.listeners('progress')).toHaveLength(0);
  });
});
