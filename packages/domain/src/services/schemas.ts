import { kodeMemberInput } from '../members/schemas';
import { z } from 'zod';
import { isIsoDate } from '../format/date';
import { MESSAGES, requiredMessage } from '../messages/messages';
import { SALE_MAX_PAYMENTS } from '../sales/constants';
import { approvalIds, blank, documentListQuery, idempotencyKeyInput, requiredCode, rupiah, text } from '../sales/fields';
import { salePaymentInput } from '../sales/schemas';
import { optionalBirthDate } from '../schemas/birth-date';
import { envelope } from '../schemas/common';
import { beratInput } from '../stock/schemas';
import { SERVICE_CHART_TYPES, SERVICE_MAX_DESKRIPSI, SERVICE_MAX_LINES, SERVICE_STATUSES } from './constants';
import { SERVICE_MESSAGES as M } from './messages';

/** A photo key of the file store, as POST /api/service/foto answered it: `<kode_toko>/SERVICE/<16 hex>.jpg`. */
export const SERVICE_FOTO_KEY = /^[A-Z0-9_-]+\/SERVICE\/[0-9a-f]{16}\.jpg$/i;

const upperNo = z.string().trim().min(1).max(60).transform((v) => v.toUpperCase());

const payments = z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(salePaymentInput).max(SALE_MAX_PAYMENTS, `Pembayaran maksimal ${SALE_MAX_PAYMENTS} baris`));

// ---------------------------------------------------------------- intake

/** One piece the customer leaves: name, group (its purity), weight in, what to repair, a photo. */
export const serviceLineInput = z.object({
  nama_barang: z.preprocess(blank, z.string({ error: M.namaBarangRequired }).trim().max(100, 'Nama Barang maksimal 100 karakter').transform((v) => v.toUpperCase())),
  kode_group: requiredCode('Group', M.groupRequired),
  berat: beratInput,
  deskripsi: z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z
      .array(z.string().trim().min(1, M.deskripsiRequired).max(30).transform((v) => v.toUpperCase()), { error: M.deskripsiRequired })
      .min(1, M.deskripsiRequired)
      .max(SERVICE_MAX_DESKRIPSI, `Deskripsi Service maksimal ${SERVICE_MAX_DESKRIPSI}`),
  ),
  foto: z.preprocess(blank, z.string({ error: M.fotoInvalid }).trim().max(120, M.fotoInvalid).regex(SERVICE_FOTO_KEY, M.fotoInvalid).optional()),
});
export type ServiceLineInput = z.output<typeof serviceLineInput>;

/** POST /api/service: a repair taken in, with its deposit (no payment: no deposit). */
export const createServiceRequest = z
  .object({
    idempotency_key: idempotencyKeyInput,
    nama_customer: z.preprocess(blank, z.string({ error: M.namaCustomerRequired }).trim().max(100, 'Nama Customer maksimal 100 karakter').transform((v) => v.toUpperCase())),
    alamat_customer: text('Alamat Customer', 200),
    no_hp: text('No HP', 30),
    tgl_lahir: optionalBirthDate,
    kode_member: kodeMemberInput,
    kode_tukang: requiredCode('Tukang', M.tukangRequired),
    tgl_janji: z.preprocess(blank, z.string({ error: M.tglJanjiRequired }).refine((v) => isIsoDate(v), MESSAGES.dateInvalid)),
    keterangan: text('Keterangan', 200),
    ongkos_estimasi: rupiah('Estimasi Biaya'),
    detail: z.preprocess(
      (v) => (v === null || v === undefined ? [] : v),
      z.array(serviceLineInput, { error: M.noLines }).min(1, M.noLines).max(SERVICE_MAX_LINES, `Barang service maksimal ${SERVICE_MAX_LINES}`),
    ),
    pembayaran: payments,
  })
  .superRefine((s, ctx) => {
    const dp = s.pembayaran.reduce((t, p) => t + p.jumlah_rp, 0);
    if (dp > s.ongkos_estimasi) ctx.addIssue({ code: 'custom', path: ['pembayaran'], message: M.dpOverEstimasi });
  });
export type CreateServiceRequest = z.input<typeof createServiceRequest>;
export type CreateServiceInput = z.output<typeof createServiceRequest>;

export const serviceParams = z.object({ no_service: upperNo });
export const serviceFotoParams = z.object({ no_service: upperNo, urut: z.coerce.number({ error: M.lineUnknown }).int(M.lineUnknown).min(1, M.lineUnknown).max(SERVICE_MAX_LINES, M.lineUnknown) });

// ---------------------------------------------------------------- done, pick-up, cancel, validation

/** POST /api/service/:no_service/selesai: the weight out of every piece and the final labour cost. */
export const finishServiceRequest = z.object({
  ongkos: rupiah('Ongkos'),
  detail: z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z
      .array(z.object({ urut: z.number({ error: M.lineUnknown }).int(M.lineUnknown).min(1, M.lineUnknown).max(SERVICE_MAX_LINES, M.lineUnknown), berat_keluar: beratInput }), { error: M.beratKeluarRequired })
      .min(1, M.beratKeluarRequired)
      .max(SERVICE_MAX_LINES, M.beratKeluarRequired),
  ),
  keterangan: text('Keterangan', 200),
});
export type FinishServiceInput = z.output<typeof finishServiceRequest>;

/** POST /api/service/:no_service/ambil: the customer takes the pieces back and pays what is left. */
export const pickUpServiceRequest = z.object({ idempotency_key: idempotencyKeyInput, pembayaran: payments });
export type PickUpServiceInput = z.output<typeof pickUpServiceRequest>;

