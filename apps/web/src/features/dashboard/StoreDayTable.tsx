import { formatNumber, formatRupiah, formatWeight, type DailyTransactionChartRow } from '@emas/domain';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Today's sales and buy-backs per store (cash-pusat/daily-transaction-chart?kode_toko=ALL): one row per
 * store and, in the footer, the chain's total that the server sends as the first element.
 */
export function StoreDayTable({ rows }: { rows: readonly DailyTransactionChartRow[] }) {
  const { t } = useTranslation();
  const [total, ...stores] = rows.length > 1 ? rows : [undefined, ...rows];
  const cells = (r: DailyTransactionChartRow) => (
    <>
      <Table.Td ta="right">{formatNumber(r.nota_penjualan)}</Table.Td>
      <Table.Td ta="right">{formatWeight(r.resultGram[0])}</Table.Td>
      <Table.Td ta="right" data-testid="penjualan">
        {formatRupiah(r.values[0])}
      </Table.Td>
      <Table.Td ta="right">{formatNumber(r.nota_pembelian)}</Table.Td>
      <Table.Td ta="right">{formatWeight(r.resultGram[1])}</Table.Td>
      <Table.Td ta="right" data-testid="pembelian">
        {formatRupiah(r.values[1])}
      </Table.Td>
    </>
  );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder fz="sm" data-testid="store-day-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2}>{t('dashboard.store')}</Table.Th>
            <Table.Th colSpan={3} ta="center">
              {t('dashboard.sales')}
            </Table.Th>
            <Table.Th colSpan={3} ta="center">
              {t('dashboard.purchases')}
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            {[0, 1].flatMap((i) =>
              (['receipts', 'weight', 'amount'] as const).map((k) => (
                <Table.Th key={`${k}${i}`} ta="right">
                  {t(`dashboard.${k}`)}
                </Table.Th>
              )),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stores.map((r) => (
            <Table.Tr key={r!.kode_toko} data-testid={`store-day-${r!.kode_toko}`}>
              <Table.Td>{r!.nama_toko}</Table.Td>
              {cells(r!)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr data-testid="store-day-total" fw={700}>
              <Table.Td>{t('dashboard.total')}</Table.Td>
              {cells(total)}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
