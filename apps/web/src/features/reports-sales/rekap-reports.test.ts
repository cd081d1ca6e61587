import type { RekapPenjualanRow } from '@emas/domain';
import { dictionaries } from '@emas/domain/i18n/all';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import { rekapPembelianReport } from './pembelian-reports';
import { rekapPenjualanReport } from './penjualan-reports';

beforeAll(async () => {
  initI18n(undefined, dictionaries);
  await i18n.changeLanguage('id');
});

describe('rekap reports', () => {
  it('show a day of the rekap as DD-MM-YYYY (as every other date of the reports) and any other key as it comes', () => {
    for (const report of [rekapPenjualanReport(i18n.t.bind(i18n)), rekapPembelianReport(i18n.t.bind(i18n))]) {
      const kunci = report.columns.find((c) => c.key === 'kunci')!;
      const row = (k: string) => ({ kunci: k }) as unknown as RekapPenjualanRow;
      expect(kunci.value!(row('2026-11-26'))).toBe('26-11-2026');
      expect(kunci.value!(row('S01'))).toBe('S01');
      expect(kunci.value!(row('P17'))).toBe('P17');
    }
  });

  it("the sales rekaps carry the original's diamond columns (Berlian Rp, Ongkos BRL), summed", () => {
    const columns = rekapPenjualanReport(i18n.t.bind(i18n)).columns.filter((c) => c.key === 'berlian_rp' || c.key === 'ongkos_brl');
    expect(columns.map((c) => [c.header, c.kind, c.total])).toEqual([
      ['Berlian Rp', 'money', 'sum'],
      ['Ongkos BRL', 'money', 'sum'],
    ]);
  });
});
