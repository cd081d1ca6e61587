import { z } from 'zod';
import { kodeMemberInput } from '../members/schemas';
import { receiptApproval, saleLineInput, salePaymentInput } from '../sales/schemas';
import { approvalIds, blank, documentListQuery, idempotencyKeyInput, optionalCode, requiredCode, rupiah, text } from '../sales/fields';
import { SALES_MESSAGES, SALE_MAX_LINES, SALE_MAX_PAYMENTS } from '../sales/index';
import { envelope } from '../schemas/common';
import { beratInput, kadarInput } from '../stock/schemas';
import { PURCHASE_MAX_LINES, PURCHASE_PAYMENT_KINDS, PURCHASE_PAYMENT_METHODS, PURCHASE_STATUSES, PURCHASE_TUJUAN } from './constants';
import { PURCHASE_MESSAGES as M } from './messages';

const upperNo = z.string().trim().min(1).max(60).transform((v) => v.toUpperCase());

// ---------------------------------------------------------------- a line being bought

/**
 * One piece bought back. From the shop's own receipt: no_faktur_jual names the sold line, and the
 * name, group, jenis and purity come from it. From outside: nama_barang, kode_group, kode_dept (and
 * kadar, else the group's) are typed. berat is weighed now (milligrams after reading); harga is what
 * the shop pays (absent: the computed price).
 */
export const purchaseLineInput = z
  .object({
    no_faktur_jual: optionalCode('No Nota'),
    nama_barang: z.preprocess(blank, z.string().trim().max(60, 'Nama Barang maksimal 60 karakter').transform((v) => v.toUpperCase()).optional()),
    kode_group: optionalCode('Kode Group'),
    kode_dept: optionalCode('Kode Jenis'),
    kadar: z.preprocess(blank, kadarInput.optional()),
    berat: beratInput,
    kode_kondisi: requiredCode('Kondisi', M.kondisiRequired),
    kode_harga: optionalCode('Kode Harga'),
    harga: z.preprocess(blank, rupiah('Harga', { message: SALES_MESSAGES.hargaInvalid }).optional()),
    tujuan: z.preprocess((v) => blank(v) ?? 'STOCK', z.enum(PURCHASE_TUJUAN, { error: 'Tujuan harus STOCK atau HANCUR' })),
    kode_baki: optionalCode('Kode Baki'),
    /** a diamond piece bought back: the number on the certificate the customer brings, checked against the piece's */
    no_sertifikat: z.preprocess(blank, z.string().trim().max(40, 'No Sertifikat maksimal 40 karakter').transform((v) => v.toUpperCase()).optional()),
  })
  .superRefine((l, ctx) => {
    if (l.no_faktur_jual) return;
    if (!l.nama_barang) ctx.addIssue({ code: 'custom', path: ['nama_barang'], message: M.namaRequired });
    if (!l.kode_group) ctx.addIssue({ code: 'custom', path: ['kode_group'], message: M.groupRequired });
    if (!l.kode_dept) ctx.addIssue({ code: 'custom', path: ['kode_dept'], message: M.jenisRequired });
  });
export type PurchaseLineRequest = z.input<typeof purchaseLineInput>;
export type PurchaseLineInputValue = z.output<typeof purchaseLineInput>;

const purchaseLines = z.preprocess(
  (v) => (v === null || v === undefined ? [] : v),
  z.array(purchaseLineInput, { error: M.noLines }).min(1, M.noLines).max(PURCHASE_MAX_LINES, `Barang maksimal ${PURCHASE_MAX_LINES} baris`),
);

/** POST /api/pembelian/hitung: the price of each line as it stands (nothing is written). */
export const purchaseQuoteRequest = z.object({ detail: purchaseLines });
export type PurchaseQuoteRequest = z.input<typeof purchaseQuoteRequest>;

