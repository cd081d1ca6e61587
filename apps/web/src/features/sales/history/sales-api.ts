import { api } from '../../../lib/api';
import type { SaleListRow, SaleReceipt } from './sale-types';

/** GET penjualan filter (saleListQuery). */
export type SaleListFilter = {
  tgl_awal: string;
  tgl_akhir: string;
  q?: string;
  status?: 'ALL' | 'AKTIF' | 'BATAL';
  valid?: 'ALL' | 'Y' | 'N';
  input_by?: string;
};

export async function fetchSaleList(filter: SaleListFilter): Promise<SaleListRow[]> {
  return (await api.get<SaleListRow[]>('penjualan', filter)).data;
}

/** GET penjualan/:no_faktur_group: one receipt with its lines. */
export async function fetchSale(noFakturGroup: string): Promise<SaleReceipt> {
  return (await api.get<SaleReceipt>(`penjualan/${encodeURIComponent(noFakturGroup)}`)).data;
}

export type ValidByOption = { value: string; label: string };

type RawOption = string | { user_id?: string; nama_user?: string; value?: string; label?: string };

/** GET penjualan/valid-by-options: the store's KASIR users plus ALL (spec 000 §6). */
export async function fetchValidByOptions(): Promise<ValidByOption[]> {
  const { data } = await api.get<RawOption[]>('penjualan/valid-by-options');
  return data.map((o) => {
    if (typeof o === 'string') return { value: o, label: o };
    const value = o.value ?? o.user_id ?? '';
    const label = o.label ?? (o.nama_user && o.nama_user !== value ? `${value} - ${o.nama_user}` : value);
    return { value, label };
  });
}
