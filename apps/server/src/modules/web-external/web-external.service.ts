import {
  barcodeNotFoundMessage,
  isModuleOn,
  toModuleFlags,
  WEB_EXTERNAL_MESSAGES as M,
  WEB_RESERVATION_DEFAULT_HOURS,
  webItemImageUrl,
  type BarangExternalCandidate,
  type BarangExternalRow,
  type PublicWebItem,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { kirimBarangExternalRequest, pesanBarangExternalRequest, publicPesanRequest, updateBarangExternalRequest } from '@emas/domain';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { filesOf } from '../photos/photos.service';
import * as settingsRepo from '../settings/settings.repository';
import * as repo from './web-external.repository';

type Db = FastifyInstance['db'];
type KirimInput = z.output<typeof kirimBarangExternalRequest>;
type UpdateInput = z.output<typeof updateBarangExternalRequest>;
type PesanInput = z.output<typeof pesanBarangExternalRequest>;
type PublicPesanInput = z.output<typeof publicPesanRequest>;

/** Who holds a piece reserved from the web store itself (no user signed in). */
const ONLINE = 'ONLINE';

/** Why an item of the store cannot be published, or null (spec 000 §5: its photo is mandatory). */
function publishRefusal(code: string, item: repo.ItemToPublish | undefined): string | null {
  if (!item) return barcodeNotFoundMessage(code);
  if (item.status !== 'READY') return M.notReady;
  if (item.published) return M.alreadyPublished;
  if (!item.foto) return M.photoRequired;
  return null;
}

const toRow = (r: repo.PublishedRow): BarangExternalRow => ({ ...r, harga_online: Number(r.harga_online) });

/** A piece the publish screen may add to its list: in stock, not yet published, with its photo. */
export async function candidate(app: FastifyInstance, auth: AuthContext, code: string): Promise<BarangExternalCandidate> {
  const [item] = await repo.findItems(app.db, auth.kodeToko, [code], false);
  const refusal = publishRefusal(code, item);
  if (refusal) throw (item ? badRequest(refusal, { kode_barcode: refusal }) : notFound(refusal));
  return { kode_barcode: item!.kode_barcode, nama_barang: item!.nama_barang, kode_group: item!.kode_group, berat: item!.berat, kadar: item!.kadar, harga_jual: Number(item!.harga_jual) };
}

/** Publishes the pieces with their online prices, all or none (each refusal a 400 on its line). */
export async function publish(app: FastifyInstance, auth: AuthContext, input: KirimInput): Promise<BarangExternalRow[]> {
  const codes = input.detail.map((l) => l.kode_barcode);
  await app.db.transaction().execute(async (trx) => {
    const items = new Map((await repo.findItems(trx, auth.kodeToko, codes, true)).map((i) => [i.kode_barcode, i]));
    for (const [i, line] of input.detail.entries()) {
      const refusal = publishRefusal(line.kode_barcode, items.get(line.kode_barcode));
      if (refusal) throw badRequest(refusal, { [`detail.${i}.kode_barcode`]: refusal });
    }
    await repo.insertPublished(trx, auth.kodeToko, input.detail, auth.userId);
  });
  const rows = await repo.listPublished(app.db, auth.kodeToko);
  return rows.filter((r) => codes.includes(r.kode_barcode)).map(toRow);
}

export async function list(app: FastifyInstance, auth: AuthContext): Promise<BarangExternalRow[]> {
  return (await repo.listPublished(app.db, auth.kodeToko)).map(toRow);
}

/** A published piece locked, or the 404/400 that says why it cannot be changed (a sold piece is off the web store). */
async function lockOpen(trx: Db, kodeToko: string, code: string) {
  const row = await repo.lockPublished(trx, kodeToko, code);
  if (!row) throw notFound(M.notPublished);
  if (row.status !== 'READY') throw badRequest(M.notReady, { kode_barcode: M.notReady });
  return row;
}

async function answer(app: FastifyInstance, kodeToko: string, code: string): Promise<BarangExternalRow> {
  const row = await repo.findPublished(app.db, kodeToko, code);
  if (!row) throw notFound(M.notPublished);
  return toRow(row);
}

/** Changes a published piece's online price and whether the web store offers it. */
export async function update(app: FastifyInstance, auth: AuthContext, code: string, input: UpdateInput): Promise<BarangExternalRow> {
  await app.db.transaction().execute(async (trx) => {
    await lockOpen(trx, auth.kodeToko, code);
    await repo.updatePublished(trx, auth.kodeToko, code, input, auth.userId);
  });
  return answer(app, auth.kodeToko, code);
}

async function hold(db: Db, kodeToko: string, code: string, who: { nama_pemesan: string; no_hp: string; hours: number }, by: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await lockOpen(trx, kodeToko, code);
    if (!row.tersedia) throw badRequest(M.notAvailable, { kode_barcode: M.notAvailable });
    if (row.dipesan) throw badRequest(M.alreadyReserved, { kode_barcode: M.alreadyReserved });
    await repo.touchItem(trx, kodeToko, code);
    return (await repo.setReservation(trx, kodeToko, code, { nama_pemesan: who.nama_pemesan, no_hp_pemesan: who.no_hp, hours: who.hours }, by))!;
  });
}

