import { z } from 'zod';
import { percentToHundredths } from '../sales/pricing';
import { isoDate } from '../schemas/common';
import { CICILAN_DENDA_JENIS, CICILAN_PEMBULATAN, CICILAN_TENOR_MAX, CICILAN_TENOR_MIN } from './constants';
import type { CicilanTerms } from './rules';

/**
 * The instalment parameters (issue 33, para-cicilan): one row per tenor offered, dated (tgl_berlaku) and per store.
 * The rows of the latest tgl_berlaku not after a plan's date are in force for it (`rowsInForce` of the pawn rules);
 * the plan copies its tenor's row, so a later change never touches an open plan. Percents are hundredths of a percent.
 */
const hundredths = (label: string, max = 10_000) =>
  z
    .number({ error: `${label} tidak valid` })
    .int(`${label} maksimal 2 desimal`)
    .min(0, `${label} tidak boleh minus`)
    .max(max, `${label} tidak boleh melebihi ${max / 100}%`);

const rupiah = (label: string) => z.number({ error: `${label} tidak valid` }).int(`${label} harus rupiah bulat`).min(0, `${label} tidak boleh minus`).max(Number.MAX_SAFE_INTEGER);

export const cicilanTermsSchema = z
  .object({
    tenorBulan: z
      .number({ error: 'Tenor tidak valid' })
      .int('Tenor harus bulan bulat')
      .min(CICILAN_TENOR_MIN, `Tenor ${CICILAN_TENOR_MIN} sampai ${CICILAN_TENOR_MAX} bulan`)
      .max(CICILAN_TENOR_MAX, `Tenor ${CICILAN_TENOR_MIN} sampai ${CICILAN_TENOR_MAX} bulan`),
    marginHundredths: hundredths('Margin'),
    minDpHundredths: hundredths('Minimal DP', 9_900),
    biayaAdmin: rupiah('Biaya Admin'),
    dendaJenis: z.enum(CICILAN_DENDA_JENIS, { error: 'Jenis Denda harus HARIAN atau ANGSURAN' }),
    dendaHundredths: hundredths('Denda'),
    dendaMaksHundredths: hundredths('Maksimal Denda'),
    masaTenggang: z.number({ error: 'Masa Tenggang tidak valid' }).int('Masa Tenggang harus hari bulat').min(0, 'Masa Tenggang tidak boleh minus').max(90, 'Masa Tenggang maksimal 90 hari'),
    gagalSetelah: z.number({ error: 'Gagal Bayar Setelah tidak valid' }).int('Gagal Bayar Setelah harus angsuran bulat').min(1, 'Gagal Bayar Setelah minimal 1 angsuran').max(CICILAN_TENOR_MAX, `Gagal Bayar Setelah maksimal ${CICILAN_TENOR_MAX} angsuran`),
    potonganPelunasanHundredths: hundredths('Potongan Pelunasan'),
    pembulatan: z.number({ error: 'Pembulatan tidak valid' }).refine((v) => (CICILAN_PEMBULATAN as readonly number[]).includes(v), 'Pembulatan harus 1, 100, 500 atau 1000'),
  })
  .refine((t) => t.dendaMaksHundredths >= t.dendaHundredths || t.dendaJenis === 'HARIAN', { message: 'Maksimal Denda tidak boleh kurang dari Denda', path: ['dendaMaksHundredths'] });

/** One dated row of the parameters: the tenor's terms with its date. */
export const cicilanParameterSchema = cicilanTermsSchema.and(z.object({ tgl_berlaku: isoDate('Tanggal Berlaku') }));
export type CicilanParameter = CicilanTerms & { tgl_berlaku: string };

/** A set of rows in force on one date: each tenor offered once. */
export const cicilanParameterSetSchema = z
  .array(cicilanParameterSchema)
  .min(1, 'Parameter Cicilan Belum Ada')
  .refine((rows) => new Set(rows.map((r) => r.tenorBulan)).size === rows.length, 'Tenor tidak boleh dobel pada tanggal berlaku yang sama');

/**
 * A stored row of para_cicilan (percents numeric with 2 decimals, as the master screen takes them) as terms, or null
 * when a value is out of range.
 */
export type ParaCicilanRow = {
  tgl_berlaku: string;
  tenor_bulan: number | string;
  margin_persen: number | string;
  min_dp_persen: number | string;
  biaya_admin: number | string;
  denda_jenis: string;
  denda_persen: number | string;
  denda_maks_persen: number | string;
  masa_tenggang: number | string;
  gagal_setelah: number | string;
  potongan_pelunasan_persen: number | string;
  pembulatan: number | string;
};

export function cicilanTermsOf(row: ParaCicilanRow): CicilanParameter | null {
  const parsed = cicilanParameterSchema.safeParse({
    tgl_berlaku: String(row.tgl_berlaku).slice(0, 10),
    tenorBulan: Number(row.tenor_bulan),
    marginHundredths: percentToHundredths(row.margin_persen) ?? -1,
    minDpHundredths: percentToHundredths(row.min_dp_persen) ?? -1,
    biayaAdmin: Number(row.biaya_admin),
    dendaJenis: row.denda_jenis,
    dendaHundredths: percentToHundredths(row.denda_persen) ?? -1,
    dendaMaksHundredths: percentToHundredths(row.denda_maks_persen) ?? -1,
    masaTenggang: Number(row.masa_tenggang),
    gagalSetelah: Number(row.gagal_setelah),
    potonganPelunasanHundredths: percentToHundredths(row.potongan_pelunasan_persen) ?? -1,
    pembulatan: Number(row.pembulatan),
  });
  return parsed.success ? (parsed.data as CicilanParameter) : null;
}
