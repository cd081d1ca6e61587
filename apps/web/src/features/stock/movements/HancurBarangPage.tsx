import { MESSAGES } from '@emas/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../../lib/notify';
import { BatchDone, type BatchResult } from './batch';
import { ScanList } from './ScanList';
import type { ScannedItem } from './scan-list';

/** /hancur-data-barang: scanned items sent to melting (POST hancur-barang), after a confirmation. */
export function HancurBarangPage() {
  const { t } = useTranslation();
  const [items, setItems] = useState<ScannedItem[]>([]);
  const [keterangan, setKeterangan] = useState('');
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<BatchResult | null>(null);

  const save = async () => {
    if (items.length === 0) return notify.warning(t('stock.movements.noItems'));
    if (!(await confirmDialog(t('stock.movements.hancur.confirm', { count: items.length })))) return;
    setSaving(true);
    try {
      const { data, message } = await api.post<BatchResult>('hancur-barang', {
        kode_barcode: items.map((i) => i.kode_barcode),
        keterangan,
      });
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

  return (
    <Panel title={t('stock.movements.hancur.title')} removable={false} testId="hancur-data-barang">
      <Stack>
        {done && <BatchDone result={done} title={t('stock.movements.hancur.done', { no: done.no_ref })} />}
        <ScanList
          items={items}
          onChange={(next) => {
            setItems(next);
            setDone(null);
          }}
          disabled={saving}
        />
        <TextInput label={t('stock.movements.keterangan')} value={keterangan} maxLength={200} disabled={saving} onChange={(e) => setKeterangan(e.currentTarget.value.toUpperCase())} />
        <Group justify="flex-end">
          <Button color="red" leftSection={<IconFlame size={16} />} loading={saving} onClick={() => void save()}>
            {t('stock.movements.hancur.submit')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
