import { formatNumber, GIFT_MESSAGES } from '@emas/domain';
import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../kit/Panel';
import { fieldErrorsOf } from '../../lib/field-errors';
import { notify, notifyApiError } from '../../lib/notify';
import { fetchGifts, receiveGift } from './gifts-api';

/** /terima-hadiah (issue 32): gifts received from a supplier, written as an IN movement of the gift's stock. */
export function TerimaHadiahPage() {
  const { t } = useTranslation();
  const gifts = useQuery({ queryKey: ['tukar-hadiah', 'hadiah'], queryFn: fetchGifts });
  const [kode, setKode] = useState<string | null>(null);
  const [qty, setQty] = useState<number>(1);
  const [supplier, setSupplier] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const chosen = gifts.data?.find((g) => g.kode_hadiah === kode);

  const save = async () => {
    if (!kode) return setErrors({ kode_hadiah: GIFT_MESSAGES.hadiahRequired });
    setSaving(true);
    setErrors({});
    try {
      const res = await receiveGift({ kode_hadiah: kode, qty, supplier, keterangan });
      notify.success(res.message || GIFT_MESSAGES.received);
      setQty(1);
      setKeterangan('');
      void gifts.refetch();
    } catch (e) {
      setErrors(fieldErrorsOf(e) ?? {});
      notifyApiError(e, GIFT_MESSAGES.hadiahNotFound);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title={t('gifts.receive.title')} removable={false} testId="terima-hadiah">
      <Stack maw={480}>
        <Select
          label={t('gifts.common.hadiah')}
          withAsterisk
          searchable
          data={(gifts.data ?? []).map((g) => ({ value: g.kode_hadiah, label: `${g.kode_hadiah} - ${g.nama_hadiah}` }))}
          value={kode}
          onChange={setKode}
          error={errors.kode_hadiah}
          description={chosen ? `${t('gifts.receive.stokSekarang')}: ${formatNumber(chosen.stok)}` : undefined}
        />
        <NumberInput label={t('gifts.common.qty')} withAsterisk min={1} max={1000} allowDecimal={false} value={qty} onChange={(v) => setQty(typeof v === 'number' ? v : 1)} error={errors.qty} />
        <TextInput label={t('gifts.common.supplier')} value={supplier} onChange={(e) => setSupplier(e.currentTarget.value.toUpperCase())} />
        <TextInput label={t('gifts.common.keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.currentTarget.value.toUpperCase())} />
        <Group justify="flex-end">
          <Button loading={saving} onClick={() => void save()}>
            {t('gifts.receive.save')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
