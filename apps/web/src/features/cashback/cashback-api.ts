import type { Cashback, CashbackRequest, CashbackSetting } from '@emas/domain';
import { api } from '../../lib/api';

/** The store's rupiah per point (0 = cashback off). */
export async function fetchCashbackSetting(): Promise<CashbackSetting> {
  return (await api.get<CashbackSetting>('cashback-poin/setting')).data;
}

/** The store's cash-outs of its business date. */
export async function fetchCashbacks(): Promise<Cashback[]> {
  return (await api.get<Cashback[]>('cashback-poin')).data;
}

export function cashOutPoin(body: CashbackRequest) {
  return api.post<Cashback>('cashback-poin', body);
}

export function cancelCashback(no: string, alasan: string, otorisasi: string[]) {
  return api.post<Cashback>(`cashback-poin/${encodeURIComponent(no)}/batal`, { alasan, otorisasi });
}
