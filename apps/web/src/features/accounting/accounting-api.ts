import type { AkunRow, ParaAkunRow } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

/** The first part of every query key of the accounting area (writes invalidate it). */
export const ACCOUNTING_OWNER = 'accounting';

/** GET para-akun-transaksi: the store's journal parameters. */
export function useParameters() {
  const { kodeToko } = useSession();
  return useQuery({
    queryKey: [ACCOUNTING_OWNER, 'para-akun-transaksi', kodeToko],
    queryFn: async () => (await api.get<ParaAkunRow[]>('para-akun-transaksi')).data,
  });
}

/** GET akuns: the store's chart of accounts. */
export function useAkuns() {
  const { kodeToko } = useSession();
  return useQuery({
    queryKey: [ACCOUNTING_OWNER, 'akuns', kodeToko],
    queryFn: async () => (await api.get<AkunRow[]>('akuns')).data,
    staleTime: 5 * 60_000,
  });
}

/** PUT para-akun-transaksi/{trx}/{type} with detail_akun[] (kode_akun, jenis_akun, nomor_akun). */
export function saveParameter(p: ParaAkunRow) {
  return api.put<ParaAkunRow>(`para-akun-transaksi/${encodeURIComponent(p.trx)}/${encodeURIComponent(p.type)}`, {
    detail_akun: p.detail_akun.map((d) => ({ kode_akun: d.kode_akun, jenis_akun: d.jenis_akun, nomor_akun: d.nomor_akun })),
  });
}
