import { formatBusinessDate, formatRupiah, type KirimUangRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../kit/DataTable';
import { printedByText } from '../../kit/receipt/sale-receipt';
import type { KirimUangPdfTexts } from './kirim-uang-pdf';

export const KIRIM_UANG_KEYS = {
  form: ['kirim-uang', 'form'] as const,
  history: ['kirim-uang', 'history'] as const,
};

/** Columns of a list of transfers (history, receive screen, report). */
export function kirimUangColumns(t: TFunction): DataTableColumn<KirimUangRow>[] {
  return [
    { key: 'nota_kirim', header: t('kirimUang.cols.notaKirim') },
    { key: 'tgl_system', header: t('kirimUang.cols.tglSystem'), text: (r) => formatBusinessDate(r.tgl_system) },
    { key: 'input_by', header: t('kirimUang.cols.inputBy') },
    { key: 'jumlah_rp', header: t('kirimUang.cols.jumlah'), align: 'right', text: (r) => formatRupiah(r.jumlah_rp) },
    { key: 'tujuan', header: t('kirimUang.cols.tujuan'), text: (r) => `${r.tujuan} - ${r.nama_tujuan}` },
    { key: 'keterangan', header: t('kirimUang.cols.keterangan') },
    { key: 'no_reff', header: t('kirimUang.cols.noReff') },
    { key: 'status', header: t('kirimUang.cols.status'), text: (r) => t(`kirimUang.status.${r.status}`) },
  ];
}

export function kirimUangPdfTexts(t: TFunction, userId: string): KirimUangPdfTexts {
  return {
    notaKirim: t('kirimUang.cols.notaKirim'),
    tglSystem: t('kirimUang.cols.tglSystem'),
    dari: t('kirimUang.cols.dari'),
    tujuan: t('kirimUang.cols.tujuan'),
    asal: t('kirimUang.cols.asal'),
    jumlah: t('kirimUang.cols.jumlah'),
    keterangan: t('kirimUang.cols.keterangan'),
    noReff: t('kirimUang.cols.noReff'),
    inputBy: t('kirimUang.cols.inputBy'),
    diserahkan: t('kirimUang.pdf.diserahkan'),
    diterima: t('kirimUang.pdf.diterima'),
    printedBy: printedByText(userId),
  };
}
