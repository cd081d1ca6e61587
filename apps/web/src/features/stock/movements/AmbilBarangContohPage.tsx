import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../kit/Panel';
import { BatchDone, useBatchSave } from './batch';
import { ScanList } from './ScanList';

type Mode = 'ambil' | 'kembali';

/**
 * /ambil-barang-contoh: items taken out of the display as samples (POST barang-contoh/ambil) and
 * returned to the tray they came from (POST barang-contoh/kembali).
 */
export function AmbilBarangContohPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('ambil');
  const { items, setItems, keterangan, setKeterangan, saving, done, setDone, save } = useBatchSave(() => `barang-contoh/${mode}`);

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
          accept={mode === 'ambil' ? { purpose: 'CONTOH_KELUAR', statuses: ['READY'] } : { purpose: 'CONTOH_MASUK', statuses: ['CONTOH'] }}
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
