import { formatBusinessDate, type CicilanListRow, type CicilanPlanAnswer } from '@emas/domain';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { QueryStatus } from '../../kit/QueryStatus';
import { CICILAN_KEYS, fetchCicilan, fetchDefaults } from './cicilan-api';
import { CicilanPlanView } from './CicilanPlanView';
import { CicilanRefundForm } from './CicilanRefundForm';
import { cicilanColumns } from './LihatCicilanPage';

/**
 * /lelang-cicilan (issue 33): plans past the default rule on the business date (as many instalments missed past their
 * grace as their terms say), with what they owe. Tarik Barang opens the plan, shows the customer's money by the
 * deduction rule, and takes the pieces back to stock after a reason, a confirmation and a supervisor's approval.
 */
export function LelangCicilanPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: CICILAN_KEYS.defaults, queryFn: fetchDefaults });
  const [chosen, setChosen] = useState<string | null>(null);
  const [done, setDone] = useState<CicilanPlanAnswer | null>(null);
  const plan = useQuery({ queryKey: CICILAN_KEYS.one(chosen ?? ''), queryFn: () => fetchCicilan(chosen!), enabled: chosen !== null });

  const columns: DataTableColumn<CicilanListRow>[] = [
    ...cicilanColumns(t),
    { key: 'angsuran_telat', header: t('cicilan.fields.angsuranTelat'), align: 'right' },
    {
      key: 'aksi',
      header: '',
      exportable: false,
      render: (r) => (
        <Button size="compact-xs" color="red" variant="light" leftSection={<IconArrowBackUp size={14} />} onClick={() => setChosen(r.no_faktur_cicil)} data-testid={`lelang-cicilan-${r.no_faktur_cicil}`}>
          {t('cicilan.actions.tarik')}
        </Button>
      ),
    },
  ];

  return (
    <Panel title={t('cicilan.lelang.title')} removable={false} onReload={() => void list.refetch()} testId="lelang-cicilan">
      <Stack>
        <Text size="sm" c="dimmed">
          {list.data?.tgl_system ? t('cicilan.lelang.hint', { tanggal: formatBusinessDate(list.data.tgl_system) }) : t('cicilan.lelang.hintPlain')}
        </Text>
        {done && (
          <Alert color="teal" title={t('cicilan.lelang.done', { no: done.no_faktur_cicil })} withCloseButton onClose={() => setDone(null)} data-testid="lelang-cicilan-done" />
        )}
        <DataTable rows={list.data?.rows ?? []} columns={columns} rowKey={(r) => r.no_faktur_cicil} loading={list.isLoading} emptyText={t('cicilan.lelang.empty')} csvFileName="LELANG CICILAN" testId="lelang-cicilan-list" />
      </Stack>
      <Modal opened={chosen !== null} onClose={() => setChosen(null)} size="80rem" title={t('cicilan.lelang.modalTitle', { no: chosen ?? '' })}>
        <QueryStatus query={plan} failureText={t('cicilan.common.failed')} />
        {plan.data && (
          <Stack>
            <CicilanPlanView plan={plan.data} />
            <CicilanRefundForm
              plan={plan.data}
              way="lelang"
              onDone={(next) => {
                setDone(next);
                setChosen(null);
                void queryClient.invalidateQueries({ queryKey: CICILAN_KEYS.all });
              }}
            />
          </Stack>
        )}
      </Modal>
    </Panel>
  );
}
