import type { PawnListRow, PawnLoan, PawnQuote } from '@emas/domain';
import { api } from '../../lib/api';

/** Calls of the pawn screens (docs/api.md "Pawn loans"); query keys start with 'hutang'. */

export const PAWN_KEYS = {
  all: ['hutang'] as const,
  list: (q: string, status: string) => ['hutang', 'list', q, status] as const,
  one: (no: string) => ['hutang', 'one', no] as const,
  validasi: (tanggal: string | null) => ['hutang', 'validasi', tanggal ?? ''] as const,
  lelang: ['hutang', 'lelang'] as const,
  dashboard: ['hutang', 'dashboard'] as const,
};

/** A pledged piece as the form holds it (weights as typed, grams). */
export type PieceForm = { nama_barang: string; kode_group: string | null; kadar: string; berat: string; berat_batu: string; kode_kondisi: string | null; keterangan: string };

export const emptyPiece = (): PieceForm => ({ nama_barang: '', kode_group: null, kadar: '', berat: '', berat_batu: '', kode_kondisi: null, keterangan: '' });

export const pieceBody = (p: PieceForm) => ({
  nama_barang: p.nama_barang,
  kode_group: p.kode_group,
  kadar: p.kadar || undefined,
  berat: p.berat,
  berat_batu: p.berat_batu || '0',
  kode_kondisi: p.kode_kondisi,
  keterangan: p.keterangan,
});

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

export const postLoanAction = (path: 'bayar-bunga' | 'tebus' | 'peremajaan' | 'bayar-pokok' | 'batal-lunas' | 'lelang', body: object) => api.post<PawnLoan>(`hutang/${path}`, body);
