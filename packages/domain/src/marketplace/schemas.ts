import { z } from 'zod';
import { envelope } from '../schemas/common';
import { saleReceipt } from '../sales/schemas';
import { blank, idempotencyKeyInput, isoDate, listUser, text } from '../sales/fields';
import { codeOrAllNullable } from '../reports-sales/queries';
import { reportQuery } from '../validators/report-query';
import { MARKETPLACE_SUMBER } from './constants';
import { MARKETPLACE_MESSAGES as M } from './messages';

const code = (message: string) => z.preprocess(blank, z.string({ error: message }).trim().min(1, message).max(30, message).transform((v) => v.toUpperCase()));
const noOrder = z.preprocess(
  blank,
  z
    .string({ error: M.noOrderRequired })
    .trim()
    .regex(/^[A-Za-z0-9./-]{1,50}$/, M.noOrderInvalid)
    .transform((v) => v.toUpperCase()),
);
const amount = (message: string, min: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v === '' || v === null ? undefined : v),
    z.number({ error: message }).int(message).min(min, message).max(Number.MAX_SAFE_INTEGER, message),
  );

/** POST /api/marketplace/penjualan: an order sold by hand (the order number and pieces typed at the screen). */
export const marketplaceSaleRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  kode_akun: code(M.akunRequired),
  kode_sales: code('Kode Sales Harus Dipilih'),
  no_order: noOrder,
  nama_pembeli: z.preprocess(blank, z.string({ error: M.pembeliRequired }).trim().min(1, M.pembeliRequired).max(100, 'Nama Pembeli maksimal 100 karakter').transform((v) => v.toUpperCase())),
  no_hp: text('No HP', 30),
  alamat_kirim: text('Alamat Kirim', 200),
  kurir: text('Kurir', 50),
  no_resi: text('No Resi', 50),
  ongkir: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), amount(M.ongkirInvalid, 0)),
  /** the marketplace's fee of the order; empty: the account's fee percent of the total */
  biaya: z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), amount(M.biayaInvalid, 0).optional()),
  detail: z.preprocess(
    (v) => v ?? [],
    z
      .array(z.object({ kode_barcode: code(M.barcodeRequired), harga: amount(M.hargaInvalid, 1) }), { error: M.noLines })
      .min(1, M.noLines)
      .max(50),
  ),
});
export type MarketplaceSaleRequest = z.input<typeof marketplaceSaleRequest>;
export type MarketplaceSaleInput = z.output<typeof marketplaceSaleRequest>;

/** POST /api/marketplace/import (and /import/preview): the seller centre's order file as text. */
export const marketplaceImportRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  kode_akun: code(M.akunRequired),
  kode_sales: code('Kode Sales Harus Dipilih'),
  isi: z.string({ error: M.csvEmpty }).min(1, M.csvEmpty).max(1_000_000, M.csvTooMany),
});
export type MarketplaceImportRequest = z.input<typeof marketplaceImportRequest>;

export const marketplaceProblem = z.object({ baris: z.number(), pesan: z.string() });
export const marketplaceImportOrder = z.object({
  no_order: z.string(),
  nama_pembeli: z.string(),
  barang: z.array(z.string()),
  total: z.number(),
  biaya: z.number(),
  /** the receipt written (import); null in a preview */
  no_faktur_group: z.string().nullable(),
});
export const marketplaceImportResult = z.object({ orders: z.array(marketplaceImportOrder), errors: z.array(marketplaceProblem) });
export type MarketplaceImportResult = z.infer<typeof marketplaceImportResult>;
export const marketplaceImportResponse = envelope(marketplaceImportResult);

/** An order as lists show it. */
export const marketplaceOrderRow = z.object({
  kode_akun: z.string(),
  kode_marketplace: z.string(),
  no_order: z.string(),
  no_faktur_group: z.string(),
  tgl_system: z.string(),
  sumber: z.enum(MARKETPLACE_SUMBER),
  nama_pembeli: z.string(),
  no_hp: z.string(),
  alamat_kirim: z.string(),
  kurir: z.string(),
  no_resi: z.string(),
  ongkir: z.number(),
  total: z.number(),
  biaya: z.number(),
  no_pencairan: z.string().nullable(),
  status: z.enum(['AKTIF', 'BATAL']),
});
export type MarketplaceOrderRow = z.infer<typeof marketplaceOrderRow>;
export const marketplaceOrderListResponse = envelope(z.array(marketplaceOrderRow));

/** GET /api/marketplace/order: the orders of a period, of one account or all, outstanding (PIUTANG), paid out (CAIR) or all. */
export const marketplaceOrderQuery = z.object({
  tgl_awal: isoDate('Tanggal Awal'),
  tgl_akhir: isoDate('Tanggal Akhir'),
  kode_akun: z.preprocess((v) => blank(v) ?? 'ALL', z.string().trim().max(30).transform((v) => v.toUpperCase())),
  status: z.preprocess((v) => blank(v) ?? 'ALL', z.enum(['ALL', 'PIUTANG', 'CAIR'], { error: 'Status tidak valid' })),
});

