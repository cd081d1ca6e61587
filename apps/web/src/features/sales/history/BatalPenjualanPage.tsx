import { canCancelSale, formatNumber, toBusinessDate } from '@emas/domain';
import { Alert, Button, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBan, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApproval } from '../../../kit/authorization';
import { DataTable, type DataTableColumn } from '../../../kit/DataTable';
import { Panel } from '../../../kit/Panel';
import { api, errorMessage } from '../../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { CancelLinesTable, lineKind, ReturnedLinesAlert } from './BatalLines';
import { fetchSale, fetchSaleList } from './sales-api';
import type { RefundChoiceValue } from './RefundChoice';
import { RefundSplit } from './RefundSplit';
import { saleListColumns } from './sale-view';
import { ReasonField, StatusBadge, useReason } from '../../../kit/counter';
import type { SaleLine, SaleListRow, SaleReceipt } from './sale-types';

/**
 * Why a cancellation is refused before asking the server: yesterday's (any earlier date) receipt,
 * or NORMAL and TUKAR lines together (domain canCancelSale); null when it may go on.
 */
export function cancelRefusal(receipt: SaleReceipt, lines: readonly SaleLine[], tglAktif: string): string | null {
  const verdict = canCancelSale({ tgl_system_sale: receipt.tgl_system, tgl_aktif: tglAktif, kinds: lines.map(lineKind) });
  return verdict.ok ? null : verdict.message;
}

/**
 * /batal-penjualan (issue 4): find a receipt by number (scan or type + Enter) or pick one of today's;
 * choose the lines (all by default), give the reason, confirm, get a supervisor's approval
 * (BATAL_PENJUALAN) and POST penjualan/batal. Yesterday's receipts and NORMAL+TUKAR mixes are refused
 * here already (domain canCancelSale) and again by the server. Before it the screen shows the money it
 * will give back, account by account (RefundSplit), and a drawer that cannot pay its part. The answer
 * lists the items that went back to their trays.
 */
