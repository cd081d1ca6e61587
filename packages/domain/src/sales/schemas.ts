import { z } from 'zod';
import { approvalMethod, approvalOperation } from '../authorization/schemas';
import { diamondLineInfo } from '../berlian/counter';
import { requiredMessage } from '../messages/messages';
import { kodeMemberInput } from '../members/schemas';
import { optionalBirthDate } from '../schemas/birth-date';
import { envelope } from '../schemas/common';
import { JENIS_HARGA } from '../stock/constants';
import { barcodeInput } from '../stock/schemas';
import {
  NOTA_PLATFORMS,
  NOTA_POSITIONS,
  PAYMENT_METHODS,
  paysIntoAccount,
  RECEIPT_PAYMENT_KINDS,
  SALE_LINE_KINDS,
  SALE_MAX_LINES,
  SALE_MAX_PAYMENTS,
  SALE_STATUSES,
  TITIP_STATUSES,
} from './constants';
import { percentToHundredths } from './pricing';
import { SALES_MESSAGES as M } from './messages';
import { approvalIds, blank, documentListQuery, idempotencyKeyInput, isoDate, listUser, optionalCode, requiredCode, rupiah, text } from './fields';

export { idempotencyKeyInput };

export const paymentMethodInput = z.enum(PAYMENT_METHODS, { error: 'Metode pembayaran tidak valid' });

const feePersen = z.preprocess(
  (v) => (v === null || v === undefined || v === '' ? undefined : v),
  z
    .union([z.number(), z.string()], { error: M.feeInvalid })
    .refine((v) => percentToHundredths(v) !== null, M.feeInvalid)
    .transform((v) => (percentToHundredths(v) ?? 0) / 100)
    .optional(),
);

/** One payment: CASH; CARD (bank account + fee); TRANSFER (bank account); MARKETPLACE (its code). */
export const salePaymentInput = z
  .object({
    jenis: paymentMethodInput,
    jumlah_rp: rupiah('Jumlah Rp', { min: 1, message: M.jumlahRpInvalid }),
    kode_bank: optionalCode('Bank'),
    no_rekening: optionalCode('No Rekening'),
    fee_persen: feePersen,
    kode_marketplace: optionalCode('Marketplace'),
  })
  .superRefine((p, ctx) => {
    if (paysIntoAccount(p.jenis) && !p.no_rekening) {
      ctx.addIssue({ code: 'custom', path: ['no_rekening'], message: M.rekeningRequired });
    }
    if (p.jenis === 'MARKETPLACE' && !p.kode_marketplace) {
      ctx.addIssue({ code: 'custom', path: ['kode_marketplace'], message: M.marketplaceRequired });
    }
  });
export type SalePaymentRequest = z.input<typeof salePaymentInput>;
export type SalePaymentInputValue = z.output<typeof salePaymentInput>;

const payments = z.preprocess(
  (v) => (v === null || v === undefined ? [] : v),
  z.array(salePaymentInput, { error: M.noPayment }).min(1, M.noPayment).max(SALE_MAX_PAYMENTS, `Pembayaran maksimal ${SALE_MAX_PAYMENTS} baris`),
);

export const saleLineInput = z.object({
  kode_barcode: barcodeInput,
  /** the price charged: equals harga_hitung of the quote unless the cashier changed it */
  harga: rupiah('Harga', { message: M.hargaInvalid }),
  jumlah: z.preprocess((v) => (v === null || v === undefined || v === '' ? 1 : typeof v === 'string' ? Number(v) : v), z.number({ error: M.jumlahInvalid }).int(M.jumlahInvalid).min(1, M.jumlahInvalid).max(100_000, M.jumlahInvalid)),
});

// ---------------------------------------------------------------- quote

export const saleItemParams = z.object({ kode_barcode: barcodeInput });

