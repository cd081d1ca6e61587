import type { ClientToServerEvents, ServerToClientEvents } from '@emas/domain';
import { io, type Socket } from 'socket.io-client';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** A socket.io client as the web app opens it: handshake `auth.token` (and `kode_toko` for head office). */
export function connectSocket(baseUrl: string, auth: { token?: string; kode_toko?: string }): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, { auth, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 5_000 });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Every payload of an event the socket receives from now on, in order. */
export function collect<E extends EventName>(socket: TestSocket, event: E): Payload<E>[] {
  const received: Payload<E>[] = [];
  const listener = (payload: Payload<E>) => received.push(payload);
  socket.on(event, listener as never);
  return received;
}

/** Waits until `list` holds at least `count` items, or fails after `ms`. */
export async function waitFor<T>(list: T[], count = 1, ms = 3_000): Promise<T[]> {
  const until = Date.now() + ms;
  while (list.length < count) {
    if (Date.now() > until) throw new Error(`waited ${ms} ms for ${count} event(s), got ${list.length}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return list;
}

/** A short pause, long enough for an event emitted at the same moment to a connected client to arrive. */
export const settle = (ms = 250) => new Promise((r) => setTimeout(r, ms));
