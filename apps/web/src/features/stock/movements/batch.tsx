import { MESSAGES, type BarangRow } from '@emas/domain';
import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import { weightText, type ScannedItem } from './scan-list';
import { useSubmissionKey } from '../../../kit/submission-key';

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

/**
 * State of a scan-a-batch screen (melting, samples): the scanned items, a remark, and a save that
 * posts the barcodes, shows the document and clears the form. `confirm` may stop the save.
 */
export function useBatchSave(path: () => string, confirm?: (count: number) => Promise<boolean>) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ScannedItem[]>([]);
  const [keterangan, setKeterangan] = useState('');
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();
  const [done, setDone] = useState<BatchResult | null>(null);

  const save = async () => {
    if (items.length === 0) return notify.warning(t('stock.movements.noItems'));
    if (confirm && !(await confirm(items.length))) return;
    setSaving(true);
    try {
      const { data, message } = await api.post<BatchResult>(path(), {
        kode_barcode: items.map((i) => i.kode_barcode),
        keterangan,
        idempotency_key: submission.current(),
      });
      submission.renew();
      notify.success(message ?? data.no_ref);
      setDone(data);
      setItems([]);
      setKeterangan('');
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setSaving(false);
    }
  };
  return { items, setItems, keterangan, setKeterangan, saving, done, setDone, save };
}
