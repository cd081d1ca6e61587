import { z } from 'zod';
import { envelope } from '../schemas/common';
import { parseCaratToMct, type MilliCarats } from './carat';
import { STONE_BUYBACK_RULES } from './buyback';
import { BERLIAN_MESSAGES } from './messages';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Carats on the wire: a number or text with at most 3 decimals, not 0; answers milli-carats. */
export const caratInput = z.preprocess(
  blank,
  z.union([z.number(), z.string()], { error: BERLIAN_MESSAGES.caratRequired }).transform((v, ctx): MilliCarats => {
    const mct = parseCaratToMct(v);
    if (mct === null) {
      ctx.addIssue({ code: 'custom', message: BERLIAN_MESSAGES.caratInvalid });
      return z.NEVER;
    }
    if (mct === 0) {
      ctx.addIssue({ code: 'custom', message: BERLIAN_MESSAGES.caratRequired });
      return z.NEVER;
    }
    return mct;
  }),
);

function codeText(label: string) {
  return z
    .string({ error: `${label} Tidak Boleh Kosong` })
    .trim()
    .max(10, `${label} maksimal 10 karakter`)
    .transform((v) => v.toUpperCase());
}
const code = (label: string) => z.preprocess(blank, codeText(label));
const optionalCode = (label: string) => z.preprocess(blank, codeText(label).optional());

function text(label: string, max: number) {
  return z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: `${label} tidak valid` }).trim().max(max, `${label} maksimal ${max} karakter`).transform((v) => v.toUpperCase()),
  );
}

/**
 * One stone line of a diamond piece (the original's 'Tambah Batu'): the stone type, how many, their carats
 * together, size, and the grades by the stone masters' codes (checked against the masters by the server).
 */
export const stoneLineInput = z.object({
  jenis_batu: text('Jenis Batu', 30).refine((v) => v.length > 0, 'Jenis Batu Tidak Boleh Kosong'),
  jumlah: z.preprocess(
    blank,
    z.coerce.number({ error: BERLIAN_MESSAGES.countRequired }).int('Jumlah batu harus bilangan bulat').min(1, BERLIAN_MESSAGES.countRequired).max(9999, 'Jumlah batu maksimal 9999'),
  ),
  karat: caratInput,
  size: text('Size', 20),
  kode_shape: code('Shape'),
  kode_color: code('Color'),
  kode_clarity: code('Clarity'),
  kode_cutgrade: optionalCode('Cut Grade'),
  kode_polish: optionalCode('Polish'),
  kode_symmetry: optionalCode('Symmetry'),
  kode_fluorescence: optionalCode('Fluorescence'),
});
export type StoneLineRequest = z.input<typeof stoneLineInput>;
export type StoneLine = z.output<typeof stoneLineInput>;

/** Certificate labs offered first; another lab is typed. */
export const CERTIFICATE_LABS = ['GIA', 'IGI', 'HRD'] as const;

/** The certificate of a piece: lab and number together, or neither; the number is unique in the chain. */
export const certificateInput = z
  .object({
    lab_sertifikat: text('Lab Sertifikat', 20),
    no_sertifikat: text('No Sertifikat', 40),
  })
  .superRefine((v, ctx) => {
    if ((v.lab_sertifikat === '') !== (v.no_sertifikat === '')) ctx.addIssue({ code: 'custom', path: ['no_sertifikat'], message: BERLIAN_MESSAGES.certificateRequired });
  });

/** The stones of a piece in stock, added at once (stage after receiving). */
export const addStonesRequest = z.object({
  batu: z.array(stoneLineInput, { error: BERLIAN_MESSAGES.stonesRequired }).min(1, BERLIAN_MESSAGES.stonesRequired).max(50, 'Batu maksimal 50 baris'),
  lab_sertifikat: z.unknown().optional(),
  no_sertifikat: z.unknown().optional(),
}).transform((v, ctx) => {
  const cert = certificateInput.safeParse({ lab_sertifikat: v.lab_sertifikat, no_sertifikat: v.no_sertifikat });
  if (!cert.success) {
    for (const issue of cert.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return { batu: v.batu, ...cert.data };
});
export type AddStonesRequest = z.input<typeof addStonesRequest>;

/** The store's stated rule for the stones of a piece bought back. */
export const stoneBuyBackRuleInput = z.object({
  kind: z.enum(STONE_BUYBACK_RULES, { error: 'Aturan batu harus PERSEN, GRID atau NOL' }),
  persen: z.number().int().min(0).max(10000, BERLIAN_MESSAGES.buybackPercentOver).default(0),
  batasHargaJual: z.boolean().default(true),
});

/** A stone line as answered: carats as a number with 3 decimals. */
export const stoneLineRow = z.object({
  urut: z.number(),
  jenis_batu: z.string(),
  jumlah: z.number(),
  karat: z.number(),
  size: z.string(),
  kode_shape: z.string(),
  kode_color: z.string(),
  kode_clarity: z.string(),
  kode_cutgrade: z.string(),
  kode_polish: z.string(),
  kode_symmetry: z.string(),
  kode_fluorescence: z.string(),
});
export type StoneLineRow = z.infer<typeof stoneLineRow>;

/** The stones of a piece in stock: its lines, the carats together, gross, stones' and net gold weight (grams, 3 decimals), certificate. */
export const itemStonesRow = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  berat: z.string(),
  berat_batu: z.string(),
  berat_emas: z.string(),
  total_karat: z.number(),
  batu: z.array(stoneLineRow),
  sertifikat: z.object({ lab_sertifikat: z.string(), no_sertifikat: z.string() }).nullable(),
});
export type ItemStonesRow = z.infer<typeof itemStonesRow>;
export const itemStonesResponse = envelope(itemStonesRow);
