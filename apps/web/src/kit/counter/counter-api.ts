import type { NotaLine, PurchaseLineRequest, PurchaseQuote } from '@emas/domain';
import { api } from '../../lib/api';

export type ValidByOption = { value: string; label: string };

type RawOption = string | { user_id?: string; nama_user?: string; value?: string; label?: string };

/** GET penjualan/valid-by-options: the store's KASIR users plus ALL (spec 000 §6), for every validation screen. */
export async function fetchValidByOptions(): Promise<ValidByOption[]> {
  const { data } = await api.get<RawOption[]>('penjualan/valid-by-options');
  return data.map((o) => {
    if (typeof o === 'string') return { value: o, label: o };
    const value = o.value ?? o.user_id ?? '';
    const label = o.label ?? (o.nama_user && o.nama_user !== value ? `${value} - ${o.nama_user}` : value);
    return { value, label };
  });
}

/** The lines of the shop's own receipt a customer sells back (by receipt, line or barcode). */
export async function fetchNota(kode: string): Promise<NotaLine[]> {
  return (await api.get<NotaLine[]>(`pembelian/nota/${encodeURIComponent(kode)}`)).data;
}

/** The server's prices of buy-back lines (the one rule book of the buy-back and the trade-in). */
export async function quotePurchase(detail: PurchaseLineRequest[]): Promise<PurchaseQuote> {
  return (await api.post<PurchaseQuote>('pembelian/hitung', { detail })).data;
}
