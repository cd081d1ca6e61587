import { kodeMemberInput } from '../members/schemas';
import { z } from 'zod';
import { requiredMessage } from '../messages/messages';
import { optionalBirthDate } from '../schemas/birth-date';
import { envelope } from '../schemas/common';
import { approvalIds, blank, documentListQuery, idempotencyKeyInput, isoDate, requiredCode, rupiah, text } from '../sales/fields';
import { SALES_MESSAGES } from '../sales/messages';
import { receiptApproval, receiptHeader, receiptPayment, salePaymentInput } from '../sales/schemas';
import { SALE_MAX_PAYMENTS } from '../sales/constants';
import { beratInput } from '../stock/schemas';
import { reportQuery } from '../validators/report-query';
import { MESSAGES } from '../messages/messages';
import { isIsoDate } from '../format/date';
import { ORDER_MAX_LINES, ORDER_PRICE_BASES, ORDER_STATUSES, PRE_ORDER_FINISH_LIMIT, PRE_ORDER_PAGE_SIZE, PRE_ORDER_STATUSES } from './constants';
import { ORDER_MESSAGES as M } from './messages';
import { SERVICE_MESSAGES } from '../services/messages';

const depositPayments = z.preprocess(
  (v) => (v === null || v === undefined ? [] : v),
  z.array(salePaymentInput, { error: SALES_MESSAGES.noPayment }).max(SALE_MAX_PAYMENTS, `Pembayaran maksimal ${SALE_MAX_PAYMENTS} baris`),
);

const upperRequired = (label: string, max: number, message = requiredMessage(label)) =>
  z.preprocess(blank, z.string({ error: message }).trim().max(max, `${label} maksimal ${max} karakter`).transform((v) => v.toUpperCase()));

/** A photo key of the file store, as POST /api/pesanan/foto answered it: `<kode_toko>/PESANAN/<16 hex>.jpg`. */
export const ORDER_FOTO_KEY = /^[A-Z0-9_-]+\/PESANAN\/[0-9a-f]{16}\.jpg$/i;

/** GET /api/pesanan/:no_pesanan/foto/:urut */
export const orderFotoParams = z.object({
  no_pesanan: z.string().trim().min(1).max(60).transform((v) => v.toUpperCase()),
  urut: z.coerce.number({ error: 'Urut tidak valid' }).int('Urut tidak valid').min(1, 'Urut tidak valid').max(ORDER_MAX_LINES, 'Urut tidak valid'),
});
export const orderFotoResponse = envelope(z.object({ foto: z.string(), size: z.number() }));

/** One piece to make. */
export const orderLineInput = z.object({
  deskripsi: upperRequired('Deskripsi', 100, M.deskripsiRequired),
  kode_group: requiredCode('Kode Group'),
  kode_dept: requiredCode('Kode Jenis'),
  /** estimated weight in grams (3 decimals) */
  berat_estimasi: beratInput,
  size: text('Size', 20),
  ongkos: z.preprocess((v) => (v === null || v === undefined || v === '' ? 0 : v), rupiah('Ongkos')),
  /** a photo or sketch uploaded first by POST /api/pesanan/foto (the key it answered), optional */
  foto: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string({ error: SERVICE_MESSAGES.fotoInvalid })
      .trim()
      .max(120, SERVICE_MESSAGES.fotoInvalid)
      .refine((v) => v === '' || ORDER_FOTO_KEY.test(v), SERVICE_MESSAGES.fotoInvalid),
  ),
});
export type OrderLineInput = z.output<typeof orderLineInput>;

