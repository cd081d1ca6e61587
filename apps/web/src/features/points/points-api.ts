import type { AfiliasiParameter, PoinHistory, PoinMember, ResetParameter, ResetRunResult } from '@emas/domain';
import { api } from '../../lib/api';

/** Calls of the members' points screens (issue 32). */
export const POINTS_KEYS = {
  history: (cari: string) => ['poin-member', 'history', cari] as const,
  afiliasi: ['parameter-member-afiliasi'] as const,
  reset: ['parameter-reset-poin-member'] as const,
};

export const pointsApi = {
  history: (cari: string) => api.get<PoinHistory>('poin-member/history', { cari }),
  adjust: (body: { kode_member: string; poin: number; keterangan: string; otorisasi: string[] }) => api.post<PoinMember>('poin-member/adjust', body),
  afiliasi: () => api.get<AfiliasiParameter>('parameter-member-afiliasi'),
  saveAfiliasi: (body: AfiliasiParameter) => api.put<AfiliasiParameter>('parameter-member-afiliasi', body),
  reset: () => api.get<ResetParameter>('parameter-reset-poin-member'),
  saveReset: (body: { mode: string; tanggal: string; bulan: number }) => api.put<ResetParameter>('parameter-reset-poin-member', body),
  runReset: (tglRun: string) => api.post<ResetRunResult>('parameter-reset-poin-member/run', { tgl_run: tglRun }),
};
