import { z } from 'zod';
import { optionalIdempotencyKey } from '../sales/fields';
import { isIsoDate } from '../format/date';
import { MESSAGES, requiredMessage } from '../messages/messages';
import { envelope } from '../schemas/common';
import { barcodeInput, barcodeListInput, beratInput, kadarInput, namaBarangInput, optionalRupiah } from '../stock/schemas';
import { barcodeTwiceMessage } from '../stock/messages';
import { FAKTUR_BERMASALAH_STATUSES, KIRIM_JENIS, KIRIM_MAX_LINES, KIRIM_STATUSES, MASALAH_JENIS, STATUS_PENGIRIMAN, TERIMA_STATUSES } from './constants';
import { RECEIVING_MESSAGES } from './messages';
import { SUPPLIER_MESSAGES } from '../suppliers/messages';

/** Missing, null and blank text read as undefined, so required fields get their message. */
function blank(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

function code(label: string, message = requiredMessage(label)) {
  return z.preprocess(
    blank,
    z
      .string({ error: message })
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

function documentNo(message: string) {
  return z.preprocess(blank, z.string({ error: message }).trim().max(60, message).transform((v) => v.toUpperCase()));
}

function text(label: string, max: number, message: string) {
  return z.preprocess(blank, z.string({ error: message }).trim().max(max, `${label} maksimal ${max} karakter`));
}

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

const optionalDate = z.preprocess(blank, z.string().refine((v) => isIsoDate(v), MESSAGES.dateInvalid).optional());

// ---------------------------------------------------------------- shipments

/** POST kirim-barang: items of the caller's store sent to another store of the chain. */
export const kirimBarangRequest = z.object({
  kode_toko_tujuan: code('Toko Tujuan', RECEIVING_MESSAGES.tokoTujuanRequired),
  kode_barcode: barcodeListInput,
  keterangan: z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().max(200, 'Keterangan maksimal 200 karakter')),
  /** KIRIM_BARANG_MODULE on: the courier and its service (required then; the server checks), the tracking number and the cost */
  kode_logistik: optionalCode('Kode Logistik'),
  kode_ekspedisi: optionalCode('Kode Ekspedisi'),
  no_resi: optionalText('No Resi', 60),
  /** paid in cash from the sender's drawer when the shipment is written (kas_mutasi KAS KELUAR, docs/decisions.md) */
  biaya_kirim: optionalRupiah('Biaya Kirim'),
  idempotency_key: optionalIdempotencyKey,
});
export type KirimBarangRequest = z.input<typeof kirimBarangRequest>;

export const noKirimQuery = z.object({ no_kirim: documentNo(RECEIVING_MESSAGES.noKirimRequired) });
export const noKirimParams = noKirimQuery;

/** A line of a shipment, as shipped (berat_terima once received). */
export const kirimDetailRow = z.object({
  kode_barcode: z.string().nullable(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  berat: z.number(),
  kadar: z.number(),
  harga_jual: z.number(),
  ongkos: z.number(),
  size: z.string(),
  kode_intern: z.string(),
  /** after a receipt: the weight received, and whether the line was found */
  berat_terima: z.number().nullable(),
  status_terima: z.enum(['DITERIMA', 'TIDAK_ADA']).nullable(),
});
export type KirimDetailRow = z.infer<typeof kirimDetailRow>;

export const kirimRow = z.object({
  no_kirim: z.string(),
  jenis: z.enum(KIRIM_JENIS),
  kode_toko_asal: z.string().nullable(),
  nama_toko_asal: z.string(),
  kode_toko_tujuan: z.string(),
  nama_supplier: z.string(),
  /** a supplier delivery: the supplier of the master (SUPPLIER_BARANG_MODULE) and the cost per gram (issue 35) */
  kode_supplier: z.string().nullable().default(null),
  harga_per_gram: z.number().default(0),
  no_faktur_supplier: z.string(),
  tgl_kirim: z.string(),
  keterangan: z.string(),
  status: z.enum(KIRIM_STATUSES),
  no_terima: z.string().nullable(),
  tgl_terima: z.string().nullable(),
  total_qty: z.number(),
  total_berat: z.number(),
  input_by: z.string(),
  created_at: z.string(),
  /** the shipping module: courier, service, tracking number, cost, journey and the destination's address */
  kode_logistik: z.string().nullable().default(null),
  kode_ekspedisi: z.string().nullable().default(null),
  no_resi: z.string().default(''),
  biaya_kirim: z.number().default(0),
  status_pengiriman: z.enum(STATUS_PENGIRIMAN).nullable().default(null),
  alamat_tujuan: z.string().default(''),
});
export type KirimRow = z.infer<typeof kirimRow>;
export type KirimWithDetail = KirimRow & { detail: KirimDetailRow[] };

export const kirimResponse = envelope(kirimRow.extend({ detail: z.array(kirimDetailRow) }));
export const kirimListResponse = envelope(z.array(kirimRow));

/** PUT kirim-barang/:no_kirim/perjalanan: the courier has the box (DALAM_PERJALANAN); the tracking number may be set or corrected. */
export const perjalananRequest = z.object({ no_resi: optionalText('No Resi', 60) });

/** GET kirim-barang/selisih: the missing pieces of shipments sent from or to the store (both stores see them). */
export const selisihQuery = z.object({ tgl_from: optionalDate, tgl_to: optionalDate });
export const selisihRow = z.object({
  no_kirim: z.string(),
  no_terima: z.string(),
  no_faktur: z.string(),
  tgl_kirim: z.string(),
  tgl_terima: z.string(),
  kode_toko_asal: z.string(),
  kode_toko_tujuan: z.string(),
  kode_logistik: z.string().nullable(),
  no_resi: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  berat_kirim: z.number(),
  status_faktur: z.enum(FAKTUR_BERMASALAH_STATUSES),
});
export type SelisihRow = z.infer<typeof selisihRow>;
export const selisihListResponse = envelope(z.array(selisihRow));

// ---------------------------------------------------------------- the box count

const scanItem = z.object({ kode_barcode: z.string(), nama_barang: z.string(), berat: z.number() });
export type ScanItem = z.infer<typeof scanItem>;

/** The count of a shipment's box: found, missing and unexpected barcodes. */
export const scanState = z.object({
  no_kirim: z.string(),
  ditemukan: z.array(scanItem),
  tidak_ada: z.array(scanItem),
  tidak_terdaftar: z.array(scanItem),
  jumlah_ditemukan: z.number(),
  jumlah_tidak_ada: z.number(),
  jumlah_tidak_terdaftar: z.number(),
});
export type ScanState = z.infer<typeof scanState>;
export const scanStateResponse = envelope(scanState);
export const scanRequest = z.object({ kode_barcode: barcodeInput });

// ---------------------------------------------------------------- receiving

/** POST penerimaan-barang: a pending chain shipment into a warehouse and tray of the receiving store. */
export const terimaRequest = z.object({
  idempotency_key: optionalIdempotencyKey,
  no_kirim: documentNo(RECEIVING_MESSAGES.noKirimRequired),
  kode_gudang: optionalCode('Kode Gudang'),
  kode_baki: code('Kode Baki'),
  /** the weight weighed at reception, per line; a line left out is taken at its shipped weight */
  detail: z
    .array(z.object({ kode_barcode: barcodeInput, berat: beratInput }))
    .max(KIRIM_MAX_LINES)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((r, i) => {
        if (seen.has(r.kode_barcode)) ctx.addIssue({ code: 'custom', path: [i, 'kode_barcode'], message: barcodeTwiceMessage(r.kode_barcode) });
        seen.add(r.kode_barcode);
      });
    })
    .optional(),
});
export type TerimaRequest = z.input<typeof terimaRequest>;
export type TerimaInput = z.output<typeof terimaRequest>;

/** A line of a supplier delivery. */
export const supplierLine = z.object({
  nama_barang: namaBarangInput,
  kode_group: code('Kode Group'),
  kode_dept: code('Kode Jenis'),
  berat: beratInput,
  kadar: kadarInput,
  harga_jual: optionalRupiah('Harga Jual'),
  ongkos: optionalRupiah('Ongkos'),
  size: optionalText('Size', 20),
  kode_intern: optionalText('Kode Intern', 30),
});
export type SupplierLineInput = z.output<typeof supplierLine>;

/** POST penerimaan-barang/supplier: a supplier delivery typed and received in one go. */
export const terimaSupplierRequest = z.object({
  /** the supplier's name typed, when SUPPLIER_BARANG_MODULE is off (required then; the server checks) */
  nama_supplier: optionalText('Nama Supplier', 100),
  /** the supplier of the master (supplier-barang), when SUPPLIER_BARANG_MODULE is on (required then) */
  kode_supplier: optionalCode('Kode Supplier'),
  /** the cost per gram of the delivery (whole rupiah), from the supplier's invoice */
  harga_per_gram: z.preprocess(
    (v) => {
      const b = blank(v);
      return typeof b === 'string' && /^\d+$/.test(b.trim()) ? Number(b.trim()) : b;
    },
    z
      .number({ error: SUPPLIER_MESSAGES.hargaModalRequired })
      .int(SUPPLIER_MESSAGES.hargaModalInvalid)
      .positive(SUPPLIER_MESSAGES.hargaModalRequired)
      .max(100_000_000, SUPPLIER_MESSAGES.hargaModalTooHigh),
  ),
  no_faktur_supplier: text('No Faktur Supplier', 60, RECEIVING_MESSAGES.noFakturSupplierRequired).transform((v) => v.toUpperCase()),
  kode_gudang: optionalCode('Kode Gudang'),
  kode_baki: code('Kode Baki'),
  barang: z.array(supplierLine, { error: RECEIVING_MESSAGES.noLines }).min(1, RECEIVING_MESSAGES.noLines).max(KIRIM_MAX_LINES),
  idempotency_key: optionalIdempotencyKey,
});
export type TerimaSupplierRequest = z.input<typeof terimaSupplierRequest>;
export type TerimaSupplierInput = z.output<typeof terimaSupplierRequest>;

export const terimaRow = z.object({
  no_terima: z.string(),
  no_kirim: z.string(),
  jenis: z.enum(KIRIM_JENIS),
  kode_toko_asal: z.string().nullable(),
  nama_pengirim: z.string(),
  tgl_system: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  status: z.enum(TERIMA_STATUSES),
  total_qty: z.number(),
  total_berat: z.number(),
  input_by: z.string(),
  created_at: z.string(),
  alasan_batal: z.string(),
  /** the problem invoice the receipt raised, if any */
  no_faktur_bermasalah: z.string().nullable(),
});
export type TerimaRow = z.infer<typeof terimaRow>;

export const terimaLineRow = z.object({ kode_barcode: z.string(), nama_barang: z.string(), berat_kirim: z.number(), berat_terima: z.number() });
export type TerimaLineRow = z.infer<typeof terimaLineRow>;

export const terimaResponse = envelope(terimaRow.extend({ detail: z.array(terimaLineRow) }));
export const terimaListResponse = envelope(z.array(terimaRow));
export const terimaListQuery = z.object({ tgl_from: optionalDate, tgl_to: optionalDate });

export const batalTerimaRequest = z.object({
  no_terima: documentNo(RECEIVING_MESSAGES.noTerimaRequired),
  alasan: text('Alasan', 200, RECEIVING_MESSAGES.alasanRequired),
});
export type BatalTerimaRequest = z.input<typeof batalTerimaRequest>;

// ---------------------------------------------------------------- problem invoices

export const masalahRow = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  jenis: z.enum(MASALAH_JENIS),
  berat_kirim: z.number(),
  berat_terima: z.number(),
});
export type MasalahRow = z.infer<typeof masalahRow>;

