import { parseWeightToMg, type ManualJenis } from '@emas/domain';

/** One line typed at the manual counter: the goods' place (the tray names its warehouse), pieces, weight, amount. */
export type ManualLineDraft = { kode_group: string; kode_dept: string; kode_baki: string; kode_gudang: string; qty: string; berat: string; harga: number | null };

export const emptyManualLine = (): ManualLineDraft => ({ kode_group: '', kode_dept: '', kode_baki: '', kode_gudang: '', qty: '1', berat: '', harga: null });

export const manualTotal = (lines: readonly ManualLineDraft[]) => lines.reduce((s, l) => s + (l.harga ?? 0), 0);
export const manualWeightMg = (lines: readonly ManualLineDraft[]) => lines.reduce((s, l) => s + (parseWeightToMg(l.berat) ?? 0), 0);

/** The request lines as the server reads them (it checks and answers the field's message). */
export const manualLineBodies = (lines: readonly ManualLineDraft[]) =>
  lines.map((l) => ({ kode_group: l.kode_group, kode_dept: l.kode_dept, kode_gudang: l.kode_gudang, kode_baki: l.kode_baki, qty: l.qty.trim() === '' ? undefined : Number(l.qty), berat: l.berat, harga: l.harga ?? 0 }));

/** The endpoint and texts of each kind. */
export const MANUAL_KIND: Record<ManualJenis, { endpoint: string; titleKey: string; testId: string }> = {
  JUAL: { endpoint: 'jual-manual', titleKey: 'manualStock.sale.title', testId: 'transaksi-penjualan-manual' },
  BELI: { endpoint: 'beli-manual', titleKey: 'manualStock.buy.title', testId: 'transaksi-pembelian-manual' },
};
