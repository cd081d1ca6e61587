import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { FileStore } from '../files';
import type { Database } from './schema';

/**
 * The demo chain's customer catalogue (docs/decisions.md "Demo chain's first hour"): a few categories, items priced from today's gold
 * price, banners, an info card, a price list, gifts, a splash screen and an admin contact, so /katalog and
 * the nine catalogue screens show something on a fresh clone. The pictures are small JPEGs the repository
 * ships (db/demo-images), copied into each store's catalogue folders of the file store.
 */

const IMAGES = new URL('./demo-images/', import.meta.url);

type Row = Record<string, unknown>;

const KATEGORI = [
  ['CIN', 'Cincin', '#C9A227', 'kategori-cincin'],
  ['KAL', 'Kalung', '#B8860B', 'kategori-kalung'],
  ['GEL', 'Gelang', '#DAA520', 'kategori-gelang'],
  ['ANT', 'Anting', '#CD9B1D', 'item-anting-tetes'],
  ['LM', 'Logam Mulia', '#8B6914', 'kategori-logam-mulia'],
] as const;

/** kode, kategori, nama, berat (g), fallback price, group, banner, info, jenis, kadar, lm, picture */
const ITEMS = [
  ['CC-KLASIK', 'CIN', 'Cincin Polos Klasik 17K', '3.250', 4_680_000, 'P17', 'TUKAR', null, 'cincin', '17k', null, 'item-cincin-polos'],
  ['CC-BERLIAN', 'CIN', 'Cincin Emas Putih Bermata Berlian 18K', '2.800', 4_270_000, 'EP18', null, 'CUCI', 'cincin', '18k', null, 'item-cincin-berlian'],
  ['KL-LIONTIN', 'KAL', 'Kalung Rantai Italy dengan Liontin Bulat 17K', '5.100', 7_344_000, 'P17', 'TUKAR', null, 'kalung', '17k', null, 'item-kalung-liontin'],
  ['GL-RANTAI', 'GEL', 'Gelang Rantai Kotak 17K', '7.500', 10_800_000, 'P17', 'TUKAR', 'CUCI', 'gelang', '17k', null, 'item-gelang-rantai'],
  ['AT-TETES', 'ANT', 'Anting Tetes Air 17K', '2.150', 3_096_000, 'P17', null, null, 'anting', '17k', null, 'item-anting-tetes'],
  ['LM-5G', 'LM', 'Logam Mulia 5 Gram Bersertifikat', '5.000', 9_745_000, 'LM24', 'LM', null, 'logammulia', '24k', 'antam', 'item-lm-5-gram'],
  ['LM-10G', 'LM', 'Logam Mulia 10 Gram Bersertifikat', '10.000', 19_490_000, 'LM24', 'LM', null, 'logammulia', '24k', 'antam', 'item-lm-10-gram'],
] as const;

const BANNERS = [
  ['TUKAR', 'Tukar Tambah Perhiasan', 'Potongan ongkos sampai 50%', 'Bawa perhiasan lama Anda, tukar dengan model terbaru.', 'banner-tukar-tambah'],
  ['LM', 'Logam Mulia Bersertifikat', 'Harga ikut harga emas hari ini', 'Logam mulia 5 dan 10 gram selalu tersedia di toko.', 'banner-logam-mulia'],
] as const;

const HADIAH = [
  ['H01', 'Payung Lipat', 'Untuk member', 'Tukar 100 poin', 'Payung lipat dengan logo toko.', 100, 'hadiah-payung'],
  ['H04', 'Liontin Emas 0.5 Gram', 'Untuk member setia', 'Tukar 2.500 poin', 'Liontin emas muda 0.5 gram.', 2500, 'hadiah-liontin'],
] as const;

const GROUP_DESCRIPTION = [
  ['LM24', 'Logam mulia kadar 99,9% dengan sertifikat.'],
  ['P17', 'Perhiasan emas kuning kadar 70%, model terbaru.'],
  ['EP18', 'Emas putih kadar 75%, cocok untuk cincin berlian.'],
] as const;

const url = (kodeToko: string, path: string) => `https://emas-sejahtera.co.id/${kodeToko.toLowerCase()}/${path}`;