/** POST /api/pesanan: an order taken with its deposit. */
export const createOrderRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  kode_sales: requiredCode('Kode Sales', SALES_MESSAGES.salesRequired),
  kode_tukang: requiredCode('Kode Tukang', M.tukangRequired),
  nama_customer: upperRequired('Nama Customer', 100),
  alamat_customer: text('Alamat Customer', 200),
  no_hp: text('No HP', 30),
  tgl_lahir: optionalBirthDate,
  kode_member: kodeMemberInput,
  keterangan: text('Keterangan', 200),
  tgl_janji: isoDate('Tanggal Jadi'),
  detail: z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z.array(orderLineInput, { error: M.noLines }).min(1, M.noLines).max(ORDER_MAX_LINES, `Barang pesanan maksimal ${ORDER_MAX_LINES} baris`),
  ),
  pembayaran: depositPayments,
  otorisasi: approvalIds,
});
export type CreateOrderRequest = z.input<typeof createOrderRequest>;
export type CreateOrderInput = z.output<typeof createOrderRequest>;

export const orderParams = z.object({ no_pesanan: z.string().trim().min(1).max(60).transform((v) => v.toUpperCase()) });

/** POST /api/pesanan/:no_pesanan/selesai: the real weight of every piece and the tray the made items go to. */
export const finishOrderRequest = z.object({
  kode_baki: requiredCode('Kode Baki'),
  detail: z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z
      .array(z.object({ urut: z.number({ error: M.lineCount }).int(M.lineCount).min(1, M.lineCount).max(ORDER_MAX_LINES, M.lineCount), berat: beratInput }), { error: M.lineCount })
      .min(1, M.lineCount)
      .max(ORDER_MAX_LINES, M.lineCount),
  ),
});
export type FinishOrderRequest = z.input<typeof finishOrderRequest>;
export type FinishOrderInput = z.output<typeof finishOrderRequest>;

/** POST /api/pesanan/:no_pesanan/ambil: the rest paid; answers the sale receipt. */
export const pickUpOrderRequest = z.object({ idempotency_key: idempotencyKeyInput, pembayaran: depositPayments, otorisasi: approvalIds });
export type PickUpOrderRequest = z.input<typeof pickUpOrderRequest>;
export type PickUpOrderInput = z.output<typeof pickUpOrderRequest>;

/** POST /api/pesanan/:no_pesanan/batal: with the BATAL_PESANAN approval. */
export const cancelOrderRequest = z.object({
  alasan: z.preprocess(blank, z.string({ error: M.alasanRequired }).trim().min(1, M.alasanRequired).max(300, 'Alasan maksimal 300 karakter')),
  otorisasi: approvalIds,
});
export type CancelOrderRequest = z.input<typeof cancelOrderRequest>;
export type CancelOrderInput = z.output<typeof cancelOrderRequest>;

