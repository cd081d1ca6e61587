import { z } from 'zod';
import { publicWebItem } from '../web-external/schemas';
import { whatsappNumber } from '../sales/rules';
import { envelope } from '../schemas/common';

/**
 * The public catalogue (GET /api/public/catalogue): what the customer app and the /katalog page read,
 * without signing in. Only what a customer may see; pictures as URLs.
 */
export const publicCatalogueQuery = z.object({
  kode_toko: z
    .string()
    .trim()
    .max(10, 'Kode Toko tidak valid')
    .regex(/^[A-Za-z0-9_-]*$/, 'Kode Toko tidak valid')
    .transform((v) => v.toUpperCase())
    .optional(),
});

const card = z.object({
  title: z.string(),
  sub_title: z.string(),
  info: z.string(),
  sub_info: z.string(),
  deskripsi: z.string(),
  url_pendukung: z.string(),
  nama_tombol: z.string(),
  gambar_url: z.string().nullable(),
});

export const publicCatalogue = z.object({
  toko: z.object({ kode_toko: z.string(), nama_toko: z.string(), alamat_toko: z.string() }),
  /** the store's business date the prices are of */
  tanggal: z.string(),
  kategori: z.array(z.object({ kode_kategori: z.string(), nama_kategori: z.string(), warna: z.string(), gambar_url: z.string().nullable() })),
  item: z.array(
    z.object({
      kode_barang: z.string(),
      nama_barang: z.string(),
      kode_kategori: z.string(),
      berat: z.number(),
      /** today's price (catalogueItemPrice) */
      harga: z.number(),
      kode_group: z.string().nullable(),
      direct_url: z.string(),
      kode_banner: z.array(z.string()),
      kode_info: z.array(z.string()),
      hashtag_jenis: z.array(z.string()),
      hashtag_kadar: z.array(z.string()),
      hashtag_lm: z.array(z.string()),
      gambar_url: z.array(z.string()),
    }),
  ),
  banner: z.array(card.extend({ kode_banner: z.string() })),
  info: z.array(card.extend({ kode_info: z.string() })),
  harga: z.array(
    z.object({
      kode_harga_app: z.string(),
      nama_harga_app: z.string(),
      detail_group: z.array(z.object({ kode_group: z.string(), nama_group: z.string(), kadar: z.number(), harga_per_gram: z.number().nullable(), description: z.string() })),
    }),
  ),
  hadiah: z.array(
    z.object({ kode_hadiah: z.string(), nama_hadiah: z.string(), info: z.string(), sub_info: z.string(), deskripsi: z.string(), point: z.number(), gambar_url: z.string().nullable() }),
  ),
  splash_screen: z.array(z.object({ screen_name: z.string(), text: z.string(), position: z.string(), gambar_url: z.string().nullable() })),
  kontak_admin: z.array(z.object({ kode_admin: z.string(), nama_admin: z.string(), no_hp: z.string(), whatsapp_url: z.string() })),
  /** the pieces the store publishes to its web store (WEB_EXTERNAL_MODULE), only while in stock */
  barang_web: z.array(publicWebItem),
});
export type PublicCatalogue = z.infer<typeof publicCatalogue>;
export const publicCatalogueResponse = envelope(publicCatalogue);

/** The wa.me link that opens a chat with an admin contact. */
export function whatsappUrl(noHp: string, text?: string): string {
  const base = `https://wa.me/${whatsappNumber(noHp)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
