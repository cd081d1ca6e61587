import { formatBusinessDate, formatNumber, formatWeight, type SepuhanRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../kit/DataTable';

/** The columns every sorting list shows about a bought-back piece. */
export function pieceColumns(t: TFunction): DataTableColumn<SepuhanRow>[] {
  return [
    { key: 'kode_barcode', header: t('sepuhan.cols.barcode') },
    { key: 'nama_barang', header: t('sepuhan.cols.nama') },
    { key: 'kode_group', header: t('sepuhan.cols.group'), text: (r) => `${r.kode_group} ${formatNumber(r.kadar)}` },
    { key: 'berat', header: t('sepuhan.cols.berat'), align: 'right', text: (r) => formatWeight(Number(r.berat)) },
    { key: 'no_faktur_group', header: t('sepuhan.cols.noBeli'), text: (r) => `${r.no_faktur_group} (${formatBusinessDate(r.tgl_beli)})` },
    { key: 'harga_beli', header: t('sepuhan.cols.harga'), align: 'right', text: (r) => formatNumber(r.harga_beli) },
  ];
}
