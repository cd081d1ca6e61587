import { formatBusinessDate, formatNumber, formatWeight, type CicilanPlanAnswer } from '@emas/domain';
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailField } from '../../kit/counter';
import { CicilanStateBadge } from './cicilan-view';
import { ScheduleTable } from './ScheduleTable';

/** A plan read-only: its header and money, its pieces, its schedule (paid, late fees), its events, and what it owes today. */
export function CicilanPlanView({ plan, asOf }: { plan: CicilanPlanAnswer; asOf?: string }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`cicilan.fields.${key}`);
  const open = plan.status === 'AKTIF';
  return (
    <Stack gap="sm" data-testid="cicilan-detail">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <DetailField label={f('noCicilan')} testId="cicilan-detail-no">{plan.no_faktur_cicil}</DetailField>
        <DetailField label={f('tanggal')}>{formatBusinessDate(plan.tgl_system)}</DetailField>
        <DetailField label={f('customer')}>{plan.nama_customer}</DetailField>
        <DetailField label={f('noHp')}>{plan.no_hp}</DetailField>
        <DetailField label={f('sales')}>{plan.nama_sales || plan.kode_sales}</DetailField>
        <DetailField label={f('tenor')}>{t('cicilan.fields.tenorBulan', { n: plan.terms.tenor_bulan })}</DetailField>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {f('status')}
          </Text>
          <CicilanStateBadge state={plan.state} testId="cicilan-detail-state" />
        </Stack>
        <DetailField label={f('kasir')}>{plan.input_by}</DetailField>
        <DetailField label={f('hargaTunai')}>{formatNumber(plan.harga_tunai)}</DetailField>
        <DetailField label={f('hargaJualCicil')} testId="cicilan-detail-harga-jual-cicil">{formatNumber(plan.harga_jual_cicil)}</DetailField>
        <DetailField label={f('dp')}>{formatNumber(plan.dp_rp)}</DetailField>
        <DetailField label={f('cicilanTerbayar')}>{formatNumber(plan.cicilan_terbayar)}</DetailField>
        <DetailField label={f('sisaBayar')} testId="cicilan-detail-sisa">{formatNumber(plan.sisa_bayar)}</DetailField>
        <DetailField label={f('dendaTerbayar')}>{formatNumber(plan.denda_terbayar)}</DetailField>
        {plan.pelunasan_cepat > 0 && <DetailField label={f('pelunasanCepat')}>{formatNumber(plan.pelunasan_cepat)}</DetailField>}
        {plan.potongan_pelunasan > 0 && <DetailField label={f('potonganPelunasan')}>{formatNumber(plan.potongan_pelunasan)}</DetailField>}
        {plan.batal_rp > 0 && <DetailField label={f('refund')}>{formatNumber(plan.refund)}</DetailField>}
        {plan.tgl_serah && <DetailField label={f('tglSerah')}>{formatBusinessDate(plan.tgl_serah)}</DetailField>}
        {plan.alasan_batal && <DetailField label={f('alasan')}>{plan.alasan_batal}</DetailField>}
      </SimpleGrid>
      {open && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid="cicilan-tagihan">
          <DetailField label={f('jatuhTempo')} testId="tagihan-jatuh-tempo">{formatNumber(plan.tagihan.jatuh_tempo)}</DetailField>
          <DetailField label={f('denda')} testId="tagihan-denda">{formatNumber(plan.tagihan.denda)}</DetailField>
          <DetailField label={f('minimalBayar')} testId="tagihan-minimal">{formatNumber(plan.tagihan.minimal)}</DetailField>
          <DetailField label={f('totalTagihan')} testId="tagihan-total">{formatNumber(plan.tagihan.total)}</DetailField>
        </SimpleGrid>
      )}
      <Table withTableBorder striped verticalSpacing={4} aria-label={t('cicilan.transaksi.pieces')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{f('kodeBarcode')}</Table.Th>
            <Table.Th>{f('namaBarang')}</Table.Th>
            <Table.Th ta="right">{f('berat')}</Table.Th>
            <Table.Th ta="right">{f('hargaTunai')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.detail.map((p) => (
            <Table.Tr key={p.kode_barcode}>
              <Table.Td>{p.kode_barcode}</Table.Td>
              <Table.Td>{p.nama_barang}</Table.Td>
              <Table.Td ta="right">{formatWeight(p.berat)}</Table.Td>
              <Table.Td ta="right">{formatNumber(p.harga)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fw={600} size="sm">
        {t('cicilan.jadwal.title')}
      </Text>
      <ScheduleTable rows={plan.jadwal.map((a) => ({ ...a, lunas: a.tgl_lunas !== null }))} asOf={open ? asOf : undefined} />
      <Text fw={600} size="sm">
        {t('cicilan.detail.transaksi')}
      </Text>
      {plan.transaksi.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cicilan.detail.noTransaksi')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table withTableBorder striped verticalSpacing={4} data-testid="cicilan-transaksi">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{f('noTransaksi')}</Table.Th>
                <Table.Th>{f('tanggal')}</Table.Th>
                <Table.Th>{f('jenis')}</Table.Th>
                <Table.Th ta="right">{f('jumlah')}</Table.Th>
                <Table.Th ta="right">{f('bayarAngsuran')}</Table.Th>
                <Table.Th ta="right">{f('denda')}</Table.Th>
                <Table.Th ta="right">{f('sisaBayar')}</Table.Th>
                <Table.Th>{f('kasir')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.transaksi.map((e) => (
                <Table.Tr key={e.no_transaksi}>
                  <Table.Td>{e.no_transaksi}</Table.Td>
                  <Table.Td>{formatBusinessDate(e.tgl_system)}</Table.Td>
                  <Table.Td>{t(`cicilan.events.${e.jenis.replace(' ', '_')}`, { defaultValue: e.jenis })}</Table.Td>
                  <Table.Td ta="right">{formatNumber(e.jenis === 'BATAL' || e.jenis === 'GAGAL BAYAR' ? e.refund : e.jumlah)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(e.pokok)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(e.denda)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(e.sisa_bayar)}</Table.Td>
                  <Table.Td>{e.input_by}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
