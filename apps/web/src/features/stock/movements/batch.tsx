import type { BarangRow } from '@emas/domain';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { weightText } from './scan-list';

/** The answer of hancur-barang, barang-contoh and stock-aksesoris calls (docs/api.md §10). */
export type BatchResult = { no_ref: string; jenis: string; tgl_system: string; total_qty: number; total_berat: number; barang: BarangRow[] };

/** The document a batch call wrote: its number and totals. */
export function BatchDone({ result, title }: { result: BatchResult; title: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" data-testid="batch-done" title={title}>
      <Text size="sm">
        {t('stock.movements.noRef')}: <b data-testid="no-ref">{result.no_ref}</b> · {t('stock.movements.totalQty')}: {result.total_qty} ·{' '}
        {t('stock.movements.totalBerat')}: {weightText(result.total_berat)}
      </Text>
    </Alert>
  );
}