export async function seedCatalogue(db: Kysely<Database>, files: FileStore, stores: readonly string[]): Promise<void> {
  // the catalogue's tables are read through the master registry, not the typed schema
  const t = db as unknown as Kysely<Record<string, Row>>;
  const by = { created_by: 'SEED', updated_by: 'SEED' };
  const pictures = new Map<string, Buffer>();
  const picture = async (kodeToko: string, folder: string, name: string): Promise<string> => {
    if (!pictures.has(name)) pictures.set(name, await readFile(new URL(`${name}.jpg`, IMAGES)));
    const key = `${kodeToko}/${folder}/demo-${name}.jpg`;
    await files.saveFile(key, pictures.get(name)!, 'image/jpeg');
    return key;
  };

  for (const k of stores) {
    const base = { kode_toko: k, ...by };
    await t
      .insertInto('katalog_kategori')
      .values(
        await Promise.all(
          KATEGORI.map(async ([kode, nama, warna, pic]) => ({ ...base, kode_kategori: kode, nama_kategori: nama, warna, gambar_path: await picture(k, 'KATEGORI_ICON', pic), gambar_name: `${pic}.jpg` })),
        ),
      )
      .execute();
    await t
      .insertInto('katalog_banner')
      .values(
        await Promise.all(
          BANNERS.map(async ([kode, title, subTitle, deskripsi, pic]) => ({
            ...base,
            kode_banner: kode,
            title,
            sub_title: subTitle,
            deskripsi,
            url_pendukung: url(k, `promo/${kode.toLowerCase()}`),
            nama_tombol: 'Lihat Promo',
            gambar_path: await picture(k, 'BANNER_ICON', pic),
            gambar_name: `${pic}.jpg`,
          })),
        ),
      )
      .execute();
    await t
      .insertInto('katalog_info')
      .values({
        ...base,
        kode_info: 'CUCI',
        title: 'Cuci Perhiasan Gratis',
        sub_title: 'Setiap hari Sabtu',
        info: 'Gratis',
        sub_info: 'Untuk perhiasan dari toko kami',
        deskripsi: 'Bawa perhiasan Anda ke toko, kami cuci dan poles tanpa biaya.',
        url_pendukung: url(k, 'info/cuci'),
        nama_tombol: 'Selengkapnya',
        gambar_path: await picture(k, 'INFO_ICON', 'info-perawatan'),
        gambar_name: 'info-perawatan.jpg',
      })
      .execute();
    await t
      .insertInto('katalog_item')
      .values(
        await Promise.all(
          ITEMS.map(async ([kode, kategori, nama, berat, harga, group, banner, info, jenis, kadar, lm, pic]) => ({
            ...base,
            kode_barang: kode,
            kode_kategori: kategori,
            nama_barang: nama,
            berat,
            harga_jual: harga,
            kode_group: group,
            kode_banner: banner ? [banner] : [],
            kode_info: info ? [info] : [],
            direct_url: url(k, `katalog/${kode.toLowerCase()}`),
            hashtag_jenis: [jenis],
            hashtag_kadar: [kadar],
            hashtag_lm: lm ? [lm] : [],
            gambar_path: await picture(k, 'ITEM', pic),
          })),
        ),
      )
      .execute();
    await t.insertInto('katalog_harga').values({ ...base, kode_harga_app: 'HARIAN', nama_harga_app: 'Harga Emas Hari Ini', detail_group: ['LM24', 'P22', 'P17', 'EP18'] }).execute();
    await t.insertInto('katalog_group_description').values(GROUP_DESCRIPTION.map(([kode, description]) => ({ ...base, kode_group: kode, description }))).execute();
    await t
      .insertInto('katalog_hadiah')
      .values(
        await Promise.all(
          HADIAH.map(async ([kode, nama, info, subInfo, deskripsi, point, pic]) => ({
            ...base,
            kode_hadiah: kode,
            nama_hadiah: nama,
            info,
            sub_info: subInfo,
            deskripsi,
            point,
            gambar_path: await picture(k, 'HADIAH', pic),
            gambar_name: `${pic}.jpg`,
          })),
        ),
      )
      .execute();
    const splash = await picture(k, 'SPLASHSCREEN', 'splash-member');
    await t
      .insertInto('katalog_splash_screen')
      .values([
        { ...base, screen_name: 'MEMBER', image_path: splash, text: 'Selamat datang, member Emas Sejahtera', position: 'bottom' },
        { ...base, screen_name: 'GUEST-1', image_path: splash, text: 'Perhiasan emas pilihan keluarga', position: 'top' },
      ])
      .execute();
    await t.insertInto('katalog_admin_chat').values({ ...base, kode_admin: 'ADM1', nama_admin: 'Rina (Admin Katalog)', no_hp: '081234560001' }).execute();
  }
}
