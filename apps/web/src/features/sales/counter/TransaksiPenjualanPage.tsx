import {
  APPROVAL_LABELS,
  formatRupiah,
  formatWeight,
  MESSAGES,
  mgToGrams,
  parseWeightToMg,
  SALES_MESSAGES,
  summarizeSale,
  type ApprovalOperation,
  type ReceiptPoints,
  type SaleReceipt,
} from '@emas/domain';
import { Card, Grid, Group, Stack, Switch, Text } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../../kit/authorization';
import { MoneyInput } from '../../../kit/Inputs';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import {
  BuyLinesEditor,
  CounterButtons,
  CouponField,
  CustomerCard,
  EMPTY_CUSTOMER,
  emptyPayment,
  lineRequest,
  newIdempotencyKey,
  paymentBodies,
  paymentProblem,
  ScanField,
  useBuyLines,
  useCounterKeys,
  useSaleDiscounts,
  type CounterCustomer,
  type PaymentDraft,
} from '../../../kit/counter';
import { ReceiptDetailModal } from '../history/ReceiptDetailModal';
import { PaymentPanel } from './PaymentPanel';
import { counterSummary, lineOf, saleRequestOf, type CounterLine } from './sale-lines-model';
import { SaleLinesTable } from './SaleLinesTable';
import { useItemScans } from './use-item-scans';

/** Total weight of the lines, summed in milligrams. */
function totalWeight(lines: readonly CounterLine[]): number {
  return mgToGrams(lines.reduce((t, l) => t + (parseWeightToMg(l.berat) ?? 0), 0));
}

/**
 * /transaksi-penjualan (spec 000 §2 "Sales"): the counter. The scanner types a barcode and presses
 * Enter; the server quotes the item at today's price; the cashier takes the money in any mix of
 * methods and saves (F2). Operations the store wants approved (a changed price, a discount over the
 * limit, below cost) are named by the server on save; the authorization dialog asks a supervisor
 * for each and the same receipt (same idempotency key) is sent again with the approvals.
 */
