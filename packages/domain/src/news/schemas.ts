import { z } from 'zod';
import { LEVELS, type Level } from '../access/levels';
import { envelope } from '../schemas/common';
import { NEWS_MESSAGES as M } from './messages';

function blank(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/**
 * A news item for the staff (POST / PUT news): a short title and text, the levels that see it (at least one)
 * and the stores that see it (empty: every store of the chain).
 */
export const newsRequest = z.object({
  judul: z.preprocess(blank, z.string({ error: M.judulRequired }).trim().max(100, M.judulTooLong)),
  isi: z.preprocess(blank, z.string({ error: M.isiRequired }).trim().max(1000, M.isiTooLong)),
  levels: z.array(z.enum(LEVELS, { error: M.levelInvalid }), { error: M.levelsRequired }).min(1, M.levelsRequired).max(LEVELS.length),
  toko: z
    .array(z.string({ error: M.tokoInvalid }).trim().min(1, M.tokoInvalid).max(30, M.tokoInvalid).transform((v) => v.toUpperCase()), { error: M.tokoInvalid })
    .max(200, M.tokoInvalid)
    .default([]),
  aktif: z.boolean({ error: M.levelInvalid }).default(true),
});
export type NewsRequest = z.input<typeof newsRequest>;
export type NewsInput = z.output<typeof newsRequest>;

export const newsItem = z.object({
  id: z.number(),
  judul: z.string(),
  isi: z.string(),
  levels: z.array(z.enum(LEVELS)),
  toko: z.array(z.string()),
  aktif: z.boolean(),
  created_by: z.string(),
  created_at: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;
export const newsListResponse = envelope(z.array(newsItem));
export const newsItemResponse = envelope(newsItem);
export const newsIdParams = z.object({ id: z.coerce.number({ error: M.notFound }).int(M.notFound).positive(M.notFound).max(2 ** 31 - 1, M.notFound) });

/** Whether a staff member of `level` at store `kodeToko` sees the item (the home page, the socket push). */
export function newsVisibleTo(item: Pick<NewsItem, 'levels' | 'toko' | 'aktif'>, level: Level, kodeToko: string): boolean {
  return item.aktif && item.levels.includes(level) && (item.toko.length === 0 || item.toko.includes(kodeToko));
}