/** A line priced by the store's rules (docs/decisions.md "Buy-back prices"). */
export const pricedPurchaseLine = z.object({
  no_faktur_jual: z.string().nullable(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kadar: z.number(),
  kode_kondisi: z.string(),
  nama_kondisi: z.string(),
  kode_harga: z.string().nullable(),
  /** the buy price per gram used */
  harga_emas: z.number(),
  /** the receipt's weight and price (own receipt only) */
  berat_nota: z.string().nullable(),
  harga_nota: z.number().nullable(),
  /** weighed now */
  berat: z.string(),
  /** paid for, after the weight ladder */
  berat_dipakai: z.string(),
  nilai_emas: z.number(),
  potongan_kondisi: z.number(),
  potongan_rugi: z.number(),
  rugi_nota_berlaku: z.boolean(),
  harga_hitung: z.number(),
  /** what the shop pays */
  harga: z.number(),
  tujuan: z.enum(PURCHASE_TUJUAN),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  /** a diamond piece (issue 34): the gold part (harga_hitung less the stones), the stones by the store's rule, the certificate checked */
  berlian: z.object({ emas: z.number(), batu: z.number(), aturan: z.string(), no_sertifikat: z.string().nullable(), dibatasi: z.boolean() }).nullable().optional(),
});
export type PricedPurchaseLine = z.infer<typeof pricedPurchaseLine>;

export const purchaseQuote = z.object({ detail: z.array(pricedPurchaseLine), total_berat: z.string(), total_hitung: z.number(), total_harga: z.number() });
export type PurchaseQuote = z.infer<typeof purchaseQuote>;
export const purchaseQuoteResponse = envelope(purchaseQuote);

// ---------------------------------------------------------------- the shop's own receipt

export const notaLookupParams = z.object({ kode: z.preprocess(blank, z.string({ error: M.notaRequired }).trim().max(60).transform((v) => v.toUpperCase())) });

/** GET /api/pembelian/nota/:kode: the sold lines of a receipt number, a line number or an item's barcode. */
export const notaLine = z.object({
  no_faktur_jual: z.string(),
  no_faktur_group: z.string(),
  tgl_system: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kadar: z.number(),
  berat_nota: z.string(),
  harga_nota: z.number(),
  /** the buy-back receipt (no_faktur_group, FB-...) whose active line already bought it, or null */
  dibeli: z.string().nullable(),
  /** a diamond piece (issue 34): its buy-back asks for the certificate number */
  berlian: z.boolean().optional(),
});
export type NotaLine = z.infer<typeof notaLine>;
export const notaLookupResponse = envelope(z.array(notaLine));

// ---------------------------------------------------------------- save

const customerFields = {
  kode_sales: requiredCode('Kode Sales', SALES_MESSAGES.salesRequired),
  nama_customer: text('Nama Customer', 100),
  alamat_customer: text('Alamat Customer', 200),
  no_hp: text('No HP', 30),
  kode_member: kodeMemberInput,
  keterangan: text('Keterangan', 200),
};

/** How the shop pays: cash, or a transfer from one of its accounts (no_rekening). */
export const purchasePaymentInput = z
  .object({
    jenis: z.preprocess((v) => blank(v) ?? 'CASH', z.enum(PURCHASE_PAYMENT_METHODS, { error: 'Metode pembayaran harus CASH atau TRANSFER' })),
    no_rekening: optionalCode('No Rekening'),
  })
  .superRefine((p, ctx) => {
    if (p.jenis === 'TRANSFER' && !p.no_rekening) ctx.addIssue({ code: 'custom', path: ['no_rekening'], message: SALES_MESSAGES.rekeningRequired });
  });

/** POST /api/pembelian */
export const createPurchaseRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  ...customerFields,
  detail: purchaseLines,
  pembayaran: z.preprocess((v) => v ?? { jenis: 'CASH' }, purchasePaymentInput),
  otorisasi: approvalIds,
});
export type CreatePurchaseRequest = z.input<typeof createPurchaseRequest>;
export type CreatePurchaseInput = z.output<typeof createPurchaseRequest>;

/**
 * POST /api/tukar: a trade-in on one receipt. The buy-back lines (beli) are valued as a purchase; the
 * new pieces (jual) are sold on a sale receipt whose lines are TUKAR and whose first payment is the
 * trade-in value; the customer pays the rest (pembayaran), or the shop pays the difference in cash.
 */
export const createTukarRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  ...customerFields,
  beli: purchaseLines,
  jual: z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z.array(saleLineInput, { error: M.tukarNeedsBoth }).min(1, M.tukarNeedsBoth).max(SALE_MAX_LINES, `Barang maksimal ${SALE_MAX_LINES} baris`),
  ),
  diskon: z.preprocess((v) => (v === null || v === undefined || v === '' ? 0 : v), rupiah('Diskon')),
  pembayaran: z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(salePaymentInput).max(SALE_MAX_PAYMENTS, `Pembayaran maksimal ${SALE_MAX_PAYMENTS} baris`)),
  otorisasi: approvalIds,
});
export type CreateTukarRequest = z.input<typeof createTukarRequest>;
export type CreateTukarInput = z.output<typeof createTukarRequest>;

