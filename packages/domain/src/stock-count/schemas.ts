import { z } from 'zod';
import { isIsoDate } from '../format/date';
import { MESSAGES } from '../messages/messages';
import { envelope } from '../schemas/common';
import { optionalIdempotencyKey } from '../sales/fields';
import { STOCK_MESSAGES } from '../stock/messages';
import { barcodeInput, readWeightMg } from '../stock/schemas';
import type { Milligrams } from '../units/weight';
import { OPNAME_LINE_STATES, OPNAME_STATUSES } from './constants';
import { STOCK_COUNT_MESSAGES } from './messages';
import { normalizeRfidTag, RFID_MAX_READS, RFID_TAG_PATTERN } from './rfid';

function blank(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** A code picked from a list: trimmed and upper-cased; missing answers the picker's message. */
function pickedCode(message: string) {
  return z.preprocess(
    blank,
    z
      .string({ error: message })
      .trim()
      .max(30, message)
      .transform((v) => v.toUpperCase()),
  );
}

/** The scale's reading in grams (3 decimals); 0 is refused: it is a scale or typing mistake that would record the whole tray as short. */
const beratTimbangInput = z.preprocess(
  blank,
  z.union([z.number(), z.string()], { error: STOCK_COUNT_MESSAGES.beratTimbangRequired }).transform((v, ctx): Milligrams => {
    const read = readWeightMg(v);
    if ('error' in read) {
      ctx.addIssue({ code: 'custom', message: read.error });
      return z.NEVER;
    }
    if (read.mg === 0) {
      ctx.addIssue({ code: 'custom', message: STOCK_MESSAGES.beratZero });
      return z.NEVER;
    }
    return read.mg;
  }),
);

// ---------------------------------------------------------------- tray weighing (/timbang-baki)

/**
 * spec 001 §3, §4, §7: POST timbang-baki/start with kode_gudang and kode_toko (the tray) only: a new
 * weighing row with the tray's system weight. The scale's weight is entered on the row afterwards
 * (PUT timbang-baki/:id); a caller that already has it may still send berat_timbang here.
 */
export const timbangStartRequest = z.object({
  kode_gudang: pickedCode(STOCK_COUNT_MESSAGES.gudangRequired),
  /** the tray: spec 001 §3 "kode_baki (sent as kode_toko)" */
  kode_toko: pickedCode(STOCK_COUNT_MESSAGES.bakiRequired),
  berat_timbang: beratTimbangInput.optional(),
  idempotency_key: optionalIdempotencyKey,
});
export type TimbangStartInput = z.output<typeof timbangStartRequest>;

/** PUT timbang-baki/:id: the scale's weight of a started weighing (entered once, after the screen's confirmation). */
export const timbangWeighRequest = z.object({ berat_timbang: beratTimbangInput, idempotency_key: optionalIdempotencyKey });
export type TimbangWeighInput = z.output<typeof timbangWeighRequest>;
export const timbangParams = z.object({ id: z.coerce.number({ error: STOCK_COUNT_MESSAGES.timbangNotFound }).int(STOCK_COUNT_MESSAGES.timbangNotFound).positive(STOCK_COUNT_MESSAGES.timbangNotFound).max(2 ** 53, STOCK_COUNT_MESSAGES.timbangNotFound) });

export const timbangRow = z.object({
  id: z.number(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  nama_baki: z.string(),
  /** pieces present in the tray */
  jumlah: z.number(),
  /** grams, sum of the items present */
  berat_system: z.number(),
  /** grams, the scale; null until entered on the row */
  berat_timbang: z.number().nullable(),
  /** grams, timbang - system (negative: the tray is light); null until weighed */
  selisih: z.number().nullable(),
  tgl_system: z.string(),
  input_by: z.string(),
  created_at: z.string(),
});
export type TimbangRow = z.infer<typeof timbangRow>;

/** spec 001 §7: the answer reads data.data_timbang */
export const timbangResponse = envelope(z.object({ data_timbang: z.array(timbangRow) }));

// ---------------------------------------------------------------- stock opname (/stock-opname)

export const opnameStartRequest = z.object({
  kode_gudang: pickedCode(STOCK_COUNT_MESSAGES.gudangRequired),
  /** left out: the whole warehouse is counted */
  kode_baki: z.preprocess(blank, z.string({ error: STOCK_COUNT_MESSAGES.bakiRequired }).trim().max(30).transform((v) => v.toUpperCase()).optional()),
});
export type OpnameStartInput = z.output<typeof opnameStartRequest>;

export const opnameParams = z.object({
  no_opname: z.preprocess(blank, z.string({ error: STOCK_COUNT_MESSAGES.noOpnameRequired }).trim().max(60).transform((v) => v.toUpperCase())),
});

export const opnameScanRequest = z.object({ kode_barcode: barcodeInput });

export const opnameListQuery = z.object({
  start_date: z.preprocess(blank, z.string({ error: MESSAGES.tglAwalRequired }).refine((v) => isIsoDate(v), MESSAGES.dateInvalid)),
  end_date: z.preprocess(blank, z.string({ error: MESSAGES.tglAkhirRequired }).refine((v) => isIsoDate(v), MESSAGES.dateInvalid)),
});

const amount = z.object({ jumlah: z.number(), berat: z.number() });

export const opnameHeader = z.object({
  no_opname: z.string(),
  tgl_system: z.string(),
  kode_gudang: z.string(),
  /** null: the whole warehouse */
  kode_baki: z.string().nullable(),
  status: z.enum(OPNAME_STATUSES),
  sistem: amount,
  found: amount,
  missing: amount,
  /** expected items that left the place (moved or sold) since the count started: not missing */
  left: amount,
  /** known items of the store that do not belong in the place */
  unexpected: amount,
  /** scanned codes the store does not know (counted apart: they have no pieces nor weight) */
  unknown: z.number(),
  /** unexpected items moved into the counted tray when the count was closed */
  jumlah_dipindah: z.number(),
  input_by: z.string(),
  created_at: z.string(),
  closed_by: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** the tray's weight re-check (RFID counts): the scale's total in grams, and it minus the system weight */
  berat_timbang: z.number().nullable(),
  selisih_timbang: z.number().nullable(),
});
export type OpnameHeader = z.infer<typeof opnameHeader>;

export const opnameLine = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  /** where the system had the item (when the count started, or when it was scanned); for a LEFT line, where it is now */
  kode_gudang: z.string().nullable(),
  kode_baki: z.string().nullable(),
  jumlah: z.number(),
  berat: z.number(),
  /** the item's status then; null for a code the store does not know */
  status_barang: z.string().nullable(),
  state: z.enum(OPNAME_LINE_STATES),
  scanned_at: z.string().nullable(),
  scanned_by: z.string().nullable(),
  dipindah: z.boolean(),
});
export type OpnameLine = z.infer<typeof opnameLine>;

