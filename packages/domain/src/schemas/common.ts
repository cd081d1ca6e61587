import { z } from 'zod';
import { MESSAGES, requiredMessage } from '../messages/messages';

/**
 * The stable code of an envelope's `message` ('sales.saleSaved', messages/codes.ts), set by the server
 * for every catalogue text; the web shows `messages.<code>` in the picked language, the text as fallback.
 */
export const messageCodeField = z.string().optional();
/** The values of a message built from a template ('Barcode X tidak ditemukan': { code: 'X' }, messages/templates.ts). */
export const messageParamsField = z.record(z.string(), z.string()).optional();

/** Success envelope `{ status: "success", message?, code?, params?, data }` (docs/api.md §4). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), message: z.string().optional(), code: messageCodeField, params: messageParamsField, data });
}

/** Failure envelope: `errors` maps field -> text, `error_codes` field -> code (for the texts that have one). */
export const errorEnvelope = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: messageCodeField,
  params: messageParamsField,
  errors: z.record(z.string(), z.string()).optional(),
  error_codes: z.record(z.string(), z.string()).optional(),
  error_params: z.record(z.string(), z.record(z.string(), z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type SuccessEnvelope<T> = { status: 'success'; message?: string; code?: string; params?: Record<string, string>; data: T };

/** A required text field with the product's '{label} Tidak Boleh Kosong' message. */
export function requiredText(label: string, max = 255) {
  return z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, `${label} maksimal ${max} karakter`);
}

/** An upper-cased code (fields are upper-cased by default, spec 000 §5). */
export function requiredCode(label: string, max = 30) {
  return requiredText(label, max).transform((v) => v.toUpperCase());
}

export const isoDate = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .min(1, requiredMessage(label))
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} tidak valid`);

export const okMessage = envelope(z.null());

export { MESSAGES };