// ---------------------------------------------------------------- receipt

export const purchaseReceiptLine = pricedPurchaseLine.extend({
  no_faktur_beli: z.string(),
  /** the item the piece became (in the buy-back warehouse) */
  kode_barcode: z.string(),
  status: z.enum(PURCHASE_STATUSES),
});
export type PurchaseReceiptLine = z.infer<typeof purchaseReceiptLine>;

const purchaseHeader = {
  no_faktur_group: z.string(),
  kode_toko: z.string(),
  nama_toko: z.string(),
  alamat_toko: z.string(),
  tgl_system: z.string(),
  created_at: z.string(),
  input_by: z.string(),
  kode_sales: z.string(),
  nama_sales: z.string(),
  nama_customer: z.string(),
  alamat_customer: z.string(),
  no_hp: z.string(),
  keterangan: z.string(),
  /** the member the buy-back was written for (null: a walk-in customer) */
  kode_member: z.string().nullable().optional(),
  status: z.enum(PURCHASE_STATUSES),
  valid: z.boolean(),
  valid_by: z.string().nullable(),
  total_berat: z.string(),
  total_hitung: z.number(),
  total_harga: z.number(),
  jenis_bayar: z.enum(PURCHASE_PAYMENT_KINDS),
  kode_bank: z.string().nullable(),
  no_rekening: z.string().nullable(),
  /** the sale receipt of a trade-in */
  no_faktur_tukar: z.string().nullable(),
  alasan_batal: z.string().nullable(),
};

/** A buy-back receipt: POST /api/pembelian, GET /api/pembelian/:no_faktur_group. */
export const purchaseReceipt = z.object({
  ...purchaseHeader,
  batal_by: z.string().nullable(),
  batal_at: z.string().nullable(),
  detail: z.array(purchaseReceiptLine),
  otorisasi: z.array(receiptApproval),
});
export type PurchaseReceipt = z.infer<typeof purchaseReceipt>;
export const purchaseReceiptResponse = envelope(purchaseReceipt);

// ---------------------------------------------------------------- lists, cancel, validate, melt

/** GET /api/pembelian?tgl_awal&tgl_akhir&q&status&valid&input_by */
export const purchaseListQuery = documentListQuery(PURCHASE_STATUSES);
export type PurchaseListQuery = z.output<typeof purchaseListQuery>;
export type PurchaseListQueryInput = z.input<typeof purchaseListQuery>;

export const purchaseListRow = z.object({ ...purchaseHeader, jumlah_item: z.number() });
export type PurchaseListRow = z.infer<typeof purchaseListRow>;
export const purchaseListResponse = envelope(z.array(purchaseListRow));

export const purchaseParams = z.object({ no_faktur_group: upperNo });

/** POST /api/pembelian/batal: the whole receipt, on its own business date, with the BATAL_PEMBELIAN approval. */
export const cancelPurchaseRequest = z.object({
  no_faktur_group: requiredCode('No Faktur', SALES_MESSAGES.noFakturRequired).pipe(z.string().max(60)),
  alasan: z.preprocess(blank, z.string({ error: SALES_MESSAGES.alasanRequired }).trim().max(300, 'Alasan maksimal 300 karakter')),
  otorisasi: approvalIds,
});
export type CancelPurchaseRequest = z.input<typeof cancelPurchaseRequest>;
export type CancelPurchaseInput = z.output<typeof cancelPurchaseRequest>;

/** GET /api/pembelian/hancur: bought pieces still in the buy-back warehouse, waiting to be melted or sold. */
export const meltCandidate = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kadar: z.number(),
  berat: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  no_faktur_beli: z.string(),
  no_faktur_group: z.string(),
  tgl_system: z.string(),
  tujuan: z.enum(PURCHASE_TUJUAN),
  harga: z.number(),
});
export type MeltCandidate = z.infer<typeof meltCandidate>;
export const meltCandidatesResponse = envelope(z.array(meltCandidate));

/** POST /api/pembelian/hancur: the chosen pieces go to the melting warehouse. */
export const meltPurchasesRequest = z.object({
  kode_barcode: z.array(upperNo, { error: M.noLines }).min(1, M.noLines).max(1000),
  keterangan: text('Keterangan', 200),
});
export type MeltPurchasesRequest = z.input<typeof meltPurchasesRequest>;