/** The store marks a published piece reserved for an online customer; the counter refuses it until the hold ends. */
export async function reserve(app: FastifyInstance, auth: AuthContext, code: string, input: PesanInput): Promise<BarangExternalRow> {
  await hold(app.db, auth.kodeToko, code, { nama_pemesan: input.nama_pemesan, no_hp: input.no_hp, hours: input.lama_jam }, auth.userId);
  return answer(app, auth.kodeToko, code);
}

/** Ends a reservation before its time (the customer did not come, or bought it online and the store sells it now). */
export async function cancelReservation(app: FastifyInstance, auth: AuthContext, code: string): Promise<BarangExternalRow> {
  await app.db.transaction().execute(async (trx) => {
    const row = await repo.lockPublished(trx, auth.kodeToko, code);
    if (!row) throw notFound(M.notPublished);
    if (!row.dipesan) throw badRequest(M.notReserved, { kode_barcode: M.notReserved });
    await repo.setReservation(trx, auth.kodeToko, code, null, auth.userId);
  });
  return answer(app, auth.kodeToko, code);
}

async function webStoreOn(db: Db, kodeToko: string): Promise<boolean> {
  const modules = await settingsRepo.listModules(db, kodeToko);
  return isModuleOn(toModuleFlags(modules.map((m) => ({ ...m, value: null }))), 'WEB_EXTERNAL_MODULE');
}

/** A customer of the web store reserves a piece it lists (held WEB_RESERVATION_DEFAULT_HOURS hours). */
export async function reservePublic(app: FastifyInstance, input: PublicPesanInput): Promise<{ kode_barcode: string; dipesan_sampai: string }> {
  if (!(await settingsRepo.findToko(app.db, input.kode_toko)) || !(await webStoreOn(app.db, input.kode_toko))) throw notFound(M.moduleOff);
  const until = await hold(app.db, input.kode_toko, input.kode_barcode, { nama_pemesan: input.nama_pemesan, no_hp: input.no_hp, hours: WEB_RESERVATION_DEFAULT_HOURS }, ONLINE);
  return { kode_barcode: input.kode_barcode, dipesan_sampai: until };
}

/** The public catalogue's web-store pieces: none while the module is off; only pieces still in stock. */
export async function catalogueItems(db: Db, kodeToko: string): Promise<PublicWebItem[]> {
  if (!(await webStoreOn(db, kodeToko))) return [];
  return (await repo.listForCatalogue(db, kodeToko)).map((r) => ({ ...r, harga: Number(r.harga), gambar_url: webItemImageUrl(kodeToko, r.kode_barcode) }));
}

/** The photo of a piece the public catalogue lists; 404 for any other piece. */
export async function cataloguePhoto(app: FastifyInstance, kodeToko: string, code: string): Promise<Buffer> {
  if (!(await webStoreOn(app.db, kodeToko))) throw notFound();
  const row = await repo.findCataloguePhoto(app.db, kodeToko, code);
  if (!row?.foto) throw notFound();
  const bytes = await filesOf(app).readFile(row.foto);
  if (!bytes) throw notFound();
  return bytes;
}
