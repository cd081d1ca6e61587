import { z } from 'zod';
import { envelope } from '../schemas/common';

/**
 * The dashboard's instalment card (issue 33, GET /api/cicilan/dashboard): the store's open plans on its business
 * date, how many have an instalment due today, are late, or are in default by the rules, and those plans (the
 * oldest arrears first, at most CICILAN_DASHBOARD_LIMIT).
 */
export const CICILAN_DASHBOARD_PATH = 'cicilan/dashboard';
export const CICILAN_DASHBOARD_LIMIT = 20;

export const cicilanDashboardPlan = z.object({
  no_faktur_cicil: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  /** JATUH_TEMPO_HARI_INI, TELAT or GAGAL_BAYAR */
  keadaan: z.enum(['JATUH_TEMPO_HARI_INI', 'TELAT', 'GAGAL_BAYAR']),
  /** the instalment due today, or the oldest one past due */
  tgl_jatuh_tempo: z.string(),
  /** what is owed on the date: instalments due and late fees */
  jumlah: z.number(),
});
export type CicilanDashboardPlan = z.infer<typeof cicilanDashboardPlan>;

export const cicilanDashboard = z.object({
  tanggal: z.string(),
  aktif: z.number(),
  jatuh_tempo_hari_ini: z.number(),
  telat: z.number(),
  gagal_bayar: z.number(),
  /** instalments due and late fees owed over the open plans */
  tunggakan: z.number(),
  rencana: z.array(cicilanDashboardPlan),
});
export type CicilanDashboard = z.infer<typeof cicilanDashboard>;
export const cicilanDashboardResponse = envelope(cicilanDashboard);
