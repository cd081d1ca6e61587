import {
  CICILAN_SOON_DAYS,
  cicilanState,
  cicilanTermsOf,
  instalmentCoverage,
  instalmentLateFees,
  instalmentOwed,
  instalmentPaidDates,
  leastInstalmentPayment,
  paidOnInstalments,
  type CicilanDendaJenis,
  type CicilanOwed,
  type CicilanParameter,
  type CicilanPlan,
  type CicilanPlanAnswer,
  type CicilanTermsWire,
  type KasKategori,
} from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CheckedPayment } from '../counter/counter-payments';
import * as repo from './cicilan.repository';

type Db = Kysely<Database>;

/**
 * The plan as the pure rules see it (cicilan/rules.ts), from its stored header, schedule and events: the
 * payments are the BAYAR events (what went to instalments, what to late fees) in order.
 */
export function planOf(h: repo.PlanRow, jadwal: readonly repo.JadwalRow[], transaksi: readonly repo.TransaksiRow[]): CicilanPlan {
  return {
    tgl: h.tgl_system,
    hargaJualCicil: Number(h.harga_jual_cicil),
    margin: Number(h.margin),
    dp: Number(h.dp_rp),
    jadwal: jadwal.map((j) => ({ ke: j.ke, tgl_jatuh_tempo: j.tgl_jatuh_tempo, nilai: Number(j.nilai) })),
    terms: {
      dendaJenis: h.denda_jenis as CicilanDendaJenis,
      dendaHundredths: hundredths(h.denda_persen),
      dendaMaksHundredths: hundredths(h.denda_maks_persen),
      masaTenggang: h.masa_tenggang,
      gagalSetelah: h.gagal_setelah,
      potonganPelunasanHundredths: hundredths(h.potongan_pelunasan_persen),
    },
    bayar: transaksi.filter((t) => t.jenis === 'BAYAR').map((t) => ({ tgl: t.tgl_system, pokok: Number(t.pokok), denda: Number(t.denda) })),
    status: h.status,
  };
}

export function hundredths(v: string | number): number {
  return Math.round(Number(v) * 100);
}

/** A plan with its schedule and events, read in one go (the caller's transaction when it holds the lock). */
export async function loadPlan(db: Db, kodeToko: string, h: repo.PlanRow) {
  const [jadwal, transaksi] = await Promise.all([repo.listJadwal(db, kodeToko, [h.no_faktur_cicil]), repo.listTransaksi(db, kodeToko, [h.no_faktur_cicil])]);
  return { h, jadwal, transaksi, plan: planOf(h, jadwal, transaksi) };
}

/** The terms of a stored parameter row, on the wire. */
export function termsWire(t: CicilanParameter): CicilanTermsWire {
  return {
    tenor_bulan: t.tenorBulan,
    tgl_berlaku: t.tgl_berlaku,
    margin_persen: t.marginHundredths / 100,
    min_dp_persen: t.minDpHundredths / 100,
    biaya_admin: t.biayaAdmin,
    denda_jenis: t.dendaJenis,
    denda_persen: t.dendaHundredths / 100,
    denda_maks_persen: t.dendaMaksHundredths / 100,
    masa_tenggang: t.masaTenggang,
    gagal_setelah: t.gagalSetelah,
    potongan_pelunasan_persen: t.potonganPelunasanHundredths / 100,
    pembulatan: t.pembulatan,
  };
}

/** The parameter rows in force on `tgl`, as terms (a row out of range is left out). */
export async function termsInForce(db: Db, kodeToko: string, tgl: string): Promise<CicilanParameter[]> {
  return (await repo.paraInForce(db, kodeToko, tgl)).flatMap((r) => {
    const t = cicilanTermsOf({ ...r, tgl_berlaku: String(r.tgl_berlaku) });
    return t ? [t] : [];
  });
}

