import { KIRIM_UANG_REPORT_PATHS, KIRIM_UANG_STATUS_FILTERS, type KirimUangRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportChoice, ReportDefinition } from '../../kit/report-types';

/**
 * Laporan Kirim Uang keluar (/laporan-kirim-uang-keluar, spec 000 §2, §5, §8) as a report
 * definition: period, status, and the shop (ip_cabang: head office picks one or ALL; a branch has
 * only its own). 'Mohon Pilih Toko' when no shop is chosen.
 */
export function laporanKirimUangReport(t: TFunction, shops: readonly ReportChoice[], defaultShop: string | undefined): ReportDefinition<KirimUangRow> {
  return {
    key: 'kirim-uang-keluar',
    title: t('kirimUang.laporan.title'),
    endpoint: KIRIM_UANG_REPORT_PATHS.kirimUangKeluar,
    fileName: t('kirimUang.laporan.fileName'),
    rowKey: (row) => row.nota_kirim,
    filter: {
      label: t('kirimUang.laporan.status'),
      defaultValue: 'ALL',
      options: KIRIM_UANG_STATUS_FILTERS.map((value) => ({ value, label: t(`kirimUang.status.${value}`) })),
    },
    extraFields: [
      { name: 'ip_cabang', label: t('kirimUang.laporan.toko'), type: 'select', options: shops, defaultValue: defaultShop, requiredMessage: t('kirimUang.msg.pickStore') },
    ],
    messages: { failed: t('kirimUang.msg.reportError') },
    columns: [
      { key: 'tgl_system', header: t('kirimUang.cols.tglSystem'), kind: 'date' },
      { key: 'nota_kirim', header: t('kirimUang.cols.notaKirim'), total: 'count' },
      { key: 'kode_toko', header: t('kirimUang.cols.dari'), value: (r) => `${r.kode_toko} - ${r.nama_toko}` },
      { key: 'tujuan', header: t('kirimUang.cols.tujuan') },
      { key: 'asal', header: t('kirimUang.cols.asal'), value: (r) => (r.no_rekening ? `${r.asal} ${r.no_rekening}` : r.asal) },
      { key: 'keterangan', header: t('kirimUang.cols.keterangan') },
      { key: 'no_reff', header: t('kirimUang.cols.noReff') },
      { key: 'input_by', header: t('kirimUang.cols.inputBy') },
      { key: 'status', header: t('kirimUang.cols.status'), value: (r) => t(`kirimUang.status.${r.status}`) },
      { key: 'terima_by', header: t('kirimUang.cols.terimaBy') },
      { key: 'jumlah_rp', header: t('kirimUang.cols.jumlah'), kind: 'money', total: 'sum' },
    ],
  };
}
