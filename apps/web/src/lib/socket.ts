import type { ClientToServerEvents, ServerToClientEvents } from '@emas/domain';
import { createContext, createElement, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { io, type Socket } from 'socket.io-client';

/** The realtime connection, typed with the event map shared with the server. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ServerEvent = keyof ServerToClientEvents;

export const SOCKET_PATH = '/socket.io';

/** The origin the socket talks to: the runtime configuration's backend URL, else the serving origin. */
export function socketOrigin(backendUrl: string, fallback: string = window.location.origin): string {
  if (!backendUrl) return fallback;
  try {
    return new URL(backendUrl, fallback).origin;
  } catch {
    return fallback;
  }
}

type SocketOptions = { backendUrl: string; token: string; kodeToko: string; autoConnect?: boolean };

/** A socket authenticated like the API: session token, and the store being worked on (head office). */
export function createAppSocket({ backendUrl, token, kodeToko, autoConnect = true }: SocketOptions): AppSocket {
  return io(socketOrigin(backendUrl), {
    path: SOCKET_PATH,
    auth: { token, kode_toko: kodeToko },
    autoConnect,
    transports: ['websocket', 'polling'],
  });
}

/**
 * Keeps one socket open while `token` is set; a new token or store opens a fresh one (the server
 * joins rooms at the handshake), and unmounting closes it.
 */
export function useSessionSocket(options: { enabled: boolean; backendUrl: string; token: string | null; kodeToko: string }): AppSocket | null {
  const { enabled, backendUrl, token, kodeToko } = options;
  const [socket, setSocket] = useState<AppSocket | null>(null);
  useEffect(() => {
    if (!enabled || !token) return;
    const created = createAppSocket({ backendUrl, token, kodeToko });
    setSocket(created);
    return () => {
      created.disconnect();
      setSocket(null);
    };
  }, [enabled, backendUrl, token, kodeToko]);
  return socket;
}

const SocketContext = createContext<AppSocket | null>(null);

export function SocketProvider({ socket, children }: { socket: AppSocket | null; children: ReactNode }) {
  return createElement(SocketContext.Provider, { value: socket }, children);
}

export function useAppSocket(): AppSocket | null {
  return useContext(SocketContext);
}

/** Subscribes to a server event while mounted; the latest handler is always called. */
export function useSocketEvent<E extends ServerEvent>(event: E, handler: ServerToClientEvents[E]): void {
  const socket = useAppSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    type Listener = (...args: Parameters<ServerToClientEvents[E]>) => void;
    const listener: Listener = (...args) => (latest.current as Listener)(...args);
    // socket.io's overloads cannot follow a generic event name; the map above keeps it typed
    const target = socket as unknown as { on(e: E, l: Listener): void; off(e: E, l: Listener): void };
    target.on(event, listener);
    return () => target.off(event, listener);
  }, [socket, event]);
}
