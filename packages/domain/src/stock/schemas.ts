import { z } from 'zod';
import { optionalIdempotencyKey } from '../sales/fields';
import { isIsoDate } from '../format/date';
import { MASTER_MESSAGES } from '../masters/messages';
import { MESSAGES, requiredMessage } from '../messages/messages';
import { envelope } from '../schemas/common';
import { parseWeightToMg, type Milligrams } from '../units/weight';
import {
  BERAT_MAX_MG,
  ITEM_PAGE_MAX,
  ITEM_PAGE_SIZE,
  ITEM_SORT_OPTIONS,
  ITEM_STATUSES,
  JENIS_HARGA,
  KADAR_BARANG_MAX,
  MUTASI_JENIS,
  NAMA_BARANG_MAX,
  NAMA_BARANG_MIN,
  TAMBAH_BANYAK_MAX,
} from './constants';
import { barcodeTwiceMessage, STOCK_MESSAGES } from './messages';

/** Missing, null and blank text read as undefined, so required fields get their message. */
function blank(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

const CODE_RE = /^[A-Z0-9._-]+$/;

/** A code of a master (group, jenis, warehouse, tray): trimmed, upper-cased. */
function codeInput(label: string) {
  return z.preprocess(
    blank,
    z
      .string({ error: requiredMessage(label) })
      .trim()
      .max(30, `${label} maksimal 30 karakter`)
      .transform((v) => v.toUpperCase()),
  );
}

function optionalCode(label: string) {
  return z.preprocess(
    blank,
    z
      .string({ error: `${label} tidak valid` })
      .trim()
      .max(30, `${label} maksimal 30 karakter`)
      .transform((v) => v.toUpperCase())
      .optional(),
  );
}

/** A barcode, as scanned or typed: upper-cased; letters, digits, dot, underscore or dash. */
export const barcodeInput = z.preprocess(
  blank,
  z
    .string({ error: STOCK_MESSAGES.barcodeRequired })
    .trim()
    .max(30, 'Kode Barcode maksimal 30 karakter')
    .transform((v) => v.toUpperCase())
    .refine((v) => CODE_RE.test(v), STOCK_MESSAGES.barcodePattern),
);

function optionalText(label: string, max: number) {
  return z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: `${label} tidak valid` })
      .trim()
      .max(max, `${label} maksimal ${max} karakter`)
      .transform((v) => v.toUpperCase()),
  );
}

/** An item name: more than 5 characters (spec 000 §5), upper-cased. */
export const namaBarangInput = z.preprocess(
  blank,
  z
    .string({ error: STOCK_MESSAGES.namaRequired })
    .trim()
    .transform((v) => v.replace(/\s+/g, ' ').toUpperCase())
    .refine((v) => v.length >= NAMA_BARANG_MIN, STOCK_MESSAGES.namaTooShort)
    .refine((v) => v.length <= NAMA_BARANG_MAX, `Nama Barang maksimal ${NAMA_BARANG_MAX} karakter`),
);

/** Reads a weight (grams, up to 3 decimals, '12,5' too) as integer milligrams. */
export function readWeightMg(value: number | string): { mg: Milligrams } | { error: string } {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim().replace(',', '.');
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return { error: STOCK_MESSAGES.beratInvalid };
  if ((m[3] ?? '').replace(/0+$/, '').length > 3) return { error: STOCK_MESSAGES.beratDecimals };
  const mg = parseWeightToMg(text);
  if (mg === null) return { error: STOCK_MESSAGES.beratInvalid };
  if (mg < 0) return { error: STOCK_MESSAGES.beratNegative };
  if (mg > BERAT_MAX_MG) return { error: STOCK_MESSAGES.beratTooLarge };
  return { mg };
}

