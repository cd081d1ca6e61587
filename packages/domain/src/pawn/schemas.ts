import { kodeMemberInput } from '../members/schemas';
import { z } from 'zod';
import { requiredMessage } from '../messages/messages';
import { approvalIds, blank, idempotencyKeyInput, isoDate, optionalIdempotencyKey, requiredCode, rupiah, text } from '../sales/fields';
import { optionalBirthDate } from '../schemas/birth-date';
import { envelope } from '../schemas/common';
import { beratInput, kadarInput } from '../stock/schemas';
import { PAWN_AUCTION_WAYS, PAWN_KADAR_MAX, PAWN_PAYMENT_KINDS, PAWN_SEARCH_STATUSES, PAWN_STATUSES } from './constants';
import { PAWN_MESSAGES as M } from './messages';

const noHutang = z.preprocess(blank, z.string({ error: M.noPinjamEmpty }).trim().min(1, M.noPinjamEmpty).max(60, 'No Hutang maksimal 60 karakter').transform((v) => v.toUpperCase()));
/** Required text, upper-cased; the too-long message names the field, as `text()` does. */
const requiredText = (label: string, message: string, max: number) =>
  z.preprocess(blank, z.string({ error: message }).trim().min(1, message).max(max, `${label} maksimal ${max} karakter`).transform((v) => v.toUpperCase()));

/** Purity of a pledged piece: as an item's, and not above 100 (spec 000 §5, debt). */
const kadarHutang = kadarInput.refine((v) => v === undefined || v <= PAWN_KADAR_MAX * 100, M.kadarOver100);
/** Stone or plastic weight: empty or zero is 0, else a weight like berat (milligrams). */
const isZeroWeight = (v: unknown) => v === undefined || v === 0 || (typeof v === 'string' && /^0*([.,]0*)?$/.test(v.trim()));
const beratBatuInput = z.preprocess((v) => (isZeroWeight(blank(v)) ? 0 : v), z.union([z.literal(0), beratInput]));

// ---------------------------------------------------------------- a pledged piece

/** One pledged piece: name, group, purity (else the group's), weight and stone/plastic weight, condition, photo. */
export const pawnPieceInput = z
  .object({
    nama_barang: requiredText('Nama Barang', requiredMessage('Nama Barang'), 60),
    kode_group: requiredCode('Kode Group'),
    kadar: z.preprocess(blank, kadarHutang.optional()),
    berat: beratInput,
    berat_batu: beratBatuInput,
    kode_kondisi: requiredCode('Kondisi'),
    keterangan: text('Keterangan', 100),
    foto: z.preprocess(blank, z.string().trim().max(300, 'Foto maksimal 300 karakter').optional()),
  })
  .superRefine((p, ctx) => {
    // the weight typed may not be below the gold weight: stone weight cannot exceed the whole piece
    if (p.berat_batu >= p.berat) ctx.addIssue({ code: 'custom', path: ['berat_batu'], message: M.beratUnderGold });
  });
export type PawnPieceValue = z.output<typeof pawnPieceInput>;

const pieces = z.preprocess((v) => v ?? [], z.array(pawnPieceInput, { error: M.barangEmpty }).min(1, M.barangEmpty).max(20, 'Barang maksimal 20 baris'));

/** POST /api/hutang/hitung: appraisal, ceiling, band and terms of a loan being written (nothing is saved). */
export const pawnQuoteRequest = z.object({ detail_barang: pieces, jumlah_hutang: z.preprocess(blank, rupiah('Jumlah Hutang').optional()) });
export type PawnQuoteRequest = z.input<typeof pawnQuoteRequest>;

