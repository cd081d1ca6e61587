import { z } from 'zod';
import { addDays } from '../closing/rules';
import { daysBetween } from '../pawn/interest';
import { percentToHundredths } from '../sales/pricing';
import { reportQuery } from '../validators/report-query';
import { CICILAN_SOON_DAYS, type CicilanDendaJenis, type CicilanState, type CicilanStatus } from './constants';
import { cicilanState, instalmentCoverage, instalmentOwed, missedInstalments, paidOnInstalments, type Angsuran, type CicilanPlan } from './rules';

/**
 * The instalment reports on the report kit (issue 33): open plans, instalments due this week, late plans, the
 * collections per day by cash kategori, defaults and the margin earned. Each a query (the shared report validator)
 * and a row; the state of an open plan is the domain's `cicilanState` on its store's business date, not SQL.
 */

/** Each instalment report's GET path under /api, the one place the server registers it and the web fetches it. */
export const CICILAN_REPORT_PATHS = {
  aktif: 'laporan/cicilan-aktif',
  jatuhTempo: 'laporan/cicilan-jatuh-tempo',
  telat: 'laporan/cicilan-telat',
  penerimaan: 'laporan/penerimaan-cicilan',
  gagalBayar: 'laporan/cicilan-gagal-bayar',
  margin: 'laporan/margin-cicilan',
} as const;

/** The days "due this week" covers: the store's business date and the six after it. */
export const CICILAN_WEEK_DAYS = 7;

/** Laporan Cicilan Aktif: open plans (not handed over, cancelled or defaulted) now, by their state on the store's date. */
export const CICILAN_AKTIF_FILTER = ['ALL', 'AKTIF', 'JATUH_TEMPO', 'TELAT', 'GAGAL_BAYAR', 'LUNAS'] as const;
export const cicilanAktifQuery = reportQuery({ period: false, filter: CICILAN_AKTIF_FILTER });
export const cicilanAktifRow = z.object({
  /** the store of the row: an all-store answer (head office, kode_toko=ALL) is grouped by it */
  kode_toko: z.string(),
  no_faktur_cicil: z.string(),
  tgl_system: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  tenor_bulan: z.number(),
  harga_jual_cicil: z.number(),
  dp_rp: z.number(),
  cicilan_terbayar: z.number(),
  sisa_bayar: z.number(),
  nilai_angsuran: z.number(),
  /** the next instalment not fully paid (0: none) and its due date ('' none) */
  angsuran_ke: z.number(),
  tgl_jatuh_tempo: z.string(),
  /** instalments due on the store's date and not paid */
  tunggakan: z.number(),
  /** late fees owed */
  denda: z.number(),
  state: z.string(),
});
export type CicilanAktifRow = z.infer<typeof cicilanAktifRow>;

/** Laporan Cicilan Jatuh Tempo: instalments not fully paid due from the store's date through the six days after. */
export const cicilanJatuhTempoQuery = reportQuery({ period: false });
export const cicilanJatuhTempoRow = z.object({
  kode_toko: z.string(),
  no_faktur_cicil: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  ke: z.number(),
  tgl_jatuh_tempo: z.string(),
  /** days from the store's date to the due date (0: today) */
  hari: z.number(),
  nilai: z.number(),
  terbayar: z.number(),
  sisa: z.number(),
});
export type CicilanJatuhTempoRow = z.infer<typeof cicilanJatuhTempoRow>;

/** Laporan Cicilan Telat: open plans with an instalment past its due date unpaid (or late fees owed), defaults included. */
export const cicilanTelatQuery = reportQuery({ period: false });
export const cicilanTelatRow = z.object({
  kode_toko: z.string(),
  no_faktur_cicil: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  /** the oldest instalment past due and unpaid, and the days since */
  tgl_jatuh_tempo: z.string(),
  hari_telat: z.number(),
  /** instalments past due date + grace, unpaid (the default rule counts them) */
  angsuran_telat: z.number(),
  tunggakan: z.number(),
  denda: z.number(),
  total: z.number(),
  state: z.string(),
});
export type CicilanTelatRow = z.infer<typeof cicilanTelatRow>;

/** Laporan Penerimaan Cicilan: the instalment money per business day, one column per cash kategori (out rows negative). */
export const cicilanPenerimaanQuery = reportQuery({});
export const cicilanPenerimaanRow = z.object({
  kode_toko: z.string(),
  tgl_system: z.string(),
  dp: z.number(),
  bayar: z.number(),
  pelunasan_cepat: z.number(),
  /** refunds of cancelled and defaulted plans (money out, shown positive) */
  batal: z.number(),
  denda: z.number(),
  admin: z.number(),
  /** dp + bayar + pelunasan_cepat + denda + admin - batal */
  total: z.number(),
});
export type CicilanPenerimaanRow = z.infer<typeof cicilanPenerimaanRow>;

/** Laporan Cicilan Gagal Bayar: plans taken back in the period (DITARIK) and open plans in default now (MENUNGGU). */
export const CICILAN_GAGAL_FILTER = ['ALL', 'DITARIK', 'MENUNGGU'] as const;
export const cicilanGagalBayarQuery = reportQuery({ filter: CICILAN_GAGAL_FILTER });
export const cicilanGagalBayarRow = z.object({
  kode_toko: z.string(),
  no_faktur_cicil: z.string(),
  tgl_system: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  harga_jual_cicil: z.number(),
  /** the down payment and the instalments paid */
  terbayar: z.number(),
  sisa_bayar: z.number(),
  angsuran_telat: z.number(),
  /** the date the pieces were taken back ('' while waiting) */
  tgl_gagal: z.string(),
  refund: z.number(),
  status: z.enum(['DITARIK', 'MENUNGGU']),
});
export type CicilanGagalBayarRow = z.infer<typeof cicilanGagalBayarRow>;

