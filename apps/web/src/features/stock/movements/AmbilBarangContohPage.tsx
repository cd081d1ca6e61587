import { MESSAGES } from '@emas/domain';
import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import { BatchDone, type BatchResult } from './batch';
import { ScanList } from './ScanList';
import type { ScannedItem } from './scan-list';

type Mode = 'ambil' | 'kembali';

/**
 * /ambil-barang-contoh: items taken out of the display as samples (POST barang-contoh/ambil) and
 * returned to the tray they came from (POST barang-contoh/kembali).
 */
export function AmbilBarangContohPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('ambil');
  const [items, setItems] = useState<ScannedItem[]>([]);
  const [keterangan, setKeterangan] = useState('');
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<BatchResult | null>(null);

  const save = async () => {
    if (items.length === 0) return notify.warning(t('stock.movements.noItems'));
    setSaving(true);
    try {
      const { data, message } = await api.post<BatchResult>(`barang-contoh/${mode}`, {
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
    <Panel title={t('stock.movements.contoh.title')} removable={false} testId="ambil-barang-contoh">
      <Stack>
        <SegmentedControl
          value={mode}
          disabled={saving}
          onChange={(v) => {
            setMode(v as Mode);
            setItems([]);
            setDone(null);
          }}
          data={[
            { value: 'ambil', label: t('stock.movements.contoh.ambil') },
            { value: 'kembali', label: t('stock.movements.contoh.kembali') },
          ]}
        />
        {done && <BatchDone result={done} title={t('stock.movements.contoh.done', { no: done.no_ref })} />}
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
          <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} onClick={() => void save()}>
            {mode === 'ambil' ? t('stock.movements.contoh.submitAmbil') : t('stock.movements.contoh.submitKembali')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
