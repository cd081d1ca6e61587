import { z } from 'zod';
import { requiredMessage } from '../messages/messages';
import { kodeMemberInput } from '../members/schemas';
import { SALES_MESSAGES } from '../sales/messages';
import { approvalIds, blank, idempotencyKeyInput, isoDate, requiredCode, rupiah, text } from '../sales/fields';
import { salePaymentInput } from '../sales/schemas';
import { envelope } from '../schemas/common';
import { CICILAN_DENDA_JENIS, CICILAN_STATES, CICILAN_STATUSES, CICILAN_TENOR_MAX, CICILAN_TENOR_MIN } from './constants';

/**
 * The instalment API (issue 33): each endpoint's path and its request / response schemas, one pair per endpoint.
 * Money is whole rupiah; dates 'YYYY-MM-DD' (business dates); weights text with 3 decimals.
 * The parameters (para-cicilan) are a master of the CRUD kit (masters/registry.ts `parameter-cicilan`): their
 * routes and rows are the kit's (`GET/POST /api/para-cicilan`, `PUT/DELETE /api/para-cicilan/:_id`).
 */
export const CICILAN_PATHS = {
  /** the CRUD kit's master (GET list, POST create) */
  paraCicilan: '/api/para-cicilan',
  /** the CRUD kit's master (PUT update, DELETE) */
  paraCicilanOne: '/api/para-cicilan/:_id',
  /** GET: the tenors in force on the business date (what the counter offers) */
  tenor: '/api/cicilan/tenor',
  /** POST: price and schedule preview (nothing written) */
  quote: '/api/cicilan/quote',
  /** POST: open a plan; GET: list / search (/lihat-cicilan) */
  plans: '/api/cicilan',
  /** GET: plans in default on the business date (/lelang-cicilan) */
  defaults: '/api/cicilan/gagal-bayar',
  /** GET: one plan with its schedule, events, state and what it owes today */
  plan: '/api/cicilan/:no_faktur_cicil',
  /** POST: a payment (BAYAR CICILAN, with DENDA CICILAN) */
  pay: '/api/cicilan/:no_faktur_cicil/bayar',
  /** GET: the early settlement quote; POST: settle (PELUNASAN CEPAT CICILAN) */
  settle: '/api/cicilan/:no_faktur_cicil/pelunasan',
  /** POST: hand the paid pieces over (a sale in the stock ledger with the plan's number) */
  handOver: '/api/cicilan/:no_faktur_cicil/serah',
  /** POST: cancel with a supervisor's approval (BATAL CICILAN: refund by the deduction rule) */
  cancel: '/api/cicilan/:no_faktur_cicil/batal',
  /** POST: take a defaulted plan's pieces back (/lelang-cicilan) */
  takeBack: '/api/cicilan/:no_faktur_cicil/gagal-bayar',
} as const;

const M = SALES_MESSAGES;

const tenorInput = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z
    .number({ error: requiredMessage('Tenor') })
    .int('Tenor harus bulan bulat')
    .min(CICILAN_TENOR_MIN, `Tenor ${CICILAN_TENOR_MIN} sampai ${CICILAN_TENOR_MAX} bulan`)
    .max(CICILAN_TENOR_MAX, `Tenor ${CICILAN_TENOR_MIN} sampai ${CICILAN_TENOR_MAX} bulan`),
);

const barcodeInput = z.preprocess(blank, z.string({ error: requiredMessage('Barcode') }).trim().min(1).max(40).transform((v) => v.toUpperCase()));

const payments = z.preprocess(
  (v) => (v === null || v === undefined ? [] : v),
  z.array(salePaymentInput, { error: M.noPayment }).min(1, M.noPayment).max(10, 'Pembayaran maksimal 10 baris'),
);

const pieces = <T extends z.ZodType>(line: T) =>
  z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(line, { error: M.noLines }).min(1, M.noLines).max(50, 'Barang maksimal 50 baris'));

export const cicilanParams = z.object({ no_faktur_cicil: z.string().trim().min(1).max(60).transform((v) => v.toUpperCase()) });
export type CicilanParams = z.output<typeof cicilanParams>;

// ---------------------------------------------------------------- shared answer pieces

