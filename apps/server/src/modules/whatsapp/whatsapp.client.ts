import { whatsappNumber } from '@emas/domain';

/**
 * The one WhatsApp client of the server: a POST to `{base}/chat/send` of the WhatsApp backend with
 * `{ receiver, message, type }` (type 'image' with `url` when a picture goes along), the receiver as WhatsApp
 * wants it (0 -> 62). The backend answers `{ success: true }` when it took the message. Used by the invoice
 * send (receipts) and the promo broadcast (promo outbox); it never throws: the caller decides what a refusal means.
 */
export type WhatsappGateway = { baseUrl: string; token: string };

export type WhatsappSend = {
  receiver: string;
  message: string;
  /** an image sent with the message ('-' or empty: none) */
  imageUrl?: string;
  /** sent as `Idempotency-Key`, for a backend that drops repeats */
  idempotencyKey?: string;
};

export type WhatsappResult =
  | { ok: true; receiver: string }
  /** bad-number: the receiver is not a phone number; refused: the backend said no (its message, if any); unreachable: no answer */
  | { ok: false; reason: 'bad-number' | 'bad-gateway' | 'refused' | 'unreachable'; message: string | null; receiver: string };

export const WA_TIMEOUT_MS = 10_000;

export function gatewayEndpoint(baseUrl: string): URL | null {
  try {
    const base = baseUrl.trim();
    if (!/^https?:\/\//i.test(base)) return null;
    return new URL('chat/send', base.endsWith('/') ? base : `${base}/`);
  } catch {
    return null;
  }
}

export async function sendWhatsappMessage(gateway: WhatsappGateway, input: WhatsappSend, timeoutMs = WA_TIMEOUT_MS): Promise<WhatsappResult> {
  const receiver = whatsappNumber(input.receiver);
  if (!/^\d{6,20}$/.test(receiver)) return { ok: false, reason: 'bad-number', message: null, receiver };
  const url = gatewayEndpoint(gateway.baseUrl);
  if (!url) return { ok: false, reason: 'bad-gateway', message: null, receiver };
  const image = input.imageUrl && input.imageUrl !== '-' ? input.imageUrl : null;
  const body = image ? { receiver, message: input.message, type: 'image', url: image } : { receiver, message: input.message, type: 'text' };
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(gateway.token ? { authorization: gateway.token } : {}),
        ...(input.idempotencyKey ? { 'idempotency-key': input.idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, reason: 'unreachable', message: null, receiver };
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  const b = (json && typeof json === 'object' ? json : {}) as { success?: unknown; message?: unknown };
  if (res.ok && b.success === true) return { ok: true, receiver };
  const message = typeof b.message === 'string' && b.message.trim() ? b.message.trim().slice(0, 300) : null;
  return { ok: false, reason: 'refused', message, receiver };
}
