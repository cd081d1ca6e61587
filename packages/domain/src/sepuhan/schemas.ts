import { z } from 'zod';
import { envelope } from '../schemas/common';
import { blank, idempotencyKeyInput, optionalCode } from '../sales/fields';
import { beratInput, kadarInput } from '../stock/schemas';
import { reportQuery } from '../validators/report-query';
import { SEPUHAN_KELAS, SEPUHAN_STATUS } from './constants';
import { SEPUHAN_MESSAGES as M } from './messages';

/** The sorting area's report path under /api (the report kit's only way in). */
export const SEPUHAN_REPORT_PATHS = { saldo: 'laporan/sepuhan' } as const;

const barcode = z.string({ error: M.noLines }).trim().min(1, M.noLines).max(40).transform((v) => v.toUpperCase());
const barcodes = z.preprocess((v) => v ?? [], z.array(barcode, { error: M.noLines }).min(1, M.noLines).max(500));

/** POST /api/sepuhan/terima: bought-back pieces of the store received into the sorting area. */
export const sepuhanTerimaRequest = z.object({ idempotency_key: idempotencyKeyInput, kode_barcode: barcodes });
export type SepuhanTerimaRequest = z.input<typeof sepuhanTerimaRequest>;

/** POST /api/sepuhan/sortir: each received piece classed; the sorter is the caller. */
export const sepuhanSortirRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  detail: z.preprocess(
    (v) => v ?? [],
    z
      .array(z.object({ kode_barcode: barcode, kelas: z.enum(SEPUHAN_KELAS, { error: M.kelasInvalid }) }), { error: M.noLines })
      .min(1, M.noLines)
      .max(500),
  ),
});
export type SepuhanSortirRequest = z.input<typeof sepuhanSortirRequest>;

/** One piece of a move-sort: a refurbished piece (SEPUH) names its new weight and tray, and may change its purity. */
export const sepuhanPindahLine = z.object({
  kode_barcode: barcode,
  berat: z.preprocess(blank, beratInput.optional()),
  kadar: z.preprocess(blank, kadarInput.optional()),
  kode_baki: optionalCode('Kode Baki'),
});
/** POST /api/sepuhan/pindah: sorted pieces moved on by their class. */
export const sepuhanPindahRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  detail: z.preprocess((v) => v ?? [], z.array(sepuhanPindahLine, { error: M.noLines }).min(1, M.noLines).max(500)),
});
export type SepuhanPindahRequest = z.input<typeof sepuhanPindahRequest>;
export type SepuhanPindahInput = z.output<typeof sepuhanPindahRequest>;

/** POST /api/sepuhan/susut: the loss of a move-sort lot recorded with its reason. */
export const sepuhanSusutRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  no_pindah: z.string({ error: M.lotUnknown }).trim().min(1, M.lotUnknown).max(40),
  alasan: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: M.alasanRequired }).min(3, M.alasanRequired).max(200)),
});
export type SepuhanSusutRequest = z.input<typeof sepuhanSusutRequest>;

/** A bought-back piece as the sorting screens show it (weights in grams with 3 decimals, purity as a number). */
export const sepuhanRow = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  no_faktur_group: z.string(),
  no_faktur_beli: z.string(),
  tgl_beli: z.string(),
  berat: z.string(),
  kadar: z.number(),
  harga_beli: z.number(),
  status: z.enum([...SEPUHAN_STATUS, 'MENUNGGU']),
  kelas: z.enum(SEPUHAN_KELAS).nullable(),
  sortir_by: z.string().nullable(),
  no_terima: z.string().nullable(),
  no_pindah: z.string().nullable(),
  berat_kembali: z.string().nullable(),
});
export type SepuhanRow = z.infer<typeof sepuhanRow>;
export const sepuhanListResponse = envelope(z.array(sepuhanRow));

/** What a sorting document answers: its number, its pieces, and the shipment or melting it caused. */
export const sepuhanDocument = z.object({
  no: z.string(),
  tgl_system: z.string(),
  total_qty: z.number(),
  total_berat: z.string(),
  no_kirim: z.string().nullable(),
  no_hancur: z.string().nullable(),
  barang: z.array(sepuhanRow),
});
export type SepuhanDocument = z.infer<typeof sepuhanDocument>;
export const sepuhanDocumentResponse = envelope(sepuhanDocument);

/** A move-sort lot whose refurbished pieces came back lighter: the loss not yet recorded. */
export const sepuhanLotRow = z.object({
  no_pindah: z.string(),
  tgl_system: z.string(),
  jumlah: z.number(),
  berat_terima: z.string(),
  berat_kembali: z.string(),
  susut: z.string(),
  nilai: z.number(),
});
export type SepuhanLotRow = z.infer<typeof sepuhanLotRow>;
export const sepuhanLotListResponse = envelope(z.array(sepuhanLotRow));

export const sepuhanSusutResult = z.object({ no_susut: z.string(), no_pindah: z.string(), tgl_system: z.string(), berat_susut: z.string(), nilai: z.number(), alasan: z.string() });
export type SepuhanSusutResult = z.infer<typeof sepuhanSusutResult>;
export const sepuhanSusutResponse = envelope(sepuhanSusutResult);

/** Laporan Sepuhan: the sorting balance of a period per store, count and grams (rules.ts `sortingBalance`). */
export const sepuhanSaldoQuery = reportQuery({ period: true });
export const sepuhanSaldoRow = z.object({
  kode_toko: z.string(),
  awal_qty: z.number(),
  awal_berat: z.number(),
  terima_qty: z.number(),
  terima_berat: z.number(),
  jual_qty: z.number(),
  jual_berat: z.number(),
  lebur_qty: z.number(),
  lebur_berat: z.number(),
  pusat_qty: z.number(),
  pusat_berat: z.number(),
  susut_berat: z.number(),
  akhir_qty: z.number(),
  akhir_berat: z.number(),
});
export type SepuhanSaldoRow = z.infer<typeof sepuhanSaldoRow>;
