import { z } from 'zod';
import { optionalIdempotencyKey } from '../sales/fields';
import { envelope } from '../schemas/common';
import { codeOrAll, reportQuery } from '../validators/report-query';
import { supplierLine } from '../receiving/schemas';
import { KIRIM_MAX_LINES } from '../receiving/constants';
import { certificateInput, stoneLineInput, stoneLineRow } from './schemas';
import { BERLIAN_MESSAGES } from './messages';
import { BERLIAN_STOCK_MESSAGES } from './stock-messages';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

function codeOf(label: string, message: string) {
  return z.preprocess(blank, z.string({ error: message }).trim().min(1, message).max(30, `${label} maksimal 30 karakter`).transform((v) => v.toUpperCase()));
}

/** Integer rupiah, more than 0 (a diamond piece's cost). */
const modalInput = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : blank(v)),
  z.number({ error: BERLIAN_STOCK_MESSAGES.modalRequired }).int('Harga Modal harus bilangan bulat').min(1, BERLIAN_STOCK_MESSAGES.modalRequired).max(1e13, 'Harga Modal terlalu besar'),
);

/** A diamond piece received from a diamond supplier: the supplier line, its cost, its stones and its certificate. */
export const berlianLine = supplierLine
  .extend({
    harga_modal: modalInput,
    batu: z.array(stoneLineInput, { error: BERLIAN_MESSAGES.stonesRequired }).min(1, BERLIAN_MESSAGES.stonesRequired).max(50, 'Batu maksimal 50 baris'),
    lab_sertifikat: z.unknown().optional(),
    no_sertifikat: z.unknown().optional(),
  })
  .transform((v, ctx) => {
    const cert = certificateInput.safeParse({ lab_sertifikat: v.lab_sertifikat, no_sertifikat: v.no_sertifikat });
    if (!cert.success) {
      for (const issue of cert.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return { ...v, ...cert.data };
  });
export type BerlianLineRequest = z.input<typeof berlianLine>;
export type BerlianLineInput = z.output<typeof berlianLine>;

/** POST penerimaan-barang/berlian: diamond pieces from a diamond supplier, received in one go. */
export const terimaBerlianRequest = z
  .object({
    kode_supplier: codeOf('Kode Supplier', BERLIAN_STOCK_MESSAGES.supplierRequired),
    no_faktur_supplier: z.preprocess(blank, z.string({ error: 'No Faktur Supplier Tidak Boleh Kosong' }).trim().min(1, 'No Faktur Supplier Tidak Boleh Kosong').max(60).transform((v) => v.toUpperCase())),
    kode_gudang: z.preprocess(blank, z.string().trim().max(30).transform((v) => v.toUpperCase()).optional()),
    kode_baki: codeOf('Kode Baki', 'Kode Baki Tidak Boleh Kosong'),
    barang: z.array(berlianLine, { error: 'Isi paling sedikit satu barang' }).min(1, 'Isi paling sedikit satu barang').max(KIRIM_MAX_LINES),
    idempotency_key: optionalIdempotencyKey,
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.barang.forEach((b, i) => {
      if (!b.no_sertifikat) return;
      const key = `${b.lab_sertifikat}|${b.no_sertifikat}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['barang', i, 'no_sertifikat'], message: BERLIAN_STOCK_MESSAGES.certificateTwice });
      seen.add(key);
    });
  });
export type TerimaBerlianRequest = z.input<typeof terimaBerlianRequest>;
export type TerimaBerlianInput = z.output<typeof terimaBerlianRequest>;

/** Each diamond report's GET path under /api. */
export const BERLIAN_REPORT_PATHS = { bukuBerlian: 'laporan/buku-berlian' } as const;

/** Laporan Buku Berlian's status filter: where the piece is now. */
export const BUKU_BERLIAN_FILTER = ['ALL', 'READY', 'TERJUAL', 'KIRIM', 'BATAL', 'TITIP', 'CICIL', 'CONTOH', 'HANCUR'] as const;
/** GET laporan/buku-berlian: the diamond pieces received in the period, by type (jenis), supplier and status. */
export const bukuBerlianQuery = reportQuery({ filter: BUKU_BERLIAN_FILTER, extra: { kode_dept: codeOrAll('Jenis'), kode_supplier: codeOrAll('Supplier') } });

export const bukuBerlianEvent = z.object({ tgl_system: z.string(), jenis: z.string(), no_ref: z.string(), keterangan: z.string() });
export const bukuBerlianRow = z.object({
  kode_toko: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_dept: z.string(),
  kode_group: z.string(),
  status: z.string(),
  tgl_terima: z.string(),
  kode_supplier: z.string(),
  nama_supplier: z.string(),
  no_faktur_supplier: z.string(),
  berat: z.number(),
  total_karat: z.number(),
  harga_modal: z.number(),
  harga_jual: z.number(),
  lab_sertifikat: z.string(),
  no_sertifikat: z.string(),
  /** the stones in one line of text, e.g. '1 RD 0.500ct G/VS1; 12 RD 0.120ct F/VVS2' */
  ringkasan_batu: z.string(),
  /** the piece's life in one line of text, oldest first, e.g. '2026-11-01 TERIMA; 2026-11-03 JUAL' */
  riwayat: z.string(),
  batu: z.array(stoneLineRow),
  mutasi: z.array(bukuBerlianEvent),
});
export type BukuBerlianRow = z.infer<typeof bukuBerlianRow>;
export const bukuBerlianResponse = envelope(z.array(bukuBerlianRow));

/** GET barang-batu/ringkasan?kode_barcode=A,B: the diamond summary of pieces, for their labels. */
export const stoneSummaryQuery = z.object({
  kode_barcode: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((c) => c.trim().toUpperCase()).filter((c) => c !== '') : v),
    z.array(z.string().max(30), { error: 'Kode Barcode Tidak Boleh Kosong' }).min(1, 'Kode Barcode Tidak Boleh Kosong').max(500, 'Kode Barcode maksimal 500'),
  ),
});
/** A diamond piece on a label: its carats together and the colour and clarity of its main stone. */
export const stoneSummaryRow = z.object({ kode_barcode: z.string(), total_karat: z.number(), kode_color: z.string(), kode_clarity: z.string() });
export type StoneSummaryRow = z.infer<typeof stoneSummaryRow>;
export const stoneSummaryResponse = envelope(z.array(stoneSummaryRow));