export const cicilanTermsWire = z.object({
  tenor_bulan: z.number(),
  tgl_berlaku: z.string(),
  margin_persen: z.number(),
  min_dp_persen: z.number(),
  biaya_admin: z.number(),
  denda_jenis: z.enum(CICILAN_DENDA_JENIS),
  denda_persen: z.number(),
  denda_maks_persen: z.number(),
  masa_tenggang: z.number(),
  gagal_setelah: z.number(),
  potongan_pelunasan_persen: z.number(),
  pembulatan: z.number(),
});
export type CicilanTermsWire = z.infer<typeof cicilanTermsWire>;

export const cicilanLine = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kadar: z.number(),
  berat: z.string(),
  jenis_harga: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  harga_per_gram: z.number(),
  ongkos: z.number(),
  /** the cash price of the piece today (harga_hitung of a sale) */
  harga: z.number(),
  tgl_harga: z.string().nullable(),
});
export type CicilanLine = z.infer<typeof cicilanLine>;

export const cicilanScheduleRow = z.object({
  ke: z.number(),
  tgl_jatuh_tempo: z.string(),
  nilai: z.number(),
  /** paid on it so far (oldest first) */
  terbayar: z.number(),
  /** the date it became fully paid */
  tgl_lunas: z.string().nullable(),
  /** late fee accrued on it (capped) and days late beyond the grace */
  denda: z.number(),
  hari_telat: z.number(),
});

export const cicilanOwed = z.object({
  /** unpaid part of instalments due by today */
  jatuh_tempo: z.number(),
  /** late fees accrued and unpaid */
  denda: z.number(),
  /** unpaid part of later instalments */
  belum_jatuh_tempo: z.number(),
  /** the most one payment may be */
  total: z.number(),
  /** the least one payment may be (one instalment, or all that is owed when less) */
  minimal: z.number(),
});
export type CicilanOwed = z.infer<typeof cicilanOwed>;

// ---------------------------------------------------------------- GET /api/cicilan/tenor

export const cicilanTenorResponse = envelope(z.object({ tgl_system: z.string(), tenor: z.array(cicilanTermsWire) }));

// ---------------------------------------------------------------- POST /api/cicilan/quote

export const cicilanQuoteRequest = z.object({
  detail: pieces(z.object({ kode_barcode: barcodeInput })),
  tenor_bulan: tenorInput,
  /** the down payment; absent: the least down payment */
  dp_rp: z.preprocess((v) => blank(v), rupiah('DP').optional()),
});
export type CicilanQuoteRequest = z.input<typeof cicilanQuoteRequest>;
export type CicilanQuoteInput = z.output<typeof cicilanQuoteRequest>;

export const cicilanQuoteAnswer = z.object({
  tgl_system: z.string(),
  detail: z.array(cicilanLine),
  terms: cicilanTermsWire,
  harga_tunai: z.number(),
  margin: z.number(),
  harga_jual_cicil: z.number(),
  min_dp: z.number(),
  dp_rp: z.number(),
  biaya_admin: z.number(),
  sisa_bayar: z.number(),
  nilai_angsuran: z.number(),
  /** what the customer pays today: DP + admin fee */
  bayar_hari_ini: z.number(),
  jadwal: z.array(z.object({ ke: z.number(), tgl_jatuh_tempo: z.string(), nilai: z.number() })),
});
export type CicilanQuoteAnswer = z.infer<typeof cicilanQuoteAnswer>;
export const cicilanQuoteResponse = envelope(cicilanQuoteAnswer);

// ---------------------------------------------------------------- POST /api/cicilan

export const createCicilanRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  kode_sales: requiredCode('Kode Sales', M.salesRequired),
  nama_customer: z.preprocess(blank, z.string({ error: requiredMessage('Nama Customer') }).trim().max(100, 'Nama Customer maksimal 100 karakter').transform((v) => v.toUpperCase())),
  alamat_customer: text('Alamat Customer', 200),
  no_hp: text('No HP', 30),
  kode_member: kodeMemberInput,
  keterangan: text('Keterangan', 200),
  tenor_bulan: tenorInput,
  dp_rp: rupiah('DP'),
  /** each piece with the cash price the screen showed (stale-price guard: refused when today's price differs) */
  detail: pieces(z.object({ kode_barcode: barcodeInput, harga: rupiah('Harga', { message: M.hargaInvalid }) })),
  /** DP + admin fee, in any payment mix (the sum must equal it; no change) */
  pembayaran: payments,
  otorisasi: approvalIds,
});
export type CreateCicilanRequest = z.input<typeof createCicilanRequest>;
export type CreateCicilanInput = z.output<typeof createCicilanRequest>;

