import type { MarketplaceImportResult, MarketplaceOrderRow, MarketplaceOrderWithReceipt, MarketplacePayout, MarketplaceSaleRequest } from '@emas/domain';
import { api } from '../../lib/api';

/** The marketplace module's calls (apps/server/src/modules/marketplace/marketplace.routes.ts). */
export const MARKETPLACE_KEYS = {
  all: ['marketplace'] as const,
  orders: (from: string, to: string, akun: string) => ['marketplace', 'orders', from, to, akun] as const,
  owed: (akun: string) => ['marketplace', 'piutang', akun] as const,
  payouts: (from: string, to: string) => ['marketplace', 'payouts', from, to] as const,
};

export type MarketplaceAkun = { kode_akun: string; kode_marketplace: string; nama_toko_online: string; fee_persen: number; wajib_foto: boolean };

export async function fetchAkun(): Promise<MarketplaceAkun[]> {
  return (await api.get<MarketplaceAkun[]>('marketplace-setting')).data;
}

export async function fetchOrders(from: string, to: string, akun: string): Promise<MarketplaceOrderRow[]> {
  return (await api.get<MarketplaceOrderRow[]>('marketplace/order', { tgl_awal: from, tgl_akhir: to, kode_akun: akun })).data;
}

export async function fetchOrder(akun: string, noOrder: string): Promise<MarketplaceOrderWithReceipt> {
  return (await api.get<MarketplaceOrderWithReceipt>(`marketplace/order/${encodeURIComponent(akun)}/${encodeURIComponent(noOrder)}`)).data;
}

export async function fetchOwed(akun: string): Promise<MarketplaceOrderRow[]> {
  return (await api.get<MarketplaceOrderRow[]>(`marketplace/piutang/${encodeURIComponent(akun)}`)).data;
}

export async function fetchPayouts(from: string, to: string): Promise<MarketplacePayout[]> {
  return (await api.get<MarketplacePayout[]>('marketplace/pencairan', { tgl_awal: from, tgl_akhir: to })).data;
}

export function sellByHand(body: MarketplaceSaleRequest) {
  return api.post<MarketplaceOrderWithReceipt>('marketplace/penjualan', body);
}

export type ImportBody = { idempotency_key: string; kode_akun: string; kode_sales: string; isi: string };
export function previewImport(body: ImportBody) {
  return api.post<MarketplaceImportResult>('marketplace/import/preview', body);
}
export function importOrders(body: ImportBody) {
  return api.post<MarketplaceImportResult>('marketplace/import', body);
}

export function recordPayout(body: { idempotency_key: string; kode_akun: string; no_rekening: string; jumlah_diterima: number; no_order: string[]; keterangan: string }) {
  return api.post<MarketplacePayout>('marketplace/pencairan', body);
}
