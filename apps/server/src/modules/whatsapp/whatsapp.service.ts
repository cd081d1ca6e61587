import { PROMO_MESSAGES, SALES_MESSAGES, whatsappNumber, type WhatsappSettingData, type WhatsappStandinMessage } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { AppError, badRequest } from '../../http/errors';
import { sendWhatsappMessage, type WhatsappGateway, type WhatsappResult, type WhatsappSend } from './whatsapp.client';
import * as repo from './whatsapp.repository';

/** The gateway in force: the WhatsApp backend over HTTP, or the stand-in the product ships. */
export type GatewayInForce = (WhatsappGateway & { source: 'TOKO' | 'SERVER' }) | { source: 'STANDIN' };

/**
 * The WhatsApp gateway in force for a store: its own setting (/whatsapp-setting: a backend address, or the
 * stand-in), else the server's WA_BACKEND, else none (nothing can be sent).
 */
export async function gatewayFor(app: FastifyInstance, kodeToko: string): Promise<GatewayInForce | null> {
  const own = await repo.findSetting(app.db, kodeToko);
  if (own?.jenis === 'STANDIN') return { source: 'STANDIN' };
  if (own && own.base_url.trim()) return { baseUrl: own.base_url.trim(), token: own.token, source: 'TOKO' };
  const server = app.config.WA_BACKEND.trim();
  return server ? { baseUrl: server, token: '', source: 'SERVER' } : null;
}

/**
 * One message through a store's gateway: over HTTP to the WhatsApp backend, or, with the stand-in, recorded in
 * whatsapp_standin (nothing leaves the shop; the receiver is checked as the backend would). Never throws for a
 * refusal: the caller decides what it means (as the client).
 */
export async function deliver(app: FastifyInstance, kodeToko: string, gateway: GatewayInForce, input: WhatsappSend): Promise<WhatsappResult> {
  if (gateway.source !== 'STANDIN') return sendWhatsappMessage(gateway, input);
  const receiver = whatsappNumber(input.receiver);
  if (!/^\d{6,20}$/.test(receiver)) return { ok: false, reason: 'bad-number', message: null, receiver };
  const image = input.imageUrl && input.imageUrl !== '-' ? input.imageUrl : null;
  await repo.recordStandin(app.db, { kode_toko: kodeToko, receiver, message: input.message, image_url: image, idempotency_key: input.idempotencyKey ?? null });
  return { ok: true, receiver };
}

export async function getSetting(app: FastifyInstance, kodeToko: string): Promise<WhatsappSettingData> {
  const own = await repo.findSetting(app.db, kodeToko);
  const gateway = await gatewayFor(app, kodeToko);
  return {
    base_url: gateway && gateway.source !== 'STANDIN' ? gateway.baseUrl : '',
    has_token: Boolean(own?.token),
    source: gateway?.source ?? 'NONE',
    configured: gateway !== null,
  };
}

/**
 * Saves the store's gateway: the stand-in (jenis STANDIN), or a backend address; an empty address removes the
 * store's own setting (the server's, if any, is used again).
 */
export async function saveSetting(
  app: FastifyInstance,
  auth: AuthContext,
  input: { base_url: string; token?: string | undefined; jenis?: 'HTTP' | 'STANDIN' | undefined },
): Promise<WhatsappSettingData> {
  if (input.jenis === 'STANDIN') {
    await repo.saveSetting(app.db, auth.kodeToko, { baseUrl: '', token: '', jenis: 'STANDIN' }, auth.userId);
  } else if (!input.base_url) {
    await repo.deleteSetting(app.db, auth.kodeToko);
  } else {
    const current = await repo.findSetting(app.db, auth.kodeToko);
    const token = input.token === undefined ? (current?.token ?? '') : input.token;
    await repo.saveSetting(app.db, auth.kodeToko, { baseUrl: input.base_url, token, jenis: 'HTTP' }, auth.userId);
  }
  return getSetting(app, auth.kodeToko);
}

/** A refusal of the client as the caller sees it (400 with the backend's message, 502 when it did not answer). */
export function refusalError(result: Exclude<WhatsappResult, { ok: true }>): AppError {
  if (result.reason === 'unreachable') return new AppError(502, SALES_MESSAGES.waUnreachable);
  if (result.reason === 'bad-gateway') return badRequest(SALES_MESSAGES.waNotConfigured);
  const message = result.message ?? SALES_MESSAGES.waNotRegistered;
  return badRequest(message, { receiver: message });
}

/**
 * One message now through the store's gateway (the invoice of a receipt, a due reminder, the setting's test).
 * With no gateway: 400 'WhatsApp belum diatur, hubungi admin'. Answers whether the stand-in took it.
 */
export async function sendNow(app: FastifyInstance, kodeToko: string, receiver: string, message: string): Promise<{ success: true; standin: boolean }> {
  const gateway = await gatewayFor(app, kodeToko);
  if (!gateway) throw badRequest(SALES_MESSAGES.waNotConfigured);
  const result = await deliver(app, kodeToko, gateway, { receiver, message });
  if (!result.ok) throw refusalError(result);
  return { success: true, standin: gateway.source === 'STANDIN' };
}

/** POST whatsapp-setting/test: a test message to a number through the gateway in force (the stand-in records it). */
export async function testGateway(app: FastifyInstance, auth: AuthContext, input: { receiver: string; message?: string | undefined }) {
  const sent = await sendNow(app, auth.kodeToko, input.receiver, input.message?.trim() || PROMO_MESSAGES.testMessage);
  return { data: { success: sent.success }, message: sent.standin ? PROMO_MESSAGES.testRecorded : PROMO_MESSAGES.testSent };
}

/** GET whatsapp-setting/standin: the last messages the stand-in recorded for the store, newest first. */
export async function listStandin(app: FastifyInstance, auth: AuthContext): Promise<WhatsappStandinMessage[]> {
  const rows = await repo.listStandin(app.db, auth.kodeToko, 200);
  return rows.map((r) => ({ id: Number(r.id), receiver: r.receiver, message: r.message, image_url: r.image_url, created_at: new Date(r.created_at).toISOString() }));
}
