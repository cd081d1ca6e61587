import i18n from 'i18next';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadWholeId } from '../../app/i18n';
import { buildReceiptPdf } from '../../kit/receipt';
import { LOAN_FIXTURE } from './loan-fixtures';
import { pawnReceiptModel } from './pawn-receipt';
import { penebusanDetailReport } from './penebusan-detail-report';

beforeAll(async () => {
  initI18n();
  await loadWholeId();
});

const STORE = { kode_toko: 'BDG', nama_toko: 'EMAS SEJAHTERA BANDUNG', alamat_toko: 'JL. BRAGA 12 BANDUNG' };

const loan = LOAN_FIXTURE;

describe('pawn receipt', () => {
  it('prints the loan number with bars and a QR, the due date, the terms and every piece', async () => {
    await i18n.changeLanguage('id');
    const model = pawnReceiptModel(loan, STORE, 'KASIRBDG');
    expect(model).toMatchObject({ title: 'NOTA HUTANG', number: loan.no_faktur_hutang, showQr: true, showBarcode: true });
    expect(model.rows).toHaveLength(2);
    const bytes = buildReceiptPdf(model).output('arraybuffer');
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    try {
      const { text } = await parser.getText();
      expect(text).toContain('NOTA HUTANG');
      expect(text).toContain('HT-BDG-261126-000001');
      expect(text).toContain('GELANG RANTAI');
      expect(text).toContain('26-12-2026');
      expect(text).toContain('Printed By KASIRBDG');
    } finally {
      await parser.destroy();
    }
  });
});

describe('Laporan Penebusan Detail', () => {
  it("sends spec 000 §7's query: tgl_from, tgl_to, no_pinjam, sort_by (tgl_hutang by default)", () => {
    const report = penebusanDetailReport(i18n.t);
    expect(report.endpoint).toBe('hutang/report-penebusan-detail');
    expect(report.sortBy?.defaultValue).toBe('tgl_hutang');
    expect(report.toQuery!({ tgl_awal: '2026-11-01', tgl_akhir: '2026-11-30', no_pinjam: '', sort_by: 'tgl_lunas' })).toEqual({
      tgl_from: '2026-11-01',
      tgl_to: '2026-11-30',
      no_pinjam: undefined,
      sort_by: 'tgl_lunas',
    });
  });
});
