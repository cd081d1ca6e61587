import { formatBusinessDate, formatRupiah, type PawnListRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../kit/DataTable';

/** The loan list's columns, shared by the search, validation and auction screens. */
export function pawnColumns(t: TFunction): DataTableColumn<PawnListRow>[] {
  return [
    { key: 'no_faktur_hutang', header: t('pawn.fields.noHutang') },
    { key: 'tgl_hutang', header: t('pawn.fields.tglHutang'), text: (r) => formatBusinessDate(r.tgl_hutang) },
    { key: 'nama_customer', header: t('pawn.fields.customer') },
    { key: 'jumlah_barang', header: t('pawn.fields.qty'), align: 'right', text: (r) => String(r.jumlah_barang) },
    { key: 'total_berat', header: t('pawn.fields.berat'), align: 'right' },
    { key: 'jumlah_hutang', header: t('pawn.fields.jumlahHutang'), align: 'right', text: (r) => formatRupiah(r.jumlah_hutang) },
    { key: 'tgl_jatuh_tempo', header: t('pawn.fields.jatuhTempo'), text: (r) => formatBusinessDate(r.tgl_jatuh_tempo) },
    { key: 'bunga_hari_ini', header: t('pawn.fields.bungaHariIni'), align: 'right', text: (r) => formatRupiah(r.bunga_hari_ini) },
    { key: 'keadaan', header: t('pawn.fields.status'), text: (r) => t(`pawn.status.${r.keadaan}`, { defaultValue: r.keadaan }) },
  ];
}
