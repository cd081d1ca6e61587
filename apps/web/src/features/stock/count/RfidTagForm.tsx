import { MESSAGES } from '@emas/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { useFieldErrors } from '../../../lib/field-errors';
import { notify, notifyApiError } from '../../../lib/notify';

/** Gives an item its RFID tag beside its barcode (PUT barang-rfid); an empty tag removes it. */
export function RfidTagForm() {
  const { t } = useTranslation();
  const [barcode, setBarcode] = useState('');
  const [rfid, setRfid] = useState('');
  const [saving, setSaving] = useState(false);
  const { errors, setErrors, takeRefusal } = useFieldErrors();
  const save = async () => {
    setSaving(true);
    try {
      const { message } = await api.put<{ kode_barcode: string; rfid: string | null }>('barang-rfid', { kode_barcode: barcode, rfid });
      notify.success(message ?? '');
      setErrors({});
      setBarcode('');
      setRfid('');
    } catch (e) {
      takeRefusal(e);
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Panel title={t('rfid.tagTitle')} removable={false} testId="rfid-tag">
      <Group align="flex-end">
        <TextInput label={t('rfid.barcode')} value={barcode} error={errors.kode_barcode} onChange={(e) => setBarcode(e.currentTarget.value.toUpperCase())} />
        <TextInput label={t('rfid.tag')} value={rfid} error={errors.rfid} onChange={(e) => setRfid(e.currentTarget.value.toUpperCase())} />
        <Button leftSection={<IconTag size={16} />} loading={saving} onClick={() => void save()}>
          {t('rfid.saveTag')}
        </Button>
      </Group>
    </Panel>
  );
}