function weightSchema(requiredText: string, notZero: boolean) {
  return z.union([z.number(), z.string()], { error: requiredText }).transform((v, ctx): Milligrams => {
    const read = readWeightMg(v);
    if ('error' in read) {
      ctx.addIssue({ code: 'custom', message: read.error });
      return z.NEVER;
    }
    if (notZero && read.mg === 0) {
      ctx.addIssue({ code: 'custom', message: STOCK_MESSAGES.beratZero });
      return z.NEVER;
    }
    return read.mg;
  });
}

/** Item weight: required, not 0; answers milligrams. */
export const beratInput = z.preprocess(blank, weightSchema(STOCK_MESSAGES.beratRequired, true));
const optionalWeight = z.preprocess(blank, weightSchema(STOCK_MESSAGES.beratInvalid, false).optional());

/** Item purity: 2 decimals, not 0, not above 500; answers integer hundredths (75.5 -> 7550). */
export const kadarInput = z.preprocess(
  blank,
  z
    .union([z.number(), z.string()], { error: STOCK_MESSAGES.kadarInvalid })
    .transform((v, ctx): number => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim().replace(',', '.');
      const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
      if (!m) return fail(STOCK_MESSAGES.kadarInvalid);
      if ((m[3] ?? '').replace(/0+$/, '').length > 2) return fail('Kadar maksimal 2 desimal');
      const hundredths = Number(m[2]) * 100 + Number(((m[3] ?? '') + '00').slice(0, 2));
      if (hundredths === 0) return fail(MASTER_MESSAGES.kadarZero);
      if (m[1]) return fail('Kadar tidak boleh kurang dari 0');
      if (hundredths > KADAR_BARANG_MAX * 100) return fail(MASTER_MESSAGES.kadarOver500);
      return hundredths;
    })
    .optional(),
);

/** Whole rupiah, optional (0 when left out). */
export function optionalRupiah(label: string) {
  return z.preprocess(
    (v) => {
      const b = blank(v);
      if (b === undefined) return 0;
      return typeof b === 'string' && /^\d+$/.test(b.trim()) ? Number(b.trim()) : b;
    },
    z
      .number({ error: `${label} harus angka` })
      .int(`${label} harus bilangan bulat`)
      .min(0, `${label} tidak boleh kurang dari 0`)
      .max(Number.MAX_SAFE_INTEGER, `${label} terlalu besar`),
  );
}

const jumlahInput = z.preprocess(
  (v) => {
    const b = blank(v);
    return typeof b === 'string' && /^\d+$/.test(b.trim()) ? Number(b.trim()) : b;
  },
  z.number({ error: 'Jumlah harus angka' }).int('Jumlah harus bilangan bulat').min(1, STOCK_MESSAGES.jumlahZero).max(1_000_000, 'Jumlah terlalu besar').optional(),
);

/** The fields of one new item, each checked on its own. */
const createBarangFields = z.object({
  kode_barcode: barcodeInput.optional(),
  kode_group: codeInput('Kode Group'),
  kode_dept: codeInput('Kode Jenis'),
  kode_gudang: optionalCode('Kode Gudang'),
  kode_baki: codeInput('Kode Baki'),
  nama_barang: namaBarangInput,
  berat: beratInput,
  berat_awal: optionalWeight,
  kadar: kadarInput,
  kode_intern: optionalText('Kode Intern', 30),
  size: optionalText('Size', 20),
  harga_jual: optionalRupiah('Harga Jual'),
  ongkos: optionalRupiah('Ongkos'),
  jenis_harga: z.preprocess((v) => blank(v) ?? 'GRAM', z.enum(JENIS_HARGA, { error: STOCK_MESSAGES.jenisHargaInvalid })),
  jumlah: jumlahInput,
});
type CreateBarangFields = z.output<typeof createBarangFields>;

export type ItemFieldIssue = { field: string; message: string };

