import { formatNumber, type CicilanPlanAnswer } from '@emas/domain';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureAlert } from '../../kit/counter';
import { Panel } from '../../kit/Panel';
import { notifyApiError } from '../../lib/notify';
import { CICILAN_KEYS, fetchCicilan } from './cicilan-api';
import { CicilanPlanView } from './CicilanPlanView';
import { CicilanRefundForm } from './CicilanRefundForm';

/** Plans a cancellation may still end: open, or paid but not handed over. */
const CANCELLABLE = ['AKTIF', 'LUNAS'];

/**
 * /batal-cicilan (issue 33): find a plan by its number; the refund by the store's deduction rule; the reason, where
 * the refund is paid from, a confirmation and a supervisor's approval; the plan ends BATAL, its pieces back to stock.
 */
export function BatalCicilanPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [no, setNo] = useState('');
  const [plan, setPlan] = useState<CicilanPlanAnswer | null>(null);
  const [cancelled, setCancelled] = useState<CicilanPlanAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async () => {
    const wanted = no.trim();
    if (!wanted || busy) return;
    setBusy(true);
    setCancelled(null);
    try {
      setPlan(await fetchCicilan(wanted));
    } catch (e) {
      setPlan(null);
      notifyApiError(e, t('cicilan.common.failed'));
    } finally {
      setBusy(false);
    }
  };

  const done = (next: CicilanPlanAnswer) => {
    setPlan(next);
    setCancelled(next);
    void queryClient.invalidateQueries({ queryKey: CICILAN_KEYS.all });
  };

  return (
    <Panel title={t('cicilan.batal.title')} removable={false} testId="batal-cicilan">
      <Stack>
        <Group align="flex-end">
          <TextInput
            label={t('cicilan.fields.noCicilan')}
            value={no}
            onChange={(e) => setNo(e.currentTarget.value.toUpperCase())}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void find();
              }
            }}
            data-testid="batal-cicilan-no"
          />
          <Button leftSection={<IconSearch size={16} />} loading={busy} onClick={() => void find()} data-testid="batal-cicilan-cari">
            {t('cicilan.actions.cari')}
          </Button>
        </Group>
        {!plan && (
          <Text c="dimmed" size="sm">
            {t('cicilan.batal.hint')}
          </Text>
        )}
        {cancelled && (
          <FigureAlert
            color="teal"
            title={t('cicilan.batal.done', { no: cancelled.no_faktur_cicil })}
            testId="batal-cicilan-done"
            figures={[
              { label: t('cicilan.fields.dibayar'), value: formatNumber(cancelled.batal_rp) },
              { label: t('cicilan.fields.potonganBatal', { persen: '' }), value: formatNumber(cancelled.potongan_batal) },
              { label: t('cicilan.fields.refund'), value: formatNumber(cancelled.refund), testId: 'batal-cicilan-done-refund', strong: true },
            ]}
          />
        )}
        {plan && (
          <>
            <CicilanPlanView plan={plan} />
            {CANCELLABLE.includes(plan.status) ? (
              <CicilanRefundForm plan={plan} way="batal" onDone={done} />
            ) : (
              !cancelled && (
                <Alert color="gray" data-testid="batal-cicilan-tidak-bisa">
                  {t('cicilan.batal.notCancellable', { status: t(`cicilan.states.${plan.status}`) })}
                </Alert>
              )
            )}
          </>
        )}
      </Stack>
    </Panel>
  );
}