/** GET /api/penjualan/barang/:kode_barcode: one item as the counter adds it. */
export const saleItemQuote = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kadar: z.number(),
  /** weight, 3 decimals ('1.234') */
  berat: z.string(),
  jenis_harga: z.enum(JENIS_HARGA),
  /** pieces in stock (1 for a barcode item) */
  jumlah: z.number(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  /** the group's sell price per gram in force (0 for BANDROL/AKSESORIS items) */
  harga_per_gram: z.number(),
  ongkos: z.number(),
  /** the price of one line (of one piece for AKSESORIS) */
  harga_hitung: z.number(),
  /** the lowest price without the DIBAWAH_MODAL approval */
  floor: z.number(),
  /** the date of the group price used (null for BANDROL/AKSESORIS) */
  tgl_harga: z.string().nullable(),
  /** a diamond piece (issue 34): how its price was made, its stones and certificate */
  berlian: diamondLineInfo.nullable().optional(),
});
export type SaleItemQuote = z.infer<typeof saleItemQuote>;
export const saleItemQuoteResponse = envelope(saleItemQuote);

// ---------------------------------------------------------------- save

/** POST /api/penjualan */
export const createSaleRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  kode_sales: requiredCode('Kode Sales', M.salesRequired),
  nama_customer: text('Nama Customer', 100),
  alamat_customer: text('Alamat Customer', 200),
  no_hp: text('No HP', 30),
  tgl_lahir: optionalBirthDate,
  /** the member the sale is for (their points, coupons); absent for a walk-in customer */
  kode_member: kodeMemberInput,
  keterangan: text('Keterangan', 200),
  diskon: z.preprocess((v) => (v === null || v === undefined || v === '' ? 0 : v), rupiah('Diskon')),
  detail: z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z.array(saleLineInput, { error: M.noLines }).min(1, M.noLines).max(SALE_MAX_LINES, `Barang maksimal ${SALE_MAX_LINES} baris`),
  ),
  pembayaran: payments,
  otorisasi: approvalIds,
  /** a coupon code (KUPON_MODULE): checked and used in the sale's own transaction */
  kode_kupon: optionalCode('Kode Kupon'),
});
export type CreateSaleRequest = z.input<typeof createSaleRequest>;
export type CreateSaleInput = z.output<typeof createSaleRequest>;

// ---------------------------------------------------------------- receipt

export const saleReceiptLine = z.object({
  no_faktur_jual: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kadar: z.number(),
  berat: z.string(),
  jenis: z.enum(SALE_LINE_KINDS),
  jenis_harga: z.enum(JENIS_HARGA),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  harga_per_gram: z.number(),
  ongkos: z.number(),
  harga_hitung: z.number(),
  harga: z.number(),
  jumlah: z.number(),
  status: z.enum(SALE_STATUSES),
  /** a diamond piece (issue 34): its price's parts, its stones and certificate number */
  berlian: diamondLineInfo.nullable().optional(),
});
export type SaleReceiptLine = z.infer<typeof saleReceiptLine>;

export const receiptPayment = z.object({
  jenis: z.enum(RECEIPT_PAYMENT_KINDS),
  jumlah_rp: z.number(),
  kode_bank: z.string().nullable(),
  no_rekening: z.string().nullable(),
  fee_persen: z.number(),
  /** the amount swiped on the card (jumlah_rp x (1 + fee/100)); jumlah_rp for the others */
  jumlah_gesek: z.number(),
  kode_marketplace: z.string().nullable(),
});
export type ReceiptPayment = z.infer<typeof receiptPayment>;

export const receiptApproval = z.object({ operasi: approvalOperation, approved_by: z.string(), metode: approvalMethod });
export type ReceiptApproval = z.infer<typeof receiptApproval>;

/** The header fields every counter document's receipt shares (sale, layaway, order): store, day, cashier, sales person, customer, validation, totals. */
export const receiptHeader = {
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
  /** the member the document was written for (null: a walk-in customer) */
  kode_member: z.string().nullable().optional(),
  valid: z.boolean(),
  valid_by: z.string().nullable(),
  total_berat: z.string(),
  total_harga: z.number(),
};

/** A sale receipt: POST /api/penjualan, GET /api/penjualan/:no_faktur_group and the bynota calls. */
export const receiptPoints = z.object({ kode_member: z.string(), didapat: z.number().int(), saldo: z.number().int() });
export type ReceiptPoints = z.infer<typeof receiptPoints>;

