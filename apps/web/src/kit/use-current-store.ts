import type { TokoRow } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useSession } from '../lib/session';

/** What a printed report's header needs of the store. */
export type StoreHeader = { kode_toko: string; nama_toko: string; alamat_toko: string };

/**
 * The store the user acts on (session.kodeToko), with its name and address, for report headers.
 * GET tokos answers every signed-in user with the stores they may use; until it answers, or when
 * the store is not in it, the session's store name stands in and the address is empty.
 */
export function useCurrentStore(): StoreHeader {
  const session = useSession();
  const query = useQuery({
    queryKey: ['kit', 'current-store', 'tokos'],
    queryFn: async () => (await api.get<TokoRow[]>('tokos')).data,
    enabled: session.isLoggedIn,
    staleTime: 5 * 60_000,
  });
  const found = query.data?.find((t) => t.kode_toko === session.kodeToko);
  if (found) return { kode_toko: found.kode_toko, nama_toko: found.nama_toko, alamat_toko: found.alamat_toko };
  return { kode_toko: session.kodeToko, nama_toko: session.user?.nama_toko ?? '', alamat_toko: '' };
}
