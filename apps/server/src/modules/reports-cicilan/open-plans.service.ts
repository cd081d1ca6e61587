import { cicilanPlanOfRows, cicilanStanding, type CicilanPlan, type CicilanStanding } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './reports-cicilan.repository';

/** An open plan read from its tables, as the rules see it, and its standing on its store's business date. */
export type OpenPlan = { header: repo.PlanHeaderRow; plan: CicilanPlan; standing: CicilanStanding };

const keyOf = (r: { kode_toko: string; no_faktur_cicil: string }) => `${r.kode_toko}\u0000${r.no_faktur_cicil}`;

function groupBy<T extends { kode_toko: string; no_faktur_cicil: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/**
 * The open plans (AKTIF, LUNAS) of a store (null: every store) with their standing by the domain's rules
 * (`cicilanState`, what is due, late fees) on each store's business date: three reads, no per-plan query. With a
 * member code, only that member's plans (of every store when kodeToko is null: the member's own page).
 */
export async function openPlans(db: Kysely<Database>, kodeToko: string | null, kodeMember: string | null = null): Promise<OpenPlan[]> {
  const [headers, jadwal, bayar] = await Promise.all([repo.openPlanHeaders(db, kodeToko, kodeMember), repo.openPlanJadwal(db, kodeToko, kodeMember), repo.openPlanPayments(db, kodeToko, kodeMember)]);
  const jadwalOf = groupBy(jadwal);
  const bayarOf = groupBy(bayar);
  return headers.map((header) => {
    const plan = cicilanPlanOfRows(header, jadwalOf.get(keyOf(header)) ?? [], bayarOf.get(keyOf(header)) ?? []);
    return { header, plan, standing: cicilanStanding(plan, header.hari_ini) };
  });
}
