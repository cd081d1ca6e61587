import { CICILAN_FINISH_MESSAGES, CICILAN_REMINDER_MESSAGES, formatBusinessDate, MESSAGES } from '@emas/domain';
import { Button, Group, NumberInput, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { ApiError } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { CICILAN_KEYS, fetchReminderSetting, fetchSentReminders, saveReminderSetting, sendRemindersNow, type SentReminder } from './cicilan-api';

type Draft = { hari: number | string; telat: boolean; template: string; template_telat: string };

/**
 * /pengingat-cicilan (issue 33): the store's WhatsApp reminders of instalments, for a supervisor: how many days before
 * a due date the reminder goes, whether a missed instalment gets one, the two texts (empty: the product's), a "send
 * now" for the store's business date (each reminder still goes once: the sent-log keeps them), and what was sent.
 */
export function PengingatCicilanPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: [...CICILAN_KEYS.all, 'pengingat', 'setting'], queryFn: fetchReminderSetting });
  const sent = useQuery({ queryKey: [...CICILAN_KEYS.all, 'pengingat', 'log'], queryFn: fetchSentReminders });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);

  useEffect(() => {
    if (setting.data && !draft) setDraft({ hari: setting.data.hari, telat: setting.data.telat, template: setting.data.template, template_telat: setting.data.template_telat });
  }, [setting.data, draft]);

  const save = async () => {
    if (!draft) return;
    setBusy('save');
    setErrors({});
    try {
      const res = await saveReminderSetting({ ...draft, hari: draft.hari === '' ? Number.NaN : Number(draft.hari) });
      notify.success(res.message || CICILAN_FINISH_MESSAGES.settingSaved);
      setDraft({ hari: res.data.hari, telat: res.data.telat, template: res.data.template, template_telat: res.data.template_telat });
      await queryClient.invalidateQueries({ queryKey: [...CICILAN_KEYS.all, 'pengingat', 'setting'] });
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors);
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setBusy(null);
    }
  };

  const sendNow = async () => {
    const tanggal = setting.data?.tgl_system;
    if (!tanggal) return;
    if (!(await confirmDialog(t('cicilan.pengingat.confirm', { tanggal: formatBusinessDate(tanggal) })))) return;
    setBusy('send');
    try {
      const res = await sendRemindersNow(tanggal);
      notify.success(`${res.message || CICILAN_REMINDER_MESSAGES.remindersSent}: ${t('cicilan.pengingat.hasil', res.data)}`);
      await queryClient.invalidateQueries({ queryKey: [...CICILAN_KEYS.all, 'pengingat', 'log'] });
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setBusy(null);
    }
  };

  const columns: DataTableColumn<SentReminder>[] = [
    { key: 'sent_at', header: t('cicilan.pengingat.dikirim'), text: (r) => new Date(r.sent_at).toLocaleString() },
    { key: 'no_faktur_cicil', header: t('cicilan.fields.noCicilan') },
    { key: 'ke', header: t('cicilan.pengingat.ke'), align: 'right' },
    { key: 'jenis', header: t('cicilan.pengingat.jenis'), text: (r) => t(`cicilan.pengingat.jenis${r.jenis === 'TELAT' ? 'Telat' : 'Sebelum'}`) },
    { key: 'tgl_jatuh_tempo', header: t('cicilan.pengingat.jatuhTempo'), text: (r) => formatBusinessDate(r.tgl_jatuh_tempo) },
    { key: 'no_hp', header: t('cicilan.fields.noHp') },
    { key: 'pesan', header: t('cicilan.pengingat.pesan') },
  ];

  return (
    <Panel title={t('cicilan.pengingat.title')} removable={false} onReload={() => void sent.refetch()} testId="pengingat-cicilan">
      <Stack>
        {draft && (
          <Paper withBorder p="md">
            <Stack>
              <Title order={5}>{t('cicilan.pengingat.setting')}</Title>
              <NumberInput
                label={t('cicilan.pengingat.hari')}
                description={t('cicilan.pengingat.hariHint')}
                value={draft.hari}
                onChange={(v) => setDraft({ ...draft, hari: v })}
                allowDecimal={false}
                error={errors.hari}
                maw={260}
                data-testid="pengingat-cicilan-hari"
              />
              <Switch label={t('cicilan.pengingat.telat')} checked={draft.telat} onChange={(e) => setDraft({ ...draft, telat: e.currentTarget.checked })} data-testid="pengingat-cicilan-telat" />
              <Textarea label={t('cicilan.pengingat.template')} description={t('cicilan.pengingat.templateHint')} translate="no" value={draft.template} error={errors.template} onChange={(e) => setDraft({ ...draft, template: e.currentTarget.value })} autosize minRows={2} data-testid="pengingat-cicilan-template" />
              <Textarea label={t('cicilan.pengingat.templateTelat')} translate="no" value={draft.template_telat} error={errors.template_telat} onChange={(e) => setDraft({ ...draft, template_telat: e.currentTarget.value })} autosize minRows={2} data-testid="pengingat-cicilan-template-telat" />
              <Group justify="flex-end">
                <Button leftSection={<IconDeviceFloppy size={16} />} loading={busy === 'save'} onClick={() => void save()} data-testid="pengingat-cicilan-simpan">
                  {t('cicilan.pengingat.save')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {setting.data ? t('cicilan.pengingat.kirimHint', { tanggal: formatBusinessDate(setting.data.tgl_system) }) : ''}
          </Text>
          <Button color="teal" leftSection={<IconBrandWhatsapp size={16} />} loading={busy === 'send'} disabled={!setting.data} onClick={() => void sendNow()} data-testid="pengingat-cicilan-kirim">
            {t('cicilan.pengingat.kirim')}
          </Button>
        </Group>
        <DataTable rows={sent.data ?? []} columns={columns} rowKey={(r) => `${r.no_faktur_cicil}-${r.ke}-${r.jenis}`} loading={sent.isLoading} emptyText={t('cicilan.pengingat.empty')} csvFileName="PENGINGAT CICILAN" testId="pengingat-cicilan-log" />
      </Stack>
    </Panel>
  );
}
