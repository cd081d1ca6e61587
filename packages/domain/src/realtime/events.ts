/**
 * Socket events, typed once for the server and the browser. Rooms: `toko:<kode_toko>` and
 * `user:<user_id>`.
 */
export type SettingsChangedEntry = { key: string; aktif?: boolean; value?: string };

/** spec 000 §7 'qr-auth': cancel closes the dialog; status true approves (keystore compared upper-case). */
export type QrAuthEvent = { cancel: boolean; status: boolean; keystore: string; id?: string; approved_by?: string };
/**
 * spec 000 §7 'fingerprint-auth': the outcome of a fingerprint scan verified by the server (status),
 * for which feature (auth_for, the operation) and whose finger (user_id); sent to room user:<requester>.
 */
export type FingerprintAuthEvent = { status: boolean; auth_for: string; user_id: string };
export type OtorisasiRequestEvent = { kode_toko: string; keystore: string; status: 'OPEN' | 'APPROVED' | 'REJECTED' | 'CANCELLED' };

/** `tgl_system`: the day closed; `tgl_berikut`: the store's business date from now on. */
export type TokoClosedEvent = { kode_toko: string; tgl_system: string; tgl_berikut: string; by: string };

/** The news item as the home page shows it (packages/domain news). */
export type NewsPostedEvent = { id: number; judul: string; isi: string; levels: string[]; toko: string[]; aktif: boolean; created_by: string; created_at: string };

export type ServerToClientEvents = {
  /** `by`: who saved; that user's own screens already hold the change and are not asked */
  'settings-changed': (payload: { kode_toko: string; by?: string; entries: SettingsChangedEntry[] }) => void;
  'session-ended': (payload: { user_id: string; reason: string }) => void;
  /** a batch job's progress (the blocking dialog); a promo broadcast also tells sent and failed (done = sent + failed) */
  'progress': (payload: { task: string; done: number; total: number; sent?: number; failed?: number }) => void;
  /** spec 000 §7: the decision on a QR approval request, sent to room user:<requester> */
  'qr-auth': (payload: QrAuthEvent) => void;
  /** spec 000 §7: a fingerprint approval verified (or refused) for the requester's dialog, room user:<requester> */
  'fingerprint-auth': (payload: FingerprintAuthEvent) => void;
  /** a QR approval request opened or closed in a store (room toko:<kode_toko>): the authenticator refreshes */
  'otorisasi-request': (payload: OtorisasiRequestEvent) => void;
  /** a store's day was closed (room toko:<kode_toko>): every open screen takes the new business date */
  'toko-closed': (payload: TokoClosedEvent) => void;
  /** a staff news item posted or changed (room toko:<kode_toko> of each store that sees it); screens filter by level */
  'news-posted': (payload: NewsPostedEvent) => void;
};

export type ClientToServerEvents = {
  ping: (ack: (at: string) => void) => void;
};

export const storeRoom = (kodeToko: string) => `toko:${kodeToko}`;
export const userRoom = (userId: string) => `user:${userId}`;
