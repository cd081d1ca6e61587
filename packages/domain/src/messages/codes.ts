import { GIFT_MESSAGES } from '../gifts/messages';
import { CASHBACK_MESSAGES } from '../cashback/messages';
import { ACCOUNTING_MESSAGES } from '../accounting/messages';
import { AUTHORIZATION_MESSAGES } from '../authorization/messages';
import { CASH_MESSAGES } from '../cash/messages';
import { CLOSING_MESSAGES } from '../closing/messages';
import { KIRIM_UANG_MESSAGES } from '../kirim-uang/messages';
import { CATALOGUE_MESSAGES } from '../catalogue/messages';
import { IMAGE_MESSAGES } from '../masters/images';
import { DASHBOARD_MESSAGES } from '../dashboard/messages';
import { MASTER_MESSAGES } from '../masters/messages';
import { PAWN_MESSAGES } from '../pawn/messages';
import { CICILAN_FINISH_MESSAGES, CICILAN_MESSAGES, CICILAN_REMINDER_MESSAGES } from '../cicilan/messages';
import { PRICE_MESSAGES } from '../prices/messages';
import { PURCHASE_MESSAGES } from '../purchases/messages';
import { REPORT_STOCK_MESSAGES } from '../reports-stock/messages';
import { RECEIVING_MESSAGES } from '../receiving/messages';
import { REPORT_SALES_MESSAGES } from '../reports-sales/messages';
import { SALES_MESSAGES } from '../sales/messages';
import { BERLIAN_COUNTER_MESSAGES, BERLIAN_MESSAGES } from '../berlian/messages';
import { MANUAL_STOCK_MESSAGES } from '../manual-stock/messages';
import { SEPUHAN_MESSAGES } from '../sepuhan/messages';
import { MARKETPLACE_MESSAGES } from '../marketplace/messages';
import { SERVICE_MESSAGES } from '../services/messages';
import { STOCK_COUNT_MESSAGES } from '../stock-count/messages';
import { STOCK_MESSAGES } from '../stock/messages';
import { PHOTO_MESSAGES } from '../stock/photo-messages';
import { MESSAGES } from './messages';
import { MESSAGE_TEMPLATES, templateOf } from './templates';
import { ORDER_MESSAGES } from '../orders/messages';
import { NEWS_MESSAGES } from '../news/messages';
import { PROMO_MESSAGES } from '../promo/messages';
import { POIN_MESSAGES } from '../members/points-messages';
import { MEMBER_MESSAGES } from '../members/messages';
import { SUPPLIER_MESSAGES } from '../suppliers/messages';
import { WEB_EXTERNAL_MESSAGES } from '../web-external/messages';
import { NON_CASH_MESSAGES } from '../non-cash/messages';

/**
 * Every message catalogue of the domain, by area. A new catalogue is added here once; a new text in
 * a listed catalogue gets its code by itself. The order matters only for a text that two catalogues
 * share: the first area's key is its code (the common catalogue first).
 */
export const MESSAGE_CATALOGUES = {
  common: MESSAGES,
  authorization: AUTHORIZATION_MESSAGES,
  masters: MASTER_MESSAGES,
  prices: PRICE_MESSAGES,
  stock: STOCK_MESSAGES,
  photos: PHOTO_MESSAGES,
  stockCount: STOCK_COUNT_MESSAGES,
  receiving: RECEIVING_MESSAGES,
  sales: SALES_MESSAGES,
  purchases: PURCHASE_MESSAGES,
  cash: CASH_MESSAGES,
  kirimUang: KIRIM_UANG_MESSAGES,
  closing: CLOSING_MESSAGES,
  accounting: ACCOUNTING_MESSAGES,
  orders: ORDER_MESSAGES,
  reportsStock: REPORT_STOCK_MESSAGES,
  promo: PROMO_MESSAGES,
  news: NEWS_MESSAGES,
  pawn: PAWN_MESSAGES,
  catalogue: CATALOGUE_MESSAGES,
  images: IMAGE_MESSAGES,
  reportsSales: REPORT_SALES_MESSAGES,
  services: SERVICE_MESSAGES,
  dashboard: DASHBOARD_MESSAGES,
  points: POIN_MESSAGES,
  members: MEMBER_MESSAGES,
  gifts: GIFT_MESSAGES,
  cashback: CASHBACK_MESSAGES,
  cicilan: CICILAN_MESSAGES,
  berlian: BERLIAN_MESSAGES,
  manualStock: MANUAL_STOCK_MESSAGES,
  berlianCounter: BERLIAN_COUNTER_MESSAGES,
  sepuhan: SEPUHAN_MESSAGES,
  marketplace: MARKETPLACE_MESSAGES,
  cicilanReminders: CICILAN_REMINDER_MESSAGES,
  cicilanFinish: CICILAN_FINISH_MESSAGES,
  suppliers: SUPPLIER_MESSAGES,
  webExternal: WEB_EXTERNAL_MESSAGES,
  nonCash: NON_CASH_MESSAGES,
} as const;

