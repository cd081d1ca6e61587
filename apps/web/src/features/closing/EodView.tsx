import { formatBusinessDate, formatDateTime, formatNumber, formatRupiah, formatWeight, type EodData, type EodKasRow, type EodStokRow } from '@emas/domain';
import { Alert, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { messageText } from '../../lib/message-text';

type Figure = EodData['penjualan'];

/** The EOD of a closed day: the summary, its formula, each account's balance and each tray's stock. */
export function EodView({ eod }: { eod: EodData }) {
  const { t } = useTranslation();
  const figureRow = (label: string, f: Figure, testId: string) => (
    <Table.Tr key={label} data-testid={`eod-${testId}`}>
      <Table.Td>{label}</Table.Td>
      <Table.Td ta="right">{formatNumber(f.nota)}</Table.Td>
      <Table.Td ta="right">{formatNumber(f.qty)}</Table.Td>
      <Table.Td ta="right">{formatWeight(f.berat)}</Table.Td>
      <Table.Td ta="right">{formatRupiah(f.rp)}</Table.Td>
    </Table.Tr>
  );
  const moneyRow = (label: string, rp: number, testId: string, strong = false) => (
    <Table.Tr key={label} data-testid={`eod-${testId}`}>
      <Table.Td fw={strong ? 700 : undefined}>{label}</Table.Td>
      <Table.Td colSpan={3} />
      <Table.Td ta="right" fw={strong ? 700 : undefined}>
        {formatRupiah(rp)}
      </Table.Td>
    </Table.Tr>
  );
  const kasColumns: DataTableColumn<EodKasRow>[] = [
    { key: 'jenis', header: t('closing.eod.jenis'), text: (r) => (r.jenis === 'NON_TUNAI' ? t('closing.eod.nonTunaiPending') : r.jenis) },
    { key: 'akun', header: t('closing.eod.akun'), text: (r) => (r.jenis === 'CASH' ? t('closing.eod.drawer') : [r.kode_bank, r.akun].filter(Boolean).join(' ')) },
    { key: 'saldo_awal', header: t('closing.eod.saldoAwal'), align: 'right', text: (r) => formatRupiah(r.saldo_awal) },
    { key: 'masuk', header: t('closing.eod.masuk'), align: 'right', text: (r) => formatRupiah(r.masuk) },
    { key: 'keluar', header: t('closing.eod.keluar'), align: 'right', text: (r) => formatRupiah(r.keluar) },
    { key: 'saldo_akhir', header: t('closing.eod.saldoAkhir'), align: 'right', text: (r) => formatRupiah(r.saldo_akhir) },
  ];
  const stokColumns: DataTableColumn<EodStokRow>[] = [
    { key: 'kode_gudang', header: t('closing.eod.gudang') },
    { key: 'kode_baki', header: t('closing.eod.baki') },
    { key: 'qty_awal', header: `${t('closing.eod.awal')} ${t('closing.eod.qty')}`, align: 'right', text: (r) => formatNumber(r.qty_awal) },
    { key: 'berat_awal', header: `${t('closing.eod.awal')} ${t('closing.eod.berat')}`, align: 'right', text: (r) => formatWeight(r.berat_awal) },
    { key: 'qty_masuk', header: `${t('closing.eod.masuk')} ${t('closing.eod.qty')}`, align: 'right', text: (r) => formatNumber(r.qty_masuk) },
    { key: 'qty_keluar', header: `${t('closing.eod.keluar')} ${t('closing.eod.qty')}`, align: 'right', text: (r) => formatNumber(r.qty_keluar) },
    { key: 'qty_akhir', header: `${t('closing.eod.akhir')} ${t('closing.eod.qty')}`, align: 'right', text: (r) => formatNumber(r.qty_akhir) },
    { key: 'berat_akhir', header: `${t('closing.eod.akhir')} ${t('closing.eod.berat')}`, align: 'right', text: (r) => formatWeight(r.berat_akhir) },
  ];

  return (
    <Stack data-testid="eod">
      <Group justify="space-between">
        <Title order={4}>{t('closing.eod.title', { tgl: formatBusinessDate(eod.tgl_system) })}</Title>
        <Text size="sm" c="dimmed">
          {eod.kode_toko} {eod.nama_toko} · {t('closing.eod.closedBy', { by: eod.closed_by, at: formatDateTime(eod.closed_at) })}
        </Text>
      </Group>
      <Table withTableBorder striped aria-label={t('closing.eod.summary')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('closing.eod.item')}</Table.Th>
            <Table.Th ta="right">{t('closing.eod.nota')}</Table.Th>
            <Table.Th ta="right">{t('closing.eod.qty')}</Table.Th>
            <Table.Th ta="right">{t('closing.eod.berat')}</Table.Th>
            <Table.Th ta="right">{t('closing.eod.rp')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {moneyRow(t('closing.eod.saldoAwal'), eod.saldo_awal, 'saldo-awal', true)}
          {figureRow(t('closing.eod.penjualan'), eod.penjualan, 'penjualan')}
          {figureRow(t('closing.eod.batalPenjualan'), eod.batal_penjualan, 'batal-penjualan')}
          {figureRow(t('closing.eod.pembelian'), eod.pembelian, 'pembelian')}
          {figureRow(t('closing.eod.batalPembelian'), eod.batal_pembelian, 'batal-pembelian')}
          {moneyRow(t('closing.eod.dpTerpakai'), eod.dp_terpakai, 'dp-terpakai')}
          {moneyRow(t('closing.eod.hutang'), eod.hutang, 'hutang')}
          {moneyRow(t('closing.eod.tebusHutang'), eod.tebus_hutang, 'tebus-hutang')}
          {moneyRow(t('closing.eod.pendapatan'), eod.pendapatan, 'pendapatan')}
          {moneyRow(t('closing.eod.biaya'), eod.biaya, 'biaya')}
          {moneyRow(t('closing.eod.lainMasuk'), eod.lain_masuk, 'lain-masuk')}
          {moneyRow(t('closing.eod.lainKeluar'), eod.lain_keluar, 'lain-keluar')}
          {moneyRow(t('closing.eod.nonTunai'), eod.non_tunai, 'non-tunai')}
          {moneyRow(t('closing.eod.saldoAkhir'), eod.saldo_akhir, 'saldo-akhir', true)}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t('closing.eod.formula')}
      </Text>
      {eod.peringatan.length > 0 && (
        <Alert color="yellow" title={t('closing.eod.warnings')}>
          <List size="sm">
            {eod.peringatan.map((p) => (
              <List.Item key={p.key}>{messageText(p.pesan)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Title order={5}>{t('closing.eod.accounts')}</Title>
      <DataTable rows={eod.kas} columns={kasColumns} rowKey={(r) => `${r.jenis}-${r.akun}`} searchable={false} testId="eod-kas" />
      <Title order={5}>{t('closing.eod.stock')}</Title>
      <DataTable rows={eod.stok} columns={stokColumns} rowKey={(r) => `${r.kode_gudang}-${r.kode_baki}`} testId="eod-stok" />
    </Stack>
  );
}
