import {
  appraisal,
  auctionFloor,
  bandFor,
  ceilingOf,
  daysBetween,
  goldWeightMg,
  interestDue,
  interestPayment,
  interestPerPeriod,
  isModuleOn,
  kadarTextToHundredths,
  loanCeiling,
  mgToWeightString,
  openLoanState,
  PAWN_DEFAULTS,
  PAWN_KADAR_MAX,
  PAWN_MESSAGES as M,
  percentToHundredths,
  redemptionQuote,
  rowsInForce,
  addDays,
  type DasarTaksiran,
  type LoanTerms,
  type ModuleFlags,
  type PawnLoan,
  type PawnPieceValue,
  type PawnQuote,
} from '@emas/domain';
import type { Kysely } from 'kysely';
import { mgOf } from '../../db/columns';
import type { Database } from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';
import * as pricesService from '../prices/prices.service';
import * as repo from './pawn.repository';

type Db = Kysely<Database>;

/**
 * Reading the loan parameters in force and applying the domain rule to a loan being written or read.
 * No SQL here: the repository reads, the domain (packages/domain/src/pawn/interest.ts) decides.
 */

export type Parameters = {
  bands: { kode_bunga: string; tgl_berlaku: string; pinjaman_dari: number; pinjaman_sampai: number; bungaHundredths: number; hari_periode: number; min_periode: number; biaya_admin: number }[];
  plafondRp: number | null;
  kadarBands: { kadarDari: number; kadarSampai: number; persen: number }[];
  dasarTaksiran: DasarTaksiran;
  lamaPinjam: number;
  masaTenggang: number;
  pembulatan: number;
};

/** The parameters of a store in force on `date`. */
export async function parametersOn(db: Db, kodeToko: string, date: string): Promise<Parameters> {
  return parametersInForce(await repo.parametersUpTo(db, kodeToko, date), date);
}

/**
 * The parameters of a store on each of several dates, read once (its rows up to the latest date): a report over
 * many loans asks this once a store, not once a loan.
 */
export async function parametersOnDates(db: Db, kodeToko: string, dates: readonly string[]): Promise<(date: string) => Parameters> {
  const latest = dates.reduce((a, b) => (b > a ? b : a), dates[0] ?? '0000-01-01');
  const all = await repo.parametersUpTo(db, kodeToko, latest);
  const memo = new Map<string, Parameters>();
  return (date) => {
    let p = memo.get(date);
    if (!p) memo.set(date, (p = parametersInForce(all, date)));
    return p;
  };
}

/** The rows of `all` (a store's parameter rows up to some date) in force on `date`, as terms. */
function parametersInForce(all: Awaited<ReturnType<typeof repo.parametersUpTo>>, date: string): Parameters {
  const bands = rowsInForce(all.bands, date).map((b) => ({
    kode_bunga: b.kode_bunga,
    tgl_berlaku: b.tgl_berlaku,
    pinjaman_dari: Number(b.pinjaman_dari),
    pinjaman_sampai: Number(b.pinjaman_sampai),
    bungaHundredths: percentToHundredths(b.bunga_persen) ?? 0,
    hari_periode: Number(b.hari_periode),
    min_periode: Number(b.min_periode),
    biaya_admin: Number(b.biaya_admin),
  }));
  const plafond = rowsInForce(all.plafond, date)[0];
  const pokok = rowsInForce(all.pokok, date)[0];
  return {
    bands,
    plafondRp: plafond ? Number(plafond.plafond_rp) : null,
    kadarBands: rowsInForce(all.plafondKadar, date).map((k) => ({
      kadarDari: kadarTextToHundredths(k.kadar_dari),
      kadarSampai: kadarTextToHundredths(k.kadar_sampai),
      persen: percentToHundredths(k.persen_plafond) ?? 0,
    })),
    dasarTaksiran: (pokok?.dasar_taksiran as DasarTaksiran | undefined) ?? PAWN_DEFAULTS.dasarTaksiran,
    lamaPinjam: pokok ? Number(pokok.lama_pinjam) : PAWN_DEFAULTS.lamaPinjam,
    masaTenggang: pokok ? Number(pokok.masa_tenggang) : PAWN_DEFAULTS.masaTenggang,
    pembulatan: pokok ? Number(pokok.pembulatan) || 1 : PAWN_DEFAULTS.pembulatan,
  };
}