/** The rules between fields; a field left undefined (missing or itself invalid) is not judged here. */
function findCombinationIssues(v: Partial<CreateBarangFields>): ItemFieldIssue[] {
  const issues: ItemFieldIssue[] = [];
  if (v.jenis_harga === undefined) return issues;
  if (v.jenis_harga !== 'AKSESORIS' && v.jumlah !== undefined && v.jumlah !== 1) issues.push({ field: 'jumlah', message: STOCK_MESSAGES.jumlahOneForBarcode });
  if (v.jenis_harga !== 'GRAM' && v.harga_jual === 0) issues.push({ field: 'harga_jual', message: STOCK_MESSAGES.hargaJualRequired });
  return issues;
}

/**
 * One new item. kode_barcode is generated when left out; kode_gudang is the tray's when left out;
 * kadar is the group's when left out; berat_awal is berat when left out.
 */
export const createBarangRequest = createBarangFields.superRefine((v, ctx) => {
  for (const issue of findCombinationIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
});
export type CreateBarangRequest = z.input<typeof createBarangRequest>;
export type CreateBarangInput = z.output<typeof createBarangRequest>;

export type NewItemRow = { input: CreateBarangInput; issues: [] } | { input: Partial<CreateBarangInput>; issues: ItemFieldIssue[] };

/**
 * One row of a many-items sheet. A bad row still answers its valid fields (so the store's checks,
 * barcode taken, tray in the warehouse..., run on them in the same pass) and the first problem of
 * every bad field, the rules between fields included.
 */
export function readNewItemRow(raw: unknown): NewItemRow {
  const whole = createBarangRequest.safeParse(raw ?? {});
  if (whole.success) return { input: whole.data, issues: [] };
  const record = raw ?? {};
  if (typeof record !== 'object' || Array.isArray(record)) {
    return { input: {}, issues: [{ field: '_', message: whole.error.issues[0]?.message ?? MESSAGES.badRequest }] };
  }
  const values = record as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  const issues: ItemFieldIssue[] = [];
  for (const [field, schema] of Object.entries(createBarangFields.shape)) {
    const read = (schema as z.ZodType).safeParse(values[field]);
    if (read.success) input[field] = read.data;
    else issues.push({ field, message: read.error.issues[0]?.message ?? MESSAGES.badRequest });
  }
  const partial = input as Partial<CreateBarangInput>;
  const all = [...issues, ...findCombinationIssues(partial)];
  // a refused row never reads as clean, whatever the field-by-field reading found
  if (!all.length) all.push({ field: '_', message: whole.error.issues[0]?.message ?? MESSAGES.badRequest });
  return { input: partial, issues: all };
}

/** Many new items at once; each row is checked on its own and the answer lists every bad row. */
export const createBarangBanyakRequest = z.object({
  barang: z
    .array(z.unknown(), { error: STOCK_MESSAGES.noRows })
    .min(1, STOCK_MESSAGES.noRows)
    .max(TAMBAH_BANYAK_MAX, STOCK_MESSAGES.tooManyRows),
  idempotency_key: optionalIdempotencyKey,
});

/** Editing an item while it is READY: name, group, jenis, weight and the small fields. */
export const updateBarangRequest = createBarangFields.pick({
  kode_group: true,
  kode_dept: true,
  nama_barang: true,
  berat: true,
  berat_awal: true,
  kadar: true,
  kode_intern: true,
  size: true,
});
export type UpdateBarangRequest = z.input<typeof updateBarangRequest>;

export const barcodeParams = z.object({ kode_barcode: barcodeInput });

/** An item as the API answers it. Weights in grams (3 decimals), purity with 2 decimals. */
export const barangRow = z.object({
  kode_toko: z.string(),
  kode_barcode: z.string(),
  kode_group: z.string(),
  nama_group: z.string(),
  kode_dept: z.string(),
  nama_dept: z.string(),
  kode_gudang: z.string(),
  nama_gudang: z.string(),
  kode_baki: z.string(),
  nama_baki: z.string(),
  nama_barang: z.string(),
  berat: z.number(),
  berat_awal: z.number(),
  kadar: z.number(),
  kode_intern: z.string(),
  size: z.string(),
  harga_jual: z.number(),
  ongkos: z.number(),
  jenis_harga: z.enum(JENIS_HARGA),
  jumlah: z.number(),
  status: z.enum(ITEM_STATUSES),
  foto: z.string().nullable(),
  tgl_system: z.string(),
  input_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.string(),
});
export type BarangRow = z.infer<typeof barangRow>;

export const barangResponse = envelope(barangRow);
export const barangListResponse = envelope(z.array(barangRow));
export const barangBanyakResponse = envelope(z.object({ no_ref: z.string(), barang: z.array(barangRow) }));

/** 'ALL', 'SEMUA' and '' mean no filter (spec 000 §9: filters default to ALL). */
function filterCode() {
  return z.preprocess((v) => {
    if (typeof v !== 'string') return undefined;
    const t = v.trim().toUpperCase();
    return t === '' || t === 'ALL' || t === 'SEMUA' ? undefined : t;
  }, z.string().max(30).optional());
}

function positiveInt(label: string, fallback: number, max: number) {
  return z.preprocess(
    (v) => {
      const b = blank(v);
      if (b === undefined) return fallback;
      return typeof b === 'string' && /^\d+$/.test(b.trim()) ? Number(b.trim()) : b;
    },
    z.number({ error: `${label} harus angka` }).int(`${label} harus bilangan bulat`).min(1, `${label} minimal 1`).max(max, `${label} maksimal ${max}`),
  );
}

/**
 * The data-barang list. status: one status, 'ALL' (every item, sold too) or left out (items in
 * the store: READY, TITIP, CONTOH, HANCUR). sort_by kode_toko sorts by tray (spec 000 §3).
 */
export const barangListQuery = z.object({
  kode_group: filterCode(),
  kode_dept: filterCode(),
  kode_gudang: filterCode(),
  kode_baki: filterCode(),
  jenis_harga: z.preprocess(
    (v) => (typeof v === 'string' && !['', 'ALL', 'SEMUA'].includes(v.trim().toUpperCase()) ? v.trim().toUpperCase() : undefined),
    z.enum(JENIS_HARGA, { error: STOCK_MESSAGES.jenisHargaInvalid }).optional(),
  ),
  q: z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : undefined), z.string().max(100, 'Pencarian maksimal 100 karakter').optional()),
  status: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : undefined),
    z.enum([...ITEM_STATUSES, 'ALL'], { error: STOCK_MESSAGES.statusInvalid }).optional(),
  ),
  sort_by: z.preprocess((v) => blank(v) ?? 'kode_barcode', z.enum(ITEM_SORT_OPTIONS, { error: STOCK_MESSAGES.sortInvalid })),
  page: positiveInt('Page', 1, 1_000_000),
  limit: positiveInt('Limit', ITEM_PAGE_SIZE, ITEM_PAGE_MAX),
});
export type BarangListQuery = z.output<typeof barangListQuery>;

