import { AKSES_BYPASS_LEVELS, canGrantLevel, type AksesNode, type Level } from '@emas/domain';
import { api, ApiError } from '../../lib/api';

export type ManagedUser = { user_id: string; nama_user: string; level: Level; kode_toko: string };
export type AksesData = { user_id: string; level: Level; akses: AksesNode[] };

/**
 * The users whose akses the caller may change: levels the caller may grant, and the caller only
 * when OWN or SU (the server refuses anyone else widening their own akses).
 */
export function manageableUsers(list: readonly ManagedUser[], caller: { user_id: string; level: Level }): ManagedUser[] {
  return list
    .filter((u) => (u.user_id === caller.user_id ? AKSES_BYPASS_LEVELS.includes(caller.level) : canGrantLevel(caller.level, u.level)))
    .sort((a, b) => a.kode_toko.localeCompare(b.kode_toko) || a.user_id.localeCompare(b.user_id));
}

/**
 * The store's users. 'users' belongs to /data-users; a user who was given only /hak-akses-users
 * is refused there (403) and reads the short list instead, which carries the same fields.
 */
export async function loadUsers(): Promise<ManagedUser[]> {
  try {
    return (await api.get<ManagedUser[]>('users')).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return (await api.get<ManagedUser[]>('users/get/all')).data;
    throw error;
  }
}

const aksesPath = (userId: string) => `users/${encodeURIComponent(userId)}/akses`;

export async function loadAkses(userId: string): Promise<AksesData> {
  return (await api.get<AksesData>(aksesPath(userId))).data;
}

export function saveAkses(userId: string, akses: AksesNode[]) {
  return api.put<AksesData>(aksesPath(userId), { akses });
}