export const saleReceipt = z.object({
  no_faktur_group: z.string(),
  ...receiptHeader,
  status: z.enum(SALE_STATUSES),
  /** the whole discount: the cashier's own, plus the category discount and the coupon below */
  diskon: z.number(),
  /** the automatic category discount (POTONGAN_MODULE) inside `diskon` */
  diskon_kategori: z.number().optional(),
  /** the coupon used (KUPON_MODULE) and its discount inside `diskon` */
  kode_kupon: z.string().nullable().optional(),
  diskon_kupon: z.number().optional(),
  grand_total: z.number(),
  total_bayar: z.number(),
  kembalian: z.number(),
  /** prices of lines cancelled while others stay sold: total_bayar = grand_total + total_batal + kembalian */
  total_batal: z.number(),
  /** cancellation: why, who, when (null while active) */
  alasan_batal: z.string().nullable(),
  batal_by: z.string().nullable(),
  batal_at: z.string().nullable(),
  detail: z.array(saleReceiptLine),
  pembayaran: z.array(receiptPayment),
  otorisasi: z.array(receiptApproval),
  titip: z.object({ no_titip: z.string(), dp: z.number() }).nullable(),
  /** a trade-in: the buy-back receipt whose value paid part of this sale, and its pieces */
  tukar: z
    .object({
      no_faktur_beli: z.string(),
      total: z.number(),
      detail: z.array(z.object({ no_faktur_beli: z.string(), nama_barang: z.string(), kode_group: z.string(), kadar: z.number(), berat: z.string(), harga: z.number() })),
    })
    .nullable(),
  /** a member's receipt (issue 32): the points this receipt earned (less what its cancelled lines gave back) and the member's balance now */
  poin: receiptPoints.nullable().optional(),
});
export type SaleReceipt = z.infer<typeof saleReceipt>;
export const saleReceiptResponse = envelope(saleReceipt);

// ---------------------------------------------------------------- lists

/** GET /api/penjualan?tgl_awal&tgl_akhir&q&status&valid&input_by */
export const saleListQuery = documentListQuery(SALE_STATUSES);
export type SaleListQuery = z.output<typeof saleListQuery>;
export type SaleListQueryInput = z.input<typeof saleListQuery>;

export const saleListRow = z.object({
  no_faktur_group: z.string(),
  ...receiptHeader,
  status: z.enum(SALE_STATUSES),
  diskon: z.number(),
  grand_total: z.number(),
  total_bayar: z.number(),
  kembalian: z.number(),
  alasan_batal: z.string().nullable(),
  /** lines on the receipt */
  jumlah_item: z.number(),
});
export type SaleListRow = z.infer<typeof saleListRow>;
export const saleListResponse = envelope(z.array(saleListRow));

export const saleParams = z.object({ no_faktur_group: z.string().trim().min(1).max(60).transform((v) => v.toUpperCase()) });

// ---------------------------------------------------------------- cancel and validate

/**
 * One part of the money a cancellation gives back, chosen by the cashier instead of the receipt's own
 * payment lines (the drawer, or one of the store's bank accounts); a supervisor approves it (UBAH_PENGEMBALIAN).
 */
export const refundPartInput = z
  .object({
    jenis: z.enum(['CASH', 'BANK'], { error: M.refundJenisInvalid }),
    no_rekening: optionalCode('No Rekening'),
    jumlah_rp: rupiah('Jumlah Rp', { min: 1, message: M.jumlahRpInvalid }),
  })
  .superRefine((p, ctx) => {
    if (p.jenis === 'BANK' && !p.no_rekening) ctx.addIssue({ code: 'custom', path: ['no_rekening'], message: M.rekeningRequired });
  });
export type RefundPartRequest = z.input<typeof refundPartInput>;

/** The receipt and the lines to cancel (default: every active line). */
const cancelTarget = {
  no_faktur_group: requiredCode('No Faktur', M.noFakturRequired).pipe(z.string().max(60)),
  no_faktur_jual: z.preprocess((v) => (v === null || v === undefined ? undefined : v), z.array(z.string().trim().min(1).max(60).transform((s) => s.toUpperCase())).optional()),
};