export const orderLine = z.object({
  urut: z.number(),
  deskripsi: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kadar: z.number(),
  berat_estimasi: z.string(),
  size: z.string(),
  ongkos: z.number(),
  foto: z.string(),
  harga_per_gram: z.number(),
  harga: z.number(),
  /** the real weight (DONE and after), else null */
  berat: z.string().nullable(),
  /** the item made for the order (DONE and after), else null */
  kode_barcode: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLine>;

const orderHeader = {
  no_pesanan: z.string(),
  ...receiptHeader,
  kode_tukang: z.string(),
  nama_tukang: z.string(),
  tgl_janji: z.string(),
  dasar_harga: z.enum(ORDER_PRICE_BASES),
  status: z.enum(ORDER_STATUSES),
  total_qty: z.number(),
  ongkos: z.number(),
  dp: z.number(),
  /** what is left to pay (0 once picked up or cancelled) */
  sisa: z.number(),
  potongan: z.number(),
  refund: z.number(),
  alasan_batal: z.string().nullable(),
  batal_by: z.string().nullable(),
  batal_at: z.string().nullable(),
  /** picked up: the sale receipt written */
  no_faktur_group: z.string().nullable(),
};

export const orderReceipt = z.object({ ...orderHeader, detail: z.array(orderLine), pembayaran: z.array(receiptPayment), otorisasi: z.array(receiptApproval) });
export type OrderReceipt = z.infer<typeof orderReceipt>;
export const orderReceiptResponse = envelope(orderReceipt);

/** GET /api/pesanan/:no_pesanan/contoh: samples taken out (/ambil-barang-contoh) with the order number in the remark. */
export const orderSampleRow = z.object({ kode_barcode: z.string(), nama_barang: z.string(), berat: z.string(), status: z.string(), no_ref: z.string(), tgl_system: z.string() });
export type OrderSampleRow = z.infer<typeof orderSampleRow>;
export const orderSamplesResponse = envelope(z.array(orderSampleRow));

/** GET /api/pesanan?tgl_awal&tgl_akhir&q&status&valid&input_by */
export const orderListQuery = documentListQuery(ORDER_STATUSES);
export type OrderListQuery = z.output<typeof orderListQuery>;
export type OrderListQueryInput = z.input<typeof orderListQuery>;
export const orderListRow = z.object({ ...orderHeader, terlambat: z.boolean() });
export type OrderListRow = z.infer<typeof orderListRow>;
export const orderListResponse = envelope(z.array(orderListRow));

/** GET /api/pesanan/validasi?tanggal&valid_by; POST /api/pesanan/validasi */
export const validateOrdersRequest = z.object({
  no_pesanan: z.array(z.string().trim().min(1).max(60).transform((s) => s.toUpperCase()), { error: 'No Pesanan Tidak Boleh Kosong' }).min(1, 'No Pesanan Tidak Boleh Kosong').max(1000),
});
export type ValidateOrdersRequest = z.input<typeof validateOrdersRequest>;
export const ordersValidateResponse = envelope(z.object({ validated: z.number() }));

// ---------------------------------------------------------------- reports (spec 001 §3, §7, §8, §9)

const periodField = (message: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), z.string({ error: message }).refine((v) => isIsoDate(v), MESSAGES.dateInvalid));

/** The order reports: each report's GET path under /api, the one place the server registers it and the web fetches it. */
export const ORDER_REPORT_PATHS = {
  batal: 'pesanan/batal-reports',
  pesananBarang: 'pesanan/report-pesanan-barang',
} as const;

/** pesanan/batal-reports and /pesanan/report-pesanan-barang: tgl_from, tgl_to. */
export const orderReportQuery = reportQuery({
  period: false,
  extra: { tgl_from: periodField(MESSAGES.tglAwalRequired), tgl_to: periodField(MESSAGES.tglAkhirRequired) },
});

/** Cancelled order report row (spec 001 §3). */
export const orderCancelReportRow = z.object({
  /** the store of the row: an all-store answer (head office, kode_toko=ALL) is grouped by it */
  kode_toko: z.string(),
  no_pesanan: z.string(),
  kode_sales: z.string(),
  tanggal: z.string(),
  total_berat: z.number(),
  total_qty: z.number(),
  ongkos: z.number(),
  total_harga: z.number(),
  jumlah_bayar: z.number(),
  sisa_bayar: z.number(),
});
export type OrderCancelReportRow = z.infer<typeof orderCancelReportRow>;

/** Ordered goods report row (spec 001 §3). */
export const orderGoodsReportRow = z.object({
  /** the store of the row: an all-store answer (head office, kode_toko=ALL) is grouped by it */
  kode_toko: z.string(),
  no_pesanan: z.string(),
  kode_sales: z.string(),
  tgl_pesanan: z.string(),
  deskripsi: z.string(),
  berat: z.number(),
  ongkos: z.number(),
  sub_total: z.number(),
});
export type OrderGoodsReportRow = z.infer<typeof orderGoodsReportRow>;

/** GET /api/pesanan/chart?type=today: today's orders (zeros on a quiet day). */
export const orderChartQuery = z.object({ type: z.preprocess((v) => blank(v) ?? 'today', z.enum(['today'], { error: 'Type tidak valid' })) });
export const orderChart = z.object({ tanggal: z.string(), jumlah: z.number(), total_berat: z.number(), total_harga: z.number(), dp: z.number() });
export type OrderChart = z.infer<typeof orderChart>;
export const orderChartResponse = envelope(orderChart);

// ---------------------------------------------------------------- pre-orders (spec 000 §4, §7, §8, §9)

const intIn = (label: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => {
      const b = blank(v);
      if (b === undefined) return fallback;
      return typeof b === 'string' && /^-?\d+$/.test(b.trim()) ? Number(b.trim()) : b;
    },
    z.number({ error: `${label} tidak valid` }).int(`${label} tidak valid`).min(min, `${label} tidak valid`).max(max, `${label} tidak valid`),
  );

/** POST /api/pre-order: the search filter; pagination kept as skip, limit, page (50 a page, page from 1, skip 0). */
export const preOrderSearchRequest = z.object({
  q: z.preprocess((v) => blank(v), z.string({ error: 'Cari tidak valid' }).trim().max(100, 'Cari tidak valid').optional()),
  status: z.preprocess((v) => (blank(v) === undefined ? 'ALL' : typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(['ALL', 'all', ...PRE_ORDER_STATUSES], { error: 'Status tidak valid' })),
  tgl_awal: z.preprocess(blank, z.string().refine((v) => isIsoDate(v), MESSAGES.dateInvalid).optional()),
  tgl_akhir: z.preprocess(blank, z.string().refine((v) => isIsoDate(v), MESSAGES.dateInvalid).optional()),
  skip: intIn('Skip', 0, 10_000_000, 0),
  limit: intIn('Limit', 1, PRE_ORDER_FINISH_LIMIT, PRE_ORDER_PAGE_SIZE),
  page: intIn('Page', 1, 1_000_000, 1),
});
export type PreOrderSearchRequest = z.input<typeof preOrderSearchRequest>;
export type PreOrderSearchInput = z.output<typeof preOrderSearchRequest>;

/** GET /api/pre-order?status=finish&limit=9999 */
export const preOrderListQuery = z.object({
  status: z.preprocess((v) => (blank(v) === undefined ? 'ALL' : typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(['ALL', 'all', ...PRE_ORDER_STATUSES], { error: 'Status tidak valid' })),
  skip: intIn('Skip', 0, 10_000_000, 0),
  limit: intIn('Limit', 1, PRE_ORDER_FINISH_LIMIT, PRE_ORDER_PAGE_SIZE),
});

/** POST /api/pre-order/create: a catalogue model in stock at another store (or head office) ordered for a customer. */
export const createPreOrderRequest = z.object({
  nama_customer: upperRequired('Nama Customer', 100),
  no_hp: text('No HP', 30),
  kode_toko_asal: requiredCode('Toko Asal'),
  kode_barcode: requiredCode('Kode Barcode'),
  keterangan: text('Keterangan', 200),
});
export type CreatePreOrderRequest = z.input<typeof createPreOrderRequest>;
export type CreatePreOrderInput = z.output<typeof createPreOrderRequest>;
/** POST /api/pre-order/:no_pre_order/finish: the tray of the ordering store the item is received into. */
export const finishPreOrderRequest = z.object({ kode_baki: requiredCode('Kode Baki') });
export type FinishPreOrderRequest = z.input<typeof finishPreOrderRequest>;
export type FinishPreOrderInput = z.output<typeof finishPreOrderRequest>;
export const preOrderParams = z.object({ no_pre_order: z.string().trim().min(1).max(60).transform((v) => v.toUpperCase()) });

export const preOrderRow = z.object({
  no_pre_order: z.string(),
  kode_toko: z.string(),
  tgl_system: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  kode_toko_asal: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  berat: z.string(),
  keterangan: z.string(),
  status: z.enum(PRE_ORDER_STATUSES),
  input_by: z.string(),
  finish_by: z.string().nullable(),
});
export type PreOrderRow = z.infer<typeof preOrderRow>;
export const preOrderPage = z.object({ count: z.number(), preorders: z.array(preOrderRow), skip: z.number(), limit: z.number(), page: z.number() });
export type PreOrderPage = z.infer<typeof preOrderPage>;
export const preOrderPageResponse = envelope(preOrderPage);
export const preOrderResponse = envelope(preOrderRow);

