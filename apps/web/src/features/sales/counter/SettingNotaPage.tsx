import { DEFAULT_SETTING_NOTA, MESSAGES, NOTA_PLATFORMS, NOTA_POSITIONS, type SettingNota } from '@emas/domain';
import { Button, Checkbox, Group, SegmentedControl, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../kit/Panel';
import { QueryStatus } from '../../../kit/QueryStatus';
import { SETTING_NOTA_QUERY_KEY } from '../../../kit/receipt';
import { api } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';

type Kind = 'nota' | 'slip';
const PATH: Record<Kind, string> = { nota: 'setting-nota', slip: 'setting-nota-slip' };
const TOGGLES = ['tampil_harga_per_gram', 'tampil_ongkos', 'tampil_qr', 'tampil_barcode'] as const;
const TOGGLE_LABEL: Record<(typeof TOGGLES)[number], string> = {
  tampil_harga_per_gram: 'tampilHargaPerGram',
  tampil_ongkos: 'tampilOngkos',
  tampil_qr: 'tampilQr',
  tampil_barcode: 'tampilBarcode',
};

/** What the receipt (nota) or the slip printer shows: platform, where the note goes, the sales and buy-back notes, columns, codes, WhatsApp text. */
function SettingNotaForm({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const { kodeToko } = useSession();
  const queryClient = useQueryClient();
  const queryKey = kind === 'nota' ? [...SETTING_NOTA_QUERY_KEY, kodeToko] : ['setting-nota-slip', kodeToko];
  const query = useQuery({ queryKey, queryFn: async () => (await api.get<SettingNota>(PATH[kind])).data });
  const [form, setForm] = useState<SettingNota>(DEFAULT_SETTING_NOTA);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (query.data) setForm(query.data);
  }, [query.data]);

  const set = <K extends keyof SettingNota>(field: K, value: SettingNota[K]) => setForm((f) => ({ ...f, [field]: value }));

  const save = async () => {
    setSaving(true);
    try {
      const { data, message } = await api.put<SettingNota>(PATH[kind], form);
      queryClient.setQueryData(queryKey, data);
      notify.success(message || MESSAGES.dataSaved);
    } catch (e) {
      notifyApiError(e, MESSAGES.dataSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  const title = kind === 'nota' ? t('sales.settingNota.titleNota') : t('sales.settingNota.titleSlip');
  return (
    <Panel title={title} removable={false} testId={PATH[kind]}>
      <QueryStatus query={query} failureText={MESSAGES.sendError} />
      <Stack maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('sales.settingNota.platform')}
            </Text>
            <SegmentedControl data={[...NOTA_PLATFORMS]} value={form.platform} onChange={(v) => set('platform', v as SettingNota['platform'])} data-testid="nota-platform" />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('sales.settingNota.posisi')}
            </Text>
            <SegmentedControl data={NOTA_POSITIONS.map((v) => ({ value: v, label: t(v === 'DEPAN' ? 'sales.settingNota.posisiDepan' : 'sales.settingNota.posisiBelakang') }))} value={form.posisi} onChange={(v) => set('posisi', v as SettingNota['posisi'])} data-testid="nota-posisi" />
          </Stack>
        </SimpleGrid>
        <Textarea
          label={t('sales.settingNota.catatan')}
          description={t('sales.settingNota.catatanHint')}
          autosize
          minRows={3}
          maxLength={500}
          value={form.catatan}
          onChange={(e) => set('catatan', e.currentTarget.value)}
        />
        <Textarea
          label={t('sales.settingNota.catatanBeli')}
          description={t('sales.settingNota.catatanBeliHint')}
          autosize
          minRows={2}
          maxLength={500}
          value={form.catatan_beli}
          onChange={(e) => set('catatan_beli', e.currentTarget.value)}
          data-testid="nota-catatan-beli"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TOGGLES.map((field) => (
            <Checkbox key={field} label={t(`sales.settingNota.${TOGGLE_LABEL[field]}`)} checked={form[field]} onChange={(e) => set(field, e.currentTarget.checked)} />
          ))}
        </SimpleGrid>
        <Textarea
          label={t('sales.settingNota.templateWa')}
          description={t('sales.settingNota.templateWaHint')}
          autosize
          minRows={2}
          value={form.template_wa}
          onChange={(e) => set('template_wa', e.currentTarget.value)}
        />
        <Group>
          <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} disabled={query.isLoading} onClick={() => void save()}>
            {t('sales.settingNota.save')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}

/** /setting-nota (gated as spec 000 §6): the sale receipt's settings. */
export function SettingNotaPage() {
  return <SettingNotaForm kind="nota" />;
}

/** /setting-nota-slip (gated as spec 000 §6): the slip printer's settings. */
export function SettingNotaSlipPage() {
  return <SettingNotaForm kind="slip" />;
}
