import { formatNumber, formatWeight, mgToGrams, type ManualDocument, type ManualJenis } from '@emas/domain';
import { Alert, Button, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyPayment, newIdempotencyKey, paymentBodies, type PaymentDraft, paymentProblem, PaymentRows, paymentTotal } from '../../kit/counter';
import { Panel } from '../../kit/Panel';
import { api } from '../../lib/api';
import { useFieldErrors } from '../../lib/field-errors';
import { notify, notifyApiError } from '../../lib/notify';
import { useReference } from '../../lib/reference';
import { emptyManualLine, MANUAL_KIND, manualLineBodies, manualTotal, manualWeightMg, type ManualLineDraft } from './manual-lines';
import { ManualLineRow } from './ManualLineRow';

/**
 * /transaksi-penjualan-manual and /transaksi-pembelian-manual (issue 35): goods without a barcode per piece sold or
 * bought by typed weight, count and amount. A sale takes its payment rows (the counter kit's); a purchase is paid
 * in cash from the drawer. The server checks the stock (never below zero) and answers the field's message.
 */
function TransaksiManualPage({ jenis }: { jenis: ManualJenis }) {
  const { t } = useTranslation();
  const kind = MANUAL_KIND[jenis];
  const queryClient = useQueryClient();
  const groups = useReference('group');
  const jenisList = useReference('jenis');
  const trays = useReference('baki');
  const [nama, setNama] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [lines, setLines] = useState<ManualLineDraft[]>([emptyManualLine()]);
  const [payments, setPayments] = useState<PaymentDraft[]>([emptyPayment()]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<ManualDocument | null>(null);
  const { errors, setErrors, clear, takeRefusal } = useFieldErrors();
  const key = useRef(newIdempotencyKey());
  const total = manualTotal(lines);

  const setLine = (i: number, patch: Partial<ManualLineDraft>) => {
    clear(...Object.keys(patch).map((f) => `detail.${i}.${f}`), 'detail', 'pembayaran');
    setLines((current) => current.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  };

  const save = async () => {
    if (saving) return;
    // no amount typed in the payment rows: the customer pays the total in cash (the usual case at a manual counter)
    const typed = paymentTotal(payments) > 0;
    if (jenis === 'JUAL' && typed) {
      const problem = paymentProblem(payments.filter((p) => (p.jumlah_rp ?? 0) > 0));
      if (problem) return notify.warning(problem);
    }
    setSaving(true);
    try {
      const body = { idempotency_key: key.current, nama_customer: nama.trim(), keterangan: keterangan.trim(), detail: manualLineBodies(lines), ...(jenis === 'JUAL' ? { pembayaran: typed ? paymentBodies(payments) : [{ jenis: 'CASH', jumlah_rp: total }] } : {}) };
      const result = await api.post<ManualDocument>(kind.endpoint, body);
      notify.success(result.message ?? '');
      setSaved(result.data);
      setErrors({});
      setNama('');
      setKeterangan('');
      setLines([emptyManualLine()]);
      setPayments([emptyPayment()]);
      key.current = newIdempotencyKey();
      void queryClient.invalidateQueries({ queryKey: ['barang-manual'] });
    } catch (e) {
      takeRefusal(e);
      notifyApiError(e, t('manualStock.common.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title={t(kind.titleKey)} removable={false} testId={kind.testId}>
      <Stack>
        {saved && (
          <Alert color="teal" title={t('manualStock.common.saved', { no: saved.no_faktur })} data-testid="manual-saved">
            <Text size="sm">
              {t('manualStock.common.totalLine', { qty: saved.total_qty, berat: formatWeight(saved.total_berat), total: formatNumber(saved.total) })}
            </Text>
          </Alert>
        )}
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label={t('manualStock.common.customer')} value={nama} error={errors.nama_customer} onChange={(e) => setNama(e.currentTarget.value.toUpperCase())} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label={t('manualStock.common.keterangan')} value={keterangan} error={errors.keterangan} onChange={(e) => setKeterangan(e.currentTarget.value.toUpperCase())} />
          </Grid.Col>
        </Grid>
        <Group justify="space-between">
          <Text fw={600}>{t('manualStock.common.lines')}</Text>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setLines((c) => [...c, emptyManualLine()])}>
            {t('manualStock.common.addLine')}
          </Button>
        </Group>
        {errors.detail && (
          <Text c="red" size="sm">
            {errors.detail}
          </Text>
        )}
        {lines.map((l, i) => (
          <ManualLineRow
            key={i}
            index={i}
            line={l}
            groups={groups.data ?? []}
            jenis={jenisList.data ?? []}
            trays={trays.data ?? []}
            errors={errors}
            onChange={(patch) => setLine(i, patch)}
            onRemove={lines.length > 1 ? () => setLines((c) => c.filter((_, j) => j !== i)) : null}
          />
        ))}
        <Text fw={700} data-testid="manual-total">
          {t('manualStock.common.totalLine', { qty: lines.reduce((s, l) => s + (Number(l.qty) || 0), 0), berat: formatWeight(mgToGrams(manualWeightMg(lines))), total: formatNumber(total) })}
        </Text>
        {jenis === 'JUAL' ? (
          <PaymentRows rows={payments} onChange={setPayments} fillTo={total}>
            {errors.pembayaran && (
              <Text c="red" size="sm">
                {errors.pembayaran}
              </Text>
            )}
          </PaymentRows>
        ) : (
          <Text size="sm" c="dimmed">
            {t('manualStock.buy.cashOut')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} onClick={() => void save()}>
            {t('manualStock.common.simpan')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}

export const TransaksiPenjualanManualPage = () => <TransaksiManualPage jenis="JUAL" />;
export const TransaksiPembelianManualPage = () => <TransaksiManualPage jenis="BELI" />;
