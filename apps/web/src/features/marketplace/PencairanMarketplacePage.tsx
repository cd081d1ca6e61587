import { formatBusinessDate, formatNumber, type MarketplaceOrderRow, type MarketplacePayout } from '@emas/domain';
import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { MoneyInput } from '../../kit/Inputs';
import { Panel } from '../../kit/Panel';
import { useSubmissionKey } from '../../kit/submission-key';
import { ApiError } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { useReference } from '../../lib/reference';
import { useSession } from '../../lib/session';
import { fetchAkun, fetchOwed, fetchPayouts, MARKETPLACE_KEYS, recordPayout } from './marketplace-api';

type RekeningRow = { no_rekening: string; nama_rekening: string; kode_bank: string };

/**
 * /pencairan-marketplace: the marketplace paid out. The account's orders still owed are ticked, the amount that
 * arrived in the bank account is entered, and the payout closes their receivable; what the orders' totals exceed it
 * by is the marketplace's fee (booked to its own expense account).
 */
export function PencairanMarketplacePage() {
  const { t } = useTranslation();
  const session = useSession();
  const akunList = useQuery({ queryKey: [...MARKETPLACE_KEYS.all, 'akun'], queryFn: fetchAkun });
  const rekeningList = useReference<RekeningRow[]>('rekening');
  const [akun, setAkun] = useState('');
  const [rekening, setRekening] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [diterima, setDiterima] = useState<number | null>(null);
  const [keterangan, setKeterangan] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();
  const chosenAkun = akun || akunList.data?.[0]?.kode_akun || '';
  const chosenRekening = rekening || rekeningList.data?.[0]?.no_rekening || '';
  const owed = useQuery({ queryKey: MARKETPLACE_KEYS.owed(chosenAkun), queryFn: () => fetchOwed(chosenAkun), enabled: !!chosenAkun });
  const day = session.tglSystem || new Date().toISOString().slice(0, 10);
  const payouts = useQuery({ queryKey: MARKETPLACE_KEYS.payouts(day, day), queryFn: () => fetchPayouts(day, day) });
  const rows = owed.data ?? [];
  const chosen = rows.filter((r) => selected.has(r.no_order));
  const piutang = chosen.reduce((s, r) => s + r.total, 0);
  const fee = diterima === null ? 0 : piutang - diterima;

  const toggle = (no: string, on: boolean) =>
    setSelected((cur) => {
      const next = new Set(cur);
      if (on) next.add(no);
      else next.delete(no);
      return next;
    });

  const save = async () => {
    if (saving) return;
    // nothing ticked: say so before asking to record a payout of 0 orders
    if (chosen.length === 0) return setErrors({ no_order: t('messages.marketplace.ordersRequired') });
    if (!(await confirmDialog(t('marketplace.confirmPayout', { jumlah: chosen.length, diterima: formatNumber(diterima ?? 0), biaya: formatNumber(Math.max(fee, 0)) })))) return;
    setSaving(true);
    setErrors({});
    try {
      const res = await recordPayout({ idempotency_key: submission.current(), kode_akun: chosenAkun, no_rekening: chosenRekening, jumlah_diterima: diterima ?? 0, no_order: chosen.map((r) => r.no_order), keterangan });
      submission.renew();
      notify.success(res.message ?? t('marketplace.payoutSaved'));
      setSelected(new Set());
      setDiterima(null);
      setKeterangan('');
      await Promise.all([owed.refetch(), payouts.refetch()]);
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors);
      notifyApiError(e, t('marketplace.failed'));
    } finally {
      setSaving(false);
    }
  };

  const columns: DataTableColumn<MarketplaceOrderRow>[] = [
    {
      key: 'pick',
      header: '',
      exportable: false,
      width: 40,
      render: (r) => <Checkbox aria-label={`${t('marketplace.pilih')} ${r.no_order}`} checked={selected.has(r.no_order)} onChange={(e) => toggle(r.no_order, e.currentTarget.checked)} />,
    },
    { key: 'no_order', header: t('marketplace.cols.noOrder') },
    { key: 'no_faktur_group', header: t('marketplace.cols.noFaktur') },
    { key: 'tgl_system', header: t('marketplace.cols.tanggal'), text: (r) => formatBusinessDate(r.tgl_system) },
    { key: 'nama_pembeli', header: t('marketplace.cols.pembeli') },
    { key: 'total', header: t('marketplace.cols.total'), align: 'right', text: (r) => formatNumber(r.total) },
    { key: 'biaya', header: t('marketplace.cols.biayaPerkiraan'), align: 'right', text: (r) => formatNumber(r.biaya) },
  ];
  const payoutColumns: DataTableColumn<MarketplacePayout>[] = [
    { key: 'no_pencairan', header: t('marketplace.cols.noPencairan') },
    { key: 'kode_akun', header: t('marketplace.cols.akun') },
    { key: 'no_rekening', header: t('marketplace.cols.rekening') },
    { key: 'no_order', header: t('marketplace.cols.noOrder'), text: (r) => r.no_order.join(', ') },
    { key: 'jumlah_piutang', header: t('marketplace.cols.piutang'), align: 'right', text: (r) => formatNumber(r.jumlah_piutang) },
    { key: 'jumlah_diterima', header: t('marketplace.cols.diterima'), align: 'right', text: (r) => formatNumber(r.jumlah_diterima) },
    { key: 'biaya', header: t('marketplace.cols.biaya'), align: 'right', text: (r) => formatNumber(r.biaya) },
  ];

  return (
    <Panel title={t('marketplace.titles.pencairan')} removable={false} onReload={() => void Promise.all([owed.refetch(), payouts.refetch()])} testId="pencairan-marketplace">
      <Stack>
        {akunList.isSuccess && (akunList.data ?? []).length === 0 && <Alert color="yellow">{t('marketplace.noAkun')}</Alert>}
        <Group align="flex-end">
          <NativeSelect
            label={t('marketplace.fields.akun')}
            value={chosenAkun}
            onChange={(e) => {
              setAkun(e.currentTarget.value);
              setSelected(new Set());
            }}
            data={(akunList.data ?? []).map((a) => ({ value: a.kode_akun, label: `${a.kode_akun} - ${a.nama_toko_online} (${a.kode_marketplace})` }))}
            data-testid="cair-akun"
          />
          <NativeSelect
            label={t('marketplace.fields.rekening')}
            value={chosenRekening}
            error={errors.no_rekening}
            onChange={(e) => setRekening(e.currentTarget.value)}
            data={(rekeningList.data ?? []).map((r) => ({ value: r.no_rekening, label: `${r.kode_bank} ${r.no_rekening} - ${r.nama_rekening}` }))}
            data-testid="cair-rekening"
          />
        </Group>
        <DataTable rows={rows} columns={columns} rowKey={(r) => r.no_order} loading={owed.isLoading} emptyText={t('marketplace.emptyOwed')} pageSize={100} caption={t('marketplace.owed')} testId="cair-orders" />
        <Group align="flex-end" grow>
          <MoneyInput label={t('marketplace.fields.diterima')} value={diterima} onChange={setDiterima} error={errors.jumlah_diterima} data-testid="cair-diterima" />
          <TextInput label={t('marketplace.fields.keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.currentTarget.value)} error={errors.keterangan} />
        </Group>
        {errors.no_order && <Alert color="red">{errors.no_order}</Alert>}
        <Group justify="space-between">
          <Text size="sm" data-testid="cair-summary">
            {t('marketplace.selected', { jumlah: chosen.length, piutang: formatNumber(piutang), biaya: formatNumber(fee) })}
          </Text>
          <Button loading={saving} disabled={!chosenAkun} onClick={() => void save()} data-testid="cair-submit">
            {t('marketplace.buttons.record')}
          </Button>
        </Group>
        <DataTable rows={payouts.data ?? []} columns={payoutColumns} rowKey={(r) => r.no_pencairan} loading={payouts.isLoading} emptyText={t('marketplace.emptyPayouts')} pageSize={50} caption={t('marketplace.payoutsToday')} testId="cair-payouts" />
      </Stack>
    </Panel>
  );
}