export const pawnPieceQuote = z.object({
  nama_barang: z.string(),
  kode_group: z.string(),
  kadar: z.number(),
  berat: z.string(),
  berat_batu: z.string(),
  berat_emas: z.string(),
  kode_kondisi: z.string(),
  harga_per_gram: z.number(),
  taksiran: z.number(),
  persen_plafond: z.number(),
  plafond: z.number(),
});
export const pawnQuote = z.object({
  tgl_hutang: z.string(),
  detail_barang: z.array(pawnPieceQuote),
  taksiran: z.number(),
  plafond: z.number(),
  jumlah_hutang: z.number(),
  bunga: z.number().nullable(),
  bunga_rp: z.number().nullable(),
  hari_periode: z.number().nullable(),
  min_periode: z.number().nullable(),
  biaya_admin: z.number().nullable(),
  lama_pinjam: z.number(),
  tgl_jatuh_tempo: z.string(),
  melebihi_plafond: z.boolean(),
});
export type PawnQuote = z.infer<typeof pawnQuote>;
export const pawnQuoteResponse = envelope(pawnQuote);

/** POST /api/hutang: write a loan. Above the ceiling it needs an approval HUTANG_PLAFOND (otorisasi). */
export const createPawnRequest = z.object({
  idempotency_key: idempotencyKeyInput,
  kode_sales: requiredCode('Kode Sales'),
  nama_customer: requiredText('Nama Customer', M.namaCustomerEmpty, 60),
  alamat_customer: requiredText('Alamat Customer', M.alamatCustomerEmpty, 200),
  no_hp: z.preprocess(blank, z.string({ error: M.noHpEmpty }).trim().min(1, M.noHpEmpty).max(20, 'No HP maksimal 20 karakter').regex(/^[0-9+\- ]+$/, 'No HP hanya boleh angka')),
  no_identitas: requiredText('No Identitas', M.noIdentitasEmpty, 30),
  tgl_lahir: optionalBirthDate,
  kode_member: kodeMemberInput,
  detail_barang: pieces,
  jumlah_hutang: rupiah('Jumlah Hutang', { min: 1, message: M.jumlahHutangEmpty }),
  otorisasi: approvalIds,
});
export type CreatePawnRequest = z.input<typeof createPawnRequest>;
export type CreatePawnInput = z.output<typeof createPawnRequest>;

// ---------------------------------------------------------------- a loan as read

