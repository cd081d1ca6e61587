import { CICILAN_MESSAGES, formatNumber, formatRupiah, MESSAGES, SALES_MESSAGES, type CicilanPlanAnswer } from '@emas/domain';
import { Button, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApproval } from '../../kit/authorization';
import { FigureAlert, ReasonField, useReason } from '../../kit/counter';
import { api } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { cancelCicilan, fetchRefundQuote, takeBackCicilan } from './cicilan-api';

type Rekening = { no_rekening: string; nama_rekening: string; kode_bank: string };
type Way = 'batal' | 'lelang';

/**
 * The end of a plan that gives money back: a cancellation (/batal-cicilan) or the take-back of a plan in default
 * (/lelang-cicilan). Shows what was paid on the price, the store's deduction and the refund as the server computes them
 * (GET /api/cicilan/:no/pengembalian, the rule the cancel itself applies); asks the reason and
 * where the refund is paid from (the drawer, or a bank account); confirms; asks a supervisor's approval (BATAL_CICILAN);
 * then sends. The pieces go back to stock (READY).
 */
export function CicilanRefundForm({ plan, way, onDone }: { plan: CicilanPlanAnswer; way: Way; onDone: (plan: CicilanPlanAnswer) => void }) {
  const { t } = useTranslation();
  const { requestApproval, dialog } = useApproval();
  const reason = useReason();
  const [pengembalian, setPengembalian] = useState<'CASH' | 'TRANSFER'>('CASH');
  const [rekening, setRekening] = useState('');
  const [rekeningError, setRekeningError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rekenings = useQuery({ queryKey: ['masters', 'rekenings'], queryFn: async () => (await api.get<Rekening[]>('rekenings')).data, staleTime: 5 * 60_000, enabled: pengembalian === 'TRANSFER' });
  const quote = useQuery({ queryKey: ['cicilan', 'pengembalian', plan.no_faktur_cicil, plan.sisa_bayar, plan.status], queryFn: () => fetchRefundQuote(plan.no_faktur_cicil), staleTime: 0 });
  const refund = quote.data;
  const k = `cicilan.${way}`;

  const submit = async () => {
    if (busy || !refund) return;
    const alasan = reason.value.trim();
    if (!alasan) {
      reason.refuse(SALES_MESSAGES.alasanRequired);
      return notify.warning(SALES_MESSAGES.alasanRequired);
    }
    if (pengembalian === 'TRANSFER' && !rekening) {
      setRekeningError(SALES_MESSAGES.rekeningRequired);
      return notify.warning(SALES_MESSAGES.rekeningRequired);
    }
    if (!(await confirmDialog(t(`${k}.confirm`, { no: plan.no_faktur_cicil, refund: formatRupiah(refund.refund) })))) return;
    const approval = await requestApproval({
      operasi: 'BATAL_CICILAN',
      deskripsi: t(`${k}.approval`, { no: plan.no_faktur_cicil, nama: plan.nama_customer, refund: formatRupiah(refund.refund), alasan }),
      nilai: refund.refund,
      alasan,
      askKeterangan: true,
    });
    if (!approval) return;
    setBusy(true);
    try {
      const body = { alasan, otorisasi: [approval.id], pengembalian, no_rekening: pengembalian === 'TRANSFER' ? rekening : undefined };
      const res = way === 'batal' ? await cancelCicilan(plan.no_faktur_cicil, body) : await takeBackCicilan(plan.no_faktur_cicil, body);
      notify.success(res.message || (way === 'batal' ? CICILAN_MESSAGES.cancelled : CICILAN_MESSAGES.takenBack));
      reason.reset();
      onDone(res.data);
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack data-testid={`cicilan-${way}-form`}>
      <FigureAlert
        color="orange"
        title={t(`${k}.refundTitle`)}
        testId={`cicilan-${way}-refund`}
        figures={[
          { label: t('cicilan.fields.dibayar'), value: refund ? formatNumber(refund.dibayar) : '…' },
          { label: t('cicilan.fields.potonganBatal', { persen: refund?.persen ?? '…' }), value: refund ? formatNumber(refund.potongan) : '…' },
          { label: t('cicilan.fields.refund'), value: refund ? formatNumber(refund.refund) : '…', testId: `cicilan-${way}-refund-value`, strong: true },
        ]}
      />
      <ReasonField reason={reason} label={t(`${k}.alasan`)} />
      <Group align="flex-end">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('cicilan.fields.pengembalian')}
          </Text>
          <SegmentedControl
            value={pengembalian}
            onChange={(v) => setPengembalian(v as 'CASH' | 'TRANSFER')}
            data={[
              { value: 'CASH', label: t('cicilan.batal.dariKas') },
              { value: 'TRANSFER', label: t('cicilan.batal.dariBank') },
            ]}
            data-testid={`cicilan-${way}-pengembalian`}
          />
        </Stack>
        {pengembalian === 'TRANSFER' && (
          <NativeSelect
            label={t('cicilan.fields.rekening')}
            value={rekening}
            error={rekeningError}
            onChange={(e) => {
              setRekening(e.currentTarget.value);
              setRekeningError(null);
            }}
            data={[{ value: '', label: '-' }, ...(rekenings.data ?? []).map((r) => ({ value: r.no_rekening, label: `${r.kode_bank} - ${r.no_rekening} - ${r.nama_rekening}` }))]}
            data-testid={`cicilan-${way}-rekening`}
          />
        )}
      </Group>
      <Group justify="flex-end">
        <Button color="red" loading={busy || quote.isLoading} disabled={!refund} leftSection={<IconBan size={16} />} onClick={() => void submit()} data-testid={`cicilan-${way}-simpan`}>
          {t(`${k}.submit`)}
        </Button>
      </Group>
      {dialog}
    </Stack>
  );
}
