import { z } from 'zod';
import { envelope } from '../schemas/common';
import { approvalIds, optionalIdempotencyKey } from '../sales/fields';
import { barcodeInput, kadarInput } from '../stock/schemas';
import { RECEIVING_MESSAGES } from '../receiving/messages';

/**
 * Purity update (/update-kadar, spec 000 §6, spec 001 §7 `barang/get/ready-update-kadar`): for the shops the
 * deployment lists (UPDATE_KADAR_SHOPS), an item of the stock gets a new purity, and with it the group of that
 * purity and that group's price per gram; a reason and a supervisor's approval (UPDATE_KADAR) are required.
 */
export const UPDATE_KADAR_PREFIX = 'UK';

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** GET barang/get/ready-update-kadar: the store's items that may take a new purity, optionally of one tray or group. */
export const readyUpdateKadarQuery = z.object({
  kode_baki: z.preprocess(blankToUndefined, z.string().trim().max(30).transform((v) => v.toUpperCase()).optional()),
  kode_group: z.preprocess(blankToUndefined, z.string().trim().max(30).transform((v) => v.toUpperCase()).optional()),
});

export const readyUpdateKadarRow = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  berat: z.number(),
  /** the item's purity and its group's */
  kadar: z.number(),
  kadar_group: z.number(),
  ongkos: z.number(),
});
export type ReadyUpdateKadarRow = z.infer<typeof readyUpdateKadarRow>;
export const readyUpdateKadarResponse = envelope(z.array(readyUpdateKadarRow));

/** POST barang/update-kadar: the new purity of one item, the group it now belongs to, the reason, the approval. */
export const updateKadarRequest = z.object({
  kode_barcode: barcodeInput,
  kadar_baru: kadarInput.pipe(z.number({ error: 'Kadar Baru Tidak Boleh Kosong' })),
  /** the group of the new purity; blank keeps the item's group */
  kode_group_baru: z.preprocess(blankToUndefined, z.string().trim().max(30).transform((v) => v.toUpperCase()).optional()),
  alasan: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : v),
    z.string({ error: RECEIVING_MESSAGES.alasanRequired }).min(1, RECEIVING_MESSAGES.alasanRequired).max(200, 'Alasan maksimal 200 karakter'),
  ),
  otorisasi: approvalIds,
  idempotency_key: optionalIdempotencyKey,
});
export type UpdateKadarRequest = z.input<typeof updateKadarRequest>;
export type UpdateKadarInput = z.output<typeof updateKadarRequest>;

/** The update as written: the item's purity, group and price before and after. */
export const updateKadarRow = z.object({
  no_update: z.string(),
  tgl_system: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  berat: z.number(),
  kadar_lama: z.number(),
  kadar_baru: z.number(),
  kode_group_lama: z.string(),
  kode_group_baru: z.string(),
  harga_per_gram_lama: z.number(),
  harga_per_gram_baru: z.number(),
  /** the item's price at the counter (weight x price per gram + ongkos, rounded) before and after */
  harga_lama: z.number(),
  harga_baru: z.number(),
  alasan: z.string(),
  approved_by: z.string(),
  input_by: z.string(),
});
export type UpdateKadarRow = z.infer<typeof updateKadarRow>;
export const updateKadarResponse = envelope(updateKadarRow);
