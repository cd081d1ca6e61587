import { EDITABLE_STATUSES, formatBusinessDate, formatRupiah, formatWeight, ITEM_SORT_OPTIONS, type BarangRow, type ItemSort } from '@emas/domain';
import { ActionIcon, Alert, Box, Group, Loader, NativeSelect, Pagination, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconEdit, IconPhoto, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaginationLabels } from '../../../kit/DataTable';
import { Panel } from '../../../kit/Panel';
import { QueryStatus } from '../../../kit/QueryStatus';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { EditBarangModal } from './EditBarangModal';
import { ItemPhotoModal } from './ItemPhoto';
import { BARANG_OWNER, useItemOptions, type BarangPage, type Option, type SaldoAnswer } from './item-shared';

export const DATA_BARANG_PAGE_SIZE = 50;

type Filters = { kode_group: string; kode_dept: string; kode_gudang: string; kode_baki: string; sort_by: ItemSort; q: string };
const START: Filters = { kode_group: 'ALL', kode_dept: 'ALL', kode_gudang: 'ALL', kode_baki: 'ALL', sort_by: 'kode_barcode', q: '' };

const filterValue = (v: string) => (v === 'ALL' ? undefined : v);

/** /data-barang: the items of the store with filters, sort, server-side pages, the balance summary, edit and photo. */
export function DataBarangPage() {
  const { t } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const { kodeToko } = useSession();
  const [filters, setFilters] = useState<Filters>(START);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<BarangRow | null>(null);
  const [viewing, setViewing] = useState<BarangRow | null>(null);
  const options = useItemOptions(filters.kode_gudang);

  const params = {
    kode_group: filterValue(filters.kode_group),
    kode_dept: filterValue(filters.kode_dept),
    kode_gudang: filterValue(filters.kode_gudang),
    kode_baki: filterValue(filters.kode_baki),
    q: filters.q || undefined,
    sort_by: filters.sort_by,
    page,
    limit: DATA_BARANG_PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [BARANG_OWNER, 'list', params, kodeToko],
    queryFn: async () => (await api.get<BarangPage>('barang', params)).data,
    placeholderData: keepPreviousData,
  });
  const saldo = useQuery({
    queryKey: [BARANG_OWNER, 'saldo', kodeToko],
    queryFn: async () => (await api.get<SaldoAnswer>('barang/saldo')).data,
  });

  const change = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const search = () => change({ q: text.trim() });
  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      search();
    }
  };

  const withAll = (opts: Option[]) => [{ value: 'ALL', label: t('stock.items.all') }, ...opts];
  const sortLabels: Record<ItemSort, string> = {
    kode_barcode: t('stock.items.sortBarcode'),
    nama_barang: t('stock.items.sortNama'),
    kode_toko: t('stock.items.sortBaki'),
  };
  const count = list.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / DATA_BARANG_PAGE_SIZE));
  const rows = list.data?.barang ?? [];

  return (
    <Stack gap="md">
      <Panel title={t('stock.items.summaryTitle')} removable={false} reloadable={false} testId="saldo-barang">
        <SaldoSummary query={saldo} />
      </Panel>
      <Panel title={t('stock.items.dataTitle')} removable={false} onReload={() => void list.refetch()} testId="data-barang">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} spacing="sm">
            <NativeSelect label={t('stock.items.group')} data={withAll(options.groups)} value={filters.kode_group} onChange={(e) => change({ kode_group: e.currentTarget.value })} />
            <NativeSelect label={t('stock.items.jenis')} data={withAll(options.jenis)} value={filters.kode_dept} onChange={(e) => change({ kode_dept: e.currentTarget.value })} />
            <NativeSelect
              label={t('stock.items.gudang')}
              data={withAll(options.gudang)}
              value={filters.kode_gudang}
              onChange={(e) => change({ kode_gudang: e.currentTarget.value, kode_baki: 'ALL' })}
            />
            <NativeSelect label={t('stock.items.baki')} data={withAll(options.baki)} value={filters.kode_baki} onChange={(e) => change({ kode_baki: e.currentTarget.value })} />
            <NativeSelect
              label={t('stock.items.sortBy')}
              data={ITEM_SORT_OPTIONS.map((s) => ({ value: s, label: sortLabels[s] }))}
              value={filters.sort_by}
              onChange={(e) => change({ sort_by: e.currentTarget.value as ItemSort })}
            />
            <TextInput
              label={t('stock.items.search')}
              description={t('stock.items.searchHint')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value.toUpperCase())}
              onKeyDown={onSearchKey}
              rightSection={
                <ActionIcon variant="subtle" aria-label={t('stock.items.find')} onClick={search}>
                  <IconSearch size={16} />
                </ActionIcon>
              }
              data-testid="barang-search"
            />
          </SimpleGrid>
          {list.isPending || list.isError ? (
            <QueryStatus query={list} failureText={t('stock.items.loadFailed')} />
          ) : (
            <>
              <Table.ScrollContainer minWidth={900}>
                <Table striped highlightOnHover withTableBorder verticalSpacing="xs" aria-label={t('stock.items.dataTitle')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('stock.items.kodeBarcode')}</Table.Th>
                      <Table.Th>{t('stock.items.namaBarang')}</Table.Th>
                      <Table.Th>{t('stock.items.group')}</Table.Th>
                      <Table.Th>{t('stock.items.jenis')}</Table.Th>
                      <Table.Th>{t('stock.items.gudang')}</Table.Th>
                      <Table.Th>{t('stock.items.baki')}</Table.Th>
                      <Table.Th ta="right">{t('stock.items.berat')}</Table.Th>
                      <Table.Th ta="right">{t('stock.items.kadar')}</Table.Th>
                      <Table.Th>{t('stock.items.size')}</Table.Th>
                      <Table.Th ta="right">{t('stock.items.hargaJual')}</Table.Th>
                      <Table.Th ta="right">{t('stock.items.ongkos')}</Table.Th>
                      <Table.Th>{t('stock.items.status')}</Table.Th>
                      <Table.Th>{t('stock.items.action')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.length === 0 ? (
                      <Table.Tr>
                        <Table.Td colSpan={13}>
                          <Text ta="center" c="dimmed" py="md" data-testid="data-barang-empty">
                            {t('stock.items.empty')}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ) : (
                      rows.map((row) => (
                        <Table.Tr key={row.kode_barcode}>
                          <Table.Td>{row.kode_barcode}</Table.Td>
                          <Table.Td>{row.nama_barang}</Table.Td>
                          <Table.Td>{row.kode_group}</Table.Td>
                          <Table.Td>{row.kode_dept}</Table.Td>
                          <Table.Td>{row.kode_gudang}</Table.Td>
                          <Table.Td>{row.kode_baki}</Table.Td>
                          <Table.Td ta="right">{formatWeight(row.berat)}</Table.Td>
                          <Table.Td ta="right">{row.kadar}</Table.Td>
                          <Table.Td>{row.size}</Table.Td>
                          <Table.Td ta="right">{formatRupiah(row.harga_jual)}</Table.Td>
                          <Table.Td ta="right">{formatRupiah(row.ongkos)}</Table.Td>
                          <Table.Td>{row.status}</Table.Td>
                          <Table.Td>
                            <Group gap={4} wrap="nowrap">
                              {(EDITABLE_STATUSES as readonly string[]).includes(row.status) && (
                                <ActionIcon variant="light" aria-label={t('stock.items.editLabel', { code: row.kode_barcode })} onClick={() => setEditing(row)}>
                                  <IconEdit size={16} />
                                </ActionIcon>
                              )}
                              {row.foto && (
                                <ActionIcon variant="light" color="grape" aria-label={t('labels.photo.view', { code: row.kode_barcode })} onClick={() => setViewing(row)}>
                                  <IconPhoto size={16} />
                                </ActionIcon>
                              )}
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      ))
                    )}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Group justify="space-between">
                <Group gap="xs">
                  <Text size="sm" c="dimmed" data-testid="data-barang-count">
                    {t('stock.items.total', { count })}
                  </Text>
                  {list.isFetching && <Loader size="xs" />}
                </Group>
                {pages > 1 && <Pagination {...paginationLabels} total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" />}
              </Group>
            </>
          )}
        </Stack>
      </Panel>
      <EditBarangModal item={editing} onClose={() => setEditing(null)} />
      {viewing && <ItemPhotoModal kodeBarcode={viewing.kode_barcode} title={`${viewing.kode_barcode} - ${viewing.nama_barang}`} onClose={() => setViewing(null)} />}
    </Stack>
  );
}

