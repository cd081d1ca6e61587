import { CLOSING_REPORT_PATHS } from '@emas/domain';
import type { EodReportRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';

/** Laporan EOD (/laporan-eod) as a report definition: each closed day of the period with its summary. */
export function eodReport(t: TFunction): ReportDefinition<EodReportRow> {
  const e = (key: string) => t(`closing.eod.${key}`);
  return {
    key: 'eod',
    title: t('closing.report.title'),
    endpoint: CLOSING_REPORT_PATHS.eod,
    fileName: t('closing.report.fileName'),
    rowKey: (row) => `${row.kode_toko}-${row.tgl_system}`,
    storePicker: true,
    columns: [
      { key: 'tgl_system', header: t('closing.report.date'), kind: 'date', total: 'count' },
      { key: 'kode_toko', header: t('closing.report.store') },
      // a balance's total is the stores' first opening and last closing of the period, not a sum over days
      { key: 'saldo_awal', header: e('saldoAwal'), kind: 'money', total: 'first' },
      { key: 'penjualan_nota', header: `${e('penjualan')} ${e('nota')}`, kind: 'number', total: 'sum' },
      { key: 'penjualan_qty', header: `${e('penjualan')} ${e('qty')}`, kind: 'number', total: 'sum' },
      { key: 'penjualan_berat', header: `${e('penjualan')} ${e('berat')}`, kind: 'weight', total: 'sum' },
      { key: 'penjualan_rp', header: e('penjualan'), kind: 'money', total: 'sum' },
      { key: 'batal_penjualan_rp', header: e('batalPenjualan'), kind: 'money', total: 'sum' },
      { key: 'pembelian_qty', header: `${e('pembelian')} ${e('qty')}`, kind: 'number', total: 'sum' },
      { key: 'pembelian_berat', header: `${e('pembelian')} ${e('berat')}`, kind: 'weight', total: 'sum' },
      { key: 'pembelian_rp', header: e('pembelian'), kind: 'money', total: 'sum' },
      { key: 'batal_pembelian_rp', header: e('batalPembelian'), kind: 'money', total: 'sum' },
      { key: 'dp_terpakai', header: e('dpTerpakai'), kind: 'money', total: 'sum' },
      { key: 'hutang', header: e('hutang'), kind: 'money', total: 'sum' },
      { key: 'tebus_hutang', header: e('tebusHutang'), kind: 'money', total: 'sum' },
      { key: 'pendapatan', header: e('pendapatan'), kind: 'money', total: 'sum' },
      { key: 'biaya', header: e('biaya'), kind: 'money', total: 'sum' },
      { key: 'lain_masuk', header: e('lainMasuk'), kind: 'money', total: 'sum' },
      { key: 'lain_keluar', header: e('lainKeluar'), kind: 'money', total: 'sum' },
      { key: 'non_tunai', header: e('nonTunai'), kind: 'money', total: 'sum' },
      { key: 'saldo_akhir', header: e('saldoAkhir'), kind: 'money', total: 'last' },
      { key: 'closed_by', header: t('closing.report.closedBy') },
    ],
  };
}