/** POST /api/penjualan/batal */
export const cancelSaleRequest = z.object({
  ...cancelTarget,
  alasan: z.preprocess(blank, z.string({ error: M.alasanRequired }).trim().max(300, 'Alasan maksimal 300 karakter')),
  otorisasi: approvalIds,
  /** the money given back otherwise than the receipt was paid (default: its own payment lines) */
  pengembalian: z.preprocess((v) => (v === null || v === undefined ? undefined : v), z.array(refundPartInput).min(1).max(SALE_MAX_PAYMENTS).optional()),
});

/** POST /api/penjualan/batal/rincian: what a cancellation would give back, before it is made. */
export const refundPreviewRequest = z.object(cancelTarget);
export type RefundPreviewRequest = z.input<typeof refundPreviewRequest>;
export type RefundPreviewInput = z.output<typeof refundPreviewRequest>;

/**
 * One account a cancellation gives money back from, and that account's balance now (null: a marketplace, not the
 * store's). `biaya_kartu`: the card surcharge the account gives back with it (a whole receipt cancelled), beside
 * `jumlah_rp` (its share of the price): the account must hold both.
 */
export const refundPreviewPart = z.object({
  jenis: z.enum(['CASH', 'BANK', 'MARKETPLACE', 'NON_TUNAI']),
  kode_bank: z.string().nullable(),
  no_rekening: z.string().nullable(),
  kode_marketplace: z.string().nullable(),
  jumlah_rp: z.number(),
  biaya_kartu: z.number(),
  saldo: z.number().nullable(),
});
export type RefundPreviewPart = z.infer<typeof refundPreviewPart>;
export const refundPreview = z.object({ jumlah_rp: z.number(), pengembalian: z.array(refundPreviewPart) });
export type RefundPreview = z.infer<typeof refundPreview>;
export const refundPreviewResponse = envelope(refundPreview);
export type CancelSaleRequest = z.input<typeof cancelSaleRequest>;
export type CancelSaleInput = z.output<typeof cancelSaleRequest>;

/** GET /api/penjualan/validasi?tanggal&valid_by */
export const saleValidationQuery = z.object({
  tanggal: isoDate('Tanggal'),
  valid_by: listUser,
});
export type SaleValidationQuery = z.output<typeof saleValidationQuery>;

/** POST /api/penjualan/validasi (also POST /api/titip/validasi with no_titip) */
export const validateSalesRequest = z.object({
  no_faktur_group: z.array(z.string().trim().min(1).max(60).transform((s) => s.toUpperCase()), { error: M.noFakturRequired }).min(1, M.noFakturRequired).max(1000),
});
export type ValidateSalesRequest = z.input<typeof validateSalesRequest>;
export const salesValidateResult = z.object({ validated: z.number() });
export const salesValidateResponse = envelope(salesValidateResult);

/** GET /api/penjualan/valid-by-options: ALL, then the KASIR users of the store. */
export const validByOption = z.object({ value: z.string(), label: z.string() });
export type ValidByOption = z.infer<typeof validByOption>;
export const validByOptionsResponse = envelope(z.array(validByOption));

// ---------------------------------------------------------------- receipts by invoice, WhatsApp

/** POST /api/penjualan/get/bynota/single and /get/bynota */
export const byNotaRequest = z.object({ no_faktur_group: requiredCode('No Faktur', M.noFakturRequired).pipe(z.string().max(60)) });
export type ByNotaRequest = z.input<typeof byNotaRequest>;

/** The lines of a receipt per group: what the grouped receipt prints. */
export const saleGroupedRow = z.object({ kode_group: z.string(), kadar: z.number(), jumlah: z.number(), total_berat: z.string(), total_harga: z.number() });
export type SaleGroupedRow = z.infer<typeof saleGroupedRow>;

export const byNotaSingleResponse = envelope(saleReceipt).extend({ template_wa: z.string() });
export const byNotaResponse = envelope(saleReceipt).extend({ dataJualGrouped: z.array(saleGroupedRow), template_wa: z.string() });

