import { formatNumber, type ResetRunResult } from '@emas/domain';
import { Button, Group, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../kit/Panel';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { POINTS_KEYS, pointsApi } from './points-api';

const RUNNERS = ['OWN', 'SPV', 'SU'];

/** /parameter-reset-poin-member: the reset rule (a date each year, or points older than N months) and its run (OWN/SPV). */
export function ParameterResetPoinMemberPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: POINTS_KEYS.reset, queryFn: pointsApi.reset });
  const [mode, setMode] = useState('TANGGAL');
  const [tanggal, setTanggal] = useState('12-31');
  const [bulan, setBulan] = useState<number | string>(12);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [run, setRun] = useState<ResetRunResult | null>(null);
  const data = current.data?.data;
  useEffect(() => {
    if (data && typeof data === 'object' && 'mode' in data) {
      setMode(data.mode);
      setTanggal(data.tanggal);
      setBulan(data.bulan);
    }
  }, [data]);
  const lastRun = data && typeof data === 'object' && 'last_run' in data ? data.last_run : null;
  const tglAktif = data && typeof data === 'object' && 'tgl_aktif' in data ? data.tgl_aktif : null;

  const save = async () => {
    setBusy(true);
    try {
      const res = await pointsApi.saveReset({ mode, tanggal, bulan: typeof bulan === 'number' ? bulan : 0 });
      setErrors({});
      notify.success(res.message ?? t('points.common.saved'));
      void queryClient.invalidateQueries({ queryKey: POINTS_KEYS.reset });
    } catch (e) {
      if (e && typeof e === 'object' && 'errors' in e && e.errors) setErrors(e.errors as Record<string, string>);
      notifyApiError(e, t('points.common.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const runNow = async () => {
    // expired points are never given back: the owner confirms the date the run expires on
    if (!tglAktif || !(await confirmDialog(t('points.reset.confirm', { tgl: tglAktif })))) return;
    setBusy(true);
    try {
      const res = await pointsApi.runReset(tglAktif);
      setRun(res.data);
      notify.success(res.message ?? t('points.reset.done'));
      void queryClient.invalidateQueries({ queryKey: POINTS_KEYS.reset });
    } catch (e) {
      notifyApiError(e, t('points.common.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t('points.reset.title')} reloadable={false} removable={false}>
      <Stack maw={520}>
        <SegmentedControl
          value={mode}
          onChange={setMode}
          data={[
            { value: 'TANGGAL', label: t('points.reset.modeTanggal') },
            { value: 'BULAN', label: t('points.reset.modeBulan') },
          ]}
          data-testid="reset-mode"
        />
        {mode === 'TANGGAL' ? (
          <TextInput label={t('points.reset.tanggal')} description={t('points.reset.tanggalHint')} value={tanggal} onChange={(e) => setTanggal(e.currentTarget.value)} error={errors.tanggal} maxLength={5} data-testid="reset-tanggal" />
        ) : (
          <NumberInput label={t('points.reset.bulan')} value={bulan} onChange={setBulan} min={1} max={120} allowDecimal={false} error={errors.bulan} data-testid="reset-bulan" />
        )}
        <Group justify="space-between">
          <Text size="sm" data-testid="reset-last-run">
            {t('points.reset.lastRun')}: {lastRun ?? '-'}
          </Text>
          <Group>
            <Button variant="default" onClick={() => void save()} loading={busy} data-testid="reset-simpan">
              {t('points.common.simpan')}
            </Button>
            {user && RUNNERS.includes(user.level) ? (
              <Button color="red" onClick={() => void runNow()} loading={busy} data-testid="reset-run">
                {t('points.reset.run')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {run ? (
          <Text data-testid="reset-result">
            {t('points.reset.result', { tgl: run.tgl_run, members: formatNumber(run.members), poin: formatNumber(run.poin) })}
          </Text>
        ) : null}
      </Stack>
    </Panel>
  );
}
