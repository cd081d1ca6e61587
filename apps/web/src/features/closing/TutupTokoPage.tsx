import { addDays, formatBusinessDate, MESSAGES, nextBusinessDate, type ClosingCheckResult, type ClosingChecksData, type EodData } from '@emas/domain';
import { Alert, Anchor, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateField } from '../../kit/DateField';
import { Panel } from '../../kit/Panel';
import { QueryStatus } from '../../kit/QueryStatus';
import { api } from '../../lib/api';
import { messageText } from '../../lib/message-text';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { EodView } from './EodView';

type ClosedDay = { tgl_system: string; tgl_berikut: string; closed_by: string; closed_at: string };

function CheckBadge({ check }: { check: ClosingCheckResult }) {
  const { t } = useTranslation();
  if (check.jumlah === 0) return <Badge color="teal">{t('closing.ok')}</Badge>;
  return <Badge color={check.level === 'BLOCK' ? 'red' : 'yellow'}>{check.level === 'BLOCK' ? t('closing.block') : t('closing.warn')}</Badge>;
}

/**
 * /tutup-toko: what blocks and what only warns (each with a link to fix it), the date the store moves
 * to, the close, and the EOD shown after it; a closed day's EOD can be read again below.
 */
export function TutupTokoPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [next, setNext] = useState<string | null>(null);
  // what the field holds now: the click on Tutup Toko runs right after the field's blur wrote it, before a render
  const shownNext = useRef<{ date: string | null; readable: boolean }>({ date: null, readable: true });
  const changeNext = (date: string | null) => {
    shownNext.current.date = date;
    setNext(date);
  };
  /** false while the field shows text that is not a date (the field shows its own message) */
  const changeReadable = (readable: boolean) => {
    shownNext.current.readable = readable;
  };
  const [busy, setBusy] = useState(false);
  const [eod, setEod] = useState<EodData | null>(null);
  const [picked, setPicked] = useState<string | null>(null);

  const checks = useQuery({ queryKey: ['tutup-toko', 'cek', session.kodeToko], queryFn: async () => (await api.get<ClosingChecksData>('tutup-toko/cek')).data });
  const history = useQuery({ queryKey: ['tutup-toko', 'riwayat', session.kodeToko], queryFn: async () => (await api.get<ClosedDay[]>('tutup-toko/riwayat')).data });
  const shown = useQuery({
    queryKey: ['tutup-toko', 'eod', session.kodeToko, picked],
    enabled: picked !== null,
    queryFn: async () => (await api.get<EodData>(`tutup-toko/eod?tgl_system=${picked}`)).data,
  });
  const data = checks.data;
  useEffect(() => {
    shownNext.current.date = data?.tgl_berikut ?? null;
    setNext(data?.tgl_berikut ?? null);
  }, [data?.tgl_berikut]);

  // the next date is checked on the screen, before any confirmation, by the rule the server applies
  const nextCheck = data?.tgl_system ? nextBusinessDate(data.tgl_system, next) : null;
  const nextError = nextCheck && !nextCheck.ok ? messageText(nextCheck.message) : undefined;

  const close = async () => {
    if (!data?.tgl_system) return;
    const shown = shownNext.current;
    if (!shown.readable) {
      notify.error(t('kit.date.invalid'));
      return;
    }
    const check = nextBusinessDate(data.tgl_system, shown.date);
    if (!check.ok) {
      notify.error(check.message);
      return;
    }
    // an emptied field closes to the next day: it is put back in the field, so the confirmation names the date shown
    const target = check.date;
    if (shown.date !== target) changeNext(target);
    const ok = await confirmDialog(t('closing.confirm', { toko: data.kode_toko, tgl: formatBusinessDate(data.tgl_system), next: formatBusinessDate(target) }));
    if (!ok) return;
    setBusy(true);
    try {
      const { data: closed, message } = await api.post<EodData>('tutup-toko', { tgl_system: data.tgl_system, tgl_berikut: target });
      setEod(closed);
      if (message) notify.success(message);
      // the header and every screen take the new business date
      await session.refresh();
      await queryClient.invalidateQueries();
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
      await checks.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <Panel title={t('closing.title')} removable={false} testId="tutup-toko">
        <QueryStatus query={checks} failureText={MESSAGES.loginRequestError} />
        {data?.tgl_system && (
          <Stack>
            <Group gap="xl" align="flex-end">
              <div>
                <Text size="sm" c="dimmed">
                  {t('closing.store')}
                </Text>
                <Text fw={600}>{data.kode_toko}</Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('closing.activeDate')}
                </Text>
                <Text fw={600} data-testid="tutup-toko-tanggal">
                  {formatBusinessDate(data.tgl_system)}
                </Text>
              </div>
              <DateField
                label={t('closing.nextDate')}
                value={next}
                onChange={changeNext}
                onValidityChange={changeReadable}
                error={nextError}
                minDate={addDays(data.tgl_system, 1)}
                maxDate={addDays(data.tgl_system, 31)}
                testId="tutup-toko-berikut"
              />
            </Group>
            <Text size="xs" c="dimmed">
              {t('closing.nextDateHint')}
            </Text>
            <Text fw={600}>{t('closing.checksTitle')}</Text>
            <Table withTableBorder data-testid="tutup-toko-cek">
              <Table.Tbody>
                {data.checks.map((c) => (
                  <Table.Tr key={c.key} data-testid={`cek-${c.key}`} data-level={c.jumlah > 0 ? c.level : 'OK'}>
                    <Table.Td w={120}>
                      <CheckBadge check={c} />
                    </Table.Td>
                    <Table.Td>{t(`closing.labels.${c.key}`, { defaultValue: c.key })}</Table.Td>
                    <Table.Td>
                      {c.jumlah > 0 ? messageText(c.pesan) : ''}
                      {c.jumlah > 0 && c.daftar && c.daftar.length > 0 && (
                        <Text size="xs" c="dimmed" data-testid={`cek-${c.key}-daftar`}>
                          {c.daftar.join(', ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {c.jumlah > 0 && (
                        <Anchor component={Link} to={c.link} size="sm">
                          {t('closing.open')}
                        </Anchor>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {data.blocked && (
              <Alert color="red" data-testid="tutup-toko-blocked">
                {t('closing.blockedNote')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button color="red" leftSection={<IconBuildingStore size={16} />} disabled={data.blocked} loading={busy} onClick={() => void close()} data-testid="tutup-toko-submit">
                {t('closing.close')}
              </Button>
            </Group>
          </Stack>
        )}
        {eod && <EodView eod={eod} />}
      </Panel>
      <Panel title={t('closing.eod.history')} removable={false} testId="tutup-toko-riwayat">
        <Stack>
          <Select
            label={t('closing.eod.pickDate')}
            placeholder={history.data?.length ? undefined : t('closing.eod.noHistory')}
            data={(history.data ?? []).map((d) => ({ value: d.tgl_system, label: `${formatBusinessDate(d.tgl_system)} (${d.closed_by})` }))}
            value={picked}
            onChange={setPicked}
            searchable
            data-testid="tutup-toko-pilih-eod"
          />
          {shown.data && <EodView eod={shown.data} />}
        </Stack>
      </Panel>
    </Stack>
  );
}
