import type { GesekRow, KasBook, PengalihanRow } from '@emas/domain';
import { api } from '../../lib/api';

/** Calls of the cash book screens (spec 000 §7, spec 001 §7); query keys start with 'cash'. */

export type AccountBalance = { akun: string; jenis: 'CASH' | 'BANK'; kode_bank: string | null; nama_rekening: string | null; saldo_awal: number; masuk: number; keluar: number; saldo_akhir: number };
export type RekeningRow = { no_rekening: string; nama_rekening: string; kode_bank: string; fee_gesek_persen?: string | number };
export type KodeTransaksiRow = { kode_transaksi: string; nama_transaksi: string; jenis_transaksi: string };
export type MoveResult = { no_ref: string; tgl_system: string; kategori: string; jumlah: number };

export const CASH_KEYS = {
  all: ['cash'] as const,
  saldo: ['cash', 'saldo'] as const,
  kas: ['cash', 'kas'] as const,
  bank: (noRekening: string | null) => ['cash', 'bank', noRekening ?? 'ALL'] as const,
  gesek: ['cash', 'gesek'] as const,
  pengalihan: (status: string) => ['cash', 'pengalihan', status] as const,
};

export async function fetchSaldo(): Promise<{ tanggal: string; saldo: AccountBalance[] }> {
  return (await api.get<{ tanggal: string; saldo: AccountBalance[] }>('cash/saldo')).data;
}

export async function fetchKasBook(): Promise<KasBook> {
  return (await api.get<KasBook>('cash/paginated', { skip: 0, limit: 500 })).data;
}

export async function fetchBankBook(noRekening: string | null): Promise<KasBook> {
  return (await api.get<KasBook>('cash/history-bank', noRekening ? { no_rekening: noRekening } : {})).data;
}

export async function fetchRekening(): Promise<RekeningRow[]> {
  return (await api.get<RekeningRow[]>('rekenings')).data;
}

export async function fetchGesek(): Promise<GesekRow[]> {
  return (await api.get<GesekRow[]>('non-cash/gesek-histories')).data;
}

export async function fetchPengalihan(status: string): Promise<PengalihanRow[]> {
  return (await api.get<PengalihanRow[]>('cash/pengalihan-saldo', { status })).data;
}
