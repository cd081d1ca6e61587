import type { PawnLoan } from '@emas/domain';
import i18n from 'i18next';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadWholeId } from '../../app/i18n';
import { buildReceiptPdf } from '../../kit/receipt';
import { pawnReceiptModel } from './pawn-receipt';
import { penebusanDetailReport } from './penebusan-detail-report';

beforeAll(async () => {
  initI18n();
  await loadWholeId();
});

const STORE = { kode_toko: 'BDG', nama_toko: 'EMAS SEJAHTERA BANDUNG', alamat_toko: 'JL. BRAGA 12 BANDUNG' };

const loan: PawnLoan = {
  no_faktur_hutang: 'HT-BDG-261126-000001',
  kode_toko: 'BDG',
  nama_customer: 'IBU SITI',
  alamat_customer: 'JL. BRAGA 12',
  no_hp: '0812',
  no_identitas: '3273',
  tgl_hutang: '2026-11-26',
  tgl_lunas: null,
  tgl_jatuh_tempo: '2026-12-26',
  lama_pinjam: 30,
  kode_sales: 'S01',
  jumlah_hutang: 4_000_000,
  jumlah_hutang_awal: 4_000_000,
  bunga: 1.25,
  bunga_rp: 50_000,
  bunga_pinjam: 0,
  total_bayar: 0,
  hari_periode: 15,
  min_periode: 1,
  periode_dibayar: 0,
  biaya_admin: 10_000,
  taksiran: 5_000_000,
  plafond: 4_500_000,
  status: 'AKTIF',
  keadaan: 'AKTIF',
  valid: false,
  input_by: 'KASIRBDG',
  bunga_hari_ini: 50_000,
  total_tebus_hari_ini: 4_060_000,
  detail_barang: [
    { urut: 1, nama_barang: 'CINCIN POLOS', kode_group: 'P17', kadar: 70, berat: '5.000', berat_batu: '0.000', berat_emas: '5.000', kode_kondisi: 'BAGUS', taksiran: 3_000_000, keterangan: '', status: 'GADAI', ada_foto: true },
    { urut: 2, nama_barang: 'GELANG RANTAI', kode_group: 'P22', kadar: 91.6, berat: '3.250', berat_batu: '0.250', berat_emas: '3.000', kode_kondisi: 'KUSAM', taksiran: 2_000_000, keterangan: '', status: 'GADAI', ada_foto: false },
  ],
  pembayaran: [],
};

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
