import { CICILAN_DASHBOARD_LIMIT, type CicilanDashboard, type CicilanDashboardPlan } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { openPlans, type OpenPlan } from './open-plans.service';
import * as repo from './reports-cicilan.repository';

/** Where a plan stands for the card: in default, late, with an instalment due today, or none of these. */
function keadaanOf(p: OpenPlan): CicilanDashboardPlan['keadaan'] | null {
  if (p.plan.status !== 'AKTIF') return null;
  if (p.standing.state === 'GAGAL_BAYAR') return 'GAGAL_BAYAR';
  if (p.standing.state === 'TELAT') return 'TELAT';
  return p.standing.angsuran.some((a) => a.terbayar < a.nilai && a.tgl_jatuh_tempo === p.header.hari_ini) ? 'JATUH_TEMPO_HARI_INI' : null;
}

const ORDER = { GAGAL_BAYAR: 0, TELAT: 1, JATUH_TEMPO_HARI_INI: 2 } as const;

/**
 * GET /api/cicilan/dashboard: the store's open plans judged by the rules on its business date; each plan counted
 * once, in default before late before due today.
 */
export async function cicilanDashboard(app: FastifyInstance, auth: AuthContext): Promise<CicilanDashboard> {
  const plans = await openPlans(app.db, auth.kodeToko);
  const tanggal = await repo.storeDate(app.db, auth.kodeToko);
  const rencana: CicilanDashboardPlan[] = [];
  const count = { JATUH_TEMPO_HARI_INI: 0, TELAT: 0, GAGAL_BAYAR: 0 };
  let tunggakan = 0;
  for (const p of plans) {
    tunggakan += p.standing.tunggakan + p.standing.denda;
    const keadaan = keadaanOf(p);
    if (!keadaan) continue;
    count[keadaan]++;
    rencana.push({
      no_faktur_cicil: p.header.no_faktur_cicil,
      nama_customer: p.header.nama_customer,
      no_hp: p.header.no_hp,
      keadaan,
      tgl_jatuh_tempo: keadaan === 'JATUH_TEMPO_HARI_INI' ? p.header.hari_ini : (p.standing.oldestLate?.tgl_jatuh_tempo ?? p.header.hari_ini),
      jumlah: p.standing.tunggakan + p.standing.denda,
    });
  }
  rencana.sort((a, b) => ORDER[a.keadaan] - ORDER[b.keadaan] || a.tgl_jatuh_tempo.localeCompare(b.tgl_jatuh_tempo) || a.no_faktur_cicil.localeCompare(b.no_faktur_cicil));
  return {
    tanggal,
    aktif: plans.filter((p) => p.plan.status === 'AKTIF').length,
    jatuh_tempo_hari_ini: count.JATUH_TEMPO_HARI_INI,
    telat: count.TELAT,
    gagal_bayar: count.GAGAL_BAYAR,
    tunggakan,
    rencana: rencana.slice(0, CICILAN_DASHBOARD_LIMIT),
  };
}
