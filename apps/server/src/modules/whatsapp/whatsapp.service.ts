import { PROMO_MESSAGES, SALES_MESSAGES, type WhatsappSettingData } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { AppError, badRequest } from '../../http/errors';
import { sendWhatsappMessage, type WhatsappGateway, type WhatsappResult } from './whatsapp.client';
import * as repo from './whatsapp.repository';

/**
 * The WhatsApp gateway in force for a store: its own setting (/whatsapp-setting), else the server's
 * WA_BACKEND, else none (nothing can be sent).
 */
export async function gatewayFor(app: FastifyInstance, kodeToko: string): Promise<(WhatsappGateway & { source: 'TOKO' | 'SERVER' }) | null> {
  const own = await repo.findSetting(app.db, kodeToko);
  if (own && own.base_url.trim()) return { baseUrl: own.base_url.trim(), token: own.token, source: 'TOKO' };
  const server = app.config.WA_BACKEND.trim();
  return server ? { baseUrl: server, token: '', source: 'SERVER' } : null;
}

export async function getSetting(app: FastifyInstance, kodeToko: string): Promise<WhatsappSettingData> {
  const own = await repo.findSetting(app.db, kodeToko);
  const gateway = await gatewayFor(app, kodeToko);
  return {
    base_url: gateway?.baseUrl ?? '',
    has_token: Boolean(own?.token),
    source: gateway?.source ?? 'NONE',
    configured: gateway !== null,
  };
}

/** Saves the store's gateway; an empty address removes the store's own setting (the server's, if any, is used again). */
export async function saveSetting(app: FastifyInstance, auth: AuthContext, input: { base_url: string; token?: string | undefined }): Promise<WhatsappSettingData> {
  if (!input.base_url) {
    await repo.deleteSetting(app.db, auth.kodeToko);
  } else {
    const current = await repo.findSetting(app.db, auth.kodeToko);
    const token = input.token === undefined ? (current?.token ?? '') : input.token;
    await repo.saveSetting(app.db, auth.kodeToko, input.base_url, token, auth.userId);
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
 * One message now through the store's gateway (the invoice of a receipt, the setting's test). With no gateway:
 * 400 'WhatsApp belum diatur, hubungi admin'.
 */
export async function sendNow(app: FastifyInstance, kodeToko: string, receiver: string, message: string): Promise<{ success: true }> {
  const gateway = await gatewayFor(app, kodeToko);
  if (!gateway) throw badRequest(SALES_MESSAGES.waNotConfigured);
  const result = await sendWhatsappMessage(gateway, { receiver, message });
  if (!result.ok) throw refusalError(result);
  return { success: true };
}

/** POST whatsapp-setting/test: a test message to a number through the gateway in force. */
export async function testGateway(app: FastifyInstance, auth: AuthContext, input: { receiver: string; message?: string | undefined }) {
  return sendNow(app, auth.kodeToko, input.receiver, input.message?.trim() || PROMO_MESSAGES.testMessage);
}
