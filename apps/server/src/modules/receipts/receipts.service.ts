import {
  DEFAULT_SETTING_NOTA,
  SALES_MESSAGES,
  settingNota,
  whatsappNumber,
  type NotaKind,
  type SettingNota,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { AppError, badRequest } from '../../http/errors';
import * as repo from './receipts.repository';

/** A store's receipt (NOTA) or slip (SLIP) settings; the defaults until someone saves them. */
export async function getSettingNota(app: FastifyInstance, kodeToko: string, kind: NotaKind): Promise<SettingNota> {
  const row = await repo.findSettingNota(app.db, kodeToko, kind);
  if (!row) return { ...DEFAULT_SETTING_NOTA };
  const parsed = settingNota.safeParse({ ...DEFAULT_SETTING_NOTA, ...(row.data as object) });
  return parsed.success ? parsed.data : { ...DEFAULT_SETTING_NOTA };
}

export async function saveSettingNota(app: FastifyInstance, auth: AuthContext, kind: NotaKind, data: SettingNota): Promise<SettingNota> {
  await repo.saveSettingNota(app.db, auth.kodeToko, kind, data, auth.userId);
  return getSettingNota(app, auth.kodeToko, kind);
}

const WA_TIMEOUT_MS = 10_000;

/**
 * POST /api/chat/send: the message goes to the configured WhatsApp backend (`{WA_BACKEND}/chat/send`
 * with receiver, message, type text); the receiver as WhatsApp wants it (0 -> 62). With no backend
 * configured: 400 'WhatsApp belum diatur, hubungi admin'. The backend's refusal: its message, else
 * 'No Wa Tidak Terdaftar'.
 */
export async function sendWhatsapp(app: FastifyInstance, input: { receiver: string; message: string; type: 'text' }): Promise<{ success: boolean }> {
  const base = app.config.WA_BACKEND.trim();
  if (!base) throw badRequest(SALES_MESSAGES.waNotConfigured);
  const receiver = whatsappNumber(input.receiver);
  if (!/^\d{6,20}$/.test(receiver)) throw badRequest(SALES_MESSAGES.waNotRegistered, { receiver: SALES_MESSAGES.waNotRegistered });
  let url: URL;
  try {
    url = new URL('chat/send', base.endsWith('/') ? base : `${base}/`);
  } catch {
    throw badRequest(SALES_MESSAGES.waNotConfigured);
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ receiver, message: input.message, type: 'text' }),
      signal: AbortSignal.timeout(WA_TIMEOUT_MS),
    });
  } catch {
    throw new AppError(502, SALES_MESSAGES.waUnreachable);
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  const b = (body && typeof body === 'object' ? body : {}) as { success?: unknown; message?: unknown };
  if (res.ok && b.success === true) return { success: true };
  const message = typeof b.message === 'string' && b.message.trim() ? b.message.trim() : SALES_MESSAGES.waNotRegistered;
  throw badRequest(message, { receiver: message });
}

/** The WhatsApp text of a receipt: the store's template with {nama_customer} {no_faktur} {total} {nama_toko} {tanggal} filled. */
export function fillTemplate(template: string, r: { nama_customer: string; no_faktur_group: string; grand_total: number; nama_toko: string; tgl_system: string }): string {
  const values: Record<string, string> = {
    nama_customer: r.nama_customer || 'Customer',
    no_faktur: r.no_faktur_group,
    total: `Rp ${new Intl.NumberFormat('ko-KR').format(r.grand_total)}`,
    nama_toko: r.nama_toko,
    tanggal: r.tgl_system,
  };
  return template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
}
