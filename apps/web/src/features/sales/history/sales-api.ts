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
