/** The approvals a document used, as its `otorisasi` column holds them (what its receipt prints). */
export function usedApprovals(list: readonly { id: string; operasi: string; approved_by: string; metode: string }[]): string {
  return JSON.stringify(list.map((a) => ({ id: a.id, operasi: a.operasi, approved_by: a.approved_by, metode: a.metode })));
}
