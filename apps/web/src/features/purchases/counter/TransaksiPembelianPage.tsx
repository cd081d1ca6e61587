import { formatRupiah, formatWeight, MESSAGES, mgToGrams, parseWeightToMg, SALES_MESSAGES, type MasterRow, type PurchaseReceipt } from '@emas/domain';
import { Card, Grid, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../../kit/authorization';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import { useReference } from '../../../lib/reference';
import { BuyLinesEditor, CounterButtons, CustomerCard, EMPTY_CUSTOMER, lineRequest, newIdempotencyKey, useBuyLines, useCounterKeys, type CounterCustomer } from '../../../kit/counter';
import { PurchaseReceiptModal } from '../history/PurchaseReceiptModal';

const text = (row: MasterRow, key: string) => String(row[key] ?? '');

/**
 * /transaksi-pembelian (issue 5): the buy-back counter. Pieces come from the shop's own receipt
 * (scanned) or from outside (typed); the server prices each line; the shop pays cash or by transfer.
 * Paying above the computed price asks a supervisor (HARGA_BELI_LEBIH) and the same receipt is
 * sent again with the approval; F2 saves; the receipt opens for print and WhatsApp.
 */
export function TransaksiPembelianPage() {
  const { t } = useTranslation();
  const { requestApproval, dialog } = useApproval();
  const buy = useBuyLines();
  const rekening = useReference('rekening');
  const [customer, setCustomer] = useState<CounterCustomer>(EMPTY_CUSTOMER);
  const [jenisBayar, setJenisBayar] = useState<'CASH' | 'TRANSFER'>('CASH');
  const [noRekening, setNoRekening] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());

  const totalMg = buy.lines.reduce((s, l) => s + (parseWeightToMg(l.berat) ?? 0), 0);
  const totalHitung = buy.priced.reduce((s, p) => s + (p?.harga_hitung ?? 0), 0);

  const clear = () => {
    buy.clear();
    setCustomer(EMPTY_CUSTOMER);
    setJenisBayar('CASH');
    setNoRekening('');
    key.current = newIdempotencyKey();
  };

  const save = async () => {
    if (saving) return;
    if (buy.lines.length === 0) return notify.warning(SALES_MESSAGES.noLines);
    if (!customer.kode_sales) return notify.warning(SALES_MESSAGES.salesRequired);
    if (jenisBayar === 'TRANSFER' && !noRekening) return notify.warning(SALES_MESSAGES.rekeningRequired);
    if (buy.error) return notify.warning(buy.error);
    if (!buy.ready) return notify.info(t('purchases.counter.calculating'));
    setSaving(true);
    try {
      const send = (otorisasi: string[]) =>
        api.post<PurchaseReceipt>('pembelian', {
          idempotency_key: key.current,
          ...customer,
          member: undefined,
          detail: buy.lines.map((l) => lineRequest(l, true)),
          pembayaran: jenisBayar === 'TRANSFER' ? { jenis: 'TRANSFER', no_rekening: noRekening } : { jenis: 'CASH' },
          otorisasi,
        });
      const deskripsi = buy.lines
        .map((l, i) => ({ l, p: buy.priced[i] }))
        .filter(({ l, p }) => p && l.harga !== null && l.harga > p.harga_hitung)
        .map(({ l, p }) => t('purchases.counter.priceDeskripsi', { nama: l.nama_barang, dari: formatRupiah(p!.harga_hitung), ke: formatRupiah(l.harga ?? 0) }))
        .join('; ');
      const answer = await sendWithApprovals(send, (operasi) => requestApproval({ operasi, deskripsi, nilai: buy.total }));
      if (!answer) return notify.warning(t('purchases.counter.approvalCancelled'));
      notify.success(answer.message || t('purchases.counter.saved'));
      setSaved(answer.data.no_faktur_group);
      clear();
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setSaving(false);
    }
  };

  // a reload (F5), a closed tab or a menu link mid-buy asks first, as on the sales counter
  const reset = useCounterKeys({ dirty: buy.lines.length > 0, save, clear, resetConfirm: t('purchases.counter.resetConfirm') });

  const rekeningOptions = (rekening.data ?? []).map((r) => ({ value: text(r, 'no_rekening'), label: `${text(r, 'kode_bank')} ${text(r, 'no_rekening')} - ${text(r, 'nama_rekening')}` }));

  return (
    <Panel title={t('purchases.counter.title')} removable={false} testId="transaksi-pembelian">
      {dialog}
      <PurchaseReceiptModal no={saved} onClose={() => setSaved(null)} />
      <BuyLinesEditor state={buy} disabled={saving} autoFocus />
      <Grid mt="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack>
            <CustomerCard value={customer} onChange={setCustomer} disabled={saving} title={t('purchases.counter.customer')} salesTestId="buy-sales" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack>
            <Card withBorder data-testid="buy-totals">
              <Stack gap={4}>
                <Group justify="space-between">
                  <Text>{t('purchases.counter.totalBerat')}</Text>
                  <Text>{formatWeight(mgToGrams(totalMg))} gr</Text>
                </Group>
                <Group justify="space-between">
                  <Text>{t('purchases.counter.totalHitung')}</Text>
                  <Text data-testid="buy-total-hitung">{formatRupiah(totalHitung)}</Text>
                </Group>
                <Group justify="space-between">
                  <Text fw={700}>{t('purchases.counter.totalHarga')}</Text>
                  <Text fw={700} size="xl" data-testid="buy-total-harga">
                    {formatRupiah(buy.total)}
                  </Text>
                </Group>
              </Stack>
            </Card>
            <Card withBorder>
              <Text fw={600} mb="xs">
                {t('purchases.counter.pembayaran')}
              </Text>
              <SegmentedControl
                fullWidth
                value={jenisBayar}
                disabled={saving}
                onChange={(v) => setJenisBayar(v === 'TRANSFER' ? 'TRANSFER' : 'CASH')}
                data={[
                  { value: 'CASH', label: t('purchases.counter.cash') },
                  { value: 'TRANSFER', label: t('purchases.counter.transfer') },
                ]}
              />
              {jenisBayar === 'TRANSFER' && (
                <Select mt="xs" label={t('purchases.counter.rekening')} data={rekeningOptions} value={noRekening || null} searchable disabled={saving} onChange={(v) => setNoRekening(v ?? '')} />
              )}
            </Card>
            <CounterButtons
              saving={saving}
              disabled={saving}
              onSave={() => void save()}
              onReset={() => void reset()}
              saveLabel={t('purchases.counter.save')}
              resetLabel={t('purchases.counter.reset')}
              testIdPrefix="buy"
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Panel>
  );
}