/**
 * In the principal parameter's gold-price mode (a module; its screen is then hidden) a piece is appraised at the
 * gold price in force, whatever a parameter row says.
 */
export function dasarOf(modules: ModuleFlags, params: Pick<Parameters, 'dasarTaksiran'>): DasarTaksiran {
  return isModuleOn(modules, 'HUTANG_POKOK_HARGA_EMAS_MODULE') ? 'HARGA_JUAL' : params.dasarTaksiran;
}

export type PricedPiece = PawnQuote['detail_barang'][number] & { kadarHundredths: number; beratMg: number; beratBatuMg: number; beratEmasMg: number; persenHundredths: number };

/** Appraises each piece at the price in force (stale-price guard) and its ceiling by condition and purity band. */
export async function pricePieces(
  db: Db,
  ctx: { kodeToko: string; tglSystem: string; modules: ModuleFlags },
  params: Parameters,
  pieces: readonly PawnPieceValue[],
): Promise<PricedPiece[]> {
  const fail = (i: number, field: string, message: string): never => {
    throw badRequest(message, { [`detail_barang.${i}.${field}`]: message });
  };
  const [groups, kondisi] = await Promise.all([
    repo.findGroups(db, ctx.kodeToko, [...new Set(pieces.map((p) => p.kode_group))]),
    repo.findKondisi(db, ctx.kodeToko, [...new Set(pieces.map((p) => p.kode_kondisi))]),
  ]);
  const groupKadar = new Map(groups.map((g) => [g.kode_group, kadarTextToHundredths(g.kadar)]));
  const kondisiPct = new Map(kondisi.map((k) => [k.kode_kondisi_pinjaman, percentToHundredths(k.persen_pinjaman) ?? 0]));
  const prices = new Map<string, number>();
  const out: PricedPiece[] = [];
  for (const [i, p] of pieces.entries()) {
    const gk = groupKadar.get(p.kode_group);
    if (gk === undefined) return fail(i, 'kode_group', 'Kode Group tidak ditemukan');
    const kadar = p.kadar ?? gk;
    if (kadar > PAWN_KADAR_MAX * 100) fail(i, 'kadar', M.kadarOver100);
    const pctKondisi = kondisiPct.get(p.kode_kondisi);
    if (pctKondisi === undefined) return fail(i, 'kode_kondisi', 'Kondisi tidak ditemukan');
    let perGram = prices.get(p.kode_group);
    if (perGram === undefined) {
      try {
        const row = await pricesService.priceForDocument(db, { kodeToko: ctx.kodeToko, kodeGroup: p.kode_group, tanggal: ctx.tglSystem, modules: ctx.modules });
        perGram = dasarOf(ctx.modules, params) === 'HARGA_JUAL' ? row.harga_jual : row.harga_beli;
      } catch (error) {
        if (error instanceof AppError) return fail(i, 'kode_group', error.message);
        throw error;
      }
      prices.set(p.kode_group, perGram);
    }
    const beratEmasMg = goldWeightMg(p.berat, p.berat_batu);
    const taksiran = appraisal(beratEmasMg, perGram);
    const band = params.kadarBands.find((b) => kadar >= b.kadarDari && kadar <= b.kadarSampai);
    const persen = band ? Math.min(band.persen, pctKondisi) : pctKondisi;
    out.push({
      nama_barang: p.nama_barang,
      kode_group: p.kode_group,
      kadar: kadar / 100,
      berat: mgToWeightString(p.berat),
      berat_batu: mgToWeightString(p.berat_batu),
      berat_emas: mgToWeightString(beratEmasMg),
      kode_kondisi: p.kode_kondisi,
      harga_per_gram: perGram,
      taksiran,
      persen_plafond: persen / 100,
      plafond: ceilingOf(taksiran, persen),
      kadarHundredths: kadar,
      beratMg: p.berat,
      beratBatuMg: p.berat_batu,
      beratEmasMg,
      persenHundredths: persen,
    });
  }
  return out;
}

