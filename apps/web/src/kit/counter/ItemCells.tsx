import { formatNumber, formatWeight } from '@emas/domain';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An item of a sale, a layaway or a cancellation as its line tables show it. */
export type ItemLine = { kode_barcode: string; nama_barang: string; berat: string | number; kadar?: string | number; harga: number };

/** The item columns' headers: barcode, name, weight, purity (when asked) and price. */
export function ItemHeads({ withKadar = false }: { withKadar?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Th>{t('salesHistory.common.kodeBarcode')}</Table.Th>
      <Table.Th>{t('salesHistory.common.namaBarang')}</Table.Th>
      <Table.Th ta="right">{t('salesHistory.common.berat')}</Table.Th>
      {withKadar && <Table.Th ta="right">{t('salesHistory.common.kadar')}</Table.Th>}
      <Table.Th ta="right">{t('salesHistory.common.harga')}</Table.Th>
    </>
  );
}

/** The item columns of one line, under `ItemHeads`. */
export function ItemCells({ line, withKadar = false }: { line: ItemLine; withKadar?: boolean }) {
  return (
    <>
      <Table.Td>{line.kode_barcode}</Table.Td>
      <Table.Td>{line.nama_barang}</Table.Td>
      <Table.Td ta="right">{formatWeight(line.berat)}</Table.Td>
      {withKadar && <Table.Td ta="right">{line.kadar}</Table.Td>}
      <Table.Td ta="right">{formatNumber(line.harga)}</Table.Td>
    </>
  );
}
