import { isHeadOffice, type TokoRow } from '@emas/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../lib/api';
import { useSession } from '../lib/session';

export const STORES_QUERY_KEY = ['tokos'] as const;

/** The chain's stores, for head-office users only (branch users never pick a store). */
export function useStores() {
  const { access } = useSession();
  const headOffice = access !== null && isHeadOffice(access);
  const query = useQuery({
    queryKey: STORES_QUERY_KEY,
    queryFn: async () => (await api.get<TokoRow[]>('tokos')).data,
    enabled: headOffice,
    staleTime: 5 * 60_000,
  });
  return { headOffice, stores: query.data ?? [] };
}

/** The store being worked on: the one a head-office user picked, else the user's own. */
export function useActiveStore(): { kodeToko: string; namaToko: string } {
  const session = useSession();
  const { stores } = useStores();
  const picked = stores.find((s) => s.kode_toko === session.kodeToko);
  const own = session.user?.kode_toko === session.kodeToko ? session.user?.nama_toko : undefined;
  return { kodeToko: session.kodeToko, namaToko: picked?.nama_toko ?? own ?? session.kodeToko };
}

/** Switches a head-office user to another store: header, active date and modules, then every query. */
export function usePickStore(): (kodeToko: string) => Promise<void> {
  const session = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (kodeToko: string) => {
      if (kodeToko === session.kodeToko) return;
      session.pickStore(kodeToko);
      // the API reads the picked store from storage, so both calls already use it
      await Promise.allSettled([session.refresh(), queryClient.invalidateQueries()]);
    },
    [session, queryClient],
  );
}
