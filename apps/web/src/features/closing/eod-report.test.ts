import { dictionaries } from '@emas/domain/i18n/all';
import { formatNumber, type EodReportRow } from '@emas/domain';
import i18n from 'i18next';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import { buildReportPdf } from '../../kit/report-pdf';
import { buildGroupedReportSheet, groupRowsByStore, reportTotalsOf } from '../../kit/report-values';
import { eodReport } from './eod-report';

beforeAll(() => {
  initI18n(undefined, dictionaries);
});

async function pdfText(bytes: ArrayBuffer): Promise<{ text: string; pages: string[] }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.pages.map((p) => p.text) };
  } finally {
    await parser.destroy();
  }
}

/** A closed day of a store with figures as wide as a busy chain's (hundreds of millions to billions of rupiah). */
function day(kode_toko: string, d: number, seed: number): EodReportRow {
  const rp = (n: number) => 11_352_500_000 + seed * 7_919_000 + n * 104_729;
  return {
    kode_toko,
    tgl_system: `2026-11-${String(d).padStart(2, '0')}`,
    tgl_berikut: `2026-11-${String(d + 1).padStart(2, '0')}`,
    closed_by: 'SPVBDG',
    penjualan_nota: 1_234 + seed,
    penjualan_qty: 2_345 + seed,
    penjualan_berat: 12_345.678 + seed,
    penjualan_rp: rp(1),
    batal_penjualan_qty: 12,
    batal_penjualan_rp: rp(2) / 100,
    pembelian_qty: 3_456 + seed,
    pembelian_berat: 9_876.543 + seed,
    pembelian_rp: rp(3),
    batal_pembelian_rp: 123_456_789,
    dp_terpakai: 987_654_321 + seed,
    hutang: rp(4),
    tebus_hutang: rp(5),
    pendapatan: 456_789_123 + seed,
    biaya: 98_765_432,
    non_tunai: rp(6),
    lain_masuk: rp(7),
    lain_keluar: rp(8),
    saldo_awal: rp(9) + seed,
    saldo_akhir: rp(10) + seed,
  };
}

describe('Laporan EOD printout', () => {
  it('22 columns of a chain on one landscape page: every figure and date whole, the totals of the balances filled', async () => {
    const report = eodReport(i18n.t.bind(i18n));
    expect(report.columns).toHaveLength(22);
    const rows = ['BDG', 'PST', 'SBY'].flatMap((toko, s) => [26, 27, 28].map((d, i) => day(toko, d, s * 3 + i)));
    const groups = groupRowsByStore(rows)!;
    const sheet = buildGroupedReportSheet(report.columns, groups, {
      title: 'LAPORAN EOD',
      period: 'Periode : 26-11-2026 s/d 28-11-2026',
      storeName: 'SEMUA TOKO',
      storeAddress: 'BDG, PST, SBY',
      printedBy: 'Printed By OWNER / 28-11-2026 17:45:00',
      totalLabel: 'Total',
      subtotalLabel: (toko) => `Subtotal ${toko}`,
      grandTotalLabel: 'Total Semua Toko',
    });
    // the total's Saldo Awal is each store's first opening, Saldo Akhir each store's last closing, summed
    const at = (key: string) => report.columns.findIndex((c) => c.key === key);
    const firstOpen = groups.reduce((s, g) => s + g.rows[0]!.saldo_awal, 0);
    const lastClose = groups.reduce((s, g) => s + g.rows[g.rows.length - 1]!.saldo_akhir, 0);
    expect(sheet.totals![at('saldo_awal')]).toEqual({ text: formatNumber(firstOpen), value: firstOpen });
    expect(sheet.totals![at('saldo_akhir')]).toEqual({ text: formatNumber(lastClose), value: lastClose });
    expect(reportTotalsOf(report.columns, groups[0]!.rows, 'Subtotal BDG')![at('saldo_akhir')]!.value).toBe(groups[0]!.rows[2]!.saldo_akhir);

    const { text, pages } = await pdfText(buildReportPdf(sheet).output('arraybuffer'));
    expect(pages).toHaveLength(1);
    // every cell's text and every total is printed whole on one line (nothing like '11,352,5' / '00')
    const lines = new Set(text.split('\n').flatMap((l) => l.split(/\s+/)));
    const figures = [...sheet.rows.flat(), ...sheet.totals!].map((c) => c.text).filter((s) => /^[\d.,-]+$/.test(s) && s.length > 0);
    expect(figures.length).toBeGreaterThan(250);
    for (const figure of figures) expect(lines.has(figure), figure).toBe(true);
    for (const date of ['26-11-2026', '27-11-2026', '28-11-2026']) expect(lines.has(date), date).toBe(true);
  });
});