/** The quote of a loan being written on `tglSystem`: appraisal, ceiling, the band of the amount, due date. */
export function quoteOf(tglSystem: string, params: Parameters, pieces: readonly PricedPiece[], jumlah: number | undefined): { quote: PawnQuote; band: Parameters['bands'][number] | null } {
  const plafond = loanCeiling(
    pieces.map((p) => p.plafond),
    params.plafondRp,
  );
  const amount = jumlah ?? plafond;
  const band = bandFor(params.bands, amount);
  const perPeriod = band ? interestPerPeriod({ pokok: amount, bungaHundredths: band.bungaHundredths, pembulatan: params.pembulatan }) : null;
  return {
    band,
    quote: {
      tgl_hutang: tglSystem,
      detail_barang: pieces.map(({ kadarHundredths: _k, beratMg: _b, beratBatuMg: _bb, beratEmasMg: _be, persenHundredths: _p, ...rest }) => rest),
      taksiran: pieces.reduce((t, p) => t + p.taksiran, 0),
      plafond,
      jumlah_hutang: amount,
      bunga: band ? band.bungaHundredths / 100 : null,
      bunga_rp: perPeriod,
      hari_periode: band?.hari_periode ?? null,
      min_periode: band?.min_periode ?? null,
      biaya_admin: band?.biaya_admin ?? null,
      lama_pinjam: params.lamaPinjam,
      tgl_jatuh_tempo: addDays(tglSystem, params.lamaPinjam),
      melebihi_plafond: amount > plafond,
    },
  };
}

// ---------------------------------------------------------------- a stored loan

export function termsOf(loan: repo.LoanRow): LoanTerms {
  return {
    pokok: Number(loan.jumlah_hutang),
    bungaHundredths: percentToHundredths(loan.bunga_persen) ?? 0,
    hariPeriode: Number(loan.hari_periode),
    minPeriode: Number(loan.min_periode),
    pembulatan: Number(loan.pembulatan),
  };
}

export function dueOf(loan: repo.LoanRow, asOf: string) {
  return interestDue(termsOf(loan), loan.tgl_hutang, Number(loan.periode_dibayar), asOf);
}

/** What BAYAR BUNGA takes on `asOf` and the due date it gives (the next period in advance when nothing is due). */
export function interestPaymentOf(loan: repo.LoanRow, asOf: string) {
  return interestPayment(termsOf(loan), loan.tgl_hutang, Number(loan.periode_dibayar), asOf, { tglJatuhTempo: loan.tgl_jatuh_tempo, lamaPinjam: Number(loan.lama_pinjam) });
}

/** The least an auction of the loan may fetch on `asOf` without a supervisor: principal + interest due. */
export function auctionFloorOf(loan: repo.LoanRow, asOf: string) {
  return auctionFloor(termsOf(loan), loan.tgl_hutang, Number(loan.periode_dibayar), asOf);
}

export function quoteRedemption(loan: repo.LoanRow, asOf: string) {
  return redemptionQuote(termsOf(loan), loan.tgl_hutang, Number(loan.periode_dibayar), Number(loan.biaya_admin), asOf);
}

/** The state a user sees: the stored status, or for an open loan AKTIF / JATUH_TEMPO / TELAT on `asOf`. */
export function keadaanOf(loan: Pick<repo.LoanRow, 'status' | 'tgl_jatuh_tempo'>, asOf: string): string {
  return loan.status === 'AKTIF' ? openLoanState(loan.tgl_jatuh_tempo, asOf, PAWN_DEFAULTS.jatuhTempoSegeraHari) : loan.status;
}

