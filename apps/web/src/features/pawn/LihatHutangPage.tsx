import { PAWN_SEARCH_STATUSES, type PawnListRow } from '@emas/domain';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { api } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { LoanDetailModal } from './LoanDetailModal';
import { PAWN_KEYS, searchLoans } from './pawn-api';
import { pawnColumns } from './pawn-columns';

/** /lihat-hutang: loans by number, customer, phone or identity and status, with the interest due today; a row opens the loan and its actions. */
export function LihatHutangPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search, setSearch] = useState({ q: '', status: 'SEMUA' });
  const [status, setStatus] = useState<string>('SEMUA');
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery({ queryKey: PAWN_KEYS.list(search.q, search.status), queryFn: () => searchLoans(search.q, search.status) });
  const sendReminders = async () => {
    try {
      const res = await api.post<{ terkirim: number; gagal: number }>('hutang/pengingat');
      notify.success(`${res.message ?? ''} (${res.data.terkirim})`);
    } catch (e) {
      notifyApiError(e, t('pawn.common.failed'));
    }
  };
  const columns: DataTableColumn<PawnListRow>[] = [
    ...pawnColumns(t),
    {
      key: 'aksi',
      header: '',
      exportable: false,
      render: (r) => (
        <Button size="compact-xs" variant="light" onClick={() => setOpen(r.no_faktur_hutang)} data-testid={`hutang-buka-${r.no_faktur_hutang}`}>
          {t('pawn.actions.buka')}
        </Button>
      ),
    },
  ];
  return (
    <Panel title={t('pawn.lihat.title')} removable={false} onReload={() => void list.refetch()} testId="lihat-hutang">
      <Stack>
        <Group align="flex-end">
          <TextInput label={t('pawn.lihat.cari')} value={text} onChange={(e) => setText(e.currentTarget.value.toUpperCase())} onKeyDown={(e) => e.key === 'Enter' && setSearch({ q: text.trim(), status })} data-testid="hutang-cari" />
          <Select label={t('pawn.fields.status')} data={PAWN_SEARCH_STATUSES.map((s) => ({ value: s, label: t(`pawn.status.${s}`) }))} value={status} onChange={(v) => setStatus(v ?? 'SEMUA')} data-testid="hutang-status-filter" />
          <Button onClick={() => setSearch({ q: text.trim(), status })} data-testid="hutang-cari-btn">
            {t('pawn.actions.cari')}
          </Button>
          <Button variant="light" onClick={() => void sendReminders()} data-testid="hutang-pengingat">
            {t('pawn.actions.pengingat')}
          </Button>
        </Group>
        <DataTable rows={list.data ?? []} columns={columns} rowKey={(r) => r.no_faktur_hutang} loading={list.isLoading} emptyText={t('pawn.common.empty')} csvFileName="LIHAT HUTANG" testId="hutang-list" />
      </Stack>
      <LoanDetailModal no={open} onClose={() => setOpen(null)} />
    </Panel>
  );
}
