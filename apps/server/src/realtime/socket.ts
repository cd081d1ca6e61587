import { isHeadOffice, storeRoom, userRoom, type ClientToServerEvents, type ServerToClientEvents } from '@emas/domain';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Server } from 'socket.io';
import { gateConfigOf, resolveSession } from '../http/auth-context';
import { findToko } from '../modules/settings/settings.repository';

type EventName = keyof ServerToClientEvents;
/** between API instances, through the adapter */
type ServerSideEvents = { 'sessions-changed': () => void };
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** What services use to push events; rooms per store and per user. */
export type Realtime = {
  toStore<E extends EventName>(kodeToko: string, event: E, payload: Payload<E>): void;
  toUser<E extends EventName>(userId: string, event: E, payload: Payload<E>): void;
  /** closes a user's sockets (after a sign-out or an ended session), once pending events have gone out */
  disconnectUser(userId: string): void;
};

export const silentRealtime: Realtime = { toStore() {}, toUser() {}, disconnectUser() {} };

/** socket.io on the API port, authenticated by the session token (handshake `auth.token`). */
export async function attachRealtime(app: FastifyInstance, pool?: pg.Pool): Promise<Realtime> {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents>(app.server, { path: '/socket.io', serveClient: false });
  if (pool && app.config.SOCKET_PG_ADAPTER === 'on') {
    await pool.query(
      'create table if not exists socket_io_attachments (id bigserial unique, created_at timestamptz default now(), payload bytea)',
    );
    io.adapter(createAdapter(pool));
    // a session, user or module changed on one instance: the others drop the sessions they keep
    app.sessionCache.onForgetAll(() => io.serverSideEmit('sessions-changed'));
    io.on('sessions-changed', () => app.sessionCache.clear());
  }
  io.use(async (socket, next) => {
    try {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
      const session = token ? await resolveSession(app, token) : null;
      if (!session) return next(new Error('Invalid Token.'));
      socket.data.userId = session.user_id;
      await socket.join([storeRoom(session.kode_toko), userRoom(session.user_id)]);
      const requested = typeof socket.handshake.auth?.kode_toko === 'string' ? socket.handshake.auth.kode_toko.toUpperCase() : '';
      const headOffice = isHeadOffice({ isPusat: session.toko_type === 'PUSAT', config: gateConfigOf(app) });
      if (requested && requested !== session.kode_toko && headOffice && (await findToko(app.db, requested))) {
        await socket.join(storeRoom(requested));
      }
      next();
    } catch (error) {
      next(error as Error);
    }
  });
  io.on('connection', (socket) => {
    socket.on('ping', (ack) => ack(new Date().toISOString()));
  });
  app.addHook('onClose', async () => {
    await io.close();
  });
  return {
    toStore: (kodeToko, event, payload) => io.to(storeRoom(kodeToko)).emit(event, ...([payload] as Parameters<ServerToClientEvents[typeof event]>)),
    toUser: (userId, event, payload) => io.to(userRoom(userId)).emit(event, ...([payload] as Parameters<ServerToClientEvents[typeof event]>)),
    disconnectUser: (userId) => {
      setTimeout(() => io.in(userRoom(userId)).disconnectSockets(true), 250).unref();
    },
  };
}
