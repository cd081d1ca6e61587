import {
  CICILAN_MESSAGES as M,
  instalmentCoverage,
  missedInstalments,
  paidOnInstalments,
  type CicilanListInput,
  type CicilanListRow,
  type CicilanPlanAnswer,
  type CicilanState,
  type CicilanTermsWire,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import * as settingsRepo from '../settings/settings.repository';
import { owedOf, planAnswer, planOf, stateOf, termsInForce, termsWire } from './cicilan-model';
import * as repo from './cicilan.repository';

async function businessDate(app: FastifyInstance, auth: AuthContext): Promise<string> {
  const toko = await settingsRepo.findTokoWithParams(app.db, auth.kodeToko);
  if (!toko) throw notFound();
  return toko.tgl_system;
}

/** GET /api/cicilan/tenor: the tenors in force on the business date. */
export async function tenorsInForce(app: FastifyInstance, auth: AuthContext): Promise<{ tgl_system: string; tenor: CicilanTermsWire[] }> {
  const tgl = await businessDate(app, auth);
  return { tgl_system: tgl, tenor: (await termsInForce(app.db, auth.kodeToko, tgl)).map(termsWire) };
}

/** GET /api/cicilan/:no: one plan with its schedule, events, state and what it owes on the business date. */
export async function getPlan(app: FastifyInstance, auth: AuthContext, no: string): Promise<CicilanPlanAnswer> {
  const a = await planAnswer(app.db, auth.kodeToko, no, await businessDate(app, auth));
  if (!a) throw notFound(M.notFound);
  return a;
}

/** Stored statuses a state filter can be found among (an open plan's state is derived on the date). */
const STORED_OF: Record<CicilanState, readonly string[]> = {
  AKTIF: ['AKTIF'],
  JATUH_TEMPO: ['AKTIF'],
  TELAT: ['AKTIF'],
  GAGAL_BAYAR: ['AKTIF', 'GAGAL_BAYAR'],
  LUNAS: ['AKTIF', 'LUNAS'],
  DISERAHKAN: ['DISERAHKAN'],
  BATAL: ['BATAL'],
};

/** GET /api/cicilan: plans of the store by number / customer / phone / member, state on the business date, period. */
export async function listPlans(app: FastifyInstance, auth: AuthContext, q: CicilanListInput): Promise<{ tgl_system: string; rows: CicilanListRow[] }> {
  const tgl = await businessDate(app, auth);
  const state = q.status === 'ALL' ? null : q.status;
  const headers = await repo.listPlans(app.db, auth.kodeToko, { q: q.q, statuses: state ? STORED_OF[state] : undefined, tglAwal: q.tgl_awal, tglAkhir: q.tgl_akhir, limit: state ? 5000 : q.limit });
  const nos = headers.map((h) => h.no_faktur_cicil);
  const [jadwal, transaksi] = await Promise.all([repo.listJadwal(app.db, auth.kodeToko, nos), repo.listTransaksi(app.db, auth.kodeToko, nos)]);
  const rows: CicilanListRow[] = [];
  for (const h of headers) {
    const plan = planOf(
      h,
      jadwal.filter((j) => j.no_faktur_cicil === h.no_faktur_cicil),
      transaksi.filter((t) => t.no_faktur_cicil === h.no_faktur_cicil),
    );
    const s = stateOf(plan, tgl);
    if (state && s !== state) continue;
    const owed = owedOf(plan, tgl);
    const cov = instalmentCoverage(plan.jadwal, paidOnInstalments(plan));
    const next = h.status === 'AKTIF' ? plan.jadwal.find((a, i) => cov[i]! < a.nilai) : undefined;
    rows.push({
      no_faktur_cicil: h.no_faktur_cicil,
      tgl_system: h.tgl_system,
      nama_customer: h.nama_customer,
      no_hp: h.no_hp,
      kode_member: h.kode_member,
      tenor_bulan: h.tenor_bulan,
      harga_jual_cicil: Number(h.harga_jual_cicil),
      dp_rp: Number(h.dp_rp),
      sisa_bayar: Number(h.sisa_bayar),
      nilai_angsuran: Number(h.nilai_angsuran),
      cicilan_terbayar: Number(h.cicilan_terbayar),
      status: h.status,
      state: s,
      jatuh_tempo_berikut: next?.tgl_jatuh_tempo ?? null,
      tagihan_hari_ini: owed.jatuh_tempo + owed.denda,
      denda: owed.denda,
      angsuran_telat: h.status === 'AKTIF' ? missedInstalments(plan, tgl) : 0,
    });
    if (rows.length >= q.limit) break;
  }
  return { tgl_system: tgl, rows };
}

/** GET /api/cicilan/gagal-bayar: open plans in default on the business date (/lelang-cicilan). */
export async function listDefaults(app: FastifyInstance, auth: AuthContext) {
  const all = await listPlans(app, auth, { status: 'GAGAL_BAYAR', limit: 1000, q: undefined, tgl_awal: undefined, tgl_akhir: undefined });
  return { ...all, rows: all.rows.filter((r) => r.status === 'AKTIF') };
}
