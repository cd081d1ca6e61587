import type { GiftMember, GiftMovement, GiftRow, ReceiveGiftRequest, RedeemGiftRequest, Redemption } from '@emas/domain';
import { api } from '../../lib/api';

/** The member found by phone or code, with the balance and the store's gifts. */
export async function findGiftMember(cari: string): Promise<GiftMember> {
  return (await api.get<GiftMember>('tukar-hadiah/member', { cari })).data;
}

export async function fetchGifts(): Promise<GiftRow[]> {
  return (await api.get<GiftRow[]>('tukar-hadiah/hadiah')).data;
}

/** The store's redemptions of its business date. */
export async function fetchRedemptions(): Promise<Redemption[]> {
  return (await api.get<Redemption[]>('tukar-hadiah')).data;
}

export function redeemGift(body: RedeemGiftRequest) {
  return api.post<Redemption>('tukar-hadiah', body);
}

export function cancelRedemption(noTukar: string, alasan: string, otorisasi: string[]) {
  return api.post<Redemption>(`tukar-hadiah/${encodeURIComponent(noTukar)}/batal`, { alasan, otorisasi });
}

export function receiveGift(body: ReceiveGiftRequest) {
  return api.post<GiftMovement>('terima-hadiah', body);
}