export const pawnPieceRow = z.object({
  urut: z.number(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kadar: z.number(),
  berat: z.string(),
  berat_batu: z.string(),
  berat_emas: z.string(),
  kode_kondisi: z.string(),
  taksiran: z.number(),
  keterangan: z.string(),
  status: z.string(),
  /** the item the piece became when its loan was auctioned into stock */
  kode_barcode: z.string().nullable().optional(),
  /** the piece has a photo (GET /api/hutang/:no/foto/:urut) */
  ada_foto: z.boolean(),
});
export const pawnPaymentRow = z.object({
  no_bayar: z.string(),
  tgl_system: z.string(),
  jenis: z.enum(PAWN_PAYMENT_KINDS),
  pokok: z.number(),
  bunga: z.number(),
  biaya: z.number(),
  total: z.number(),
  periode: z.number(),
  bunga_persen: z.number(),
  status: z.string(),
  input_by: z.string(),
});

/** The loan of spec 000 §3 with what the product adds (terms, state, today's figures). */
export const pawnLoan = z.object({
  no_faktur_hutang: z.string(),
  kode_toko: z.string(),
  nama_customer: z.string(),
  alamat_customer: z.string(),
  no_hp: z.string(),
  /** the member the loan was written for (null: a walk-in customer) */
  kode_member: z.string().nullable().optional(),
  no_identitas: z.string(),
  tgl_hutang: z.string(),
  tgl_lunas: z.string().nullable(),
  tgl_jatuh_tempo: z.string(),
  lama_pinjam: z.number(),
  kode_sales: z.string(),
  jumlah_hutang: z.number(),
  /** principal at the loan date */
  jumlah_hutang_awal: z.number(),
  /** rate % per period */
  bunga: z.number(),
  /** interest of one period at the current terms */
  bunga_rp: z.number(),
  /** interest paid so far */
  bunga_pinjam: z.number(),
  /** paid at redemption (principal + interest + fees), 0 while open */
  total_bayar: z.number(),
  hari_periode: z.number(),
  min_periode: z.number(),
  periode_dibayar: z.number(),
  biaya_admin: z.number(),
  taksiran: z.number(),
  plafond: z.number(),
  status: z.enum(PAWN_STATUSES),
  keadaan: z.string(),
  valid: z.boolean(),
  input_by: z.string(),
  /** interest due today and the redemption total today (open loans) */
  bunga_hari_ini: z.number(),
  total_tebus_hari_ini: z.number(),
  /** what BAYAR BUNGA takes today and the due date it gives (open loans; di_muka: the next period in advance) */
  bayar_bunga: z.object({ periode: z.number(), bunga: z.number(), di_muka: z.boolean(), tgl_jatuh_tempo: z.string() }).nullable(),
  /** what an auction fetched (JUAL: the price, STOK: the appraisal the stock took), null before */
  harga_lelang: z.number().nullable(),
  /** the least an auction may fetch today without a supervisor: principal + interest due (open loans, else 0) */
  lelang_minimal: z.number(),
  detail_barang: z.array(pawnPieceRow),
  pembayaran: z.array(pawnPaymentRow),
});
export type PawnLoan = z.infer<typeof pawnLoan>;
export const pawnLoanResponse = envelope(pawnLoan);
export const pawnParams = z.object({ no_faktur_hutang: noHutang });

/** GET /api/hutang: search by number or customer and status. */
export const pawnListQuery = z.object({
  q: z.preprocess(blank, z.string().trim().max(100).optional()),
  status: z.preprocess((v) => blank(v) ?? 'SEMUA', z.enum(PAWN_SEARCH_STATUSES, { error: 'Status tidak valid' })),
});
export const pawnListRow = pawnLoan.omit({ detail_barang: true, pembayaran: true }).extend({ jumlah_barang: z.number(), total_berat: z.string() });
export type PawnListRow = z.infer<typeof pawnListRow>;
export const pawnListResponse = envelope(z.array(pawnListRow));

// ---------------------------------------------------------------- payments

/** A payment on an open loan carries the form's idempotency key: the same payment sent twice is written once. */
export const pawnActionRequest = z.object({ no_faktur_hutang: noHutang, idempotency_key: optionalIdempotencyKey });
export const renewPawnRequest = z.object({
  no_faktur_hutang: noHutang,
  bunga_baru: z.preprocess(
    blank,
    z.coerce.number({ error: M.newInterestEmpty }).min(0.01, M.newInterestEmpty).max(100, 'Tidak Boleh Melebihi 100 !'),
  ),
  jumlah_hutang_baru: z.preprocess(blank, rupiah('Jumlah Hutang', { min: 1 }).optional()),
  otorisasi: approvalIds,
  idempotency_key: optionalIdempotencyKey,
});
export type RenewPawnRequest = z.input<typeof renewPawnRequest>;
export const payPrincipalRequest = z.object({ no_faktur_hutang: noHutang, jumlah: rupiah('Jumlah', { min: 1, message: M.principalEmpty }), idempotency_key: optionalIdempotencyKey });
export const cancelRedemptionRequest = z.object({
  no_faktur_hutang: noHutang,
  alasan: requiredText('Alasan', M.alasanEmpty, 200),
  otorisasi: approvalIds,
});
/** /lelang-hutang: an auction of today cancelled, with a supervisor's approval BATAL_LELANG_HUTANG. */
export const cancelAuctionRequest = cancelRedemptionRequest;
export type CancelAuctionRequest = z.input<typeof cancelAuctionRequest>;
/**
 * BAYAR BUNGA. With nothing due (interest paid up to today) the payment is the next period in advance, which the
 * cashier must confirm (`di_muka`), so a payment taken twice by mistake is refused.
 */
export const payInterestRequest = z.object({ no_faktur_hutang: noHutang, di_muka: z.boolean({ error: 'Di Muka tidak valid' }).optional(), idempotency_key: optionalIdempotencyKey });
/**
 * /lelang-hutang: JUAL records the pieces' sale at harga_lelang (cash in); STOK moves them into the shop's stock as new
 * items (new barcodes) in the tray kode_baki (else the first active tray of the store's first TOKO warehouse) and the
 * jenis (department) kode_dept (else the store's first by code).
 */
export const auctionRequest = z
  .object({
    no_faktur_hutang: noHutang,
    cara: z.preprocess((v) => blank(v) ?? 'JUAL', z.enum(PAWN_AUCTION_WAYS, { error: M.auctionWayInvalid })),
    harga_lelang: z.preprocess(blank, rupiah('Harga Lelang', { min: 1, message: M.hargaLelangEmpty }).optional()),
    kode_baki: z.preprocess(blank, requiredCode('Kode Baki').optional()),
    kode_dept: z.preprocess(blank, requiredCode('Kode Jenis').optional()),
    /** below the principal plus the interest owed (JUAL: the price, STOK: the appraisal) an approval LELANG_DIBAWAH_POKOK */
    otorisasi: approvalIds,
    idempotency_key: optionalIdempotencyKey,
  })
  .superRefine((v, ctx) => {
    if (v.cara === 'JUAL' && v.harga_lelang === undefined) ctx.addIssue({ code: 'custom', path: ['harga_lelang'], message: M.hargaLelangEmpty });
  });
export type AuctionRequest = z.input<typeof auctionRequest>;
export type AuctionInput = z.output<typeof auctionRequest>;
export const validatePawnRequest = z.object({ no_faktur_hutang: z.array(noHutang).min(1, M.noPinjamEmpty).max(200) });
export const pawnValidationQuery = z.object({ tanggal: z.preprocess(blank, isoDate('Tanggal').optional()) });
export const pawnValidateResponse = envelope(z.object({ jumlah: z.number() }));

// ---------------------------------------------------------------- dashboard and reports

export const pawnDashboard = z.object({
  tanggal: z.string(),
  hutang_aktif: z.number(),
  jatuh_tempo_minggu_ini: z.number(),
  telat: z.number(),
  total_pinjaman: z.number(),
  total_berat: z.string(),
});
export const pawnDashboardResponse = envelope(pawnDashboard);

export const PENEBUSAN_SORTS = ['tgl_hutang', 'tgl_lunas', 'no_faktur_hutang'] as const;
/** GET hutang/report-penebusan-detail (spec 000 §7): tgl_from, tgl_to, no_pinjam, sort_by (default tgl_hutang). */
export const penebusanDetailQuery = z.object({
  tgl_from: isoDate('Tanggal Awal'),
  tgl_to: isoDate('Tanggal Akhir'),
  no_pinjam: z.preprocess((v) => blank(v) ?? 'ALL', z.string().trim().max(60).transform((v) => v.toUpperCase())),
  sort_by: z.preprocess((v) => blank(v) ?? 'tgl_hutang', z.enum(PENEBUSAN_SORTS, { error: 'Sort By Tidak Boleh Kosong' })),
  /** the head-office store picker: a store code or 'ALL' (checked by the report kit's store rule) */
  kode_toko: z.string().optional(),
});
export const penebusanDetailRow = z.object({
  /** the store of the row: an all-store answer (head office, kode_toko=ALL) is grouped by it */
  kode_toko: z.string(),
  no_faktur_hutang: z.string(),
  nama_customer: z.string(),
  alamat_customer: z.string(),
  tgl_hutang: z.string(),
  tgl_lunas: z.string(),
  lama_pinjam: z.number(),
  hari: z.number(),
  kode_sales: z.string(),
  jumlah_hutang: z.number(),
  bunga: z.number(),
  bunga_rp: z.number(),
  bunga_pinjam: z.number(),
  /** spec 000 §9: bunga_rp x 30 / days / principal x 100 */
  bunga_efektif: z.number(),
  total_bayar: z.number(),
  detail_barang: z.array(z.object({ nama_barang: z.string(), berat: z.string() })),
});
export type PenebusanDetailRow = z.infer<typeof penebusanDetailRow>;
export const penebusanDetailResponse = envelope(z.array(penebusanDetailRow));