/** POST /api/chat/send */
export const waSendRequest = z.object({
  receiver: z.preprocess(blank, z.string({ error: M.receiverRequired }).trim().max(30, M.waNotRegistered)),
  message: z.preprocess(blank, z.string({ error: M.messageRequired }).max(4000, 'Pesan maksimal 4000 karakter')),
  type: z.preprocess((v) => blank(v) ?? 'text', z.literal('text', { error: 'Tipe pesan harus text' })),
});
export type WaSendRequest = z.input<typeof waSendRequest>;
export const waSendResult = z.object({ success: z.boolean() });
export const waSendResponse = envelope(waSendResult);

// ---------------------------------------------------------------- receipt settings

/** What a buy-back receipt says by default: the piece was weighed and checked together and paid in full. */
export const DEFAULT_CATATAN_BELI = 'Barang telah ditimbang dan diperiksa bersama. Pembayaran telah diterima penjual dengan lengkap.';

const flag = (fallback: boolean) => z.preprocess((v) => (v === null || v === undefined ? fallback : v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** GET/PUT /api/setting-nota (the receipt printer) and /api/setting-nota-slip (the slip printer). */
export const settingNota = z.object({
  platform: z.preprocess((v) => blank(v) ?? 'Desktop', z.enum(NOTA_PLATFORMS, { error: 'Platform harus Desktop atau Mobile' })),
  posisi: z.preprocess((v) => blank(v) ?? 'DEPAN', z.enum(NOTA_POSITIONS, { error: 'Posisi harus DEPAN atau BELAKANG' })),
  /** the store's note printed on the receipt */
  catatan: text('Catatan', 500, false),
  /** the note printed on a buy-back receipt (NOTA PEMBELIAN); absent in settings saved before it: the default */
  catatan_beli: z.preprocess((v) => (v === undefined ? DEFAULT_CATATAN_BELI : v), text('Catatan Nota Pembelian', 500, false)),
  tampil_harga_per_gram: flag(true),
  tampil_ongkos: flag(true),
  tampil_qr: flag(true),
  tampil_barcode: flag(true),
  /** the WhatsApp message; placeholders {nama_customer} {no_faktur} {total} {nama_toko} */
  template_wa: text('Template WA', 2000, false),
});
export type SettingNota = z.output<typeof settingNota>;
export type SettingNotaRequest = z.input<typeof settingNota>;
export const settingNotaSlip = settingNota;
export type SettingNotaSlip = SettingNota;
/** The settings as answered (plain shape, no input conversions). */
export const settingNotaData = z.object({
  platform: z.enum(NOTA_PLATFORMS),
  posisi: z.enum(NOTA_POSITIONS),
  catatan: z.string(),
  catatan_beli: z.string(),
  tampil_harga_per_gram: z.boolean(),
  tampil_ongkos: z.boolean(),
  tampil_qr: z.boolean(),
  tampil_barcode: z.boolean(),
  template_wa: z.string(),
});
export const settingNotaResponse = envelope(settingNotaData);

export const DEFAULT_TEMPLATE_WA =
  'Halo {nama_customer}, terima kasih telah berbelanja di {nama_toko}. No nota {no_faktur}, total {total}.';

export const DEFAULT_SETTING_NOTA: SettingNota = {
  platform: 'Desktop',
  posisi: 'DEPAN',
  catatan: 'Barang yang sudah dibeli dapat dijual kembali ke toko dengan membawa nota ini.',
  catatan_beli: DEFAULT_CATATAN_BELI,
  tampil_harga_per_gram: true,
  tampil_ongkos: true,
  tampil_qr: true,
  tampil_barcode: true,
  template_wa: DEFAULT_TEMPLATE_WA,
};

// ---------------------------------------------------------------- layaway deposits (titip)

export const titipLineInput = z.object({ kode_barcode: barcodeInput, harga: rupiah('Harga', { message: M.hargaInvalid }) });

/** POST /api/titip: the item is reserved, the down payment taken. */
export const createTitipRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  kode_sales: requiredCode('Kode Sales', M.salesRequired),
  nama_customer: z.preprocess(blank, z.string({ error: requiredMessage('Nama Customer') }).trim().max(100, 'Nama Customer maksimal 100 karakter').transform((v) => v.toUpperCase())),
  alamat_customer: text('Alamat Customer', 200),
  no_hp: text('No HP', 30),
  kode_member: kodeMemberInput,
  keterangan: text('Keterangan', 200),
  detail: z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z.array(titipLineInput, { error: M.noLines }).min(1, M.noLines).max(SALE_MAX_LINES, `Barang maksimal ${SALE_MAX_LINES} baris`),
  ),
  pembayaran: payments,
  otorisasi: approvalIds,
});
export type CreateTitipRequest = z.input<typeof createTitipRequest>;
export type CreateTitipInput = z.output<typeof createTitipRequest>;