type PieceRow = Awaited<ReturnType<typeof repo.piecesOf>>[number];
type PaymentRow = Awaited<ReturnType<typeof repo.paymentsOf>>[number];

export function toLoan(loan: repo.LoanRow, pieces: readonly PieceRow[], payments: readonly PaymentRow[], asOf: string): PawnLoan {
  const open = loan.status === 'AKTIF';
  const q = open ? quoteRedemption(loan, asOf) : null;
  const bayar = open ? interestPaymentOf(loan, asOf) : null;
  return {
    no_faktur_hutang: loan.no_faktur_hutang,
    kode_toko: loan.kode_toko,
    nama_customer: loan.nama_customer,
    alamat_customer: loan.alamat_customer,
    no_hp: loan.no_hp,
    kode_member: loan.kode_member ?? null,
    no_identitas: loan.no_identitas,
    tgl_hutang: loan.tgl_hutang,
    tgl_lunas: loan.tgl_lunas,
    tgl_jatuh_tempo: loan.tgl_jatuh_tempo,
    lama_pinjam: Number(loan.lama_pinjam),
    kode_sales: loan.kode_sales,
    jumlah_hutang: Number(loan.jumlah_hutang),
    jumlah_hutang_awal: Number(loan.jumlah_hutang_awal),
    bunga: (percentToHundredths(loan.bunga_persen) ?? 0) / 100,
    bunga_rp: interestPerPeriod(termsOf(loan)),
    bunga_pinjam: Number(loan.bunga_dibayar),
    total_bayar: Number(loan.total_bayar),
    hari_periode: Number(loan.hari_periode),
    min_periode: Number(loan.min_periode),
    periode_dibayar: Number(loan.periode_dibayar),
    biaya_admin: Number(loan.biaya_admin),
    taksiran: Number(loan.taksiran),
    plafond: Number(loan.plafond),
    status: loan.status,
    keadaan: keadaanOf(loan, asOf),
    valid: loan.valid,
    input_by: loan.input_by,
    bunga_hari_ini: q?.bunga ?? 0,
    total_tebus_hari_ini: q?.total ?? 0,
    bayar_bunga: bayar && { periode: bayar.periode, bunga: bayar.bunga, di_muka: bayar.diMuka, tgl_jatuh_tempo: bayar.tglJatuhTempo },
    harga_lelang: loan.harga_lelang === null ? null : Number(loan.harga_lelang),
    lelang_minimal: open ? auctionFloorOf(loan, asOf) : 0,
    detail_barang: pieces.map((p) => ({
      urut: p.urut,
      nama_barang: p.nama_barang,
      kode_group: p.kode_group,
      kadar: kadarTextToHundredths(p.kadar) / 100,
      berat: mgToWeightString(mgOf(p.berat)),
      berat_batu: mgToWeightString(mgOf(p.berat_batu)),
      berat_emas: mgToWeightString(mgOf(p.berat_emas)),
      kode_kondisi: p.kode_kondisi,
      taksiran: Number(p.taksiran),
      keterangan: p.keterangan,
      status: p.status,
      kode_barcode: p.kode_barcode,
      ada_foto: !!p.foto,
    })),
    pembayaran: payments.map((p) => ({
      no_bayar: p.no_bayar,
      tgl_system: p.tgl_system,
      jenis: p.jenis,
      pokok: Number(p.pokok),
      bunga: Number(p.bunga),
      biaya: Number(p.biaya),
      total: Number(p.total),
      periode: Number(p.periode),
      bunga_persen: (percentToHundredths(p.bunga_persen) ?? 0) / 100,
      status: p.status,
      input_by: p.input_by,
    })),
  };
}

export const daysFrom = daysBetween;