export function TransaksiPenjualanPage() {
  const { t } = useTranslation();
  const { requestApproval, dialog } = useApproval();
  const [customer, setCustomer] = useState<CounterCustomer>(EMPTY_CUSTOMER);
  const [diskon, setDiskon] = useState<number | null>(null);
  const [payments, setPayments] = useState<PaymentDraft[]>([emptyPayment()]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  // a member's sale: the points it earned and the member's balance, from the save's answer
  const [savedPoints, setSavedPoints] = useState<ReceiptPoints | null>(null);
  const key = useRef(newIdempotencyKey());
  const scanRef = useRef<HTMLInputElement>(null);
  const { code, setCode, lines, changeLines, onScanKey, pending: scanning } = useItemScans({
    lineOf,
    // the server's toast names the barcode
    onFailed: (e) => notifyApiError(e, MESSAGES.sendErrorProper),
    // a control disabled during the lookup may have dropped the focus; never take it from another field
    onSettled: () => {
      if (document.activeElement === document.body) scanRef.current?.focus();
    },
  });
  const busy = scanning || saving;
  // trade-in (tukar tambah): the customer's old gold, valued by the buy-back rules, pays part of the sale
  const [tukarOn, setTukarOn] = useState(false);
  const buy = useBuyLines();
  const tukar = tukarOn && buy.lines.length > 0;

  // the category discount and the coupon (their modules on): part of the receipt's discount, sent as kode_kupon
  const discounts = useSaleDiscounts(lines, customer.kode_member || undefined);
  const base = counterSummary(lines, diskon, payments, tukarOn ? 0 : discounts.automatic);
  const nilaiTukar = tukar ? buy.total : 0;
  const due = Math.max(0, base.grand_total - nilaiTukar);
  const summary = tukar ? { ...summarizeSale({ lines: [{ harga: due }], diskon: 0, payments: paymentBodies(payments).map((p) => ({ jenis: p.jenis, jumlah_rp: Number(p.jumlah_rp) })) }), total_harga: base.total_harga, diskon: base.diskon, grand_total: base.grand_total } : base;
  const remaining = (tukar ? due : summary.grand_total) - summary.total_bayar;
  const diskonError = base.error?.field === 'diskon' ? base.error.message : null;
  // Paying too much (non-cash over the total, change larger than the sale) is shown as it is typed; a
  // shortfall already shows in the Kurang row while the amounts are being entered, and Save names it.
  const paymentError = remaining < 0 && summary.error?.field === 'pembayaran' ? summary.error.message : null;


  const setPrice = (barcode: string, harga: number | null) =>
    changeLines((current) => current.map((l) => (l.kode_barcode === barcode ? { ...l, harga: harga ?? 0 } : l)));

  const describe = (operasi: ApprovalOperation): string => {
    if (operasi === 'UBAH_HARGA') {
      return lines
        .filter((l) => l.harga !== l.harga_hitung)
        .map((l) => t('sales.counter.priceDeskripsi', { barcode: l.kode_barcode, nama: l.nama_barang, dari: formatRupiah(l.harga_hitung), ke: formatRupiah(l.harga) }))
        .join('; ');
    }
    if (operasi === 'DISKON') return t('sales.counter.diskonDeskripsi', { diskon: formatRupiah(summary.diskon), total: formatRupiah(summary.total_harga) });
    return t('sales.counter.operationDeskripsi', { operasi: APPROVAL_LABELS[operasi], total: formatRupiah(summary.grand_total), diskon: formatRupiah(summary.diskon) });
  };

  const clear = () => {
    changeLines(() => []);
    buy.clear();
    setTukarOn(false);
    setCustomer(EMPTY_CUSTOMER);
    setDiskon(null);
    discounts.clear();
    setPayments([emptyPayment()]);
    setCode('');
    key.current = newIdempotencyKey();
    scanRef.current?.focus();
  };

  const save = async () => {
    if (busy) return;
    if (lines.length === 0) return notify.warning(SALES_MESSAGES.noLines);
    if (!customer.kode_sales) return notify.warning(SALES_MESSAGES.salesRequired);
    // a discount above the total is what is wrong, whatever the payments say
    if (diskonError) return notify.warning(diskonError);
    if (tukar && buy.error) return notify.warning(buy.error);
    if (tukar && !buy.ready) return notify.info(t('purchases.counter.calculating'));
    const problem = tukar && due === 0 ? null : paymentProblem(payments);
    if (problem) return notify.warning(problem);
    if (!summary.ok && summary.error && !(tukar && due === 0)) return notify.warning(summary.error.message);
    setSaving(true);
    try {
      const send = (otorisasi: string[]) => {
        const body = { ...saleRequestOf({ idempotencyKey: key.current, customer, lines, diskon, payments, otorisasi }), kode_kupon: tukarOn ? undefined : discounts.kodeKupon };
        if (!tukar) return api.post<SaleReceipt>('penjualan', body);
        const { detail, pembayaran, ...rest } = body;
        return api.post<SaleReceipt>('tukar', { ...rest, jual: detail, beli: buy.lines.map((l) => lineRequest(l, true)), pembayaran: due === 0 ? [] : pembayaran });
      };
      const answer = await sendWithApprovals(send, (operasi) => requestApproval({ operasi, deskripsi: describe(operasi), nilai: summary.grand_total }));
      if (!answer) return notify.warning(t('sales.counter.approvalCancelled'));
      notify.success(answer.message || t('sales.counter.saved'));
      setSavedPoints(answer.data.poin ?? null);
      setSaved(answer.data.no_faktur_group);
      clear();
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setSaving(false);
    }
  };

  const reset = useCounterKeys({ dirty: lines.length > 0, save, clear, resetConfirm: t('sales.counter.resetConfirm') });

  // The receipt modal gives the focus back, when it closes, to what had it when it opened. A layout
  // effect runs before the modal's own effect notes that element, so it is the barcode field (enabled
  // again in this render) and the next customer's first scan lands there.
  useLayoutEffect(() => {
    if (saved !== null) scanRef.current?.focus();
  }, [saved]);


  return (
    <Panel title={t('sales.counter.title')} removable={false} testId="transaksi-penjualan">
      {dialog}
      <ReceiptDetailModal noFakturGroup={saved} points={savedPoints} onClose={() => setSaved(null)} />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack>
            <ScanField
              inputRef={scanRef}
              label={t('sales.counter.barcode')}
              description={t('sales.counter.barcodeHint')}
              leftSection={<IconBarcode size={16} />}
              value={code}
              disabled={saving}
              onChange={setCode}
              onKeyDown={onScanKey}
              autoFocus
              data-testid="counter-barcode"
            />
            <SaleLinesTable lines={lines} disabled={busy} onPrice={setPrice} onRemove={(barcode) => changeLines((current) => current.filter((x) => x.kode_barcode !== barcode))} />
            <CustomerCard value={customer} onChange={setCustomer} disabled={busy} title={t('sales.counter.customer')} salesTestId="counter-sales" withBirthDate />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack>
            <Card withBorder data-testid="counter-totals">
              <Stack gap={4}>
                <Group justify="space-between">
                  <Text>{t('sales.counter.totalBerat')}</Text>
                  <Text data-testid="total-berat">{formatWeight(totalWeight(lines))} gr</Text>
                </Group>
                <Group justify="space-between">
                  <Text>{t('sales.counter.totalHarga')}</Text>
                  <Text data-testid="total-harga">{formatRupiah(summary.total_harga)}</Text>
                </Group>
                <MoneyInput label={t('sales.counter.diskon')} value={diskon} disabled={busy} onChange={setDiskon} error={diskonError} data-testid="counter-diskon" />
                <CouponField state={discounts} disabled={busy || tukarOn} />
                <Group justify="space-between">
                  <Text fw={700}>{t('sales.counter.grandTotal')}</Text>
                  <Text fw={700} size="xl" data-testid="grand-total">
                    {formatRupiah(summary.grand_total)}
                  </Text>
                </Group>
                {tukar && (
                  <>
                    <Group justify="space-between">
                      <Text>{t('purchases.tukar.nilai')}</Text>
                      <Text data-testid="nilai-tukar">{formatRupiah(nilaiTukar)}</Text>
                    </Group>
                    <Group justify="space-between">
                      <Text fw={700}>{due > 0 ? t('purchases.tukar.sisa') : t('purchases.tukar.kembali')}</Text>
                      <Text fw={700} data-testid="tukar-sisa">
                        {formatRupiah(due > 0 ? due : nilaiTukar - summary.grand_total)}
                      </Text>
                    </Group>
                  </>
                )}
              </Stack>
            </Card>
            <PaymentPanel rows={payments} onChange={setPayments} remaining={remaining} disabled={busy} />
            {paymentError && (
              <Text c="red" size="sm" data-testid="counter-payment-error">
                {paymentError}
              </Text>
            )}
            <Card withBorder>
              <Group justify="space-between">
                <Text>{t('sales.counter.totalBayar')}</Text>
                <Text data-testid="total-bayar">{formatRupiah(summary.total_bayar)}</Text>
              </Group>
              {remaining > 0 ? (
                <Group justify="space-between">
                  <Text c="red">{t('sales.counter.kurang')}</Text>
                  <Text c="red" fw={700} data-testid="kurang">
                    {formatRupiah(remaining)}
                  </Text>
                </Group>
              ) : (
                <Group justify="space-between">
                  <Text>{t('sales.counter.kembalian')}</Text>
                  <Text fw={700} data-testid="kembalian">
                    {formatRupiah(summary.kembalian)}
                  </Text>
                </Group>
              )}
            </Card>
            <CounterButtons
              saving={saving}
              disabled={busy}
              onSave={() => void save()}
              onReset={() => void reset()}
              saveLabel={t('sales.counter.save')}
              resetLabel={t('sales.counter.reset')}
              testIdPrefix="counter"
            />
          </Stack>
        </Grid.Col>
        {/* the trade-in's lines have a dozen columns: they take the whole width */}
        <Grid.Col span={12}>
          <Card withBorder>
            <Switch label={t('purchases.tukar.toggle')} checked={tukarOn} disabled={busy} onChange={(e) => setTukarOn(e.currentTarget.checked)} data-testid="tukar-toggle" />
            {tukarOn && (
              <Stack mt="sm">
                <BuyLinesEditor state={buy} disabled={busy} />
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Panel>
  );
}