/** POST /api/titip/:no_titip/lunas: the rest is paid and the layaway becomes a sale. */
export const payTitipRequest = z.object({ idempotency_key: idempotencyKeyInput, pembayaran: payments, otorisasi: approvalIds });
export type PayTitipRequest = z.input<typeof payTitipRequest>;
export type PayTitipInput = z.output<typeof payTitipRequest>;

/** POST /api/titip/:no_titip/batal */
export const cancelTitipRequest = z.object({
  alasan: z.preprocess(blank, z.string({ error: M.alasanRequired }).trim().max(300, 'Alasan maksimal 300 karakter')),
  otorisasi: approvalIds,
});
export type CancelTitipRequest = z.input<typeof cancelTitipRequest>;
export type CancelTitipInput = z.output<typeof cancelTitipRequest>;

export const titipParams = z.object({ no_titip: z.string().trim().min(1).max(60).transform((v) => v.toUpperCase()) });

export const titipReceiptLine = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kadar: z.number(),
  berat: z.string(),
  jenis_harga: z.enum(JENIS_HARGA),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  harga_per_gram: z.number(),
  ongkos: z.number(),
  harga_hitung: z.number(),
  harga: z.number(),
});
export type TitipReceiptLine = z.infer<typeof titipReceiptLine>;

export const titipReceipt = z.object({
  no_titip: z.string(),
  ...receiptHeader,
  status: z.enum(TITIP_STATUSES),
  /** the down payment taken */
  dp: z.number(),
  /** what remains to pay (0 once paid off or cancelled) */
  sisa: z.number(),
  /** cancelled: the part of the down payment the shop keeps, and what was given back */
  potongan: z.number(),
  refund: z.number(),
  alasan_batal: z.string().nullable(),
  batal_by: z.string().nullable(),
  batal_at: z.string().nullable(),
  /** paid off: the sale it became */
  no_faktur_group: z.string().nullable(),
  detail: z.array(titipReceiptLine),
  pembayaran: z.array(receiptPayment),
  otorisasi: z.array(receiptApproval),
});
export type TitipReceipt = z.infer<typeof titipReceipt>;
export const titipReceiptResponse = envelope(titipReceipt);

/** GET /api/titip?tgl_awal&tgl_akhir&q&status&valid&input_by */
export const titipListQuery = documentListQuery(TITIP_STATUSES);
export type TitipListQuery = z.output<typeof titipListQuery>;
export type TitipListQueryInput = z.input<typeof titipListQuery>;

export const titipListRow = titipReceipt.omit({ detail: true, pembayaran: true, otorisasi: true }).extend({ jumlah_item: z.number() });
export type TitipListRow = z.infer<typeof titipListRow>;
export const titipListResponse = envelope(z.array(titipListRow));

/** POST /api/titip/validasi */
export const validateTitipRequest = z.object({
  no_titip: z.array(z.string().trim().min(1).max(60).transform((s) => s.toUpperCase()), { error: 'No Titip Tidak Boleh Kosong' }).min(1, 'No Titip Tidak Boleh Kosong').max(1000),
});
export type ValidateTitipRequest = z.input<typeof validateTitipRequest>;
