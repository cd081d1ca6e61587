import type { SepuhanDocument, SepuhanKelas, SepuhanLotRow, SepuhanRow, SepuhanSusutResult } from '@emas/domain';
import { api } from '../../lib/api';

/** The sorting area's calls (issue 35, apps/server/src/modules/sepuhan/sepuhan.routes.ts). */
export const SEPUHAN_KEYS = { all: ['sepuhan'] as const, list: (step: string) => ['sepuhan', step] as const };

export async function fetchSepuhan(step: 'terima' | 'sortir' | 'pindah'): Promise<SepuhanRow[]> {
  return (await api.get<SepuhanRow[]>(`sepuhan/${step}`)).data;
}

export async function fetchLossLots(): Promise<SepuhanLotRow[]> {
  return (await api.get<SepuhanLotRow[]>('sepuhan/susut')).data;
}

export function receive(key: string, codes: readonly string[]) {
  return api.post<SepuhanDocument>('sepuhan/terima', { idempotency_key: key, kode_barcode: codes });
}

export function sort(key: string, detail: readonly { kode_barcode: string; kelas: SepuhanKelas }[]) {
  return api.post<SepuhanDocument>('sepuhan/sortir', { idempotency_key: key, detail });
}

export type MoveLine = { kode_barcode: string; berat?: string; kadar?: string; kode_baki?: string };
export function move(key: string, detail: readonly MoveLine[]) {
  return api.post<SepuhanDocument>('sepuhan/pindah', { idempotency_key: key, detail });
}

export function recordLoss(key: string, no_pindah: string, alasan: string) {
  return api.post<SepuhanSusutResult>('sepuhan/susut', { idempotency_key: key, no_pindah, alasan });
}