/** Laporan Margin Cicilan: per plan, the margin recognised in the period, to date and still deferred, with late and admin fees. */
export const cicilanMarginQuery = reportQuery({});
export const cicilanMarginRow = z.object({
  kode_toko: z.string(),
  no_faktur_cicil: z.string(),
  tgl_system: z.string(),
  nama_customer: z.string(),
  status: z.string(),
  margin: z.number(),
  /** margin recognised by the plan's events in the period */
  margin_diakui: z.number(),
  /** margin recognised to date */
  margin_diakui_total: z.number(),
  /** margin still deferred (an open plan's: margin - waiver - recognised) */
  margin_ditangguhkan: z.number(),
  denda: z.number(),
  admin: z.number(),
  /** margin_diakui + denda + admin */
  pendapatan: z.number(),
});
export type CicilanMarginRow = z.infer<typeof cicilanMarginRow>;

// ---------------------------------------------------------------- a stored plan as the rules see it

/** The stored header fields the rules read (percents as the database's numeric text). */
export type CicilanHeaderRow = {
  tgl_system: string;
  harga_jual_cicil: number | string;
  margin: number | string;
  dp_rp: number | string;
  status: string;
  denda_jenis: string;
  denda_persen: number | string;
  denda_maks_persen: number | string;
  masa_tenggang: number | string;
  gagal_setelah: number | string;
  potongan_pelunasan_persen: number | string;
};

/** A stored plan (header, schedule, BAYAR events in order) as the rules' `CicilanPlan`. */
export function cicilanPlanOfRows(
  h: CicilanHeaderRow,
  jadwal: readonly { ke: number | string; tgl_jatuh_tempo: string; nilai: number | string }[],
  bayar: readonly { tgl_system: string; pokok: number | string; denda: number | string }[],
): CicilanPlan {
  const pct = (v: number | string) => percentToHundredths(v) ?? 0;
  return {
    tgl: String(h.tgl_system).slice(0, 10),
    hargaJualCicil: Number(h.harga_jual_cicil),
    margin: Number(h.margin),
    dp: Number(h.dp_rp),
    jadwal: [...jadwal].sort((a, b) => Number(a.ke) - Number(b.ke)).map((a): Angsuran => ({ ke: Number(a.ke), tgl_jatuh_tempo: String(a.tgl_jatuh_tempo).slice(0, 10), nilai: Number(a.nilai) })),
    terms: {
      dendaJenis: (h.denda_jenis === 'ANGSURAN' ? 'ANGSURAN' : 'HARIAN') as CicilanDendaJenis,
      dendaHundredths: pct(h.denda_persen),
      dendaMaksHundredths: pct(h.denda_maks_persen),
      masaTenggang: Number(h.masa_tenggang),
      gagalSetelah: Number(h.gagal_setelah),
      potonganPelunasanHundredths: pct(h.potongan_pelunasan_persen),
    },
    bayar: bayar.map((b) => ({ tgl: String(b.tgl_system).slice(0, 10), pokok: Number(b.pokok), denda: Number(b.denda) })),
    status: h.status as CicilanStatus,
  };
}

/** What the reports, the dashboard and the reminders read of an open plan on a date. */
export type CicilanStanding = {
  state: CicilanState;
  /** the next instalment not fully paid, or null */
  next: { ke: number; tgl_jatuh_tempo: string; nilai: number; terbayar: number } | null;
  /** the oldest instalment past its due date not fully paid, or null */
  oldestLate: { ke: number; tgl_jatuh_tempo: string } | null;
  tunggakan: number;
  denda: number;
  angsuranTelat: number;
  /** every instalment with what it has been paid */
  angsuran: { ke: number; tgl_jatuh_tempo: string; nilai: number; terbayar: number }[];
};

/** The standing of a plan on `asOf` (its store's business date) by the rules. */
export function cicilanStanding(plan: CicilanPlan, asOf: string, soonDays: number = CICILAN_SOON_DAYS): CicilanStanding {
  const cov = instalmentCoverage(plan.jadwal, paidOnInstalments(plan));
  const angsuran = plan.jadwal.map((a, i) => ({ ke: a.ke, tgl_jatuh_tempo: a.tgl_jatuh_tempo, nilai: a.nilai, terbayar: cov[i]! }));
  const unpaid = angsuran.filter((a) => a.terbayar < a.nilai);
  const late = unpaid.find((a) => a.tgl_jatuh_tempo < asOf);
  const owed = instalmentOwed(plan, asOf);
  return {
    state: cicilanState(plan, asOf, soonDays),
    next: unpaid[0] ?? null,
    oldestLate: late ? { ke: late.ke, tgl_jatuh_tempo: late.tgl_jatuh_tempo } : null,
    tunggakan: owed.jatuhTempo,
    denda: owed.denda,
    angsuranTelat: missedInstalments(plan, asOf),
    angsuran,
  };
}

/** The instalments not fully paid due from `asOf` through the week after (CICILAN_WEEK_DAYS days). */
export function dueThisWeek(standing: Pick<CicilanStanding, 'angsuran'>, asOf: string): { ke: number; tgl_jatuh_tempo: string; hari: number; nilai: number; terbayar: number; sisa: number }[] {
  const last = addDays(asOf, CICILAN_WEEK_DAYS - 1);
  return standing.angsuran
    .filter((a) => a.terbayar < a.nilai && a.tgl_jatuh_tempo >= asOf && a.tgl_jatuh_tempo <= last)
    .map((a) => ({ ...a, hari: daysBetween(asOf, a.tgl_jatuh_tempo), sisa: a.nilai - a.terbayar }));
}
