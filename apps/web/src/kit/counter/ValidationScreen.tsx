import { formatNumber, toBusinessDate } from '@emas/domain';
import { Button, Checkbox, Grid, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconChecks, IconSearch } from '@tabler/icons-react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { DataTable, type DataTableColumn } from '../DataTable';
import { DateField } from '../DateField';
import { Panel } from '../Panel';
import { paymentLabel, StatusBadge, timeOf, ValidBadge } from './document-view';

/** The payment methods shown as columns, in the counter's order (plus a layaway's down payment when a row has one). */
export const METHOD_COLUMNS = ['CASH', 'CARD', 'TRANSFER', 'MARKETPLACE'] as const;

/** A row to validate: a receipt (or a deposit) with its payments, when the server sends them. */
export type ValidationRow = {
  no: string;
  created_at: string;
  input_by: string;
  nama_customer: string;
  grand_total: number;
  status: string;
  valid: boolean;
  valid_by: string | null;
  /** change given back (in cash) */
  kembalian?: number;
  pembayaran?: readonly Payment[];
};

type Payment = { jenis: string; jumlah_rp: number };

/** Payments read per document are kept this many at most (a day of a busy store). */
const MAX_DETAIL_READS = 500;

/** What one row took by a method (0 when none); cash net of the change given back. */
export function paidBy(row: ValidationRow, method: string): number {
  const paid = (row.pembayaran ?? []).filter((p) => p.jenis === method).reduce((sum, p) => sum + p.jumlah_rp, 0);
  return method === 'CASH' ? Math.max(0, paid - (row.kembalian ?? 0)) : paid;
}

/** How a validation screen talks to its server: sales, layaway deposits, buy-backs, orders. */
export type ValidationSource = {
  /** i18n key of the panel title */
  titleKey: string;
  queryKey: string;
  testId: string;
  load(tanggal: string, validBy: string): Promise<ValidationRow[]>;
  options(): Promise<{ value: string; label: string }[]>;
  /** the payments of one document, for rows the list sends without them */
  payments(no: string): Promise<Payment[]>;
  /** POST ...: answers how many were validated */
  validate(numbers: string[]): Promise<{ validated: number; message?: string }>;
};

/**
 * A supervisor's day review (issue 4, spec 000 §6): pick the date (the active date) and 'valid by'
 * (the store's KASIR users plus ALL), see the receipts with what each method took and the day's
 * totals per method, tick all or some and validate them.
 */
