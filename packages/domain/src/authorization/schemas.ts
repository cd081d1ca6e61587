import { z } from 'zod';
import { isIsoDate } from '../format/date';
import { MESSAGES } from '../messages/messages';
import { envelope } from '../schemas/common';
import { APPROVAL_METHODS, APPROVAL_OPERATIONS, APPROVAL_STATUSES, AUTH_KEY_LENGTH } from './constants';
import { AUTHORIZATION_MESSAGES as M } from './messages';

function blank(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

function optionalText(max: number, label: string) {
  return z.preprocess(
    (v) => (v === null || v === undefined ? undefined : typeof v === 'number' ? String(v) : v),
    z.string({ error: `${label} tidak valid` }).trim().max(max, `${label} maksimal ${max} karakter`).optional(),
  );
}

export const approvalOperation = z.enum(APPROVAL_OPERATIONS, { error: M.operasiInvalid });
export const approvalMethod = z.enum(APPROVAL_METHODS);
export const approvalStatus = z.enum(APPROVAL_STATUSES);

const optionalNilai = z.preprocess(
  (v) => (v === null || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number({ error: 'Nilai tidak valid' }).int('Nilai tidak valid').min(-1e15, 'Nilai tidak valid').max(1e15, 'Nilai tidak valid').optional(),
);

/** What is asked, common to manual and QR approvals. */
const approvalSubject = {
  operasi: approvalOperation,
  /** what the supervisor sees: 'Diskon Rp 75.000 pada nota ...' */
  deskripsi: optionalText(300, 'Deskripsi'),
  /** the money at stake (discount, price difference, sale total), rupiah */
  nilai: optionalNilai,
  no_faktur_group: optionalText(60, 'No Faktur'),
  /** the requester's reason (e.g. why a sale is cancelled) */
  alasan: optionalText(300, 'Alasan'),
};

/** POST /api/otorisasi: a supervisor types user id and password in the cashier's dialog. */
export const manualApprovalRequest = z.object({
  ...approvalSubject,
  user_id: z.preprocess(blank, z.string({ error: M.userIdRequired }).trim().max(50, M.wrongCredentials).transform((v) => v.toUpperCase())),
  password: z.preprocess(blank, z.string({ error: M.passwordRequired }).max(200, M.wrongCredentials)),
  keterangan: optionalText(300, 'Keterangan'),
});
export type ManualApprovalRequest = z.input<typeof manualApprovalRequest>;
export type ManualApprovalInput = z.output<typeof manualApprovalRequest>;

/** An approval given: its id goes in the `otorisasi` array of the operation's save call. */
export const approvalResult = z.object({
  id: z.string(),
  operasi: approvalOperation,
  approved_by: z.string(),
  metode: approvalMethod,
});
export type ApprovalResult = z.infer<typeof approvalResult>;
export const approvalResultResponse = envelope(approvalResult);

const keystore = z.preprocess(
  blank,
  z
    .string({ error: M.keystoreInvalid })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9]{${AUTH_KEY_LENGTH}}$`), M.keystoreInvalid)
    .transform((v) => v.toUpperCase()),
);

/**
 * POST /api/otorisasi-qr/generate: the spec 000 §3 record (client, keystore, client_notes, status OPEN,
 * event, input_by, input_date) is enough. What is asked is read from the record: `event` carries the
 * operation code ('-' when none: a general request, which no operation's save accepts), `client_notes`
 * what the supervisor reads. deskripsi, nilai, no_faktur_group, alasan (and a legacy `operasi`) are
 * optional extras. The server takes the store and the requester from the session; input_by and
 * input_date are accepted and ignored.
 */
export const qrGenerateRequest = z.object({
  ...approvalSubject,
  /** optional: the record's own `event` names the operation (an APPROVAL_OPERATIONS code, '-' for none) */
  operasi: z.preprocess(blank, approvalOperation.optional()),
  client: z.preprocess(blank, z.string({ error: M.clientInvalid }).trim().max(60, M.clientInvalid)),
  keystore,
  client_notes: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(300, 'Catatan maksimal 300 karakter')),
  status: z.literal('OPEN').default('OPEN'),
  event: z.preprocess((v) => (v === null || v === undefined || v === '' ? '-' : v), z.string().trim().max(60)),
  input_by: z.string().optional(),
  input_date: z.string().optional(),
});
export type QrGenerateRequest = z.input<typeof qrGenerateRequest>;
export type QrGenerateInput = z.output<typeof qrGenerateRequest>;

/** Answer of generate: the key, and the id the approval will carry once approved. */
export const qrGenerateResult = z.object({ keystore: z.string(), id: z.string() });
export type QrGenerateResult = z.infer<typeof qrGenerateResult>;
export const qrGenerateResponse = envelope(qrGenerateResult);

export const qrRemoveParams = z.object({ client: z.string().trim().min(1), keystore: z.string().trim().min(1) });
export const qrKeystoreParams = z.object({ keystore: z.string().trim().min(1) });

/** POST /api/otorisasi-qr/:keystore/approve | reject: the supervisor's note (the reason of a rejection). */
export const qrDecisionRequest = z.object({ keterangan: optionalText(300, 'Keterangan') });
export type QrDecisionRequest = z.input<typeof qrDecisionRequest>;

export const qrDecisionResult = z.object({
  id: z.string(),
  keystore: z.string(),
  status: approvalStatus,
  /** null: a general request (event '-') */
  operasi: approvalOperation.nullable(),
  approved_by: z.string().nullable(),
});
export type QrDecisionResult = z.infer<typeof qrDecisionResult>;
export const qrDecisionResponse = envelope(qrDecisionResult);

/** An open QR request as the authenticator lists it. */
export const qrRequestRow = z.object({
  id: z.string(),
  kode_toko: z.string(),
  client: z.string(),
  keystore: z.string(),
  client_notes: z.string(),
  event: z.string(),
  /** null: a general request (event '-') */
  operasi: approvalOperation.nullable(),
  deskripsi: z.string(),
  nilai: z.number().nullable(),
  no_faktur_group: z.string().nullable(),
  alasan: z.string(),
  requested_by: z.string(),
  status: approvalStatus,
  created_at: z.string(),
});
export type QrRequestRow = z.infer<typeof qrRequestRow>;
export const qrRequestListResponse = envelope(z.array(qrRequestRow));

const requiredDate = (label: string) =>
  z.preprocess(blank, z.string({ error: `${label} Tidak Boleh Kosong` }).refine((v) => isIsoDate(v), MESSAGES.dateInvalid));

/** GET /api/otorisasi/log?tgl_awal&tgl_akhir (dates of the decision, Asia/Jakarta). */
export const approvalLogQuery = z.object({ tgl_awal: requiredDate('Tanggal Awal'), tgl_akhir: requiredDate('Tanggal Akhir') });
export type ApprovalLogQuery = z.infer<typeof approvalLogQuery>;

/** Every approval and rejection: operation, document, requested by, approved by, how, when, reason. */
export const approvalLogRow = z.object({
  id: z.string(),
  kode_toko: z.string(),
  /** null: a general QR request (event '-') */
  operasi: approvalOperation.nullable(),
  metode: approvalMethod,
  status: approvalStatus,
  requested_by: z.string(),
  approved_by: z.string().nullable(),
  no_faktur_group: z.string().nullable(),
  no_dokumen: z.string().nullable(),
  nilai: z.number().nullable(),
  deskripsi: z.string(),
  alasan: z.string(),
  keterangan: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  used_at: z.string().nullable(),
});
export type ApprovalLogRow = z.infer<typeof approvalLogRow>;
export const approvalLogResponse = envelope(z.array(approvalLogRow));

/** What the dialog's QR code carries (JSON text); the authenticator's scanner reads it back. */
export type ApprovalQrPayload = { client: string; keystore: string; id: string };

export function approvalQrText(payload: ApprovalQrPayload): string {
  return JSON.stringify({ client: payload.client, keystore: payload.keystore, id: payload.id });
}

/** Reads a scanned QR: the JSON above, or a bare 12-character keystore. Null when it is neither. */
export function parseApprovalQr(text: string): ApprovalQrPayload | null {
  const raw = text.trim();
  if (new RegExp(`^[A-Za-z0-9]{${AUTH_KEY_LENGTH}}$`).test(raw)) return { client: '', keystore: raw.toUpperCase(), id: '' };
  try {
    const v = JSON.parse(raw) as unknown;
    if (!v || typeof v !== 'object') return null;
    const o = v as Record<string, unknown>;
    if (typeof o.keystore !== 'string' || o.keystore.length !== AUTH_KEY_LENGTH) return null;
    return {
      client: typeof o.client === 'string' ? o.client : '',
      keystore: o.keystore.toUpperCase(),
      id: typeof o.id === 'string' ? o.id : '',
    };
  } catch {
    return null;
  }
}