export const opnameDetail = opnameHeader.extend({ detail: z.array(opnameLine) });
export type OpnameDetail = z.infer<typeof opnameDetail>;

export const opnameDetailResponse = envelope(opnameDetail);
export const opnameListResponse = envelope(z.array(opnameHeader));

// ---------------------------------------------------------------- RFID (RFID_MODULE, issue 35)

const rfidTag = z
  .string({ error: STOCK_COUNT_MESSAGES.rfidTagInvalid })
  .transform(normalizeRfidTag)
  .refine((v) => RFID_TAG_PATTERN.test(v), STOCK_COUNT_MESSAGES.rfidTagInvalid);

/** POST /api/stock-opname/:no_opname/rfid: a batch of tag reads (typed or from a file), each mapped to an item. */
export const opnameRfidRequest = z.object({
  tags: z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z.array(rfidTag, { error: STOCK_COUNT_MESSAGES.rfidNoTags }).min(1, STOCK_COUNT_MESSAGES.rfidNoTags).max(RFID_MAX_READS, `Maksimal ${RFID_MAX_READS} tag sekali kirim`),
  ),
});
export type OpnameRfidInput = z.output<typeof opnameRfidRequest>;

/** What one batch did: tags read, found in the place, of another place, unknown, and already read before. */
export const rfidBatch = z.object({ dibaca: z.number(), ditemukan: z.number(), tidak_seharusnya: z.number(), tidak_dikenal: z.number(), sudah_dibaca: z.number(), keluar: z.number() });
export type RfidBatch = z.infer<typeof rfidBatch>;
export const opnameRfidResponse = envelope(opnameDetail.extend({ batch: rfidBatch }));

/** POST /api/stock-opname/:no_opname/timbang: the tray's total weight from the scale (a tag proves presence, not weight). */
export const opnameTimbangRequest = z.object({ berat_timbang: beratTimbangInput });

/** PUT /api/barang-rfid: an item's RFID tag (empty removes it). */
export const itemRfidRequest = z.object({
  kode_barcode: barcodeInput,
  rfid: z.preprocess((v) => (blank(v) === undefined ? null : v), rfidTag.nullable()),
});
export type ItemRfidInput = z.output<typeof itemRfidRequest>;
export const itemRfidResponse = envelope(z.object({ kode_barcode: z.string(), rfid: z.string().nullable() }));