export function ValidationScreen({ source }: { source: ValidationSource }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [tanggal, setTanggal] = useState<string | null>(session.tglSystem || toBusinessDate(new Date()));
  const [validBy, setValidBy] = useState('ALL');
  // the first load waits for the store's active date (never the wall clock's)
  const [shown, setShown] = useState<{ tanggal: string; validBy: string } | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!session.tglSystem) return;
    setTanggal(session.tglSystem);
    setShown((s) => ({ validBy: 'ALL', ...s, tanggal: session.tglSystem }));
  }, [session.tglSystem]);

  const options = useQuery({ queryKey: [source.queryKey, 'valid-by-options'], queryFn: () => source.options() });
  const list = useQuery({ queryKey: [source.queryKey, 'validasi', shown], queryFn: () => source.load(shown!.tanggal, shown!.validBy), enabled: shown !== null });

  useEffect(() => {
    if (list.isError) notify.error(errorMessage(list.error, t('salesHistory.common.loadFailed')));
  }, [list.isError, list.error, t]);

  // the list carries no payments: each document's are read once (GET of the document)
  const missing = (list.data ?? []).filter((r) => r.pembayaran === undefined).slice(0, MAX_DETAIL_READS);
  const details = useQueries({
    queries: missing.map((r) => ({ queryKey: [source.queryKey, 'payments', r.no], queryFn: () => source.payments(r.no), staleTime: 60_000 })),
  });
  const byNo = new Map(missing.map((r, i) => [r.no, details[i]?.data]));
  const rows = (list.data ?? []).map((r) => (r.pembayaran === undefined && byNo.get(r.no) ? { ...r, pembayaran: byNo.get(r.no) } : r));
  const open = rows.filter((r) => !r.valid && r.status !== 'BATAL');
  useEffect(() => setSelected(new Set()), [list.data]);

  const chosen = open.filter((r) => selected.has(r.no));
  const toggle = (no: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(no);
    else next.delete(no);
    setSelected(next);
  };

  const show = () => {
    if (!tanggal) return notify.warning(t('salesHistory.common.tanggal'));
    setShown({ tanggal, validBy });
  };

  const submit = async () => {
    if (saving) return;
    if (chosen.length === 0) return notify.warning(t('salesHistory.validasi.noneSelected'));
    if (!(await confirmDialog(t('salesHistory.validasi.confirm', { count: chosen.length })))) return;
    setSaving(true);
    try {
      const result = await source.validate(chosen.map((r) => r.no));
      notify.success(result.message || t('salesHistory.validasi.done', { count: result.validated }));
      await queryClient.invalidateQueries({ queryKey: [source.queryKey] });
    } catch (e) {
      notifyApiError(e, t('salesHistory.common.loadFailed'));
    } finally {
      setSaving(false);
    }
  };

  const methodTotal = (rs: readonly ValidationRow[], method: string) => rs.filter((r) => r.status !== 'BATAL').reduce((s, r) => s + paidBy(r, method), 0);

  const columns: DataTableColumn<ValidationRow>[] = [
    {
      key: 'pick',
      header: '',
      exportable: false,
      width: 40,
      render: (r) => (
        <Checkbox
          aria-label={t('salesHistory.validasi.selectRow', { no: r.no })}
          checked={selected.has(r.no)}
          disabled={r.valid || r.status === 'BATAL'}
          onChange={(e) => toggle(r.no, e.currentTarget.checked)}
        />
      ),
    },
    { key: 'no', header: t('salesHistory.common.noFaktur') },
    { key: 'jam', header: t('salesHistory.common.jam'), text: (r) => timeOf(r.created_at) },
    { key: 'input_by', header: t('salesHistory.common.kasir') },
    { key: 'nama_customer', header: t('salesHistory.common.customer') },
    ...[...METHOD_COLUMNS, ...(rows.some((r) => r.pembayaran?.some((p) => p.jenis === 'TITIP')) ? ['TITIP'] : [])].map(
      (m): DataTableColumn<ValidationRow> => ({
        key: `pay_${m}`,
        header: paymentLabel(t, m),
        align: 'right',
        text: (r) => formatNumber(paidBy(r, m)),
        footer: (rs) => <span data-testid={`method-total-${m}`}>{formatNumber(methodTotal(rs, m))}</span>,
      }),
    ),
    {
      key: 'grand_total',
      header: t('salesHistory.common.total'),
      align: 'right',
      text: (r) => formatNumber(r.grand_total),
      footer: (rs) => formatNumber(rs.filter((r) => r.status !== 'BATAL').reduce((s, r) => s + r.grand_total, 0)),
    },
    { key: 'status', header: t('salesHistory.common.status'), render: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'valid',
      header: t('salesHistory.common.valid'),
      text: (r) => (r.valid ? (r.valid_by ?? t('salesHistory.common.validYes')) : t('salesHistory.common.validNo')),
      render: (r) => <ValidBadge t={t} valid={r.valid} by={r.valid_by} />,
    },
  ];

  const optionData = options.data ?? [{ value: 'ALL', label: t('salesHistory.common.all') }];

  return (
    <Panel title={t(source.titleKey)} removable={false} onReload={() => void (shown && list.refetch())} testId={source.testId}>
      <Stack>
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <DateField label={t('salesHistory.common.tanggal')} value={tanggal} onChange={setTanggal} today={session.tglSystem || undefined} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NativeSelect
              label={t('salesHistory.validasi.validBy')}
              value={validBy}
              onChange={(e) => setValidBy(e.currentTarget.value)}
              data={optionData.map((o) => ({ value: o.value, label: o.value === 'ALL' ? t('salesHistory.common.all') : o.label }))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Button leftSection={<IconSearch size={16} />} loading={list.isFetching} onClick={show}>
              {t('salesHistory.validasi.load')}
            </Button>
          </Grid.Col>
        </Grid>
        <Group justify="space-between">
          <Group gap="md">
            <Checkbox
              label={t('salesHistory.validasi.selectAll')}
              checked={open.length > 0 && chosen.length === open.length}
              indeterminate={chosen.length > 0 && chosen.length < open.length}
              disabled={open.length === 0}
              onChange={(e) => setSelected(e.currentTarget.checked ? new Set(open.map((r) => r.no)) : new Set())}
            />
            <Text size="sm" c="dimmed" data-testid="validasi-selected">
              {t('salesHistory.validasi.selected', { count: chosen.length })}
            </Text>
          </Group>
          <Button leftSection={<IconChecks size={16} />} loading={saving} disabled={chosen.length === 0} onClick={() => void submit()}>
            {t('salesHistory.validasi.submit')}
          </Button>
        </Group>
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(r) => r.no}
          loading={list.isLoading}
          emptyText={t('salesHistory.common.empty')}
          pageSize={100}
          caption={t(source.titleKey)}
          testId="validasi-list"
        />
      </Stack>
    </Panel>
  );
}
