import {
  BANNER_KATALOG,
  CATALOGUE_FOLDERS,
  CATALOGUE_MESSAGES,
  catalogueItemPrice,
  GROUP_DESCRIPTION_KATALOG,
  HADIAH_KATALOG,
  HARGA_KATALOG,
  imageUrlOf,
  INFO_KATALOG,
  ITEM_KATALOG,
  KATEGORI_KATALOG,
  KONTAK_ADMIN_KATALOG,
  parseWeightToMg,
  mgToGrams,
  roundingUnitOf,
  SPLASHSCREEN_KATALOG,
  SPLASH_SCREENS,
  whatsappUrl,
  type MasterDef,
  type PublicCatalogue,
} from '@emas/domain';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isSafeKey } from '../../files';
import { notFound } from '../../http/errors';
import * as mastersRepo from '../masters/masters.repository';
import { filesOf } from '../photos/photos.service';
import * as pricesRepo from '../prices/prices.repository';
import * as settingsRepo from '../settings/settings.repository';
import { catalogueItems } from '../web-external/web-external.service';

type Db = FastifyInstance['db'];
type Row = Record<string, unknown>;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
const rowsOf = (db: Db, def: MasterDef, kodeToko: string) => mastersRepo.listRows(db, def, kodeToko, {}) as Promise<Row[]>;

function card(row: Row) {
  return {
    title: text(row.title),
    sub_title: text(row.sub_title),
    info: text(row.info),
    sub_info: text(row.sub_info),
    deskripsi: text(row.deskripsi),
    url_pendukung: text(row.url_pendukung),
    nama_tombol: text(row.nama_tombol),
    gambar_url: imageUrlOf(text(row.gambar_path)),
  };
}

/** The store a public call reads: the one named, else head office (the first PUSAT store). */
async function storeOf(db: Db, kodeToko: string | undefined) {
  const toko = kodeToko ? await settingsRepo.findToko(db, kodeToko) : (await settingsRepo.listToko(db))[0];
  if (!toko) throw notFound(CATALOGUE_MESSAGES.storeUnknown);
  return toko;
}

/**
 * Everything the customer app shows of one store's catalogue: categories, items with today's
 * price (catalogueItemPrice over the gold price in force on the store's business date), banners,
 * infos, price lists with their groups' prices, gifts, the four splash screens and admin contacts.
 */
