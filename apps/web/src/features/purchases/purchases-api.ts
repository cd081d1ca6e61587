import type { MeltCandidate, NotaLine, PurchaseLineRequest, PurchaseListRow, PurchaseQuote, PurchaseReceipt } from '@emas/domain';
import { api } from '../../lib/api';
import type { DocumentFilter } from '../sales/history/use-document-search';

/** The calls of the buy-back screens (docs/api.md "Buying gold back"). */
export async function fetchNota(kode: string): Promise<NotaLine[]> {
  return (await api.get<NotaLine[]>(`pembelian/nota/${encodeURIComponent(kode)}`)).data;
}

export async function quotePurchase(detail: PurchaseLineRequest[]): Promise<PurchaseQuote> {
  return (await api.post<PurchaseQuote>('pembelian/hitung', { detail })).data;
}

export async function fetchPurchaseList(filter: DocumentFilter<'ALL' | 'AKTIF' | 'BATAL'>): Promise<PurchaseListRow[]> {
  return (await api.get<PurchaseListRow[]>('pembelian', filter)).data;
}

export async function fetchPurchase(no: string): Promise<PurchaseReceipt> {
  return (await api.get<PurchaseReceipt>(`pembelian/${encodeURIComponent(no)}`)).data;
}

export async function fetchMeltCandidates(): Promise<MeltCandidate[]> {
  return (await api.get<MeltCandidate[]>('pembelian/hancur')).data;
}
