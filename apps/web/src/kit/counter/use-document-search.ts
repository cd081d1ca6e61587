import { addDays, MESSAGES, toBusinessDate } from '@emas/domain';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';

/** What a document list asks the server: a date range, a text and a status. */
export type DocumentFilter<S extends string> = { tgl_awal: string; tgl_akhir: string; q: string; status: S };

/**
 * Orders and services stay open for days (a piece at the goldsmith, a repair): their lists open on the last
 * week up to the active date, so yesterday's open work is there without touching the dates.
 */
export const OPEN_WORK_LOOK_BACK_DAYS = 7;

/**
 * The search of a document list (receipts, layaways): date range ending on the store's active date
 * (never the wall clock's) and starting `lookBackDays` before it (0: that day only), text and status; the
 * first search runs once the active date is known, the next ones on Cari; a failed read shows the server's message.
 */
export function useDocumentSearch<S extends string, R>(key: QueryKey, fetcher: (filter: DocumentFilter<S>) => Promise<R[]>, allStatus: S, lookBackDays = 0) {
  const { t } = useTranslation();
  const session = useSession();
  const today = session.tglSystem || toBusinessDate(new Date());
  const [tglAwal, setTglAwal] = useState<string | null>(addDays(today, -lookBackDays));
  const [tglAkhir, setTglAkhir] = useState<string | null>(today);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<S>(allStatus);
  const [filter, setFilter] = useState<DocumentFilter<S> | null>(null);

  // the active date arrives after the first render: the range starts on it
  useEffect(() => {
    if (!session.tglSystem) return;
    const from = addDays(session.tglSystem, -lookBackDays);
    setTglAwal(from);
    setTglAkhir(session.tglSystem);
    setFilter((f) => ({ q: '', status: allStatus, ...f, tgl_awal: from, tgl_akhir: session.tglSystem }));
  }, [session.tglSystem, allStatus, lookBackDays]);

  const list = useQuery({ queryKey: [...key, filter], queryFn: () => fetcher(filter!), enabled: filter !== null });
  useEffect(() => {
    if (list.isError) notify.error(errorMessage(list.error, t('salesHistory.common.loadFailed')));
  }, [list.isError, list.error, t]);

  const search = () => {
    if (!tglAwal) return notify.warning(MESSAGES.tglAwalRequired);
    if (!tglAkhir) return notify.warning(MESSAGES.tglAkhirRequired);
    if (tglAwal > tglAkhir) return notify.warning(MESSAGES.tglAwalAfterAkhir);
    setFilter({ tgl_awal: tglAwal, tgl_akhir: tglAkhir, q: q.trim(), status });
  };

  return { tglAwal, setTglAwal, tglAkhir, setTglAkhir, q, setQ, status, setStatus, filter, list, search, tglSystem: session.tglSystem };
}
