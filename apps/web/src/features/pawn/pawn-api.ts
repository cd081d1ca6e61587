import type { PawnListRow, PawnLoan, PawnQuote, PawnWaKind } from '@emas/domain';
import { api, blobToDataUrl, fetchFile } from '../../lib/api';

/** Calls of the pawn screens (docs/api.md "Pawn loans"); query keys start with 'hutang'. */

export const PAWN_KEYS = {
  all: ['hutang'] as const,
  list: (q: string, status: string) => ['hutang', 'list', q, status] as const,
  one: (no: string) => ['hutang', 'one', no] as const,
  validasi: (tanggal: string | null) => ['hutang', 'validasi', tanggal ?? ''] as const,
  lelang: ['hutang', 'lelang'] as const,
  lelangHariIni: ['hutang', 'lelang', 'hari-ini'] as const,
  dashboard: ['hutang', 'dashboard'] as const,
};

/** A pledged piece as the form holds it (weights as typed, grams; the uploaded photo's key and its preview). */
export type PieceForm = {
  nama_barang: string;
  kode_group: string | null;
  kadar: string;
  berat: string;
  berat_batu: string;
  kode_kondisi: string | null;
  keterangan: string;
  foto: string | null;
  preview: string | null;
};

export const emptyPiece = (): PieceForm => ({ nama_barang: '', kode_group: null, kadar: '', berat: '', berat_batu: '', kode_kondisi: null, keterangan: '', foto: null, preview: null });

export const pieceBody = (p: PieceForm) => ({
  nama_barang: p.nama_barang,
  kode_group: p.kode_group,
  kadar: p.kadar || undefined,
  berat: p.berat,
  berat_batu: p.berat_batu || '0',
  kode_kondisi: p.kode_kondisi,
  keterangan: p.keterangan,
  foto: p.foto ?? undefined,
});

/** Uploads a pledged piece's photo (multipart image) and answers the key the loan names. */
export async function uploadPawnPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await api.upload<{ foto: string }>('hutang/foto', form)).data.foto;
}

/** A pledged piece's stored photo as a data URL (fetched with the bearer token), or null. */
export async function pawnPhotoDataUrl(no: string, urut: number): Promise<string | null> {
  const blob = await fetchFile(`hutang/${encodeURIComponent(no)}/foto/${urut}`).catch(() => null);
  return blob ? blobToDataUrl(blob) : null;
}

/** Sends the loan's receipt (HUTANG) or its redemption's (TEBUS) to the customer's WhatsApp; the server writes the text. */
export const sendLoanWhatsapp = (no: string, jenis: PawnWaKind) => api.post<{ success: boolean; receiver: string }>('hutang/whatsapp', { no_faktur_hutang: no, jenis });

export async function quoteLoan(pieces: PieceForm[], jumlah: number | null) {
  return (await api.post<PawnQuote>('hutang/hitung', { detail_barang: pieces.map(pieceBody), ...(jumlah ? { jumlah_hutang: jumlah } : {}) })).data;
}

export async function searchLoans(q: string, status: string) {
  return (await api.get<PawnListRow[]>('hutang', { q: q || undefined, status })).data;
}

export async function fetchLoan(no: string) {
  return (await api.get<PawnLoan>(`hutang/${encodeURIComponent(no)}`)).data;
}

export async function fetchValidasi(tanggal: string | null) {
  return (await api.get<PawnListRow[]>('hutang/validasi', tanggal ? { tanggal } : {})).data;
}

export async function fetchLelang() {
  return (await api.get<PawnListRow[]>('hutang/lelang')).data;
}

/** Loans auctioned on the store's business date (cancellable with approval). */
export async function fetchLelangHariIni() {
  return (await api.get<PawnListRow[]>('hutang/lelang/hari-ini')).data;
}

export const postLoanAction = (path: 'bayar-bunga' | 'tebus' | 'peremajaan' | 'bayar-pokok' | 'batal-lunas' | 'lelang' | 'batal-lelang', body: object) => api.post<PawnLoan>(`hutang/${path}`, body);
