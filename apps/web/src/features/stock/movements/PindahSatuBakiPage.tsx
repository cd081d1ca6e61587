import type { PindahRow } from '@emas/domain';
import { MESSAGES, STOCK_MESSAGES } from '@emas/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import { EMPTY_PLACE, GudangBakiPicker, type GudangBaki } from './GudangBakiPicker';
import { TransferDone } from './PindahBarangPage';
import { useSubmissionKey } from '../../../kit/submission-key';

/** /pindah-barang-satu-baki: every item of one tray to another warehouse and tray. */
export function PindahSatuBakiPage() {
  const { t } = useTranslation();
  const [from, setFrom] = useState<GudangBaki>(EMPTY_PLACE);
  const [to, setTo] = useState<GudangBaki>(EMPTY_PLACE);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();
  const [done, setDone] = useState<PindahRow | null>(null);

  const save = async () => {
    const next: { from?: string; to?: string } = {};
    if (!from.kode_baki) next.from = t('stock.movements.satuBaki.chooseFrom');
    if (!to.kode_baki) next.to = t('stock.movements.chooseBaki');
    else if (from.kode_baki && from.kode_baki === to.kode_baki) next.to = STOCK_MESSAGES.sameTray;
    setErrors(next);
    const first = next.from ?? next.to;
    if (first) return notify.warning(first);
    setSaving(true);
    try {
      const { data, message } = await api.post<PindahRow>('pindah-barang/satu-baki', {
        dari_gudang: from.kode_gudang || undefined,
        dari_baki: from.kode_baki,
        kode_gudang: to.kode_gudang || undefined,
        kode_baki: to.kode_baki,
        idempotency_key: submission.current(),
      });
      submission.renew();
      notify.success(message ?? data.no_pindah);
      setDone(data);
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title={t('stock.movements.satuBaki.title')} removable={false} testId="pindah-satu-baki">
      <Stack>
        {done && <TransferDone doc={done} />}
        <Title order={5}>{t('stock.movements.satuBaki.from')}</Title>
        <GudangBakiPicker
          value={from}
          onChange={(v) => {
            setFrom(v);
            setErrors((e) => ({ ...e, from: undefined }));
            setDone(null);
          }}
          gudangLabel={t('stock.movements.gudangAsal')}
          bakiLabel={t('stock.movements.bakiAsal')}
          disabled={saving}
          error={errors.from}
        />
        <Title order={5}>{t('stock.movements.satuBaki.to')}</Title>
        <GudangBakiPicker
          value={to}
          onChange={(v) => {
            setTo(v);
            setErrors((e) => ({ ...e, to: undefined }));
            setDone(null);
          }}
          gudangLabel={t('stock.movements.gudangTujuan')}
          bakiLabel={t('stock.movements.bakiTujuan')}
          destination
          disabled={saving}
          error={errors.to}
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