export const cicilanEvent = z.object({
  no_transaksi: z.string(),
  tgl_system: z.string(),
  jenis: z.enum(['DP', 'BAYAR', 'PELUNASAN CEPAT', 'BATAL', 'GAGAL BAYAR', 'SERAH']),
  jumlah: z.number(),
  pokok: z.number(),
  denda: z.number(),
  admin: z.number(),
  potongan: z.number(),
  refund: z.number(),
  sisa_bayar: z.number(),
  keterangan: z.string(),
  input_by: z.string(),
  pembayaran: z.array(z.object({ jenis: z.string(), jumlah_rp: z.number(), kode_bank: z.string().nullable(), no_rekening: z.string().nullable() })),
});
export type CicilanEventRow = z.infer<typeof cicilanEvent>;

/** One plan as every endpoint answers it (the receipt: header, pieces, schedule, events, state, owed today). */
export const cicilanPlan = z.object({
  kode_toko: z.string(),
  no_faktur_cicil: z.string(),
  tgl_system: z.string(),
  kode_sales: z.string(),
  nama_sales: z.string(),
  kode_member: z.string().nullable(),
  nama_customer: z.string(),
  alamat_customer: z.string(),
  no_hp: z.string(),
  keterangan: z.string(),
  total_berat: z.string(),
  harga_tunai: z.number(),
  margin: z.number(),
  harga_jual_cicil: z.number(),
  dp_rp: z.number(),
  biaya_admin: z.number(),
  sisa_bayar: z.number(),
  nilai_angsuran: z.number(),
  cicilan_terbayar: z.number(),
  pelunasan_cepat: z.number(),
  potongan_pelunasan: z.number(),
  denda_terbayar: z.number(),
  batal_rp: z.number(),
  potongan_batal: z.number(),
  refund: z.number(),
  status: z.enum(CICILAN_STATUSES),
  /** the state on the business date (due soon, late, default derived for an open plan) */
  state: z.enum(CICILAN_STATES),
  terms: cicilanTermsWire,
  detail: z.array(cicilanLine.omit({ tgl_harga: true })),
  jadwal: z.array(cicilanScheduleRow),
  transaksi: z.array(cicilanEvent),
  /** what it owes on the business date (zeros when not open) */
  tagihan: cicilanOwed,
  tgl_lunas: z.string().nullable(),
  tgl_serah: z.string().nullable(),
  alasan_batal: z.string().nullable(),
  otorisasi: z.array(z.unknown()),
  input_by: z.string(),
  /** the number of the event the request wrote (payment, settlement, cancellation), for its receipt */
  no_transaksi: z.string().nullable(),
});
export type CicilanPlanAnswer = z.infer<typeof cicilanPlan>;
export const cicilanPlanResponse = envelope(cicilanPlan);
export const createCicilanResponse = cicilanPlanResponse;

// ---------------------------------------------------------------- GET /api/cicilan/:no_faktur_cicil

export const getCicilanResponse = cicilanPlanResponse;

// ---------------------------------------------------------------- GET /api/cicilan (list / search)

export const cicilanListQuery = z.object({
  /** number, customer name, phone or member code (part of) */
  q: z.preprocess((v) => blank(v), z.string().trim().max(100).optional()),
  /** ALL or a state on the business date */
  status: z.preprocess((v) => blank(v) ?? 'ALL', z.enum(['ALL', ...CICILAN_STATES], { error: 'Status tidak valid' })),
  /** the plan's date range (both or none) */
  tgl_awal: z.preprocess((v) => blank(v), isoDate('Tanggal Awal').optional()),
  tgl_akhir: z.preprocess((v) => blank(v), isoDate('Tanggal Akhir').optional()),
  limit: z.preprocess((v) => (blank(v) === undefined ? 200 : Number(v)), z.number().int().min(1).max(1000)),
});
export type CicilanListQuery = z.input<typeof cicilanListQuery>;
export type CicilanListInput = z.output<typeof cicilanListQuery>;

