import { z } from 'zod';
import { envelope } from '../schemas/common';
import { approvalIds, blank, idempotencyKeyInput, requiredCode, text } from '../sales/fields';
import { GIFT_MESSAGES as M } from './messages';
import { GIFT_MOVEMENT_KINDS, GIFT_MOVEMENT_SOURCES, REDEMPTION_STATUSES } from './rules';

const qty = z.preprocess(
  (v) => (v === null || v === undefined || v === '' ? 1 : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number({ error: M.qtyInvalid }).int(M.qtyInvalid).min(1, M.qtyInvalid).max(1000, M.qtyInvalid),
);

/** GET /api/tukar-hadiah/member?cari=<no hp or kode member> */
export const giftMemberQuery = z.object({
  cari: z.preprocess(blank, z.string({ error: M.cariRequired }).trim().min(1, M.cariRequired).max(40, M.cariRequired)),
});
export type GiftMemberQuery = z.output<typeof giftMemberQuery>;

export const giftRow = z.object({ kode_hadiah: z.string(), nama_hadiah: z.string(), poin: z.number(), stok: z.number(), deskripsi: z.string() });
export type GiftRow = z.infer<typeof giftRow>;

export const giftMember = z.object({
  kode_member: z.string(),
  nama_member: z.string(),
  no_hp: z.string(),
  status: z.string(),
  saldo_poin: z.number(),
  hadiah: z.array(giftRow),
});
export type GiftMember = z.infer<typeof giftMember>;
export const giftMemberResponse = envelope(giftMember);

/** GET /api/tukar-hadiah/hadiah: the store's gifts with their stock (the ledger's sum). */
export const giftListResponse = envelope(z.array(giftRow));

/** POST /api/tukar-hadiah */
export const redeemGiftRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  kode_member: requiredCode('Kode Member', M.memberRequired),
  kode_hadiah: requiredCode('Kode Hadiah', M.hadiahRequired),
  qty,
  keterangan: text('Keterangan', 200),
});
export type RedeemGiftRequest = z.input<typeof redeemGiftRequest>;
export type RedeemGiftInput = z.output<typeof redeemGiftRequest>;

export const redemption = z.object({
  no_tukar: z.string(),
  kode_toko: z.string(),
  nama_toko: z.string(),
  alamat_toko: z.string(),
  tanggal: z.string(),
  kode_member: z.string(),
  nama_member: z.string(),
  no_hp: z.string(),
  kode_hadiah: z.string(),
  nama_hadiah: z.string(),
  qty: z.number(),
  poin_satuan: z.number(),
  total_poin: z.number(),
  saldo_poin: z.number(),
  status: z.enum(REDEMPTION_STATUSES),
  keterangan: z.string(),
  alasan_batal: z.string(),
  input_by: z.string(),
  created_at: z.string(),
});
export type Redemption = z.infer<typeof redemption>;
export const redemptionResponse = envelope(redemption);
export const redemptionListResponse = envelope(z.array(redemption));

/** GET /api/tukar-hadiah?tanggal= (the day's redemptions of the store) */
export const redemptionListQuery = z.object({ tanggal: z.preprocess(blank, z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional()) });
export type RedemptionListQuery = z.output<typeof redemptionListQuery>;

export const redemptionParams = z.object({ no_tukar: z.string().trim().min(1).max(60).transform((v) => v.toUpperCase()) });

/** POST /api/tukar-hadiah/:no_tukar/batal (a supervisor's approval BATAL_TUKAR_HADIAH) */
export const cancelGiftRedemptionRequest = z.object({
  alasan: z.preprocess(blank, z.string({ error: M.alasanRequired }).trim().min(1, M.alasanRequired).max(300, 'Alasan maksimal 300 karakter')),
  otorisasi: approvalIds,
});
export type CancelGiftRedemptionRequest = z.input<typeof cancelGiftRedemptionRequest>;
export type CancelGiftRedemptionInput = z.output<typeof cancelGiftRedemptionRequest>;

/** POST /api/terima-hadiah: gifts received from a supplier (an IN movement). */
export const receiveGiftRequest = z.object({
  kode_hadiah: requiredCode('Kode Hadiah', M.hadiahRequired),
  qty,
  supplier: text('Supplier', 100),
  keterangan: text('Keterangan', 200),
});
export type ReceiveGiftRequest = z.input<typeof receiveGiftRequest>;
export type ReceiveGiftInput = z.output<typeof receiveGiftRequest>;

export const giftMovement = z.object({
  id: z.string(),
  tanggal: z.string(),
  kode_hadiah: z.string(),
  jenis: z.enum(GIFT_MOVEMENT_KINDS),
  sumber: z.enum(GIFT_MOVEMENT_SOURCES),
  qty: z.number(),
  no_ref: z.string(),
  supplier: z.string(),
  keterangan: z.string(),
  input_by: z.string(),
  stok: z.number(),
});
export type GiftMovement = z.infer<typeof giftMovement>;
export const giftMovementResponse = envelope(giftMovement);
