import { formatBusinessDate, MESSAGES, ORDER_MESSAGES, SALES_MESSAGES, SERVICE_MESSAGES, type HargaEmasGroupRow, type OrderReceipt } from '@emas/domain';
import { Button, Grid, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../kit/authorization';
import { DateField } from '../../kit/DateField';
import { Panel } from '../../kit/Panel';
import { useSaleReceiptPrinting } from '../../kit/receipt';
import { useFieldErrors } from '../../lib/field-errors';
import { api } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { useReference } from '../../lib/reference';
import { useSession } from '../../lib/session';
import { depositFigures, emptyPayment, FigureAlert, MemberLookup, type CounterMember, newIdempotencyKey, paymentBodies, PaymentFigure, paymentProblem, PaymentRows, paymentTotal, type PaymentDraft } from '../../kit/counter';
import { emptyLine, estimateOf, OrderLines, type OrderLineDraft } from './order-lines';
import { printOrderReceipt } from './order-receipt';
import { uploadOrderPhoto, type Group as GroupRow, type Jenis, type Sales, type Tukang } from './orders-api';

type Customer = { kode_sales: string; kode_tukang: string; nama_customer: string; alamat_customer: string; no_hp: string; tgl_lahir: string | null; keterangan: string; tgl_janji: string | null };
const EMPTY: Customer = { kode_sales: '', kode_tukang: '', nama_customer: '', alamat_customer: '', no_hp: '', tgl_lahir: null, keterangan: '', tgl_janji: null };

/**
 * /transaksi-pesanan (issue 21): an order for pieces to make. The customer, sales person, craftsman
 * and due date; the pieces (description, group, kind, estimated weight, size, labour) priced as an
 * estimate with today's gold price; the deposit in any payment mix. POST pesanan answers the order,
 * whose receipt (order number as barcode and QR) is printed at once.
 */
export function TransaksiPesananPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const { requestApproval, dialog } = useApproval();
  const printing = useSaleReceiptPrinting();
  const [customer, setCustomer] = useState<Customer>(EMPTY);
  const [member, setMember] = useState<CounterMember | null>(null);
  const [lines, setLines] = useState<OrderLineDraft[]>([emptyLine()]);
  const [payments, setPayments] = useState<PaymentDraft[]>([emptyPayment()]);
  const { errors, setErrors, clear, takeRefusal } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState<number | null>(null);
  const [saved, setSaved] = useState<OrderReceipt | null>(null);
  const key = useRef(newIdempotencyKey());
  const tukang = useReference<Tukang[]>('tukang');
  const sales = useReference<Sales[]>('sales');
  const groups = useReference<GroupRow[]>('group');
  const jenis = useReference<Jenis[]>('jenis');
  const prices = useReference<{ groups: HargaEmasGroupRow[] }>('harga-emas');
  const priceRows = prices.data?.groups ?? [];
  const total = lines.reduce((s, l) => s + estimateOf(l, priceRows), 0);
  const dp = paymentTotal(payments.filter((p) => p.jumlah_rp));
  // a field's red border goes as soon as it is edited
  const set = (patch: Partial<Customer>) => {
    clear(...Object.keys(patch));
    setCustomer((c) => ({ ...c, ...patch }));
  };

  const print = (order: OrderReceipt) => printOrderReceipt(order, { settings: printing.settings, printedBy: session.user?.user_id ?? '' }).catch((e) => notifyApiError(e, MESSAGES.sendError));

  const photo = async (i: number, file: File | null) => {
    if (!file) return;
    setUploading(i);
    try {
      const foto = await uploadOrderPhoto(file);
      setLines((ls) => ls.map((l, j) => (j === i ? { ...l, foto, preview: URL.createObjectURL(file) } : l)));
    } catch (e) {
      notifyApiError(e, SERVICE_MESSAGES.fotoInvalid);
    } finally {
      setUploading(null);
    }
  };

  const save = async () => {
    if (saving || uploading !== null) return;
    const next: Record<string, string> = {};
    if (!customer.kode_sales) next.kode_sales = SALES_MESSAGES.salesRequired;
    if (!customer.kode_tukang) next.kode_tukang = ORDER_MESSAGES.tukangRequired;
    if (!customer.nama_customer.trim()) next.nama_customer = t('orders.transaksi.customerRequired');
    if (!customer.tgl_janji) next.tgl_janji = ORDER_MESSAGES.tglJanjiRequired;
    lines.forEach((l, i) => {
      if (!l.deskripsi.trim()) next[`detail.${i}.deskripsi`] = ORDER_MESSAGES.deskripsiRequired;
      if (!l.berat_estimasi) next[`detail.${i}.berat_estimasi`] = ORDER_MESSAGES.beratRequired;
    });
    const used = payments.filter((p) => p.jumlah_rp);
    const problem = used.length ? paymentProblem(used) : null;
    if (problem) next.pembayaran = problem;
    setErrors(next);
    const first = Object.values(next)[0];
    if (first) return notify.warning(first);
    setSaving(true);
    try {
      const body = {
        idempotency_key: key.current,
        ...customer,
        kode_member: member?.kode_member,
        detail: lines.map(({ preview: _preview, ...l }) => ({ ...l, ongkos: l.ongkos ?? 0, foto: l.foto ?? '' })),
        pembayaran: used.length ? paymentBodies(used) : [],
      };
      const result = await sendWithApprovals(
        (otorisasi) => api.post<OrderReceipt>('pesanan', { ...body, otorisasi }),
        (operasi) => requestApproval({ operasi, deskripsi: t('orders.transaksi.title'), nilai: total }),
      );
      if (!result) return;
      notify.success(result.message || ORDER_MESSAGES.saved);
      setSaved(result.data);
      setCustomer(EMPTY);
      setMember(null);
      setLines([emptyLine()]);
      setPayments([emptyPayment()]);
      key.current = newIdempotencyKey();
      void queryClient.invalidateQueries({ queryKey: ['pesanan'] });
      void print(result.data);
    } catch (e) {
      takeRefusal(e);
      notifyApiError(e, MESSAGES.sendError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title={t('orders.transaksi.title')} removable={false} testId="transaksi-pesanan">
      <Stack>
        {saved && (
          <FigureAlert
            color="teal"
            title={t('orders.transaksi.saved', { no: saved.no_pesanan })}
            testId="order-saved"
            figures={[...depositFigures(t, 'orders.common', saved), { label: t('orders.common.tglJanji'), value: formatBusinessDate(saved.tgl_janji) }]}
          >
            <Button size="compact-sm" variant="light" leftSection={<IconPrinter size={14} />} onClick={() => void print(saved)}>
              {t('orders.common.printOrder')}
            </Button>
          </FigureAlert>
        )}
        <MemberLookup
          member={member}
          testId="order-member"
          onChange={(m) => {
            setMember(m);
            if (m) set({ nama_customer: m.nama_member, no_hp: m.no_hp, alamat_customer: m.alamat, tgl_lahir: m.tgl_lahir });
          }}
        />
        <Grid mt="xs">
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput label={t('salesHistory.common.customer')} withAsterisk value={customer.nama_customer} error={errors.nama_customer} onChange={(e) => set({ nama_customer: e.currentTarget.value.toUpperCase() })} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput label={t('salesHistory.common.noHp')} value={customer.no_hp} inputMode="tel" onChange={(e) => set({ no_hp: e.currentTarget.value.replace(/[^0-9+\- ]/g, '') })} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <DateField label={t('common.birthDate')} value={customer.tgl_lahir} onChange={(v) => set({ tgl_lahir: v })} error={errors.tgl_lahir} testId="order-tgl-lahir" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 12, md: 6 }}>
            <TextInput label={t('salesHistory.common.alamat')} value={customer.alamat_customer} onChange={(e) => set({ alamat_customer: e.currentTarget.value.toUpperCase() })} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <NativeSelect
              label={t('salesHistory.titip.kodeSales')}
              withAsterisk
              value={customer.kode_sales}
              error={errors.kode_sales}
              onChange={(e) => set({ kode_sales: e.currentTarget.value })}
              data={[{ value: '', label: t('salesHistory.titip.pickSales') }, ...(sales.data ?? []).map((s) => ({ value: s.kode_sales, label: `${s.kode_sales} - ${s.nama_sales}` }))]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <NativeSelect
              label={t('orders.common.tukang')}
              withAsterisk
              value={customer.kode_tukang}
              error={errors.kode_tukang}
              onChange={(e) => set({ kode_tukang: e.currentTarget.value })}
              data={[{ value: '', label: t('orders.common.pickTukang') }, ...(tukang.data ?? []).map((k) => ({ value: k.kode_tukang, label: `${k.kode_tukang} - ${k.nama_tukang}` }))]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <DateField label={t('orders.common.tglJanji')} withAsterisk value={customer.tgl_janji} onChange={(v) => set({ tgl_janji: v })} minDate={session.tglSystem || undefined} error={errors.tgl_janji} testId="order-tgl-janji" />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label={t('salesHistory.common.keterangan')} autosize minRows={1} value={customer.keterangan} onChange={(e) => set({ keterangan: e.currentTarget.value.toUpperCase() })} />
          </Grid.Col>
        </Grid>
        <OrderLines lines={lines} onChange={setLines} groups={groups.data ?? []} jenis={jenis.data ?? []} prices={priceRows} errors={errors} uploading={uploading} onPhoto={(i, file) => void photo(i, file)} onEdit={clear} />
        <Text fw={600}>{t('orders.common.dp')}</Text>
        <PaymentRows rows={payments} onChange={setPayments} fillTo={0}>
          <PaymentFigure label={t('orders.common.totalEstimasi')} value={total} testId="order-total" />
          <PaymentFigure label={t('orders.common.dp')} value={dp} testId="order-dp" />
          <PaymentFigure label={t('orders.common.sisa')} value={Math.max(0, total - dp)} testId="order-sisa" />
        </PaymentRows>
        {errors.pembayaran && (
          <Text c="red" size="sm">
            {errors.pembayaran}
          </Text>
        )}
        <Group justify="flex-end">
          <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} onClick={() => void save()} data-testid="order-save">
            {t('orders.transaksi.save')}
          </Button>
        </Group>
      </Stack>
      {dialog}
    </Panel>
  );
}
