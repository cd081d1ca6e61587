import { z } from 'zod';
import { envelope } from '../schemas/common';
import { approvalIds, blank, idempotencyKeyInput, text } from '../sales/fields';
import { CASHBACK_MESSAGES as M } from './messages';
import { CASHBACK_STATUSES } from './rules';

const poin = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number({ error: M.poinInvalid }).int(M.poinInvalid).min(1, M.poinInvalid).max(100_000_000, M.poinInvalid),
);

/** POST /api/cashback-poin: the member by code or phone, the points to cash out. */
export const cashbackRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  member: z.preprocess(blank, z.string({ error: M.memberRequired }).trim().min(1, M.memberRequired).max(40, M.memberRequired)),
  poin,
  keterangan: text('Keterangan', 200),
});
export type CashbackRequest = z.input<typeof cashbackRequest>;
export type CashbackInput = z.output<typeof cashbackRequest>;

export const cashback = z.object({
  no_cashback: z.string(),
  kode_toko: z.string(),
  nama_toko: z.string(),
  alamat_toko: z.string(),
  tanggal: z.string(),
  kode_member: z.string(),
  nama_member: z.string(),
  no_hp: z.string(),
  poin: z.number(),
  rupiah_per_poin: z.number(),
  jumlah_rp: z.number(),
  saldo_poin: z.number(),
  status: z.enum(CASHBACK_STATUSES),
  keterangan: z.string(),
  alasan_batal: z.string(),
  input_by: z.string(),
  created_at: z.string(),
});
export type Cashback = z.infer<typeof cashback>;
export const cashbackResponse = envelope(cashback);
export const cashbackListResponse = envelope(z.array(cashback));

/** GET /api/cashback-poin/setting: the store's rupiah per point (0 = off). */
export const cashbackSetting = z.object({ rupiah_per_poin: z.number() });
export type CashbackSetting = z.infer<typeof cashbackSetting>;
export const cashbackSettingResponse = envelope(cashbackSetting);

/** GET /api/cashback-poin?tanggal= (the day's cash-outs of the store) */
export const cashbackListQuery = z.object({ tanggal: z.preprocess(blank, z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional()) });
export type CashbackListQuery = z.output<typeof cashbackListQuery>;

export const cashbackParams = z.object({ no_cashback: z.string().trim().min(1).max(60).transform((v) => v.toUpperCase()) });

/** POST /api/cashback-poin/:no_cashback/batal (same business date, a supervisor's approval BATAL_CASHBACK_POIN) */
export const cancelCashbackRequest = z.object({
  alasan: z.preprocess(blank, z.string({ error: M.alasanRequired }).trim().min(1, M.alasanRequired).max(300, 'Alasan maksimal 300 karakter')),
  otorisasi: approvalIds,
});
export type CancelCashbackRequest = z.input<typeof cancelCashbackRequest>;
export type CancelCashbackInput = z.output<typeof cancelCashbackRequest>;