export const barangPageResponse = envelope(
  z.object({ barang: z.array(barangRow), count: z.number(), page: z.number(), limit: z.number() }),
);

const amount = z.object({ qty: z.number(), berat: z.number() });

/** Balance of one warehouse and tray on a business date (from the ledger). */
export const saldoRow = z.object({
  kode_gudang: z.string(),
  nama_gudang: z.string(),
  kode_baki: z.string(),
  nama_baki: z.string(),
  awal: amount,
  masuk: amount,
  keluar: amount,
  akhir: amount,
});
export type SaldoRow = z.infer<typeof saldoRow>;

export const saldoGudangRow = z.object({ kode_gudang: z.string(), nama_gudang: z.string(), awal: amount, masuk: amount, keluar: amount, akhir: amount });

export const saldoQuery = z.object({
  tgl_system: z.preprocess(
    blank,
    z
      .string()
      .refine((v) => isIsoDate(v), MESSAGES.dateInvalid)
      .optional(),
  ),
});

/**
 * The stock-balance summary. With HIDE_SALDO_BARANG_SUMMARY on and a caller other than OWN it
 * answers `tersembunyi: true` and no figures (the screen stays usable, the summary is hidden).
 */
export const saldoResponse = envelope(
  z.object({
    tersembunyi: z.boolean(),
    tgl_system: z.string(),
    baki: z.array(saldoRow),
    gudang: z.array(saldoGudangRow),
    total: z.object({ awal: amount, masuk: amount, keluar: amount, akhir: amount }).nullable(),
  }),
);

