import { NEWS_MESSAGES, type NewsInput, type NewsItem } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import * as repo from './news.repository';

type Row = Awaited<ReturnType<typeof repo.findNews>> & {};

const toItem = (r: Row): NewsItem => ({ ...r, levels: r.levels, toko: r.toko });

export async function listNews(app: FastifyInstance): Promise<NewsItem[]> {
  return (await repo.listNews(app.db)).map(toItem);
}

/** The staff home page: the active items meant for the caller's level and the store worked on. */
export async function homeNews(app: FastifyInstance, auth: AuthContext): Promise<NewsItem[]> {
  return (await repo.newsFor(app.db, auth.level, auth.kodeToko)).map(toItem);
}

async function checkStores(app: FastifyInstance, input: NewsInput): Promise<void> {
  if (input.toko.length === 0) return;
  const known = new Set(await repo.storeCodes(app.db));
  const unknown = input.toko.find((k) => !known.has(k));
  if (unknown) throw badRequest(NEWS_MESSAGES.tokoInvalid, { toko: NEWS_MESSAGES.tokoInvalid });
}

/** Sends the item to the open screens of every store that sees it (all stores when its list is empty). */
async function push(app: FastifyInstance, item: NewsItem, previousToko: readonly string[] | null = null): Promise<void> {
  // an item that was, or is now, for every store goes to every store (the screens that showed it drop it)
  const everyStore = item.toko.length === 0 || (previousToko !== null && previousToko.length === 0);
  const stores = everyStore ? await repo.storeCodes(app.db) : [...new Set([...item.toko, ...(previousToko ?? [])])];
  for (const kodeToko of stores) app.realtime.toStore(kodeToko, 'news-posted', item);
}

export async function createNews(app: FastifyInstance, auth: AuthContext, input: NewsInput): Promise<NewsItem> {
  await checkStores(app, input);
  const id = await repo.insertNews(app.db, input, auth.userId);
  const item = toItem((await repo.findNews(app.db, id))!);
  await push(app, item);
  return item;
}

export async function updateNews(app: FastifyInstance, auth: AuthContext, id: number, input: NewsInput): Promise<NewsItem> {
  await checkStores(app, input);
  const before = await repo.findNews(app.db, id);
  if (!before || !(await repo.updateNews(app.db, id, input, auth.userId))) throw notFound(NEWS_MESSAGES.notFound);
  const item = toItem((await repo.findNews(app.db, id))!);
  await push(app, item, before.toko);
  return item;
}

/** Deleting tells the open screens too (the item comes again with aktif false, and they drop it). */
export async function deleteNews(app: FastifyInstance, id: number): Promise<{ id: number }> {
  const before = await repo.findNews(app.db, id);
  if (!before || !(await repo.deleteNews(app.db, id))) throw notFound(NEWS_MESSAGES.notFound);
  await push(app, { ...toItem(before), aktif: false });
  return { id };
}
