import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../kit/Panel';
import { confirmDialog } from '../../../lib/notify';
import { BatchDone, useBatchSave } from './batch';
import { ScanList } from './ScanList';

/** /hancur-data-barang: scanned items sent to melting (POST hancur-barang), after a confirmation. */
export function HancurBarangPage() {
  const { t } = useTranslation();
  const { items, setItems, keterangan, setKeterangan, saving, done, setDone, save } = useBatchSave(
    () => 'hancur-barang',
    (count) => confirmDialog(t('stock.movements.hancur.confirm', { count })),
  );

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
          accept={{ purpose: 'HANCUR', statuses: ['READY'] }}
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