export const cicilanListRow = z.object({
  no_faktur_cicil: z.string(),
  tgl_system: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  kode_member: z.string().nullable(),
  tenor_bulan: z.number(),
  harga_jual_cicil: z.number(),
  dp_rp: z.number(),
  sisa_bayar: z.number(),
  nilai_angsuran: z.number(),
  cicilan_terbayar: z.number(),
  status: z.enum(CICILAN_STATUSES),
  state: z.enum(CICILAN_STATES),
  /** the next unpaid instalment's due date */
  jatuh_tempo_berikut: z.string().nullable(),
  /** owed today: instalments due + late fees */
  tagihan_hari_ini: z.number(),
  denda: z.number(),
  /** instalments past due + grace */
  angsuran_telat: z.number(),
});
export type CicilanListRow = z.infer<typeof cicilanListRow>;
export const cicilanListResponse = envelope(z.object({ tgl_system: z.string(), rows: z.array(cicilanListRow) }));

/** GET /api/cicilan/gagal-bayar: the same rows, only plans in default on the business date. */
export const cicilanDefaultsResponse = cicilanListResponse;

// ---------------------------------------------------------------- POST /api/cicilan/:no/bayar

export const payCicilanRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  /** what the customer pays: instalments due first, then late fees, then later instalments */
  jumlah: rupiah('Jumlah Bayar', { min: 1 }),
  /** the payment mix; its sum must equal jumlah */
  pembayaran: payments,
  keterangan: text('Keterangan', 200),
});
export type PayCicilanRequest = z.input<typeof payCicilanRequest>;
export type PayCicilanInput = z.output<typeof payCicilanRequest>;
export const payCicilanResponse = cicilanPlanResponse;

// ---------------------------------------------------------------- GET / POST /api/cicilan/:no/pelunasan

export const cicilanSettlementAnswer = z.object({
  sisa_bayar: z.number(),
  margin_belum_diakui: z.number(),
  potongan: z.number(),
  pelunasan: z.number(),
  denda: z.number(),
  total: z.number(),
});
export const cicilanSettlementQuoteResponse = envelope(cicilanSettlementAnswer);

export const settleCicilanRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  /** the total the screen showed (stale guard: refused when the settlement changed since) */
  total: rupiah('Total Pelunasan', { min: 1 }),
  pembayaran: payments,
});
export type SettleCicilanRequest = z.input<typeof settleCicilanRequest>;
export type SettleCicilanInput = z.output<typeof settleCicilanRequest>;
export const settleCicilanResponse = cicilanPlanResponse;

// ---------------------------------------------------------------- POST /api/cicilan/:no/serah

export const handOverCicilanRequest = z.object({ idempotency_key: idempotencyKeyInput, keterangan: text('Keterangan', 200) });
export type HandOverCicilanRequest = z.input<typeof handOverCicilanRequest>;
export const handOverCicilanResponse = cicilanPlanResponse;

// ---------------------------------------------------------------- POST /api/cicilan/:no/batal

const alasan = z.preprocess(blank, z.string({ error: M.alasanRequired }).trim().min(1, M.alasanRequired).max(300, 'Alasan maksimal 300 karakter'));

export const CICILAN_REFUND_JENIS = ['CASH', 'TRANSFER'] as const;

export const cancelCicilanRequest = z
  .object({
    alasan,
    otorisasi: approvalIds,
    /** where the refund is paid from: the drawer (CASH) or a bank account (TRANSFER with no_rekening) */
    pengembalian: z.preprocess((v) => blank(v) ?? 'CASH', z.enum(CICILAN_REFUND_JENIS, { error: 'Pengembalian harus CASH atau TRANSFER' })),
    no_rekening: z.preprocess(blank, z.string().trim().max(40).optional()),
  })
  .superRefine((v, ctx) => {
    if (v.pengembalian === 'TRANSFER' && !v.no_rekening) ctx.addIssue({ code: 'custom', path: ['no_rekening'], message: M.rekeningRequired });
  });
export type CancelCicilanRequest = z.input<typeof cancelCicilanRequest>;
export type CancelCicilanInput = z.output<typeof cancelCicilanRequest>;
export const cancelCicilanResponse = cicilanPlanResponse;

// ---------------------------------------------------------------- POST /api/cicilan/:no/gagal-bayar

/** The pieces of a plan in default come back to stock; the customer's money is settled by the cancellation rule. */
export const takeBackCicilanRequest = cancelCicilanRequest;
export type TakeBackCicilanRequest = CancelCicilanRequest;
export type TakeBackCicilanInput = CancelCicilanInput;
export const takeBackCicilanResponse = cicilanPlanResponse;