export function BatalPenjualanPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const { requestApproval, dialog } = useApproval();
  const today = session.tglSystem || toBusinessDate(new Date());
  const [code, setCode] = useState('');
  const [receipt, setReceipt] = useState<SaleReceipt | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const reason = useReason();
  const [finding, setFinding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [returned, setReturned] = useState<{ no: string; lines: SaleLine[] } | null>(null);
  // another refund split than the receipt's own, chosen by the cashier (a second approval: UBAH_PENGEMBALIAN)
  const [choice, setChoice] = useState<RefundChoiceValue>(null);

  const todayList = useQuery({
    queryKey: ['sales', 'list', { tgl_awal: today, tgl_akhir: today, status: 'AKTIF' }],
    queryFn: () => fetchSaleList({ tgl_awal: today, tgl_akhir: today, status: 'AKTIF' }),
    // today is the store's active date: wait for it
    enabled: session.tglSystem !== '',
  });

  const activeLines = useMemo(() => (receipt ? receipt.detail.filter((l) => l.status !== 'BATAL') : []), [receipt]);
  const chosen = activeLines.filter((l) => selected.has(l.no_faktur_jual));
  const refusal = receipt && session.tglSystem ? cancelRefusal(receipt, chosen.length > 0 ? chosen : activeLines, session.tglSystem) : null;

  useEffect(() => {
    setSelected(new Set(activeLines.map((l) => l.no_faktur_jual)));
    reason.reset();
  }, [activeLines]);

  const open = async (no: string) => {
    const wanted = no.trim().toUpperCase();
    if (!wanted) return;
    setFinding(true);
    setReturned(null);
    try {
      const found = await fetchSale(wanted);
      setReceipt(found);
      setCode('');
    } catch (e) {
      setReceipt(null);
      notify.error(errorMessage(e, t('salesHistory.batal.notFound')));
    } finally {
      setFinding(false);
    }
  };

  const submit = async () => {
    if (!receipt || saving) return;
    if (chosen.length === 0) return notify.warning(t('salesHistory.batal.noLine'));
    if (refusal) return notify.error(refusal);
    const alasan = reason.value.trim();
    if (!alasan) {
      reason.refuse(t('salesHistory.batal.alasanRequired'));
      return notify.warning(t('salesHistory.batal.alasanRequired'));
    }
    if (choice && !choice.valid) return notify.warning(t('salesHistory.batal.refundChoiceTotal', { total: formatNumber(choice.total) }));
    const yes = await confirmDialog(t('salesHistory.batal.confirm', { count: chosen.length, no: receipt.no_faktur_group }));
    if (!yes) return;
    const nilai = chosen.reduce((sum, l) => sum + l.harga, 0);
    const approval = await requestApproval({
      operasi: 'BATAL_PENJUALAN',
      deskripsi: t('salesHistory.batal.approvalText', { no: receipt.no_faktur_group, count: chosen.length, alasan }),
      nilai,
      no_faktur_group: receipt.no_faktur_group,
      alasan,
      askKeterangan: true,
    });
    if (!approval) return;
    const otorisasi = [approval.id];
    if (choice) {
      const other = await requestApproval({
        operasi: 'UBAH_PENGEMBALIAN',
        deskripsi: t('salesHistory.batal.refundChoiceApproval', { no: receipt.no_faktur_group, total: formatNumber(choice.total) }),
        nilai: choice.total,
        no_faktur_group: receipt.no_faktur_group,
        alasan,
      });
      if (!other) return;
      otorisasi.push(other.id);
    }
    setSaving(true);
    try {
      const all = chosen.length === activeLines.length;
      const { data, message } = await api.post<SaleReceipt>('penjualan/batal', {
        no_faktur_group: receipt.no_faktur_group,
        ...(all ? {} : { no_faktur_jual: chosen.map((l) => l.no_faktur_jual) }),
        alasan,
        otorisasi,
        ...(choice ? { pengembalian: choice.parts } : {}),
      });
      const ids = new Set(chosen.map((l) => l.no_faktur_jual));
      setReturned({ no: data.no_faktur_group, lines: data.detail.filter((l) => ids.has(l.no_faktur_jual)) });
      setReceipt(null);
      notify.success(message || t('salesHistory.batal.done'));
      void queryClient.invalidateQueries({ queryKey: ['sales'] });
    } catch (e) {
      notifyApiError(e, t('salesHistory.common.loadFailed'));
    } finally {
      setSaving(false);
    }
  };

  const todayColumns: DataTableColumn<SaleListRow>[] = [
    ...saleListColumns(t),
    {
      key: 'pick',
      header: t('salesHistory.common.action'),
      exportable: false,
      render: (r) => (
        <Button size="compact-xs" variant="light" aria-label={t('salesHistory.batal.pickLabel', { no: r.no_faktur_group })} onClick={() => void open(r.no_faktur_group)}>
          {t('salesHistory.batal.pick')}
        </Button>
      ),
    },
  ];

  return (
    <Panel title={t('salesHistory.batal.title')} removable={false} testId="batal-penjualan">
      <Stack>
        <Group align="flex-end">
          <TextInput
            label={t('salesHistory.batal.scan')}
            description={t('salesHistory.batal.scanHint')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void open(code);
              }
            }}
            autoFocus
            w={320}
          />
          <Button leftSection={<IconSearch size={16} />} loading={finding} onClick={() => void open(code)}>
            {t('salesHistory.batal.find')}
          </Button>
        </Group>

        {returned && <ReturnedLinesAlert no={returned.no} lines={returned.lines} />}

        {receipt && (
          <Stack gap="sm" data-testid="batal-receipt">
            <Group gap="lg">
              <Text fw={600}>{receipt.no_faktur_group}</Text>
              <Text size="sm">{receipt.nama_customer || '-'}</Text>
              <Text size="sm">{formatNumber(receipt.grand_total)}</Text>
              <StatusBadge status={receipt.status} />
            </Group>
            {refusal && (
              <Alert color="red" data-testid="batal-refusal">
                {refusal}
              </Alert>
            )}
            <CancelLinesTable lines={receipt.detail} active={activeLines} selected={selected} onSelect={setSelected} />
            {chosen.length > 0 && !refusal && (
              <RefundSplit noFakturGroup={receipt.no_faktur_group} lines={chosen.length === activeLines.length ? null : chosen.map((l) => l.no_faktur_jual)} onChoose={setChoice} />
            )}
            <Grid align="flex-end">
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <ReasonField reason={reason} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Button
                  fullWidth
                  color="red"
                  leftSection={<IconBan size={16} />}
                  loading={saving}
                  disabled={activeLines.length === 0 || refusal !== null}
                  onClick={() => void submit()}
                >
                  {t('salesHistory.batal.submit')}
                </Button>
              </Grid.Col>
            </Grid>
          </Stack>
        )}

        <Text fw={600}>{t('salesHistory.batal.todayList')}</Text>
        <DataTable
          rows={todayList.data ?? []}
          columns={todayColumns}
          rowKey={(r) => r.no_faktur_group}
          loading={todayList.isLoading}
          emptyText={t('salesHistory.common.empty')}
          caption={t('salesHistory.batal.todayList')}
          testId="batal-today"
        />
      </Stack>
      {dialog}
    </Panel>
  );
}