/** A list of scanned barcodes: at least one, none twice ('Barcode X sudah ada di tabel'). */
export const barcodeListInput = z
  .array(barcodeInput, { error: STOCK_MESSAGES.barcodeRequired })
  .min(1, STOCK_MESSAGES.barcodeRequired)
  .max(5000, 'Barcode maksimal 5000')
  .superRefine((codes, ctx) => {
    const seen = new Set<string>();
    codes.forEach((code, i) => {
      if (seen.has(code)) ctx.addIssue({ code: 'custom', path: [i], message: barcodeTwiceMessage(code) });
      seen.add(code);
    });
  });

export const pindahBarangRequest = z.object({
  kode_barcode: barcodeListInput,
  kode_gudang: optionalCode('Kode Gudang'),
  kode_baki: codeInput('Kode Baki'),
  idempotency_key: optionalIdempotencyKey,
});
export type PindahBarangRequest = z.input<typeof pindahBarangRequest>;

export const pindahSatuBakiRequest = z
  .object({
    dari_gudang: optionalCode('Gudang Asal'),
    dari_baki: codeInput('Baki Asal'),
    kode_gudang: optionalCode('Kode Gudang'),
    kode_baki: codeInput('Kode Baki'),
    idempotency_key: optionalIdempotencyKey,
  })
  .superRefine((v, ctx) => {
    if (v.dari_baki === v.kode_baki) ctx.addIssue({ code: 'custom', path: ['kode_baki'], message: STOCK_MESSAGES.sameTray });
  });
export type PindahSatuBakiRequest = z.input<typeof pindahSatuBakiRequest>;

/** A line of a transfer document (spec 001 §3 stock transfer lines). */
export const pindahDetailRow = z.object({
  tgl_system: z.string(),
  kode_barcode: z.string(),
  keterangan: z.string(),
  dari_gudang: z.string(),
  dari_baki: z.string(),
  berat: z.number(),
  size: z.string(),
  qty: z.number(),
  harga_jual: z.number(),
});
export type PindahDetailRow = z.infer<typeof pindahDetailRow>;

/** A transfer document (spec 001 §3): destination warehouse and tray, totals, who and when. */
export const pindahRow = z.object({
  no_pindah: z.string(),
  tgl_system: z.string(),
  tgl: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  dari_gudang: z.string().nullable(),
  dari_baki: z.string().nullable(),
  /** where the moved items came from: the distinct warehouse / tray of its lines, sorted */
  asal: z.array(z.object({ kode_gudang: z.string(), kode_baki: z.string() })),
  total_qty: z.number(),
  total_berat: z.number(),
  input_by: z.string(),
});
export type PindahRow = z.infer<typeof pindahRow>;

export const pindahResponse = envelope(pindahRow.extend({ detail: z.array(pindahDetailRow) }));
export const pindahListResponse = envelope(z.array(pindahRow));
export const pindahDetailResponse = envelope(z.array(pindahDetailRow));

/** Reprint search (spec 001 §7: pindahbarang/cetak-ulang with start_date, end_date). */
export const cetakUlangQuery = z.object({
  start_date: z.preprocess(blank, z.string({ error: MESSAGES.tglAwalRequired }).refine((v) => isIsoDate(v), MESSAGES.dateInvalid)),
  end_date: z.preprocess(blank, z.string({ error: MESSAGES.tglAkhirRequired }).refine((v) => isIsoDate(v), MESSAGES.dateInvalid)),
});