function SaldoSummary({ query }: { query: UseQueryResult<SaldoAnswer> }) {
  const { t } = useTranslation();
  if (query.isPending || query.isError) return <QueryStatus query={query} failureText={t('stock.items.loadFailed')} />;
  const saldo = query.data;
  if (saldo.tersembunyi) {
    return (
      <Alert color="gray" data-testid="saldo-hidden">
        {t('stock.items.summaryHidden')}
      </Alert>
    );
  }
  if (saldo.baki.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="saldo-empty">
        {t('stock.items.summaryEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="saldo-table">
      <Text size="sm" c="dimmed">
        {t('stock.items.summaryDate', { date: formatBusinessDate(saldo.tgl_system) })}
      </Text>
      <Box>
        <Table withTableBorder withColumnBorders verticalSpacing={4} aria-label={t('stock.items.summaryTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stock.items.gudang')}</Table.Th>
              <Table.Th>{t('stock.items.baki')}</Table.Th>
              <Table.Th ta="right">{t('stock.items.summaryQty')}</Table.Th>
              <Table.Th ta="right">{t('stock.items.summaryBerat')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {saldo.gudang.map((g) => [
              ...saldo.baki
                .filter((b) => b.kode_gudang === g.kode_gudang)
                .map((b) => (
                  <Table.Tr key={`${b.kode_gudang}/${b.kode_baki}`}>
                    <Table.Td>{b.kode_gudang}</Table.Td>
                    <Table.Td>{b.nama_baki ? `${b.kode_baki} - ${b.nama_baki}` : b.kode_baki}</Table.Td>
                    <Table.Td ta="right">{b.akhir.qty}</Table.Td>
                    <Table.Td ta="right">{formatWeight(b.akhir.berat)}</Table.Td>
                  </Table.Tr>
                )),
              <Table.Tr key={`${g.kode_gudang}/*`} fw={600}>
                <Table.Td colSpan={2}>{g.nama_gudang ? `${g.kode_gudang} - ${g.nama_gudang}` : g.kode_gudang}</Table.Td>
                <Table.Td ta="right">{g.akhir.qty}</Table.Td>
                <Table.Td ta="right">{formatWeight(g.akhir.berat)}</Table.Td>
              </Table.Tr>,
            ])}
          </Table.Tbody>
          {saldo.total && (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={2}>{t('stock.items.summaryTotal')}</Table.Th>
                <Table.Th ta="right" data-testid="saldo-total-qty">
                  {saldo.total.akhir.qty}
                </Table.Th>
                <Table.Th ta="right" data-testid="saldo-total-berat">
                  {formatWeight(saldo.total.akhir.berat)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Box>
    </Stack>
  );
}
