import { EVERY_MASTER_DEF, listPathOf, type MasterRow } from '@emas/domain';
import { useQueries, useQuery, useQueryClient, type QueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api';
import { useSession } from './session';

/**
 * Reference data (spec 001 §3 last item, §7 reference reads): the lists every screen picks codes
 * from (groups, jenis, warehouses, trays, sales people, banks...), read once through TanStack Query
 * and kept for a long time.
 *
 * Freshness: a reference's query key starts with its OWNER, the key of the master whose writes
 * change it (['gudang', 'reference', 'gudang/get/all', {}, 'PST']). The CRUD kit invalidates
 * [resource.key] after every create, update and delete (kit/CrudPage.tsx), and a master screen's
 * resource key is its master's key (features/masters/master-resource.tsx), so a change made in a
 * master screen refreshes every reference of that master: the selects of other screens show it
 * without a reload. Writes outside the kit call invalidateReference(queryClient, owner).
 */

/** How long a reference list is fresh; writes invalidate it sooner. */
export const REFERENCE_STALE_MS = 30 * 60_000;
/** Gold prices change during the day and by other users: kept fresh for a minute only. */
const PRICE_STALE_MS = 60_000;

export type ReferenceDef = {
  /** GET path under /api; ':name' parts are filled from the params */
  path: string;
  /** key of the master (or area) whose writes change it: the first part of the query key */
  owner: string;
  staleTime?: number;
};

/** Each master's list by its registry key ('group', 'gudang', 'para-harga-beli', 'banner-katalog'...): its first read path. */
const MASTER_REFERENCES: Record<string, ReferenceDef> = Object.fromEntries(
  EVERY_MASTER_DEF.map((def) => [def.key, { path: listPathOf(def), owner: def.key }]),
);

/** The reference reads the server answers (spec 001 §7), by key. */
export const REFERENCES: Readonly<Record<string, ReferenceDef>> = {
  ...MASTER_REFERENCES,
  'gudang-master': { path: 'gudang/get/all/master', owner: 'gudang' },
  'gudang-hancur': { path: 'gudang/get/hancur-barang', owner: 'gudang' },
  'baki-ready': { path: 'baki/ready', owner: 'baki' },
  /** params { kode_gudang } */
  'baki-by-gudang': { path: 'baki/get/by-kode-gudang/:kode_gudang', owner: 'baki' },
  /** params { kode_bank } */
  'rekening-by-bank': { path: 'rekenings/get-by-kode-bank', owner: 'rekening' },
  tokos: { path: 'tokos', owner: 'tokos' },
  /** { tanggal, groups[] }: every group with its price in force (params { tanggal? }) */
  'harga-emas': { path: 'parameter-harga-emas', owner: 'harga-emas', staleTime: PRICE_STALE_MS },
  /** { nominal, current, harga[] } */
  'harga-emas-global': { path: 'parameter-harga-emas/global', owner: 'harga-emas', staleTime: PRICE_STALE_MS },
};

/** Lists the app warms after sign-in (spec 001 §3): the ones nearly every screen picks from. */
export const WARM_REFERENCES = ['group', 'jenis', 'gudang', 'baki', 'sales', 'bank'] as const;
/** The warm-up waits this long so the first screen's own calls go first. */
export const WARM_DELAY_MS = 300;

export type ReferenceParams = Record<string, string | number | boolean | null | undefined>;

function referenceDef(key: string): ReferenceDef {
  const def = REFERENCES[key];
  if (!def) throw new Error(`Unknown reference data key: ${key}`);
  return def;
}

/** Fills ':name' parts of the path from the params; the other params go in the query string. */
function splitParams(path: string, params: ReferenceParams): { path: string; query: ReferenceParams } {
  const query: ReferenceParams = { ...params };
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = query[name];
    delete query[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, query };
}

/** The query key of a reference: [owner, 'reference', path, params, store]. */
export function referenceQueryKey(key: string, params: ReferenceParams = {}, kodeToko = ''): QueryKey {
  const def = referenceDef(key);
  return [def.owner, 'reference', def.path, params, kodeToko];
}

/** Query options of a reference (for useQuery, prefetchQuery, ensureQueryData). */
export function referenceQuery<T = MasterRow[]>(key: string, params: ReferenceParams = {}, kodeToko = '') {
  const def = referenceDef(key);
  return {
    queryKey: referenceQueryKey(key, params, kodeToko),
    queryFn: async (): Promise<T> => {
      const { path, query } = splitParams(def.path, params);
      return (await api.get<T>(path, query)).data;
    },
    staleTime: def.staleTime ?? REFERENCE_STALE_MS,
  };
}

/**
 * A reference list of the store acted on: `useReference('gudang').data` is the warehouses.
 * Load failures show nothing to the user (spec 000 §8, spec 001 §8): the list stays empty.
 */
export function useReference<T = MasterRow[]>(key: string, params?: ReferenceParams, opts: { enabled?: boolean } = {}): UseQueryResult<T> {
  const { isLoggedIn, kodeToko } = useSession();
  return useQuery({ ...referenceQuery<T>(key, params, kodeToko), enabled: isLoggedIn && (opts.enabled ?? true) });
}

const dataOf = (results: UseQueryResult<unknown>[]) => results.map((r) => r.data);

/**
 * Several master lists at once, in the order asked; an entry is undefined until it loads. The
 * answer keeps its identity while no list changes (TanStack's combine), so it can feed a memo.
 */
export function useReferences(keys: readonly string[]): readonly (MasterRow[] | undefined)[] {
  const { isLoggedIn, kodeToko } = useSession();
  return useQueries({
    queries: keys.map((key) => ({ ...referenceQuery(key, {}, kodeToko), enabled: isLoggedIn })),
    combine: dataOf as (results: UseQueryResult<MasterRow[]>[]) => (MasterRow[] | undefined)[],
  });
}

/** Marks every reference of an owner stale and reloads the ones on screen (writes outside the CRUD kit). */
export function invalidateReference(queryClient: QueryClient, owner: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [owner, 'reference'] });
}

/**
 * Loads the lists of WARM_REFERENCES into the cache after sign-in (and again for another store),
 * without blocking anything: it renders nothing and its failures are silent. Mount it once
 * inside the signed-in layout (features/shell/AppLayout).
 */
export function ReferenceWarmup({ delayMs = WARM_DELAY_MS }: { delayMs?: number } = {}): null {
  const { isLoggedIn, kodeToko } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isLoggedIn || !kodeToko) return undefined;
    const timer = setTimeout(() => {
      for (const key of WARM_REFERENCES) void queryClient.prefetchQuery(referenceQuery(key, {}, kodeToko));
    }, delayMs);
    return () => clearTimeout(timer);
  }, [isLoggedIn, kodeToko, queryClient, delayMs]);
  return null;
}
