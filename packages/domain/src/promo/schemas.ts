import { z } from 'zod';
import { isIsoDate } from '../format/date';
import { envelope } from '../schemas/common';
import { PROMO_MESSAGES as M } from './messages';
import { PROMO_STATUSES } from './outbox';

/** HTTP: the WhatsApp backend at base_url; STANDIN: the stand-in the product ships, which records and sends nothing. */
export const WHATSAPP_GATEWAY_KINDS = ['HTTP', 'STANDIN'] as const;
export type WhatsappGatewayKind = (typeof WHATSAPP_GATEWAY_KINDS)[number];

/** Missing, null and blank text read as undefined, so required fields get their message. */
function blank(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** '-' (no image, spec 000 §3) or the URL of an image: http(s), or a path on this server. */
export const promoImageUrl = z.preprocess(
  (v) => blank(v) ?? '-',
  z
    .string({ error: M.imageUrlInvalid })
    .trim()
    .max(500, M.imageUrlInvalid)
    .refine((v) => v === '-' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/api\/[A-Za-z0-9_./-]+$/.test(v), M.imageUrlInvalid),
);

/** POST promo-wablas (spec 000 §7): template, tgl_kirim, image_url. */
export const promoWablasRequest = z.object({
  template: z.preprocess(blank, z.string({ error: M.templateRequired }).max(4000, M.templateTooLong)),
  tgl_kirim: z.preprocess(blank, z.string({ error: M.dateRequired }).refine(isIsoDate, M.dateInvalid)),
  image_url: promoImageUrl,
});
export type PromoWablasRequest = z.input<typeof promoWablasRequest>;
export type PromoWablasInput = z.output<typeof promoWablasRequest>;

export const promoProgress = z.object({ total: z.number(), sent: z.number(), failed: z.number(), left: z.number() });

/**
 * GET promo-wablas (spec 000 §7 reads data.template, data.image_url, data.date): the store's latest promo, or
 * the default text for today when none was saved. `gateway` tells whether a WhatsApp gateway is set (without
 * one nothing can be sent); `progress` is the broadcast's count once it started.
 */
export const promoWablasData = z.object({
  id: z.number().nullable(),
  template: z.string(),
  image_url: z.string(),
  date: z.string(),
  status: z.enum(PROMO_STATUSES).nullable(),
  gateway: z.boolean(),
  progress: promoProgress.nullable(),
});
export type PromoWablasData = z.infer<typeof promoWablasData>;
export const promoWablasResponse = envelope(promoWablasData);

/** The uploaded banner (folder 'promo'): `url` goes into image_url. */
export const promoUploadResponse = envelope(z.object({ url: z.string(), key: z.string(), size: z.number() }));

/** One recipient of a broadcast (the outbox row as the screen lists it). */
export const promoRecipient = z.object({
  no_hp: z.string(),
  nama_customer: z.string(),
  status: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export const promoRecipientsResponse = envelope(z.array(promoRecipient));

/** PUT whatsapp-setting: the store's WhatsApp gateway (base URL of the WhatsApp backend, optional token). */
export const whatsappSettingRequest = z.object({
  base_url: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string({ error: M.gatewayUrlInvalid })
      .trim()
      .max(300, M.gatewayUrlInvalid)
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), M.gatewayUrlInvalid),
  ),
  /** undefined keeps the stored token; '' removes it */
  token: z.string({ error: M.gatewayTokenTooLong }).trim().max(500, M.gatewayTokenTooLong).optional(),
  /** STANDIN: the stand-in gateway the product ships (records messages, sends nothing; base_url and token are not used) */
  jenis: z.enum(WHATSAPP_GATEWAY_KINDS).optional(),
});
export type WhatsappSettingRequest = z.input<typeof whatsappSettingRequest>;

/** The setting as the screen shows it: the token is never sent back, only whether one is stored. */
export const whatsappSettingData = z.object({
  base_url: z.string(),
  has_token: z.boolean(),
  /**
   * TOKO: the store's own setting; SERVER: the server's WA_BACKEND; STANDIN: the store uses the stand-in (messages
   * are recorded, nothing leaves the shop); NONE: nothing, nothing can be sent
   */
  source: z.enum(['TOKO', 'SERVER', 'STANDIN', 'NONE']),
  configured: z.boolean(),
});
export type WhatsappSettingData = z.infer<typeof whatsappSettingData>;
export const whatsappSettingResponse = envelope(whatsappSettingData);

/** POST whatsapp-setting/test: one message to a number through the gateway now in force. */
export const whatsappTestRequest = z.object({
  receiver: z.preprocess(
    blank,
    z
      .string({ error: M.testReceiverRequired })
      .trim()
      .max(30, M.testReceiverInvalid)
      .refine((v) => /^\+?[\d\s\-.()]{6,30}$/.test(v), M.testReceiverInvalid),
  ),
  message: z.string().trim().max(1000).optional(),
});
export const whatsappTestResponse = envelope(z.object({ success: z.boolean() }));

/** A message the stand-in gateway recorded instead of sending (GET whatsapp-setting/standin, newest first). */
export const whatsappStandinMessage = z.object({
  id: z.number(),
  receiver: z.string(),
  message: z.string(),
  image_url: z.string().nullable(),
  created_at: z.string(),
});
export type WhatsappStandinMessage = z.infer<typeof whatsappStandinMessage>;
export const whatsappStandinResponse = envelope(z.array(whatsappStandinMessage));
