import { formatNumber, percentOfUp, SALES_MESSAGES, SALES_SETTING_KEYS } from '@emas/domain';
import { ActionIcon, Button, Grid, Group, NativeSelect, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../../kit/authorization';
import { api, errorMessage } from '../../../lib/api';
import { useFieldErrors } from '../../../lib/field-errors';
import { notify, notifyApiError } from '../../../lib/notify';
import { useItemScans } from '../counter/use-item-scans';
import {
  depositFigures,
  emptyPayment,
  FigureAlert,
  ItemCells,
  ItemHeads,
  newIdempotencyKey,
  paymentBodies,
  PaymentFigure,
  paymentProblem,
  PaymentRows,
  paymentTotal,
  MemberLookup,
  ScanField,
  type CounterMember,
  type PaymentDraft,
} from '../../../kit/counter';
import type { SaleItemQuote, TitipReceipt } from '../history/sale-types';

type Sales = { kode_sales: string; nama_sales: string };

/** The store's TITIP_MIN_DP_PERSEN as the server reads it (0-100, two decimals), or null while unknown. */
function useMinDpPersen(): string | null {
  const key = SALES_SETTING_KEYS.titipMinDp;
  const query = useQuery({
    queryKey: ['para-system', 'key', key],
    queryFn: async () => (await api.get<{ key: string; value: string }>(`para-system/key/${key}`)).data.value,
    staleTime: 60_000,
    retry: false,
  });
  const value = query.data?.trim() ?? '';
  return /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100 ? value : null;
}


/**
 * Titip Baru (a layaway deposit): scan items (priced by GET penjualan/barang/:kode_barcode, the
 * counter's quote), the customer and sales person, the down payment in payment rows; POST titip.
 * The items are reserved (status TITIP) until paid off or cancelled.
 */
export function TitipBaruForm({ onSaved }: { onSaved?: (titip: TitipReceipt) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { requestApproval, dialog } = useApproval();
  const [kodeSales, setKodeSales] = useState('');
  const [nama, setNama] = useState('');
  const [alamat, setAlamat] = useState('');
  const [noHp, setNoHp] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [member, setMember] = useState<CounterMember | null>(null);
  const [payments, setPayments] = useState<PaymentDraft[]>([emptyPayment()]);
  const { errors, setErrors, clear, takeRefusal } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<TitipReceipt | null>(null);
  const key = useRef(newIdempotencyKey());
  const { code, setCode, lines, changeLines, onScanKey, pending: scanning } = useItemScans<SaleItemQuote>({
    lineOf: (quote) => quote,
    onAdded: () => setSaved(null),
    onFailed: (e) => notify.error(errorMessage(e, SALES_MESSAGES.notInStock)),
  });


  const sales = useQuery({
    queryKey: ['masters', 'sales'],
    queryFn: async () => (await api.get<Sales[]>('sales/get/all')).data,
    staleTime: 5 * 60_000,
  });

  const minDpPersen = useMinDpPersen();

  const total = lines.reduce((s, l) => s + l.harga_hitung, 0);
  const dp = paymentTotal(payments);
  const minimum = minDpPersen === null ? null : percentOfUp(total, minDpPersen);
  // the rest is paid off later: it is no shortfall. Only a deposit under the minimum or over the total is.
  const dpShort = minimum !== null && dp > 0 && dp < minimum;
  const dpError = dp > total && total > 0 ? SALES_MESSAGES.dpOverTotal : null;

  const changePayments = (rows: PaymentDraft[]) => {
    setPayments(rows);
    clear('pembayaran');
  };

  const save = async () => {
    if (saving || scanning) return;
    const next: Record<string, string> = {};
    if (lines.length === 0) next.detail = SALES_MESSAGES.noLines;
    if (!kodeSales) next.kode_sales = SALES_MESSAGES.salesRequired;
    if (!nama.trim()) next.nama_customer = t('salesHistory.titip.customerRequired');
    const problem = paymentProblem(payments);
    if (problem) next.pembayaran = problem;
    else if (dp > total) next.pembayaran = SALES_MESSAGES.dpOverTotal;
    setErrors(next);
    const first = Object.values(next)[0];
    if (first) return notify.warning(first);
    setSaving(true);
    try {
      const body = {
        idempotency_key: key.current,
        kode_sales: kodeSales,
        nama_customer: nama.trim(),
        alamat_customer: alamat.trim(),
        no_hp: noHp.trim(),
        kode_member: member?.kode_member,
        keterangan: keterangan.trim(),
        detail: lines.map((l) => ({ kode_barcode: l.kode_barcode, harga: l.harga_hitung })),
        pembayaran: paymentBodies(payments),
      };
      const result = await sendWithApprovals(
        (otorisasi) => api.post<TitipReceipt>('titip', { ...body, otorisasi }),
        (operasi) => requestApproval({ operasi, deskripsi: t('salesHistory.titip.baru'), nilai: total }),
      );
      if (!result) return;
      const titip = result.data;
      notify.success(result.message || SALES_MESSAGES.titipSaved);
      setSaved(titip);
      changeLines(() => []);
      setNama('');
      setMember(null);
      setAlamat('');
      setNoHp('');
      setKeterangan('');
      setPayments([emptyPayment()]);
      key.current = newIdempotencyKey();
      void queryClient.invalidateQueries({ queryKey: ['titip'] });
      onSaved?.(titip);
    } catch (e) {
      takeRefusal(e);
      notifyApiError(e, t('salesHistory.common.loadFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack data-testid="titip-baru">
      {saved && (
        <FigureAlert
          color="teal"
          title={t('salesHistory.titip.saved', { no: saved.no_titip })}
          testId="titip-saved"
          figures={depositFigures(t, 'salesHistory.titip', saved)}
        />
      )}
      <ScanField
        label={t('salesHistory.titip.scan')}
        description={t('salesHistory.titip.scanHint')}
        value={code}
        error={errors.detail}
        onChange={setCode}
        onKeyDown={onScanKey}
        w={{ base: '100%', sm: 360 }}
      />
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder striped verticalSpacing={4} aria-label={t('salesHistory.titip.baru')}>
          <Table.Thead>
            <Table.Tr>
              <ItemHeads withKadar />
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text ta="center" c="dimmed" size="sm">
                    {t('salesHistory.titip.noItems')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              lines.map((l) => (
                <Table.Tr key={l.kode_barcode} data-testid="titip-line">
                  <ItemCells line={{ ...l, harga: l.harga_hitung }} withKadar />
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('salesHistory.titip.removeLabel', { code: l.kode_barcode })}
                      onClick={() => changeLines((current) => current.filter((x) => x.kode_barcode !== l.kode_barcode))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={4}>{t('salesHistory.titip.totalHarga')}</Table.Th>
              <Table.Th ta="right" data-testid="titip-total">
                {formatNumber(total)}
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <MemberLookup
        member={member}
        testId="titip-member"
        onChange={(m) => {
          setMember(m);
          if (m) {
            setNama(m.nama_member);
            setNoHp(m.no_hp);
            setAlamat(m.alamat);
          }
        }}
      />
      <Grid mt="xs">
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <NativeSelect
            label={t('salesHistory.titip.kodeSales')}
            withAsterisk
            value={kodeSales}
            error={errors.kode_sales}
            onChange={(e) => setKodeSales(e.currentTarget.value)}
            data={[{ value: '', label: t('salesHistory.titip.pickSales') }, ...(sales.data ?? []).map((s) => ({ value: s.kode_sales, label: `${s.kode_sales} - ${s.nama_sales}` }))]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput
            label={t('salesHistory.common.customer')}
            withAsterisk
            value={nama}
            error={errors.nama_customer}
            onChange={(e) => setNama(e.currentTarget.value.toUpperCase())}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput label={t('salesHistory.common.noHp')} value={noHp} inputMode="tel" error={errors.no_hp} onChange={(e) => setNoHp(e.currentTarget.value.replace(/[^0-9+\- ]/g, ''))} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput label={t('salesHistory.common.alamat')} value={alamat} onChange={(e) => setAlamat(e.currentTarget.value.toUpperCase())} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea label={t('salesHistory.common.keterangan')} autosize minRows={1} value={keterangan} onChange={(e) => setKeterangan(e.currentTarget.value.toUpperCase())} />
        </Grid.Col>
      </Grid>
      <Text fw={600}>{t('salesHistory.titip.dpTitle')}</Text>
      <PaymentRows rows={payments} onChange={changePayments} fillTo={minimum ?? 0}>
        {minimum !== null && total > 0 && (
          <Text size="sm" c={dpShort ? 'red' : 'dimmed'} data-testid="titip-min-dp">
            {SALES_MESSAGES.minDp(Number(minDpPersen), minimum)}
          </Text>
        )}
        <PaymentFigure label={t('salesHistory.payment.totalBayar')} value={dp} testId="payment-paid" />
        <PaymentFigure label={t('salesHistory.titip.sisaSetelahDp')} value={Math.max(0, total - dp)} testId="titip-sisa" />
      </PaymentRows>
      {(dpError ?? errors.pembayaran) && (
        <Text c="red" size="sm" data-testid="titip-payment-error">
          {dpError ?? errors.pembayaran}
        </Text>
      )}
      <Group justify="flex-end">
        <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} onClick={() => void save()}>
          {t('salesHistory.titip.save')}
        </Button>
      </Group>
      {dialog}
    </Stack>
  );
}
