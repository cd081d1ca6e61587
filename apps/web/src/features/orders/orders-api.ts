import type { OrderListRow, OrderReceipt, PreOrderPage, PreOrderRow, PreOrderSearchRequest, SaleReceipt } from '@emas/domain';
import { type DocumentFilter } from '../../kit/counter';
import { api } from '../../lib/api';

export type { OrderListRow, OrderReceipt, PreOrderPage, PreOrderRow, SaleReceipt };

export type Tukang = { kode_tukang: string; nama_tukang: string };
export type Group = { kode_group: string; nama_group: string; kadar: string | number };
export type Jenis = { kode_dept: string; nama_dept: string };
export type Baki = { kode_baki: string; nama_baki: string; kode_gudang: string };
export type Sales = { kode_sales: string; nama_sales: string };

export async function fetchOrders(filter: DocumentFilter<string>): Promise<OrderListRow[]> {
  return (await api.get<OrderListRow[]>('pesanan', filter)).data;
}

export async function fetchOrder(no: string): Promise<OrderReceipt> {
  return (await api.get<OrderReceipt>(`pesanan/${encodeURIComponent(no)}`)).data;
}

export async function searchPreOrders(filter: PreOrderSearchRequest) {
  return api.post<PreOrderPage>('pre-order', filter);
}

/** Uploads a piece's photo or sketch (multipart image, from the camera or a file) and answers the key the order names. */
export async function uploadOrderPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await api.upload<{ foto: string }>('pesanan/foto', form)).data.foto;
}

/** Where a piece's stored photo is read (GET, image/jpeg). */
export const orderPhotoPath = (no: string, urut: number) => `pesanan/${encodeURIComponent(no)}/foto/${urut}`;
