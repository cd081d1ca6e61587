import { PAWN_REPORT_PATHS, PENEBUSAN_SORTS, type PenebusanDetailRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';

/**
 * Laporan Penebusan Detail (spec 000 §2, §7, §9): date from, date to, no_pinjam, sort tgl_hutang (default),
 * tgl_lunas or no_faktur_hutang; GET hutang/report-penebusan-detail; the effective rate bunga_rp x 30 / days / principal x 100.
 */
export function penebusanDetailReport(t: TFunction): ReportDefinition<PenebusanDetailRow> {
  return {
    key: 'penebusan-detail',
    title: t('pawn.reports.penebusan.title'),
    endpoint: PAWN_REPORT_PATHS.penebusanDetail,
    storePicker: true,
    fileName: t('pawn.reports.penebusan.title'),
    rowKey: (row) => row.no_faktur_hutang,
    sortBy: {
      label: t('pawn.reports.sortBy'),
      defaultValue: 'tgl_hutang',
      options: PENEBUSAN_SORTS.map((value) => ({ value, label: t(`pawn.reports.sorts.${value}`) })),
    },
    extraFields: [{ name: 'no_pinjam', label: t('pawn.fields.noHutang'), type: 'text' }],
    toQuery: (v) => ({ tgl_from: v.tgl_awal ?? undefined, tgl_to: v.tgl_akhir ?? undefined, no_pinjam: v.no_pinjam || undefined, sort_by: v.sort_by ?? 'tgl_hutang' }),
    messages: { available: 'Laporan Tersedia', empty: 'Laporan Tidak Tersedia' },
    columns: [
      { key: 'no_faktur_hutang', header: t('pawn.fields.noHutang'), total: 'count' },
      { key: 'nama_customer', header: t('pawn.fields.customer') },
      { key: 'tgl_hutang', header: t('pawn.fields.tglHutang'), kind: 'date' },
      { key: 'tgl_lunas', header: t('pawn.fields.tglLunas'), kind: 'date' },
      { key: 'hari', header: t('pawn.fields.hari'), kind: 'number' },
      { key: 'barang', header: t('pawn.fields.namaBarang'), value: (r) => r.detail_barang.map((b) => `${b.nama_barang} (${b.berat})`).join(', ') },
      { key: 'jumlah_hutang', header: t('pawn.fields.jumlahHutang'), kind: 'money', total: 'sum' },
      { key: 'bunga', header: t('pawn.fields.bungaPersen'), kind: 'rate' },
      { key: 'bunga_rp', header: t('pawn.fields.bunga'), kind: 'money', total: 'sum' },
      { key: 'bunga_efektif', header: t('pawn.fields.bungaEfektif'), kind: 'rate' },
      { key: 'total_bayar', header: t('pawn.fields.totalBayar'), kind: 'money', total: 'sum' },
    ],
  };
}