export const cetakUlangByNoRequest = z.object({
  no_pindah: z.preprocess(blank, z.string({ error: STOCK_MESSAGES.noPindahRequired }).trim().max(60).transform((v) => v.toUpperCase())),
});

/** Melting, samples out: the items, and optionally the warehouse and tray they go to. */
export const batchMoveRequest = z.object({
  kode_barcode: barcodeListInput,
  kode_gudang: optionalCode('Kode Gudang'),
  kode_baki: optionalCode('Kode Baki'),
  keterangan: z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().max(200, 'Keterangan maksimal 200 karakter')),
  idempotency_key: optionalIdempotencyKey,
});
export type BatchMoveRequest = z.input<typeof batchMoveRequest>;

/** Accessories: add or take a quantity of one accessory item. */
export const aksesorisRequest = z.object({
  kode_barcode: barcodeInput,
  jumlah: z.preprocess(
    (v) => {
      const b = blank(v);
      return typeof b === 'string' && /^\d+$/.test(b.trim()) ? Number(b.trim()) : b;
    },
    z.number({ error: STOCK_MESSAGES.jumlahRequired }).int('Jumlah harus bilangan bulat').min(1, STOCK_MESSAGES.jumlahZero).max(1_000_000, 'Jumlah terlalu besar'),
  ),
  keterangan: z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().max(200, 'Keterangan maksimal 200 karakter')),
  idempotency_key: optionalIdempotencyKey,
});
export type AksesorisRequest = z.input<typeof aksesorisRequest>;

/** The answer of a movement of several items: the document, totals and the items as they are now. */
export const mutasiBatchResponse = envelope(
  z.object({
    no_ref: z.string(),
    jenis: z.enum(MUTASI_JENIS),
    tgl_system: z.string(),
    total_qty: z.number(),
    total_berat: z.number(),
    barang: z.array(barangRow),
  }),
);

/** Update profit: selling price and labour cost per item. */
export const updateProfitRequest = z.object({
  detail: z
    .array(
      z.object({
        kode_barcode: barcodeInput,
        harga_jual: optionalRupiah('Harga Jual'),
        ongkos: optionalRupiah('Ongkos'),
      }),
      { error: STOCK_MESSAGES.barcodeRequired },
    )
    .min(1, STOCK_MESSAGES.barcodeRequired)
    .max(5000, 'Barcode maksimal 5000')
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((r, i) => {
        if (seen.has(r.kode_barcode)) ctx.addIssue({ code: 'custom', path: [i, 'kode_barcode'], message: barcodeTwiceMessage(r.kode_barcode) });
        seen.add(r.kode_barcode);
      });
    }),
});
export type UpdateProfitRequest = z.input<typeof updateProfitRequest>;

/** A ledger row as the API answers it (an item's history). */
export const mutasiRow = z.object({
  id: z.number(),
  kode_barcode: z.string(),
  jenis: z.enum(MUTASI_JENIS),
  tgl_system: z.string(),
  dari_gudang: z.string().nullable(),
  dari_baki: z.string().nullable(),
  ke_gudang: z.string().nullable(),
  ke_baki: z.string().nullable(),
  qty: z.number(),
  berat: z.number(),
  no_ref: z.string(),
  keterangan: z.string(),
  input_by: z.string(),
  created_at: z.string(),
});
export type MutasiRow = z.infer<typeof mutasiRow>;
export const mutasiListResponse = envelope(z.array(mutasiRow));

/** A bad row of a many-rows insert: 1-based row number, field and message. */
export const barisErrorRow = z.object({ row: z.number(), field: z.string(), message: z.string() });
export type BarisError = z.infer<typeof barisErrorRow>;
