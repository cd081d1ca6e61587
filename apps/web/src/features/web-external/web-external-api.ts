import type { BarangExternalCandidate, BarangExternalRow } from '@emas/domain';
import { api } from '../../lib/api';

/** The web store's calls (apps/server/src/modules/web-external/web-external.routes.ts). */
export const WEB_EXTERNAL_KEYS = { list: ['barang-external'] as const };

export async function fetchPublished(): Promise<BarangExternalRow[]> {
  return (await api.get<BarangExternalRow[]>('barang-external')).data;
}

export async function checkCandidate(code: string): Promise<BarangExternalCandidate> {
  return (await api.get<BarangExternalCandidate>(`barang-external/cek/${encodeURIComponent(code)}`)).data;
}

export function publish(detail: readonly { kode_barcode: string; harga_online: number | null }[]) {
  return api.post<BarangExternalRow[]>('barang-external', { detail });
}

export function updatePublished(code: string, body: { harga_online: number | null; tersedia: boolean }) {
  return api.put<BarangExternalRow>(`barang-external/${encodeURIComponent(code)}`, body);
}

export function reserve(code: string, body: { nama_pemesan: string; no_hp: string; lama_jam: string }) {
  return api.post<BarangExternalRow>(`barang-external/${encodeURIComponent(code)}/pesan`, body);
}

export function cancelReservation(code: string) {
  return api.delete<BarangExternalRow>(`barang-external/${encodeURIComponent(code)}/pesan`);
}