type Catalogue = Readonly<Record<string, unknown>>;

/**
 * The reverse index: catalogue text (byte for byte) -> stable code 'area.key'. Only the fixed texts of
 * the catalogues have a code; a text built from values ('Barcode X tidak ditemukan') has none and is
 * shown as it is.
 */
const CODE_OF_TEXT: ReadonlyMap<string, string> = (() => {
  const index = new Map<string, string>();
  for (const [area, catalogue] of Object.entries(MESSAGE_CATALOGUES) as [string, Catalogue][]) {
    for (const [key, text] of Object.entries(catalogue)) {
      if (typeof text === 'string' && !index.has(text)) index.set(text, `${area}.${key}`);
    }
  }
  return index;
})();

/** The stable code of a server message ('sales.notInStock'), or undefined for a text outside the catalogues. */
export function messageCode(text: string | undefined | null): string | undefined {
  return typeof text === 'string' ? CODE_OF_TEXT.get(text) : undefined;
}

/**
 * The code of a server message and, for a text built from a template ('Barcode X tidak ditemukan'), its values:
 * a catalogue text first (byte for byte), then the templates (messages/templates.ts). Undefined for any other text.
 */
export function messageOf(text: string | undefined | null): { code: string; params?: Record<string, string> } | undefined {
  const code = messageCode(text);
  if (code) return { code };
  return templateOf(text);
}

/** Codes of a field -> message map (`errors` of the error envelope); fields whose text has no code are left out. */
export function messageCodes(errors: Readonly<Record<string, string>> | undefined): Record<string, string> | undefined {
  if (!errors) return undefined;
  const codes: Record<string, string> = {};
  for (const [field, text] of Object.entries(errors)) {
    const code = messageOf(text)?.code;
    if (code) codes[field] = code;
  }
  return Object.keys(codes).length > 0 ? codes : undefined;
}

/** Values of the template texts of a field -> message map (`error_params` of the error envelope). */
export function messageParams(errors: Readonly<Record<string, string>> | undefined): Record<string, Record<string, string>> | undefined {
  if (!errors) return undefined;
  const out: Record<string, Record<string, string>> = {};
  for (const [field, text] of Object.entries(errors)) {
    const params = messageOf(text)?.params;
    if (params) out[field] = params;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Codes a route names itself: a text two catalogues share with different meanings answers the first area's code
 * (above), which a translated screen would show in the other area's words. 'Data Hutang Tersedia' is the spec's
 * text both for a pawn loan found and for a stock transfer found; the pawn answers name theirs. Each is listed in the
 * dictionaries too, so every language translates it.
 */
export const NAMED_MESSAGE_CODES = ['pawn.found'] as const;
export type NamedMessageCode = (typeof NAMED_MESSAGE_CODES)[number];

/** A catalogue message with its code named (see NAMED_MESSAGE_CODES): the envelope carries this code, not the text's first. */
export type NamedMessage = { readonly text: string; readonly code: NamedMessageCode };

export function namedMessage(code: NamedMessageCode): NamedMessage {
  const [area, key] = code.split('.') as [keyof typeof MESSAGE_CATALOGUES, string];
  const text = (MESSAGE_CATALOGUES[area] as Catalogue)[key];
  if (typeof text !== 'string') throw new Error(`no catalogue text for ${code}`);
  return { text, code };
}

/**
 * The `messages` area of the id dictionary: area -> key -> text, one entry per code (a text two
 * catalogues share is listed once, under its code), and the templates of the texts built from values
 * (messages/templates.ts). The i18n key of a message is `messages.<code>`.
 */
export function messageDictionary(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [text, code] of CODE_OF_TEXT) {
    const [area, key] = code.split('.') as [string, string];
    (out[area] ??= {})[key] = text;
  }
  for (const [area, templates] of Object.entries(MESSAGE_TEMPLATES)) {
    for (const [key, template] of Object.entries(templates)) (out[area] ??= {})[key] = template;
  }
  for (const code of NAMED_MESSAGE_CODES) {
    const [area, key] = code.split('.') as [string, string];
    (out[area] ??= {})[key] = namedMessage(code).text;
  }
  return out;
}
