import { auth } from './id/auth';
import { common } from './id/common';
import { kit } from './id/kit';
import { reports } from './id/reports';
import { routes } from './id/routes';
import { settings } from './id/settings';
import { shell } from './id/shell';
import { users } from './id/users';

/**
 * The id dictionary is the reference (the specification's Indonesian texts, byte for byte);
 * every other language has the same keys. One file per area so areas do not collide.
 */
export const id = { common, routes, shell, kit, auth, users, settings, reports } as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Dictionary = Widen<typeof id>;
/** Other languages may leave keys out; i18next falls back to en, then id. */
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
export type PartialDictionary = DeepPartial<Dictionary>;

export const LANGUAGES = ['id', 'en', 'it', 'hk', 'my', 'jp'] as const;

export const dictionaries: Record<string, Dictionary | PartialDictionary> = { id };
