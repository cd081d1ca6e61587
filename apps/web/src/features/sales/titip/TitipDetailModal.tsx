import { formatBusinessDate, formatNumber, SALES_MESSAGES, summarizeSale, type SaleReceipt, type TitipReceipt } from '@emas/domain';
import { Button, Divider, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconBan, IconCash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../../kit/authorization';
import { QueryStatus } from '../../../kit/QueryStatus';
import { api } from '../../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../../lib/notify';
import {
  DepositRefundAlert,
  DetailField,
  emptyPayment,
  fetchReceipt,
  ItemCells,
  ItemHeads,
  newIdempotencyKey,
  PaidOffResult,
  paymentBodies,
  PaymentFigure,
  paymentProblem,
  PaymentRows,
  paymentText,
  paymentTotal,
  ReasonField,
  useReason,
  StatusBadge,
  useReceiptActions,
  type PaymentDraft,
} from '../../../kit/counter';

export async function fetchTitip(noTitip: string): Promise<TitipReceipt> {
  return (await api.get<TitipReceipt>(`titip/${encodeURIComponent(noTitip)}`)).data;
}

type Mode = 'view' | 'lunas' | 'batal';

/**
 * One layaway: its items, down payment and what remains; while AKTIF, Lunasi (the rest paid in
 * payment rows -> POST titip/:no/lunas, which answers the sale receipt, printed at once) and
 * Batalkan (reason, confirmation, approval BATAL_TITIP -> POST titip/:no/batal; the refund the
 * server computed is shown).
 */
export function TitipDetailModal({ noTitip, onClose }: { noTitip: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { requestApproval, dialog } = useApproval();
  const actions = useReceiptActions();
  const [mode, setMode] = useState<Mode>('view');
  const [payments, setPayments] = useState<PaymentDraft[]>([emptyPayment()]);
  const reason = useReason();
  const [saving, setSaving] = useState(false);
  const [sale, setSale] = useState<SaleReceipt | null>(null);
  const [cancelled, setCancelled] = useState<TitipReceipt | null>(null);
  const key = useRef(newIdempotencyKey());

  const query = useQuery({ queryKey: ['titip', 'one', noTitip], queryFn: () => fetchTitip(noTitip!), enabled: noTitip !== null });
  const titip = cancelled ?? query.data;

  useEffect(() => {
    setMode('view');
    setSale(null);
    setCancelled(null);
    reason.reset();
    key.current = newIdempotencyKey();
  }, [noTitip]);

  useEffect(() => {
    if (mode === 'lunas' && query.data) setPayments([emptyPayment('CASH', query.data.sisa)]);
  }, [mode, query.data]);

  // the pay-off is a sale of what is left to pay: change and non-cash are weighed against the sisa, as the server does
  const sisa = titip?.sisa ?? 0;
  const paid = paymentTotal(payments);
  const summary = summarizeSale({ lines: [{ harga: sisa }], diskon: 0, payments: paymentBodies(payments).map((p) => ({ jenis: p.jenis, jumlah_rp: Number(p.jumlah_rp) })) });
  // a shortfall shows in the Kurang figure while typing; paying too much is named at once
  const paymentError = paid > sisa && summary.error?.field === 'pembayaran' ? summary.error.message : null;

  const payOff = async () => {
    if (!titip || saving) return;
    const problem = paymentProblem(payments);
    if (problem) return notify.warning(problem);
    if (paid < titip.sisa) return notify.warning(SALES_MESSAGES.titipPayShort);
    if (summary.error) return notify.warning(summary.error.message);
    if (!(await confirmDialog(t('salesHistory.titip.lunasConfirm', { no: titip.no_titip, nilai: formatNumber(titip.sisa) })))) return;
    setSaving(true);
    try {
      const result = await sendWithApprovals(
        (otorisasi) => api.post<SaleReceipt>(`titip/${encodeURIComponent(titip.no_titip)}/lunas`, { idempotency_key: key.current, pembayaran: paymentBodies(payments), otorisasi }),
        (operasi) => requestApproval({ operasi, deskripsi: t('salesHistory.titip.lunasTitle', { no: titip.no_titip }), nilai: titip.sisa }),
      );
      if (!result) return;
      setSale(result.data);
      notify.success(result.message || SALES_MESSAGES.titipPaid);
      void queryClient.invalidateQueries({ queryKey: ['titip'] });
      void queryClient.invalidateQueries({ queryKey: ['sales'] });
      // the sale's receipt is printed at once, as the counter does
      try {
        const bundle = await fetchReceipt(result.data.no_faktur_group).catch(() => ({ receipt: result.data, templateWa: '' }));
        await actions.reprint(bundle);
      } catch {
        /* the print button stays on screen */
      }
    } catch (e) {
      notifyApiError(e, t('salesHistory.common.loadFailed'));
    } finally {
      setSaving(false);
    }
  };

  const cancel = async () => {
    if (!titip || saving) return;
    const alasan = reason.value.trim();
    if (!alasan) {
      reason.refuse(SALES_MESSAGES.alasanRequired);
      return notify.warning(SALES_MESSAGES.alasanRequired);
    }
    if (!(await confirmDialog(t('salesHistory.titip.batalConfirm', { no: titip.no_titip })))) return;
    const approval = await requestApproval({
      operasi: 'BATAL_TITIP',
      deskripsi: t('salesHistory.titip.batalApproval', { no: titip.no_titip, dp: formatNumber(titip.dp), alasan }),
      nilai: titip.dp,
      alasan,
      askKeterangan: true,
    });
    if (!approval) return;
    setSaving(true);
    try {
      const { data, message } = await api.post<TitipReceipt>(`titip/${encodeURIComponent(titip.no_titip)}/batal`, { alasan, otorisasi: [approval.id] });
      setCancelled(data);
      setMode('view');
      notify.success(message || SALES_MESSAGES.titipCancelled);
      void queryClient.invalidateQueries({ queryKey: ['titip'] });
    } catch (e) {
      notifyApiError(e, t('salesHistory.common.loadFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={noTitip !== null} onClose={onClose} size="xl" title={t('salesHistory.common.detailOf', { no: noTitip ?? '' })}>
      {!cancelled && <QueryStatus query={query} failureText={t('salesHistory.common.loadFailed')} />}
      {sale ? (
        <PaidOffResult sale={sale} title={t('salesHistory.titip.lunasDone', { no: sale.no_faktur_group })} testId="titip-lunas-result" onClose={onClose}>
          {SALES_MESSAGES.titipPaid}
        </PaidOffResult>
      ) : (
        titip && (
          <Stack data-testid="titip-detail">
            {cancelled && <DepositRefundAlert deposit={cancelled} title={t('salesHistory.titip.batalDone')} keys="salesHistory.titip" testId="titip-refund" />}
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              <DetailField label={t('salesHistory.titip.noTitip')}>{titip.no_titip}</DetailField>
              <DetailField label={t('salesHistory.common.tanggal')}>{formatBusinessDate(titip.tgl_system)}</DetailField>
              <DetailField label={t('salesHistory.common.kasir')}>{titip.input_by}</DetailField>
              <DetailField label={t('salesHistory.common.sales')}>{titip.nama_sales || titip.kode_sales}</DetailField>
              <DetailField label={t('salesHistory.common.customer')}>{titip.nama_customer}</DetailField>
              <DetailField label={t('salesHistory.common.noHp')}>{titip.no_hp}</DetailField>
              {titip.kode_member && <DetailField label={t('members.receiptMember')}>{titip.kode_member}</DetailField>}
              <DetailField label={t('salesHistory.common.alamat')}>{titip.alamat_customer}</DetailField>
              <DetailField label={t('salesHistory.common.status')}>
                <StatusBadge status={titip.status} />
              </DetailField>
              <DetailField label={t('salesHistory.titip.totalHarga')}>{formatNumber(titip.total_harga)}</DetailField>
              <DetailField label={t('salesHistory.titip.dp')}>{formatNumber(titip.dp)}</DetailField>
              <DetailField label={t('salesHistory.titip.sisa')} testId="titip-detail-sisa">
                {formatNumber(titip.sisa)}
              </DetailField>
              {titip.no_faktur_group && <DetailField label={t('salesHistory.common.noFaktur')}>{titip.no_faktur_group}</DetailField>}
            </SimpleGrid>
            <Table withTableBorder striped verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <ItemHeads />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {titip.detail.map((l) => (
                  <Table.Tr key={l.kode_barcode}>
                    <ItemCells line={l} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {t('salesHistory.common.pembayaran')}
              </Text>
              {titip.pembayaran.map((p, i) => (
                <Group key={i} justify="space-between">
                  <Text size="sm">{paymentText(t, p)}</Text>
                  <Text size="sm">{formatNumber(p.jumlah_rp)}</Text>
                </Group>
              ))}
            </Stack>
            <Divider />
            {titip.status === 'AKTIF' && mode === 'view' && (
              <Group justify="flex-end">
                <Button color="red" variant="light" leftSection={<IconBan size={16} />} onClick={() => setMode('batal')}>
                  {t('salesHistory.titip.batal')}
                </Button>
                <Button leftSection={<IconCash size={16} />} onClick={() => setMode('lunas')}>
                  {t('salesHistory.titip.lunas')}
                </Button>
              </Group>
            )}
            {titip.status === 'AKTIF' && mode === 'lunas' && (
              <Stack data-testid="titip-lunas">
                <Text fw={600}>{t('salesHistory.titip.lunasTitle', { no: titip.no_titip })}</Text>
                <PaymentRows rows={payments} onChange={setPayments} fillTo={titip.sisa}>
                  <PaymentFigure label={t('salesHistory.payment.harusBayar')} value={titip.sisa} testId="payment-due" />
                  <PaymentFigure label={t('salesHistory.payment.totalBayar')} value={paid} testId="payment-paid" />
                  {paid < titip.sisa ? (
                    <PaymentFigure label={t('salesHistory.payment.kurang')} value={titip.sisa - paid} testId="payment-short" color="red" />
                  ) : (
                    <PaymentFigure label={t('salesHistory.common.kembalian')} value={summary.kembalian} testId="payment-change" />
                  )}
                </PaymentRows>
                {paymentError && (
                  <Text c="red" size="sm" data-testid="titip-payment-error">
                    {paymentError}
                  </Text>
                )}
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setMode('view')}>
                    {t('salesHistory.common.close')}
                  </Button>
                  <Button loading={saving} leftSection={<IconCash size={16} />} onClick={() => void payOff()}>
                    {t('salesHistory.titip.lunasSubmit')}
                  </Button>
                </Group>
              </Stack>
            )}
            {titip.status === 'AKTIF' && mode === 'batal' && (
              <Stack data-testid="titip-batal">
                <ReasonField reason={reason} />
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setMode('view')}>
                    {t('salesHistory.common.close')}
                  </Button>
                  <Button color="red" loading={saving} leftSection={<IconBan size={16} />} onClick={() => void cancel()}>
                    {t('salesHistory.titip.batalSubmit')}
                  </Button>
                </Group>
              </Stack>
            )}
          </Stack>
        )
      )}
      {dialog}
    </Modal>
  );
}
