import { formatBusinessDate, formatNumber, formatWeight, type OrderReceipt, type OrderSampleRow, type SaleReceipt } from '@emas/domain';
import { Button, Divider, Group, Modal, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../kit/QueryStatus';
import { StoredPhoto } from '../../kit/StoredPhoto';
import { useSaleReceiptPrinting } from '../../kit/receipt';
import { api } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { DepositRefundAlert, DetailField, PaidOffResult } from '../../kit/counter';
import { CancelOrderForm, FinishOrderForm, PickUpOrderForm } from './order-actions';
import { printOrderReceipt } from './order-receipt';
import { fetchOrder, orderPhotoPath } from './orders-api';
import { OrderStatusBadge } from './order-status';

type Mode = 'view' | 'selesai' | 'ambil' | 'batal';

/**
 * One order: the customer, craftsman, due date, pieces, deposit and state; the order receipt; and
 * what may happen next: OPEN -> Selesai (real weights) or Batal; DONE -> Ambil (rest paid, a sale
 * receipt printed at once) or Batal.
 */
export function OrderDetailModal({ noPesanan, onClose }: { noPesanan: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const printing = useSaleReceiptPrinting();
  const [mode, setMode] = useState<Mode>('view');
  const [sale, setSale] = useState<SaleReceipt | null>(null);
  const query = useQuery({ queryKey: ['pesanan', 'one', noPesanan], queryFn: () => fetchOrder(noPesanan!), enabled: noPesanan !== null });
  const order = query.data;
  const samples = useQuery({
    queryKey: ['pesanan', 'contoh', noPesanan],
    queryFn: async () => (await api.get<OrderSampleRow[]>(`pesanan/${encodeURIComponent(noPesanan!)}/contoh`)).data,
    enabled: noPesanan !== null,
  });
  useEffect(() => {
    setMode('view');
    setSale(null);
  }, [noPesanan]);

  const changed = (data: OrderReceipt, message: string) => {
    notify.success(message);
    queryClient.setQueryData(['pesanan', 'one', data.no_pesanan], data);
    void queryClient.invalidateQueries({ queryKey: ['pesanan', 'list'] });
    setMode('view');
  };
  const pickedUp = (receipt: SaleReceipt, message: string) => {
    notify.success(message);
    setSale(receipt);
    void queryClient.invalidateQueries({ queryKey: ['pesanan'] });
    void printing.print(receipt);
  };
  const open = order && (order.status === 'OPEN' || order.status === 'DONE');
  const actions = open ? (['view', order.status === 'OPEN' ? 'selesai' : 'ambil', 'batal'] as Mode[]) : [];

  return (
    <Modal opened={noPesanan !== null} onClose={onClose} size="xl" title={t('salesHistory.common.detailOf', { no: noPesanan ?? '' })}>
      <QueryStatus query={query} failureText={t('salesHistory.common.loadFailed')} />
      {sale ? (
        <PaidOffResult sale={sale} title={t('orders.detail.ambilDone', { no: sale.no_faktur_group })} testId="order-pickup-result" onClose={onClose} />
      ) : (
        order && (
          <Stack data-testid="order-detail">
            {order.status === 'BATAL' && <DepositRefundAlert deposit={order} title={t('orders.detail.batalDone')} keys="orders.common" testId="order-refund" />}
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              <DetailField label={t('orders.common.noPesanan')}>{order.no_pesanan}</DetailField>
              <DetailField label={t('salesHistory.common.tanggal')}>{formatBusinessDate(order.tgl_system)}</DetailField>
              <DetailField label={t('salesHistory.common.customer')}>{order.nama_customer}</DetailField>
              <DetailField label={t('salesHistory.common.noHp')}>{order.no_hp}</DetailField>
              {order.kode_member && <DetailField label={t('members.receiptMember')}>{order.kode_member}</DetailField>}
              <DetailField label={t('orders.common.tukang')}>{order.nama_tukang || order.kode_tukang}</DetailField>
              <DetailField label={t('orders.common.tglJanji')}>{formatBusinessDate(order.tgl_janji)}</DetailField>
              <DetailField label={t('orders.common.dasarHarga')}>{t(`orders.basis.${order.dasar_harga}`)}</DetailField>
              <DetailField label={t('salesHistory.common.status')}>
                <OrderStatusBadge status={order.status} />
              </DetailField>
              <DetailField label={t('orders.common.totalHarga')}>{formatNumber(order.total_harga)}</DetailField>
              <DetailField label={t('orders.common.dp')}>{formatNumber(order.dp)}</DetailField>
              <DetailField label={t('orders.common.sisa')} testId="order-detail-sisa">
                {formatNumber(order.sisa)}
              </DetailField>
              {order.no_faktur_group && <DetailField label={t('salesHistory.common.noFaktur')}>{order.no_faktur_group}</DetailField>}
            </SimpleGrid>
            <Table withTableBorder striped verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orders.common.deskripsi')}</Table.Th>
                  <Table.Th>{t('orders.common.group')}</Table.Th>
                  <Table.Th ta="right">{t('orders.common.beratEstimasi')}</Table.Th>
                  <Table.Th ta="right">{t('orders.common.berat')}</Table.Th>
                  <Table.Th>{t('orders.common.size')}</Table.Th>
                  <Table.Th ta="right">{t('orders.common.ongkos')}</Table.Th>
                  <Table.Th ta="right">{t('orders.common.harga')}</Table.Th>
                  <Table.Th>{t('orders.common.kodeBarcode')}</Table.Th>
                  <Table.Th>{t('services.common.foto')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.detail.map((l) => (
                  <Table.Tr key={l.urut}>
                    <Table.Td>{l.deskripsi}</Table.Td>
                    <Table.Td>{`${l.kode_group} ${l.kadar}`}</Table.Td>
                    <Table.Td ta="right">{formatWeight(l.berat_estimasi)}</Table.Td>
                    <Table.Td ta="right">{l.berat ? formatWeight(l.berat) : '-'}</Table.Td>
                    <Table.Td>{l.size || '-'}</Table.Td>
                    <Table.Td ta="right">{formatNumber(l.ongkos)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(l.harga)}</Table.Td>
                    <Table.Td data-testid="order-line-barcode">{l.kode_barcode ?? '-'}</Table.Td>
                    <Table.Td data-testid="order-line-foto">{l.foto && <StoredPhoto path={orderPhotoPath(order.no_pesanan, l.urut)} alt={`foto ${l.urut}`} />}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm" fw={600}>
              {t('orders.detail.contoh')}
            </Text>
            {samples.data?.length ? (
              <Text size="sm" data-testid="order-samples">
                {samples.data.map((c) => `${c.kode_barcode} ${c.nama_barang} (${formatWeight(c.berat)} gr, ${c.status})`).join(' · ')}
              </Text>
            ) : (
              <Text size="xs" c="dimmed">
                {t('orders.detail.contohHint')}
              </Text>
            )}
            <Group justify="space-between">
              <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={() => void printOrderReceipt(order, { settings: printing.settings, printedBy: session.user?.user_id ?? '' })}>
                {t('orders.common.printOrder')}
              </Button>
              {actions.length > 0 && (
                <SegmentedControl value={mode} onChange={(v) => setMode(v as Mode)} data={actions.map((m) => ({ value: m, label: t(`orders.detail.modes.${m}`) }))} data-testid="order-modes" />
              )}
            </Group>
            {mode !== 'view' && <Divider />}
            {mode === 'selesai' && <FinishOrderForm order={order} onDone={changed} />}
            {mode === 'ambil' && <PickUpOrderForm order={order} onDone={pickedUp} />}
            {mode === 'batal' && <CancelOrderForm order={order} onDone={changed} />}
          </Stack>
        )
      )}
    </Modal>
  );
}
