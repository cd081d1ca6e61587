import { z } from 'zod';
import { envelope } from '../schemas/common';
import { blank, rupiah } from '../sales/fields';
import { WEB_EXTERNAL_MESSAGES as M } from './messages';

/** How long an online reservation holds a piece unless told (hours), and the longest it may. */
export const WEB_RESERVATION_DEFAULT_HOURS = 24;
export const WEB_RESERVATION_MAX_HOURS = 72;

const barcode = z.preprocess(blank, z.string({ error: M.barcodeRequired }).trim().max(40, M.barcodeRequired).transform((v) => v.toUpperCase()));
const hargaOnline = rupiah('Harga Online', { min: 1, message: M.hargaZero });

/** One piece to publish with its online price. */
export const kirimBarangExternalLine = z.object({ kode_barcode: barcode, harga_online: hargaOnline });

/** POST /api/barang-external: pieces published to the store's web store, all or none. */
export const kirimBarangExternalRequest = z.object({
  detail: z
    .preprocess((v) => v ?? [], z.array(kirimBarangExternalLine, { error: M.noLines }).min(1, M.noLines).max(500))
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      for (const [i, l] of lines.entries()) {
        if (seen.has(l.kode_barcode)) ctx.addIssue({ code: 'custom', path: [i, 'kode_barcode'], message: `Barcode ${l.kode_barcode} sudah ada di tabel` });
        seen.add(l.kode_barcode);
      }
    }),
});
export type KirimBarangExternalRequest = z.input<typeof kirimBarangExternalRequest>;

/** PUT /api/barang-external/:kode_barcode: the online price and whether the web store offers it. */
export const updateBarangExternalRequest = z.object({
  harga_online: hargaOnline,
  tersedia: z.boolean({ error: M.tersediaInvalid }),
});
export type UpdateBarangExternalRequest = z.input<typeof updateBarangExternalRequest>;

const namaPemesan = z.preprocess(blank, z.string({ error: M.namaRequired }).trim().max(100, 'Nama Pemesan maksimal 100 karakter').transform((v) => v.toUpperCase()));
const noHp = z.preprocess(
  (v) => (typeof v === 'string' ? blank(v.replace(/[\s-]/g, '')) : blank(v)),
  z.string({ error: M.noHpRequired }).regex(/^\+?\d{8,15}$/, M.noHpInvalid),
);
const lamaJam = z.preprocess(
  (v) => blank(v) ?? WEB_RESERVATION_DEFAULT_HOURS,
  z.coerce.number({ error: M.lamaJamInvalid }).int(M.lamaJamInvalid).min(1, M.lamaJamInvalid).max(WEB_RESERVATION_MAX_HOURS, M.lamaJamInvalid),
);

/** POST /api/barang-external/:kode_barcode/pesan: the store marks a piece reserved for an online customer. */
export const pesanBarangExternalRequest = z.object({ nama_pemesan: namaPemesan, no_hp: noHp, lama_jam: lamaJam });
export type PesanBarangExternalRequest = z.input<typeof pesanBarangExternalRequest>;

/** POST /api/public/catalogue/pesan: a customer of the web store reserves a published piece (held for the default hours). */
export const publicPesanRequest = z.object({
  kode_toko: z.preprocess(blank, z.string({ error: 'Kode Toko Tidak Boleh Kosong' }).trim().max(20).transform((v) => v.toUpperCase())),
  kode_barcode: barcode,
  nama_pemesan: namaPemesan,
  no_hp: noHp,
});
export type PublicPesanRequest = z.input<typeof publicPesanRequest>;

export const barangExternalParams = z.object({ kode_barcode: barcode });

/** A published piece as the back office sees it. */
export const barangExternalRow = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  berat: z.string(),
  kadar: z.string(),
  /** the item's own state: READY in stock, TERJUAL when the counter sold it, ... */
  status_barang: z.string(),
  harga_online: z.number(),
  tersedia: z.boolean(),
  /** reserved online and the hold not yet expired */
  dipesan: z.boolean(),
  nama_pemesan: z.string().nullable(),
  no_hp_pemesan: z.string().nullable(),
  dipesan_sampai: z.string().nullable(),
  publish_by: z.string(),
  publish_at: z.string(),
});
export type BarangExternalRow = z.infer<typeof barangExternalRow>;
export const barangExternalListResponse = envelope(z.array(barangExternalRow));
export const barangExternalResponse = envelope(barangExternalRow);

/** GET /api/barang-external/cek/:kode_barcode: a piece of the store that may be published. */
export const barangExternalCandidate = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  berat: z.string(),
  kadar: z.string(),
  harga_jual: z.number(),
});
export type BarangExternalCandidate = z.infer<typeof barangExternalCandidate>;
export const barangExternalCandidateResponse = envelope(barangExternalCandidate);

/** A published piece as the customer app sees it (public catalogue). */
export const publicWebItem = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  berat: z.string(),
  kadar: z.string(),
  harga: z.number(),
  dipesan: z.boolean(),
  gambar_url: z.string(),
});
export type PublicWebItem = z.infer<typeof publicWebItem>;

export const publicPesanResponse = envelope(z.object({ kode_barcode: z.string(), dipesan_sampai: z.string() }));

/** The public picture of a published piece. */
export function webItemImageUrl(kodeToko: string, kodeBarcode: string): string {
  return `/api/public/catalogue/web/${encodeURIComponent(kodeToko)}/${encodeURIComponent(kodeBarcode)}/foto`;
}
