import { formatDateTime, formatRupiah, type KasBook, type KasBookRow } from '@emas/domain';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type DataTableButton } from '../../kit/DataTable';

/** Opening, in, out and closing of an account's day, then every movement with the balance after it. */
export function KasBookView({ book, loading, buttons, testId, fileName }: { book: KasBook | undefined; loading: boolean; buttons?: DataTableButton[]; testId: string; fileName: string }) {
  const { t } = useTranslation();
  const columns: DataTableColumn<KasBookRow>[] = [
    { key: 'created_at', header: t('cash.common.jam'), text: (r) => formatDateTime(r.created_at) },
    { key: 'kategori', header: t('cash.common.kategori') },
    { key: 'no_ref', header: t('cash.common.noRef') },
    { key: 'no_rekening', header: t('cash.common.rekening'), text: (r) => (r.no_rekening ? `${r.kode_bank ?? ''} ${r.no_rekening}` : 'CASH') },
    { key: 'keterangan', header: t('cash.common.keterangan') },
    { key: 'jumlah_in', header: t('cash.common.masuk'), align: 'right', text: (r) => (r.jumlah_in ? formatRupiah(r.jumlah_in) : '') },
    { key: 'jumlah_out', header: t('cash.common.keluar'), align: 'right', text: (r) => (r.jumlah_out ? formatRupiah(r.jumlah_out) : '') },
    { key: 'saldo', header: t('cash.common.saldo'), align: 'right', text: (r) => formatRupiah(r.saldo) },
    { key: 'input_by', header: t('cash.common.inputBy') },
  ];
  const s = book?.saldo;
  const tile = (label: string, value: number | undefined, id: string) => (
    <Paper withBorder p="sm" data-testid={`${testId}-${id}`}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-value={value ?? 0}>
        {formatRupiah(value ?? 0)}
      </Text>
    </Paper>
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>{book ? t('cash.kas.bookOf', { tanggal: book.tanggal }) : ''}</Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {tile(t('cash.common.saldoAwal'), s?.saldo_awal, 'saldo-awal')}
        {tile(t('cash.common.totalMasuk'), s?.masuk, 'masuk')}
        {tile(t('cash.common.totalKeluar'), s?.keluar, 'keluar')}
        {tile(t('cash.common.saldoAkhir'), s?.saldo_akhir, 'saldo-akhir')}
      </SimpleGrid>
      <DataTable
        rows={book?.rows ?? []}
        columns={columns}
        rowKey={(r) => String(r.id)}
        loading={loading}
        emptyText={t('cash.common.empty')}
        csvFileName={fileName}
        buttons={buttons}
        caption={fileName}
        testId={`${testId}-table`}
      />
    </Stack>
  );
}