/** GET /api/marketplace/piutang/:kode_akun: every order of an account not yet paid out (any date). */
export const marketplaceAkunParams = z.object({ kode_akun: code(M.akunRequired) });
export const marketplaceOrderParams = z.object({ kode_akun: code(M.akunRequired), no_order: noOrder });

/** POST /api/marketplace/pencairan: a payout into a bank account, matching orders of one account. */
export const marketplacePayoutRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  kode_akun: code(M.akunRequired),
  no_rekening: code(M.rekeningRequired),
  jumlah_diterima: amount(M.diterimaInvalid, 1),
  no_order: z.preprocess((v) => v ?? [], z.array(noOrder, { error: M.ordersRequired }).min(1, M.ordersRequired).max(500)),
  keterangan: text('Keterangan', 200),
});
export type MarketplacePayoutRequest = z.input<typeof marketplacePayoutRequest>;
export const marketplacePayout = z.object({
  no_pencairan: z.string(),
  kode_akun: z.string(),
  kode_marketplace: z.string(),
  tgl_system: z.string(),
  kode_bank: z.string(),
  no_rekening: z.string(),
  jumlah_piutang: z.number(),
  jumlah_diterima: z.number(),
  biaya: z.number(),
  keterangan: z.string(),
  no_order: z.array(z.string()),
});
export type MarketplacePayout = z.infer<typeof marketplacePayout>;
export const marketplacePayoutResponse = envelope(marketplacePayout);
export const marketplacePayoutListResponse = envelope(z.array(marketplacePayout));

// ---------------------------------------------------------------- reports

/**
 * Laporan Penjualan Marketplace (the original's POST penjualan/report-marketplaces): period, marketplace (SEMUA),
 * group, jenis group, valid by; a line per piece: No FJ, member, jenis, item, weight, labour, sell price, total,
 * marketplace.
 */
export const marketplaceSalesQuery = reportQuery({
  extra: {
    kode_marketplace: codeOrAllNullable('Marketplace tidak valid'),
    kode_group: codeOrAllNullable('Group tidak valid'),
    kode_jenis_group: codeOrAllNullable('Jenis Group tidak valid'),
    valid_by: listUser,
  },
});
export const marketplaceSalesRow = z.object({
  kode_toko: z.string(),
  tgl_system: z.string(),
  no_faktur_jual: z.string(),
  no_order: z.string(),
  kode_member: z.string(),
  nama_pembeli: z.string(),
  kode_dept: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  berat: z.string(),
  ongkos: z.number(),
  harga: z.number(),
  total: z.number(),
  kode_marketplace: z.string(),
  valid_by: z.string(),
});
export type MarketplaceSalesRow = z.infer<typeof marketplaceSalesRow>;

/** Laporan Biaya Marketplace: the fees booked by payouts of the period, per payout. */
export const marketplaceFeeQuery = reportQuery({ extra: { kode_marketplace: codeOrAllNullable('Marketplace tidak valid') } });
export const marketplaceFeeRow = z.object({
  kode_toko: z.string(),
  tgl_system: z.string(),
  no_pencairan: z.string(),
  kode_akun: z.string(),
  kode_marketplace: z.string(),
  no_rekening: z.string(),
  jumlah_order: z.number(),
  jumlah_piutang: z.number(),
  jumlah_diterima: z.number(),
  biaya: z.number(),
});
export type MarketplaceFeeRow = z.infer<typeof marketplaceFeeRow>;

/** Laporan Piutang Marketplace: orders sold up to the period's end and not paid out, with their age in days. */
export const marketplaceOutstandingQuery = reportQuery({ extra: { kode_marketplace: codeOrAllNullable('Marketplace tidak valid') } });
export const marketplaceOutstandingRow = z.object({
  kode_toko: z.string(),
  tgl_system: z.string(),
  kode_akun: z.string(),
  kode_marketplace: z.string(),
  no_order: z.string(),
  no_faktur_group: z.string(),
  nama_pembeli: z.string(),
  total: z.number(),
  biaya: z.number(),
  umur_hari: z.number(),
});
export type MarketplaceOutstandingRow = z.infer<typeof marketplaceOutstandingRow>;

/** An order with its sale receipt: the screen prints the two slips of spec 001 §9 from the receipt. */
export const marketplaceOrderWithReceipt = z.object({ order: marketplaceOrderRow, receipt: saleReceipt });
export type MarketplaceOrderWithReceipt = z.infer<typeof marketplaceOrderWithReceipt>;
export const marketplaceOrderResponse = envelope(marketplaceOrderWithReceipt);