const ZERO_OWED: CicilanOwed = { jatuh_tempo: 0, denda: 0, belum_jatuh_tempo: 0, total: 0, minimal: 0 };

/** What an open plan owes on `asOf` (zeros for a plan that is not open). */
export function owedOf(plan: CicilanPlan, asOf: string): CicilanOwed {
  if (plan.status !== 'AKTIF' || asOf < plan.tgl) return ZERO_OWED;
  const o = instalmentOwed(plan, asOf);
  return { jatuh_tempo: o.jatuhTempo, denda: o.denda, belum_jatuh_tempo: o.belumJatuhTempo, total: o.total, minimal: leastInstalmentPayment(plan, asOf) };
}

export function stateOf(plan: CicilanPlan, asOf: string) {
  return cicilanState(plan, asOf < plan.tgl ? plan.tgl : asOf, CICILAN_SOON_DAYS);
}

/** The whole answer of a plan: header, pieces, schedule (with what each took and its late fee), events, state, owed. */
export async function planAnswer(db: Db, kodeToko: string, no: string, asOf: string, noTransaksi: string | null = null): Promise<CicilanPlanAnswer | undefined> {
  const h = await repo.findPlan(db, kodeToko, no);
  if (!h) return undefined;
  const [{ transaksi, plan }, lines] = await Promise.all([loadPlan(db, kodeToko, h), repo.listPlanLines(db, kodeToko, no)]);
  const bayar = await repo.listBayar(db, kodeToko, transaksi.map((t) => t.no_transaksi));
  return {
    ...headerAnswer(h),
    state: stateOf(plan, asOf),
    terms: storedTerms(h),
    detail: lines.map(lineAnswer),
    jadwal: scheduleAnswer(h, plan, asOf),
    transaksi: transaksi.map((t) => eventAnswer(t, bayar)),
    tagihan: owedOf(plan, asOf),
    no_transaksi: noTransaksi,
  };
}

function headerAnswer(h: repo.PlanRow) {
  const n = (v: number | string) => Number(v);
  return {
    kode_toko: h.kode_toko,
    no_faktur_cicil: h.no_faktur_cicil,
    tgl_system: h.tgl_system,
    kode_sales: h.kode_sales,
    nama_sales: h.nama_sales,
    kode_member: h.kode_member,
    nama_customer: h.nama_customer,
    alamat_customer: h.alamat_customer,
    no_hp: h.no_hp,
    keterangan: h.keterangan,
    total_berat: String(h.total_berat),
    harga_tunai: n(h.harga_tunai),
    margin: n(h.margin),
    harga_jual_cicil: n(h.harga_jual_cicil),
    dp_rp: n(h.dp_rp),
    biaya_admin: n(h.biaya_admin),
    sisa_bayar: n(h.sisa_bayar),
    nilai_angsuran: n(h.nilai_angsuran),
    cicilan_terbayar: n(h.cicilan_terbayar),
    pelunasan_cepat: n(h.pelunasan_cepat),
    potongan_pelunasan: n(h.potongan_pelunasan),
    denda_terbayar: n(h.denda_terbayar),
    batal_rp: n(h.batal_rp),
    potongan_batal: n(h.potongan_batal),
    refund: n(h.refund),
    status: h.status,
    tgl_lunas: h.tgl_lunas,
    tgl_serah: h.tgl_serah,
    alasan_batal: h.alasan_batal,
    otorisasi: h.otorisasi ?? [],
    input_by: h.input_by,
  };
}

/** The terms the plan copied on its date. */
function storedTerms(h: repo.PlanRow): CicilanTermsWire {
  return {
    tenor_bulan: h.tenor_bulan,
    tgl_berlaku: h.tgl_berlaku,
    margin_persen: Number(h.margin_persen),
    min_dp_persen: Number(h.min_dp_persen),
    biaya_admin: Number(h.biaya_admin),
    denda_jenis: h.denda_jenis as CicilanDendaJenis,
    denda_persen: Number(h.denda_persen),
    denda_maks_persen: Number(h.denda_maks_persen),
    masa_tenggang: h.masa_tenggang,
    gagal_setelah: h.gagal_setelah,
    potongan_pelunasan_persen: Number(h.potongan_pelunasan_persen),
    pembulatan: h.pembulatan,
  };
}