export async function publicCatalogue(app: FastifyInstance, kodeToko?: string): Promise<PublicCatalogue> {
  const db = app.db;
  const toko = await storeOf(db, kodeToko);
  const k = toko.kode_toko;
  const [kategori, items, banners, infos, harga, hadiah, splash, admins, descriptions, prices, pembulatan, barangWeb] = await Promise.all([
    rowsOf(db, KATEGORI_KATALOG, k),
    rowsOf(db, ITEM_KATALOG, k),
    rowsOf(db, BANNER_KATALOG, k),
    rowsOf(db, INFO_KATALOG, k),
    rowsOf(db, HARGA_KATALOG, k),
    rowsOf(db, HADIAH_KATALOG, k),
    rowsOf(db, SPLASHSCREEN_KATALOG, k),
    rowsOf(db, KONTAK_ADMIN_KATALOG, k),
    rowsOf(db, GROUP_DESCRIPTION_KATALOG, k),
    pricesRepo.listPricesInForce(db, k, toko.tgl_system),
    settingsRepo.findParam(db, k, 'PEMBULATAN'),
    catalogueItems(db, k),
  ]);
  const groups = new Map(prices.map((p) => [p.kode_group, p]));
  const description = new Map(descriptions.map((d) => [text(d.kode_group), text(d.description)]));
  const unit = roundingUnitOf(pembulatan?.value);
  const splashByName = new Map(splash.map((s) => [text(s.screen_name), s]));
  return {
    toko: { kode_toko: k, nama_toko: toko.nama_toko, alamat_toko: toko.alamat_toko },
    tanggal: toko.tgl_system,
    kategori: kategori.map((r) => ({
      kode_kategori: text(r.kode_kategori),
      nama_kategori: text(r.nama_kategori),
      warna: text(r.warna),
      gambar_url: imageUrlOf(text(r.gambar_path)),
    })),
    item: items.map((r) => {
      const beratMg = parseWeightToMg(text(r.berat)) ?? 0;
      const group = r.kode_group ? groups.get(text(r.kode_group)) : undefined;
      const hargaPerGram = group?.harga_jual === null || group?.harga_jual === undefined ? null : Number(group.harga_jual);
      const image = imageUrlOf(text(r.gambar_path));
      return {
        kode_barang: text(r.kode_barang),
        nama_barang: text(r.nama_barang),
        kode_kategori: text(r.kode_kategori),
        berat: mgToGrams(beratMg),
        harga: catalogueItemPrice({ beratMg, hargaPerGram, hargaJual: Number(r.harga_jual ?? 0), unit }),
        kode_group: r.kode_group ? text(r.kode_group) : null,
        direct_url: text(r.direct_url),
        kode_banner: list(r.kode_banner),
        kode_info: list(r.kode_info),
        hashtag_jenis: list(r.hashtag_jenis),
        hashtag_kadar: list(r.hashtag_kadar),
        hashtag_lm: list(r.hashtag_lm),
        gambar_url: image ? [image] : [],
      };
    }),
    banner: banners.map((r) => ({ kode_banner: text(r.kode_banner), ...card(r) })),
    info: infos.map((r) => ({ kode_info: text(r.kode_info), ...card(r) })),
    harga: harga.map((r) => ({
      kode_harga_app: text(r.kode_harga_app),
      nama_harga_app: text(r.nama_harga_app),
      detail_group: list(r.detail_group).map((code) => {
        const g = groups.get(code);
        return {
          kode_group: code,
          nama_group: g?.nama_group ?? code,
          kadar: Number(g?.kadar ?? 0),
          harga_per_gram: g?.harga_jual === null || g?.harga_jual === undefined ? null : Number(g.harga_jual),
          description: description.get(code) ?? '',
        };
      }),
    })),
    hadiah: hadiah.map((r) => ({
      kode_hadiah: text(r.kode_hadiah),
      nama_hadiah: text(r.nama_hadiah),
      info: text(r.info),
      sub_info: text(r.sub_info),
      deskripsi: text(r.deskripsi),
      point: Number(r.point ?? 0),
      gambar_url: imageUrlOf(text(r.gambar_path)),
    })),
    splash_screen: SPLASH_SCREENS.map((name) => {
      const s = splashByName.get(name);
      return { screen_name: name, text: text(s?.text), position: s ? text(s.position) : 'top', gambar_url: imageUrlOf(text(s?.image_path)) };
    }),
    kontak_admin: admins.map((r) => ({
      kode_admin: text(r.kode_admin),
      nama_admin: text(r.nama_admin),
      no_hp: text(r.no_hp),
      whatsapp_url: whatsappUrl(text(r.no_hp)),
    })),
    barang_web: barangWeb,
  };
}

/**
 * The entity tag of an answer: a hash of its bytes. Any change of the catalogue (a record, a
 * picture, a gold price, the business date) changes the answer and so its tag; nothing to invalidate.
 */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this tag (a list, or '*'; weak tags compared as strong). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

const PUBLIC_FOLDERS = new Set<string>(CATALOGUE_FOLDERS);

/** A catalogue picture for anyone: only the catalogue's folders, never another file of the store. */
export async function readPublicFile(app: FastifyInstance, kodeToko: string, folder: string, name: string): Promise<Buffer> {
  const key = `${kodeToko}/${folder}/${name}`;
  if (!PUBLIC_FOLDERS.has(folder) || !isSafeKey(key) || !/^[A-Za-z0-9_-]+\.jpg$/.test(name)) throw notFound();
  const bytes = await filesOf(app).readFile(key);
  if (!bytes) throw notFound();
  return bytes;
}