export const fakturBermasalahRow = z.object({
  no_faktur: z.string(),
  no_kirim: z.string(),
  no_terima: z.string(),
  kode_toko_asal: z.string().nullable(),
  nama_pengirim: z.string(),
  tgl_system: z.string(),
  status: z.enum(FAKTUR_BERMASALAH_STATUSES),
  jumlah_tidak_ada: z.number(),
  jumlah_tidak_terdaftar: z.number(),
  jumlah_selisih_berat: z.number(),
  catatan: z.string(),
  selesai_by: z.string().nullable(),
  selesai_at: z.string().nullable(),
  created_at: z.string(),
  detail: z.array(masalahRow),
});
export type FakturBermasalahRow = z.infer<typeof fakturBermasalahRow>;

export const fakturBermasalahQuery = z.object({
  tgl_from: optionalDate,
  tgl_to: optionalDate,
  status: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' || v.trim().toUpperCase() === 'SEMUA' ? 'ALL' : v.trim().toUpperCase()) : (v ?? 'ALL')),
    z.enum([...FAKTUR_BERMASALAH_STATUSES, 'ALL'], { error: 'Status tidak valid' }),
  ),
});
export type FakturBermasalahQuery = z.output<typeof fakturBermasalahQuery>;

export const fakturBermasalahListResponse = envelope(z.array(fakturBermasalahRow));
export const fakturBermasalahResponse = envelope(fakturBermasalahRow);
export const noFakturParams = z.object({ no_faktur: documentNo('No Faktur Tidak Boleh Kosong') });
export const selesaiRequest = z.object({ catatan: text('Catatan', 500, RECEIVING_MESSAGES.catatanRequired) });
