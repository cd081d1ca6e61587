import { BERLIAN_MODULE, formatRupiah, formatWeight, isModuleOn, labelStoneText, REPRICEABLE_STATUSES, type BarangRow, type HargaEmasGroupRow, type StoneSummaryRow } from '@emas/domain';
import { Alert, Button, Grid, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../kit/download';
import { Panel } from '../../../kit/Panel';
import { api, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useItemOptions, type BarangPage } from '../items/item-shared';
import { ScanList } from '../movements/ScanList';
import type { ScannedItem } from '../movements/scan-list';
import { LABEL_LAYOUT_KEYS, LABEL_LAYOUTS, labelPrice, labelsPerPage, sheetsOf, type GroupPrices, type LabelLayoutKey } from './labels-pdf';

/** Items read from the filter at once (the list endpoint's largest page). */
export const FILTER_LIMIT = 500;

const filterValue = (v: string) => (v === 'ALL' || v === '' ? undefined : v);

/** Today's sell price per gram of each group (GET parameter-harga-emas); an empty map when unreadable. */
function useGroupPrices() {
  const { kodeToko } = useSession();
  return useQuery({
    queryKey: ['parameter-harga-emas', 'labels', kodeToko],
    queryFn: async (): Promise<GroupPrices> => {
      const { data } = await api.get<{ tanggal: string; groups: HargaEmasGroupRow[] }>('parameter-harga-emas');
      return new Map(data.groups.filter((g) => g.harga && g.harga.harga_jual > 0).map((g) => [g.kode_group, g.harga!.harga_jual]));
    },
  });
}

/**
 * The diamond line of each diamond piece among the items ('0.620ct G/VS1', issue 34): GET barang-batu/ringkasan,
 * asked only with the diamond module on; an empty map otherwise or when unreadable (the labels print without it).
 */
async function diamondLines(codes: readonly string[], moduleOn: boolean): Promise<Map<string, string>> {
  if (!moduleOn || codes.length === 0) return new Map();
  try {
    const { data } = await api.get<StoneSummaryRow[]>('barang-batu/ringkasan', { kode_barcode: codes.join(',') });
    return new Map(data.map((r) => [r.kode_barcode, labelStoneText(r)]));
  } catch {
    return new Map();
  }
}

/**
 * /cetak-barcode (spec 000 §2 Stock): items are scanned into a list (GET barang/:kode_barcode, the
 * scan list of the movement screens) or taken by warehouse / tray / group (GET barang); a label
 * layout, the first free place on the sheet and the copies per item are chosen, and 'LABEL
 * BARCODE.pdf' is produced (CODE128, height 40, width 2; name, weight, price).
 */
export function CetakBarcodePage() {
  const { t } = useTranslation();
  const [items, setItems] = useState<BarangRow[]>([]);
  const [filter, setFilter] = useState({ kode_gudang: 'ALL', kode_baki: 'ALL', kode_group: 'ALL' });
  const [loading, setLoading] = useState(false);
  const [layout, setLayout] = useState<LabelLayoutKey>('A4_3X10');
  const [start, setStart] = useState<number>(1);
  const [copies, setCopies] = useState<number>(1);
  const [printing, setPrinting] = useState(false);
  const options = useItemOptions(filter.kode_gudang);
  const session = useSession();
  const prices = useGroupPrices();
  const priceMap: GroupPrices = prices.data ?? new Map();

  const def = LABEL_LAYOUTS[layout];
  const perPage = labelsPerPage(def);
  const startPlace = def.kind === 'roll' ? 1 : Math.min(Math.max(1, start || 1), perPage);
  const labelCount = items.length * Math.max(1, copies || 1);
  const sheets = sheetsOf(layout, labelCount, startPlace);
  const missingGroups = useMemo(
    () => [...new Set(items.filter((i) => i.jenis_harga === 'GRAM' && !priceMap.has(i.kode_group)).map((i) => i.kode_group))],
    [items, priceMap],
  );

  const withAll = (opts: { value: string; label: string }[]) => [{ value: 'ALL', label: t('labels.all') }, ...opts];

  const loadFiltered = async () => {
    if (loading) return;
    setLoading(true);
    try {
      const { data } = await api.get<BarangPage>('barang', {
        kode_gudang: filterValue(filter.kode_gudang),
        kode_baki: filterValue(filter.kode_baki),
        kode_group: filterValue(filter.kode_group),
        sort_by: 'kode_barcode',
        page: 1,
        limit: FILTER_LIMIT,
      });
      const have = new Set(items.map((i) => i.kode_barcode));
      const added = data.barang.filter((b) => !have.has(b.kode_barcode));
      if (data.barang.length === 0) notify.info(t('labels.noneFound'));
      else notify.success(t('labels.loaded', { count: added.length }));
      setItems([...items, ...added]);
    } catch (err) {
      notify.error(errorMessage(err, t('labels.noneFound')));
    } finally {
      setLoading(false);
    }
  };

  const print = async () => {
    if (items.length === 0) {
      notify.error(t('labels.needItems'));
      return;
    }
    setPrinting(true);
    try {
      const pdf = await import('./labels-pdf');
      const diamonds = await diamondLines(items.map((i) => i.kode_barcode), isModuleOn(session.modules, BERLIAN_MODULE));
      const labelled = items.map((i) => ({ ...i, berlian: diamonds.get(i.kode_barcode) }));
      const doc = pdf.buildLabelsPdf({ items: labelled, layout, start: startPlace, copies: Math.max(1, copies || 1), prices: priceMap });
      saveFile(doc.output('blob'), pdf.LABEL_PDF_NAME);
      notify.success(t('labels.printed', { count: labelCount }));
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Stack gap="md">
      <Panel title={t('labels.title')} removable={false} reloadable={false} testId="cetak-barcode">
        <Stack gap="md">
          <Grid>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="xs">
                <Text fw={600} size="sm">
                  {t('labels.sourceScan')}
                </Text>
                <ScanList
                  items={items}
                  onChange={(next: ScannedItem[]) => setItems(next as BarangRow[])}
                  testId="label-scan"
                  accept={{ purpose: 'LABEL', statuses: REPRICEABLE_STATUSES }}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="xs">
                <Text fw={600} size="sm">
                  {t('labels.sourceFilter')}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  <NativeSelect
                    label={t('labels.gudang')}
                    data={withAll(options.gudang)}
                    value={filter.kode_gudang}
                    onChange={(e) => setFilter({ ...filter, kode_gudang: e.currentTarget.value, kode_baki: 'ALL' })}
                  />
                  <NativeSelect label={t('labels.baki')} data={withAll(options.baki)} value={filter.kode_baki} onChange={(e) => setFilter({ ...filter, kode_baki: e.currentTarget.value })} />
                  <NativeSelect label={t('labels.group')} data={withAll(options.groups)} value={filter.kode_group} onChange={(e) => setFilter({ ...filter, kode_group: e.currentTarget.value })} />
                </SimpleGrid>
                <Group justify="flex-end">
                  <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => void loadFiltered()} loading={loading}>
                    {t('labels.load')}
                  </Button>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  <NativeSelect
                    label={t('labels.layout')}
                    data={LABEL_LAYOUT_KEYS.map((k) => ({ value: k, label: t(`labels.layouts.${k}`) }))}
                    value={layout}
                    onChange={(e) => setLayout(e.currentTarget.value as LabelLayoutKey)}
                  />
                  <NumberInput
                    label={t('labels.startPosition')}
                    description={t('labels.startHint', { max: perPage })}
                    min={1}
                    max={perPage}
                    allowDecimal={false}
                    allowNegative={false}
                    disabled={def.kind === 'roll'}
                    value={startPlace}
                    onChange={(v) => setStart(Number(v) || 1)}
                  />
                  <NumberInput label={t('labels.copies')} min={1} max={100} allowDecimal={false} allowNegative={false} value={copies} onChange={(v) => setCopies(Number(v) || 1)} />
                </SimpleGrid>
                <Text size="xs" c="dimmed">
                  {t('labels.priceSource')}
                </Text>
                {missingGroups.length > 0 && (
                  <Alert color="yellow" data-testid="labels-no-price">
                    {missingGroups.map((g) => t('labels.noPrice', { group: g })).join('; ')}
                  </Alert>
                )}
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </Panel>
      <Panel title={t('labels.itemsTitle')} removable={false} reloadable={false} testId="label-items">
        <Stack gap="sm">
          {items.length === 0 ? (
            <Text c="dimmed" size="sm" data-testid="labels-empty">
              {t('labels.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={700}>
              <Table striped withTableBorder verticalSpacing={4} aria-label={t('labels.itemsTitle')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('labels.columns.kodeBarcode')}</Table.Th>
                    <Table.Th>{t('labels.columns.namaBarang')}</Table.Th>
                    <Table.Th>{t('labels.columns.baki')}</Table.Th>
                    <Table.Th>{t('labels.columns.jenisHarga')}</Table.Th>
                    <Table.Th ta="right">{t('labels.columns.berat')}</Table.Th>
                    <Table.Th ta="right">{t('labels.columns.harga')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.kode_barcode} data-testid={`label-row-${item.kode_barcode}`}>
                      <Table.Td>{item.kode_barcode}</Table.Td>
                      <Table.Td>{item.nama_barang}</Table.Td>
                      <Table.Td>{item.kode_baki}</Table.Td>
                      <Table.Td>{item.jenis_harga}</Table.Td>
                      <Table.Td ta="right">{formatWeight(item.berat)}</Table.Td>
                      <Table.Td ta="right">{formatRupiah(labelPrice(item, priceMap))}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="labels-total">
              {t('labels.total', { items: items.length, labels: labelCount, sheets })}
            </Text>
            <Group gap="xs">
              <Button variant="default" leftSection={<IconTrash size={16} />} onClick={() => setItems([])} disabled={items.length === 0}>
                {t('labels.clear')}
              </Button>
              <Button leftSection={<IconPrinter size={16} />} onClick={() => void print()} loading={printing} disabled={items.length === 0} data-testid="labels-print">
                {t('labels.print')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Panel>
    </Stack>
  );
}