function lineAnswer(l: repo.PlanLineRow) {
  return {
    kode_barcode: l.kode_barcode,
    nama_barang: l.nama_barang,
    kode_group: l.kode_group,
    kode_dept: l.kode_dept,
    kadar: Number(l.kadar),
    berat: String(l.berat),
    jenis_harga: l.jenis_harga,
    kode_gudang: l.kode_gudang,
    kode_baki: l.kode_baki,
    harga_per_gram: Number(l.harga_per_gram),
    ongkos: Number(l.ongkos),
    harga: Number(l.harga),
  };
}

/** Each instalment with what it took (an early settlement and its waiver cover the rest), its paid date and late fee. */
function scheduleAnswer(h: repo.PlanRow, plan: CicilanPlan, asOf: string) {
  const coverage = instalmentCoverage(plan.jadwal, paidOnInstalments(plan) + Number(h.pelunasan_cepat) + Number(h.potongan_pelunasan));
  const paidDates = instalmentPaidDates(plan.jadwal, plan.bayar);
  const fees = instalmentLateFees(plan, asOf < plan.tgl ? plan.tgl : asOf).lines;
  return plan.jadwal.map((a, i) => ({
    ke: a.ke,
    tgl_jatuh_tempo: a.tgl_jatuh_tempo,
    nilai: a.nilai,
    terbayar: coverage[i]!,
    tgl_lunas: paidDates[i] ?? (coverage[i]! >= a.nilai ? (h.tgl_lunas ?? null) : null),
    denda: fees[i]!.denda,
    hari_telat: fees[i]!.hariTelat,
  }));
}

function eventAnswer(t: repo.TransaksiRow, bayar: readonly repo.BayarRow[]) {
  return {
    no_transaksi: t.no_transaksi,
    tgl_system: t.tgl_system,
    jenis: t.jenis,
    jumlah: Number(t.jumlah),
    pokok: Number(t.pokok),
    denda: Number(t.denda),
    admin: Number(t.admin),
    potongan: Number(t.potongan),
    refund: Number(t.refund),
    sisa_bayar: Number(t.sisa_bayar),
    keterangan: t.keterangan,
    input_by: t.input_by,
    pembayaran: bayar.filter((b) => b.no_transaksi === t.no_transaksi).map((b) => ({ jenis: b.jenis, jumlah_rp: Number(b.jumlah_rp), kode_bank: b.kode_bank, no_rekening: b.no_rekening })),
  };
}

/**
 * The payment mix cut into the parts of a document (each its own kategori: DP and admin fee, instalments and late
 * fees), in order: the first parts take the first payments. The pieces carry no card fee: the card's surcharge is
 * written once for the whole payment (surchargeRows).
 */
export function splitPayments(payments: readonly CheckedPayment[], parts: readonly { kategori: KasKategori; amount: number }[]): { kategori: KasKategori; payments: CheckedPayment[] }[] {
  const left = payments.map((p) => p.jumlah_rp);
  let at = 0;
  return parts.map((part) => {
    const pieces: CheckedPayment[] = [];
    let need = part.amount;
    while (need > 0 && at < payments.length) {
      const take = Math.min(need, left[at]!);
      if (take > 0) pieces.push({ ...payments[at]!, jumlah_rp: take, fee: 0, jumlah_gesek: take });
      left[at]! -= take;
      need -= take;
      if (left[at] === 0) at++;
    }
    return { kategori: part.kategori, payments: pieces };
  });
}

export const sumOf = (payments: readonly { jumlah_rp: number }[]) => payments.reduce((t, p) => t + p.jumlah_rp, 0);
