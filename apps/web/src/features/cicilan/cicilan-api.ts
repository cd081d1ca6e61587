import {
  CICILAN_FINISH_PATHS,
  CICILAN_PATHS,
  type CicilanRefundQuote,
  type CicilanReminderSettingAnswer,
  type CicilanReminderSettingRequest,
  type CicilanValidationRow,
  type CancelCicilanRequest,
  type CicilanListRow,
  type CicilanPlanAnswer,
  type CicilanQuoteAnswer,
  type CicilanQuoteRequest,
  type CicilanTermsWire,
  type CreateCicilanRequest,
  type PayCicilanRequest,
  type SettleCicilanRequest,
} from '@emas/domain';
import { api } from '../../lib/api';

/** Calls of the instalment screens (packages/domain cicilan/api.ts); query keys start with 'cicilan'. */

export const CICILAN_KEYS = {
  all: ['cicilan'] as const,
  tenor: ['cicilan', 'tenor'] as const,
  list: (query: CicilanSearch | null) => ['cicilan', 'list', query] as const,
  one: (no: string) => ['cicilan', 'one', no] as const,
  settlement: (no: string) => ['cicilan', 'pelunasan', no] as const,
  defaults: ['cicilan', 'gagal-bayar'] as const,
};

/** '/api/cicilan/:no_faktur_cicil/bayar' -> 'cicilan/CC-.../bayar' (the api helper adds /api). */
const pathOf = (path: string, no?: string) => path.replace(/^\/api\//, '').replace(':no_faktur_cicil', encodeURIComponent(no ?? ''));

/** What /lihat-cicilan asks: a text (number, customer, phone, member) and a state on the business date. */
export type CicilanSearch = { q?: string; status: string };

export type SettlementQuote = { sisa_bayar: number; margin_belum_diakui: number; potongan: number; pelunasan: number; denda: number; total: number };
export type CicilanList = { tgl_system: string; rows: CicilanListRow[] };

export const fetchTenors = async () => (await api.get<{ tgl_system: string; tenor: CicilanTermsWire[] }>(pathOf(CICILAN_PATHS.tenor))).data;
export const quoteCicilanPlan = async (body: CicilanQuoteRequest) => (await api.post<CicilanQuoteAnswer>(pathOf(CICILAN_PATHS.quote), body)).data;
export const createCicilanPlan = (body: CreateCicilanRequest) => api.post<CicilanPlanAnswer>(pathOf(CICILAN_PATHS.plans), body);
export const searchCicilan = async (query: CicilanSearch) => (await api.get<CicilanList>(pathOf(CICILAN_PATHS.plans), { q: query.q || undefined, status: query.status })).data;
export const fetchDefaults = async () => (await api.get<CicilanList>(pathOf(CICILAN_PATHS.defaults))).data;
export const fetchCicilan = async (no: string) => (await api.get<CicilanPlanAnswer>(pathOf(CICILAN_PATHS.plan, no))).data;
export const payCicilan = (no: string, body: PayCicilanRequest) => api.post<CicilanPlanAnswer>(pathOf(CICILAN_PATHS.pay, no), body);
export const fetchSettlement = async (no: string) => (await api.get<SettlementQuote>(pathOf(CICILAN_PATHS.settle, no))).data;
export const settleCicilan = (no: string, body: SettleCicilanRequest) => api.post<CicilanPlanAnswer>(pathOf(CICILAN_PATHS.settle, no), body);
export const handOverCicilan = (no: string, idempotencyKey: string) => api.post<CicilanPlanAnswer>(pathOf(CICILAN_PATHS.handOver, no), { idempotency_key: idempotencyKey });
export const cancelCicilan = (no: string, body: CancelCicilanRequest) => api.post<CicilanPlanAnswer>(pathOf(CICILAN_PATHS.cancel, no), body);
export const takeBackCicilan = (no: string, body: CancelCicilanRequest) => api.post<CicilanPlanAnswer>(pathOf(CICILAN_PATHS.takeBack, no), body);

/** What a cancel or a take-back of the plan would refund now, as the server computes it (nothing written). */
export const fetchRefundQuote = async (no: string) => (await api.get<CicilanRefundQuote>(pathOf(CICILAN_FINISH_PATHS.refund, no))).data;

/** What a payment of `jumlah` takes, by the rule (instalments due, then late fees, then later instalments), and what remains after it. */
export function paymentPreview(plan: Pick<CicilanPlanAnswer, 'sisa_bayar' | 'tagihan'>, jumlah: number) {
  const owed = plan.tagihan;
  const toDue = Math.min(jumlah, owed.jatuh_tempo);
  const denda = Math.min(Math.max(0, jumlah - toDue), owed.denda);
  const pokok = toDue + Math.min(Math.max(0, jumlah - toDue - denda), owed.belum_jatuh_tempo);
  return { pokok, denda, sisaBayar: plan.sisa_bayar - pokok, sisaDenda: owed.denda - denda };
}

/** /validasi-cicilan: the money events of a date (the business date when none), and their validation. */
export const fetchValidasi = async (tanggal?: string) => (await api.get<{ tanggal: string; rows: CicilanValidationRow[] }>(pathOf(CICILAN_FINISH_PATHS.validasi), { tanggal })).data;
export const validateCicilan = (noTransaksi: readonly string[]) => api.post<{ jumlah: number }>(pathOf(CICILAN_FINISH_PATHS.validasi), { no_transaksi: noTransaksi });

/** /pengingat-cicilan: the store's reminder settings, the reminders sent, and a run now. */
export type SentReminder = { no_faktur_cicil: string; ke: number; jenis: string; tgl_jatuh_tempo: string; no_hp: string; pesan: string; tgl_system: string; sent_at: string };
export const fetchReminderSetting = async () => (await api.get<CicilanReminderSettingAnswer>(pathOf(CICILAN_FINISH_PATHS.reminderSetting))).data;
export const saveReminderSetting = (body: CicilanReminderSettingRequest) => api.put<CicilanReminderSettingAnswer>(pathOf(CICILAN_FINISH_PATHS.reminderSetting), body);
export const fetchSentReminders = async () => (await api.get<SentReminder[]>('cicilan/pengingat')).data;
export const sendRemindersNow = (tglSystem: string) => api.post<{ terkirim: number; gagal: number }>('cicilan/pengingat', { tgl_system: tglSystem });