/** POST /api/service/:no_service/batal: with a supervisor's BATAL_SERVICE approval; the deposit goes back. */
export const cancelServiceRequest = z.object({
  alasan: z.preprocess(blank, z.string({ error: M.alasanRequired }).trim().min(1, M.alasanRequired).max(300, 'Alasan maksimal 300 karakter')),
  otorisasi: approvalIds,
});
export type CancelServiceInput = z.output<typeof cancelServiceRequest>;

export const validateServiceRequest = z.object({
  no_service: z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(upperNo, { error: requiredMessage('No Service') }).min(1, requiredMessage('No Service')).max(500)),
});

export const serviceListQuery = documentListQuery(SERVICE_STATUSES);
export type ServiceListQuery = z.output<typeof serviceListQuery>;

export const serviceChartQuery = z.object({ type: z.preprocess((v) => blank(v) ?? 'today', z.enum(SERVICE_CHART_TYPES, { error: M.chartTypeInvalid })) });

// ---------------------------------------------------------------- answers

export const serviceLine = z.object({
  urut: z.number(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kadar: z.number(),
  berat_masuk: z.string(),
  berat_keluar: z.string().nullable(),
  selisih: z.string().nullable(),
  harga_jual_per_gram: z.number(),
  harga_beli_per_gram: z.number(),
  nilai_tambah: z.number(),
  nilai_susut: z.number(),
  deskripsi: z.array(z.string()),
  ada_foto: z.boolean(),
});
export type ServiceLine = z.infer<typeof serviceLine>;

/** A money row of the repair, from the cash ledger: the deposit, the pick-up, the refund. */
export const serviceMoney = z.object({
  kategori: z.string(),
  jenis: z.string(),
  no_rekening: z.string().nullable(),
  keterangan: z.string(),
  jumlah_in: z.number(),
  jumlah_out: z.number(),
  tgl_system: z.string(),
});

const headerShape = {
  no_service: z.string(),
  kode_toko: z.string(),
  tgl_system: z.string(),
  created_at: z.string(),
  input_by: z.string(),
  nama_customer: z.string(),
  alamat_customer: z.string(),
  no_hp: z.string(),
  /** the member the repair was taken in for (null: a walk-in customer) */
  kode_member: z.string().nullable().optional(),
  kode_tukang: z.string(),
  nama_tukang: z.string(),
  tgl_janji: z.string(),
  keterangan: z.string(),
  status: z.enum(SERVICE_STATUSES),
  ongkos_estimasi: z.number(),
  dp: z.number(),
  total_berat_masuk: z.string(),
  total_berat_keluar: z.string().nullable(),
  ongkos: z.number(),
  total_tambah: z.number(),
  total_susut: z.number(),
  total_biaya: z.number(),
  sisa: z.number(),
  bayar: z.number(),
  kembalian: z.number(),
  dikembalikan: z.number(),
  tgl_selesai: z.string().nullable(),
  selesai_by: z.string().nullable(),
  tgl_ambil: z.string().nullable(),
  ambil_by: z.string().nullable(),
  tgl_batal: z.string().nullable(),
  batal_by: z.string().nullable(),
  alasan_batal: z.string().nullable(),
  refund: z.number(),
  otorisasi_by: z.string().nullable(),
  valid: z.boolean(),
  valid_by: z.string().nullable(),
  jumlah_barang: z.number(),
  deskripsi: z.string(),
};

export const serviceListRow = z.object(headerShape);
export type ServiceListRow = z.infer<typeof serviceListRow>;

export const serviceReceipt = z.object({
  ...headerShape,
  nama_toko: z.string(),
  alamat_toko: z.string(),
  detail: z.array(serviceLine),
  uang: z.array(serviceMoney),
  /** DONE only: whether the customer was told by WhatsApp (TERKIRIM), could not be (GAGAL) or no WhatsApp is set up / no number (TIDAK) */
  whatsapp: z.enum(['TERKIRIM', 'GAGAL', 'TIDAK']).optional(),
});
export type ServiceReceipt = z.infer<typeof serviceReceipt>;

export const serviceReceiptResponse = envelope(serviceReceipt);
export const serviceListResponse = envelope(z.array(serviceListRow));
export const serviceFotoResponse = envelope(z.object({ foto: z.string(), size: z.number() }));
export const serviceValidateResponse = envelope(z.object({ validated: z.number() }));

/** The supervisor's board: every open repair and order (OPEN or DONE, not yet picked up), by craftsman and due date. */
export const serviceBoardRow = z.object({
  jenis: z.enum(['SERVICE', 'PESANAN']),
  no_dokumen: z.string(),
  kode_tukang: z.string(),
  nama_tukang: z.string(),
  tgl_system: z.string(),
  tgl_janji: z.string(),
  hari_terlambat: z.number(),
  status: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  deskripsi: z.string(),
  jumlah_barang: z.number(),
  total_berat: z.string(),
});
export type ServiceBoardRow = z.infer<typeof serviceBoardRow>;
export const serviceBoardResponse = envelope(z.object({ tgl_system: z.string(), rows: z.array(serviceBoardRow) }));

/** service/chart?type=today (spec 001 §7): the day's repairs; zeros on a quiet day. */
export const serviceChart = z.object({
  type: z.literal('today'),
  tanggal: z.string(),
  /** repairs taken in on the day */
  jumlah: z.number(),
  berat: z.string(),
  /** money of the day's repairs in the cash ledger: deposits + pick-ups - refunds */
  total_rp: z.number(),
  masuk: z.number(),
  selesai: z.number(),
  ambil: z.number(),
  batal: z.number(),
});
export type ServiceChart = z.infer<typeof serviceChart>;
export const serviceChartResponse = envelope(serviceChart);
