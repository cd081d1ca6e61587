import type { MeltCandidate, PurchaseListRow, PurchaseReceipt } from '@emas/domain';
import type { DocumentFilter } from '../../kit/counter';
import { api } from '../../lib/api';

/** The calls of the buy-back screens (docs/api.md "Buying gold back"); the counter's lines price through kit/counter. */
export async function fetchPurchaseList(filter: DocumentFilter<'ALL' | 'AKTIF' | 'BATAL'>): Promise<PurchaseListRow[]> {
  return (await api.get<PurchaseListRow[]>('pembelian', filter)).data;
}

export async function fetchPurchase(no: string): Promise<PurchaseReceipt> {
  return (await api.get<PurchaseReceipt>(`pembelian/${encodeURIComponent(no)}`)).data;
}

export async function fetchMeltCandidates(): Promise<MeltCandidate[]> {
  return (await api.get<MeltCandidate[]>('pembelian/hancur')).data;
}
