import {
  DEFAULT_SETTING_NOTA,
  SALES_MESSAGES,
  settingNota,
  type NotaKind,
  type SettingNota,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { sendNow } from '../whatsapp/whatsapp.service';
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

/**
 * POST /api/chat/send: the message goes through the store's WhatsApp gateway (its /whatsapp-setting, else the
 * server's WA_BACKEND) with the one client of modules/whatsapp (`{base}/chat/send` with receiver, message, type
 * text; receiver 0 -> 62). With no gateway: 400 'WhatsApp belum diatur, hubungi admin'. The backend's refusal:
 * its message, else 'No Wa Tidak Terdaftar'.
 */
export async function sendWhatsapp(app: FastifyInstance, kodeToko: string, input: { receiver: string; message: string; type: 'text' }): Promise<{ success: boolean }> {
  const sent = await sendNow(app, kodeToko, input.receiver, input.message);
  return { success: sent.success };
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
