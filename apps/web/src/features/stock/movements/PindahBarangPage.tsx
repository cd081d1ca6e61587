import { MESSAGES, MOVABLE_STATUSES, type PindahRow } from '@emas/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import { EMPTY_PLACE, GudangBakiPicker, type GudangBaki } from './GudangBakiPicker';
import { ScanList } from './ScanList';
import { weightText, type ScannedItem } from './scan-list';
import { useSubmissionKey } from '../../../kit/submission-key';

/** The transfer document shown after saving. */
export function TransferDone({ doc }: { doc: Pick<PindahRow, 'no_pindah' | 'kode_gudang' | 'kode_baki' | 'total_qty' | 'total_berat'> }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" data-testid="pindah-done" title={t('stock.movements.pindah.done', { no: doc.no_pindah })}>
      <Text size="sm">
        {t('stock.movements.noPindah')}: <b data-testid="no-pindah">{doc.no_pindah}</b> · {doc.kode_gudang} / {doc.kode_baki} ·{' '}
        {t('stock.movements.totalQty')}: {doc.total_qty} · {t('stock.movements.totalBerat')}: {weightText(doc.total_berat)}
      </Text>
    </Alert>
  );
}

/** /pindah-barang (spec 000 §2 "Stock"): scanned items to another warehouse and tray, one no_pindah. */
export function PindahBarangPage() {
  const { t } = useTranslation();
  const [items, setItems] = useState<ScannedItem[]>([]);
  const [place, setPlace] = useState<GudangBaki>(EMPTY_PLACE);
  const [bakiError, setBakiError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();
  const [done, setDone] = useState<PindahRow | null>(null);

  const save = async () => {
    if (items.length === 0) return notify.warning(t('stock.movements.noItems'));
    if (!place.kode_baki) {
      setBakiError(t('stock.movements.chooseBaki'));
      return notify.warning(t('stock.movements.chooseBaki'));
    }
    setSaving(true);
    try {
      const { data, message } = await api.post<PindahRow>('pindah-barang', {
        kode_barcode: items.map((i) => i.kode_barcode),
        kode_gudang: place.kode_gudang || undefined,
        kode_baki: place.kode_baki,
        idempotency_key: submission.current(),
      });
      submission.renew();
      notify.success(message ?? data.no_pindah);
      setDone(data);
      setItems([]);
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title={t('stock.movements.pindah.title')} removable={false} testId="pindah-barang">
      <Stack>
        {done && <TransferDone doc={done} />}
        <ScanList
          items={items}
          onChange={(next) => {
            setItems(next);
            setDone(null);
          }}
          disabled={saving}
          accept={{ purpose: 'PINDAH', statuses: MOVABLE_STATUSES }}
        />
        <GudangBakiPicker
          value={place}
          onChange={(v) => {
            setPlace(v);
            setBakiError(null);
          }}
          gudangLabel={t('stock.movements.gudangTujuan')}
          bakiLabel={t('stock.movements.bakiTujuan')}
          destination
          disabled={saving}
          error={bakiError}
        />
        <Group justify="flex-end">
          <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} onClick={() => void save()}>
            {saving ? t('stock.movements.saving') : t('stock.movements.save')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
