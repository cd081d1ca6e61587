/**
 * Socket events, typed once for the server and the browser. Rooms: `toko:<kode_toko>` and
 * `user:<user_id>`.
 */
export type SettingsChangedEntry = { key: string; aktif?: boolean; value?: string };

export type ServerToClientEvents = {
  /** `by`: who saved; that user's own screens already hold the change and are not asked */
  'settings-changed': (payload: { kode_toko: string; by?: string; entries: SettingsChangedEntry[] }) => void;
  'session-ended': (payload: { user_id: string; reason: string }) => void;
  'progress': (payload: { task: string; done: number; total: number }) => void;
};

export type ClientToServerEvents = {
  ping: (ack: (at: string) => void) => void;
};

export const storeRoom = (kodeToko: string) => `toko:${kodeToko}`;
export const userRoom = (userId: string) => `user:${userId}`;
