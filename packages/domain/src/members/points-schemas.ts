import { z } from 'zod';
import { envelope } from '../schemas/common';
import { approvalIds, blank, text } from '../sales/fields';
import { RESET_MODES } from './points';
import { POIN_MESSAGES as M } from './points-messages';

/** One row of a member's points ledger with the balance after it (Lihat Transaksi Member). */
export const poinHistoryRow = z.object({
  id: z.string(),
  tanggal: z.string(),
  jenis: z.string(),
  poin: z.number().int(),
  saldo: z.number().int(),
  kode_toko: z.string(),
  jenis_ref: z.string(),
  no_ref: z.string(),
  no_ref_line: z.string(),
  keterangan: z.string(),
  input_by: z.string(),
  created_at: z.string(),
});
export type PoinHistoryRow = z.infer<typeof poinHistoryRow>;

export const poinMember = z.object({ kode_member: z.string(), nama_member: z.string(), no_hp: z.string(), status: z.string(), saldo: z.number().int() });
export type PoinMember = z.infer<typeof poinMember>;

/** GET /api/poin-member/history?cari= : a member by code or phone, every ledger row oldest first with the running balance. */
export const poinHistoryQuery = z.object({
  cari: z.preprocess(blank, z.string({ error: M.cariRequired }).trim().min(1, M.cariRequired).max(40)),
});
export const poinHistory = z.object({ member: poinMember, rows: z.array(poinHistoryRow) });
export type PoinHistory = z.infer<typeof poinHistory>;
export const poinHistoryResponse = envelope(poinHistory);

/** POST /api/poin-member/adjust: a manual correction, signed, with a supervisor's ADJUST_POIN approval. */
export const adjustPoinRequest = z.object({
  kode_member: z.preprocess(blank, z.string({ error: M.memberRequired }).trim().min(1, M.memberRequired).max(40)),
  poin: z.preprocess(
    (v) => (blank(v) === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: M.poinRequired })
      .int(M.poinInvalid)
      .refine((n) => n !== 0, M.poinInvalid)
      .refine((n) => Math.abs(n) <= 100_000_000, M.poinInvalid),
  ),
  keterangan: z.preprocess(blank, z.string({ error: M.keteranganRequired }).trim().min(1, M.keteranganRequired).max(200)),
  otorisasi: approvalIds,
});
export type AdjustPoinRequest = z.input<typeof adjustPoinRequest>;
export type AdjustPoinInput = z.output<typeof adjustPoinRequest>;
export const adjustPoinResponse = envelope(poinMember);

/** GET/PUT /api/parameter-member-afiliasi: the points a referrer earns on a new member's first earning purchase (chain-wide). */
export const afiliasiParameter = z.object({
  poin: z.preprocess((v) => (blank(v) === undefined ? 0 : typeof v === 'string' ? Number(v) : v), z.number({ error: M.poinInvalid }).int(M.poinInvalid).min(0, M.poinInvalid).max(1_000_000, M.poinInvalid)),
  aktif: z.preprocess((v) => v ?? false, z.boolean()),
});
export type AfiliasiParameter = z.output<typeof afiliasiParameter>;
export type AfiliasiParameterRequest = z.input<typeof afiliasiParameter>;
export const afiliasiParameterResponse = envelope(z.object({ poin: z.number().int(), aktif: z.boolean() }));

/** GET/PUT /api/parameter-reset-poin-member: the reset rule (chain-wide). */
export const resetParameterRequest = z
  .object({
    mode: z.enum(RESET_MODES, { error: M.resetModeInvalid }),
    tanggal: text('Tanggal Reset', 5, false),
    bulan: z.preprocess((v) => (blank(v) === undefined ? 0 : typeof v === 'string' ? Number(v) : v), z.number({ error: M.bulanInvalid }).int(M.bulanInvalid).min(0, M.bulanInvalid).max(120, M.bulanInvalid)),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'TANGGAL' && !/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(v.tanggal)) ctx.addIssue({ code: 'custom', path: ['tanggal'], message: M.tanggalResetInvalid });
    if (v.mode === 'BULAN' && v.bulan < 1) ctx.addIssue({ code: 'custom', path: ['bulan'], message: M.bulanInvalid });
  });
export type ResetParameterRequest = z.input<typeof resetParameterRequest>;
export const resetParameter = z.object({
  mode: z.enum(RESET_MODES),
  tanggal: z.string(),
  bulan: z.number().int(),
  /** the last run's business date, null before the first */
  last_run: z.string().nullable(),
  /** the caller's store business date: the date a run now would expire on (and must name) */
  tgl_aktif: z.string(),
});
export type ResetParameter = z.infer<typeof resetParameter>;
export const resetParameterResponse = envelope(resetParameter);

/**
 * POST /api/parameter-reset-poin-member/run: expires what the rule expires on the store's business date. The
 * request names that date (the one the screen showed and the owner confirmed): a run is never started by an
 * empty or stale request.
 */
export const resetRunRequest = z.object({
  tgl_run: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: M.tglRunMismatch }).regex(/^\d{4}-\d{2}-\d{2}$/, M.tglRunMismatch)),
});
export type ResetRunRequest = z.input<typeof resetRunRequest>;
export const resetRunResult = z.object({ tgl_run: z.string(), cutoff: z.string().nullable(), members: z.number().int(), poin: z.number().int(), sudah_dijalankan: z.boolean() });
export type ResetRunResult = z.infer<typeof resetRunResult>;
export const resetRunResponse = envelope(resetRunResult);
