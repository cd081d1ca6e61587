import { barcodeTwiceMessage, formatWeight, STOCK_MESSAGES, type BarangRow } from '@emas/domain';
import { ActionIcon, Button, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../kit/Inputs';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import { BARANG_OWNER, useItemOptions, type BarangPage } from './item-shared';

type ProfitRow = { item: BarangRow; harga_jual: number | null; ongkos: number | null };

const rowOf = (item: BarangRow): ProfitRow => ({ item, harga_jual: item.harga_jual, ongkos: item.ongkos });

/**
 * /update-profit-barang: items picked by scanning a barcode or by loading a warehouse / tray, a
 * selling price and labour cost per item (or one value for all), saved with PUT barang/update-profit.
 */
export function UpdateProfitPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<ProfitRow[]>([]);
  const [scan, setScan] = useState('');
  const [gudang, setGudang] = useState('');
  const [baki, setBaki] = useState('');
  const [allHarga, setAllHarga] = useState<number | null>(null);
  const [allOngkos, setAllOngkos] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const options = useItemOptions(gudang);

  const add = (items: readonly BarangRow[]) => {
    setRows((rs) => {
      const seen = new Set(rs.map((r) => r.item.kode_barcode));
      return [...rs, ...items.filter((i) => !seen.has(i.kode_barcode)).map(rowOf)];
    });
  };

  const addScanned = async () => {
    const code = scan.trim().toUpperCase();
    if (!code) return;
    if (rows.some((r) => r.item.kode_barcode === code)) {
      notify.warning(barcodeTwiceMessage(code));
      setScan('');
      return;
    }
    setBusy(true);
    try {
      const result = await api.get<BarangRow>(`barang/${encodeURIComponent(code)}`);
      add([result.data]);
      setScan('');
    } catch (err) {
      notifyApiError(err, t('stock.items.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const onScanKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void addScanned();
    }
  };

  const loadTray = async () => {
    setBusy(true);
    try {
      const result = await api.get<BarangPage>('barang', { kode_gudang: gudang || undefined, kode_baki: baki || undefined, status: 'READY', limit: 500 });
      if (result.data.barang.length === 0) notify.warning(STOCK_MESSAGES.searchEmpty);
      add(result.data.barang);
    } catch (err) {
      notifyApiError(err, t('stock.items.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const applyAll = () =>
    setRows((rs) => rs.map((r) => ({ ...r, harga_jual: allHarga ?? r.harga_jual, ongkos: allOngkos ?? r.ongkos })));

  const setRow = (index: number, patch: Partial<ProfitRow>) => setRows((rs) => rs.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  const save = async () => {
    if (rows.length === 0) {
      notify.error(STOCK_MESSAGES.barcodeRequired);
      return;
    }
    setBusy(true);
    try {
      const detail = rows.map((r) => ({ kode_barcode: r.item.kode_barcode, harga_jual: r.harga_jual ?? 0, ongkos: r.ongkos ?? 0 }));
      const result = await api.put<BarangRow[]>('barang/update-profit', { detail });
      notify.success(result.message ?? STOCK_MESSAGES.profitUpdated);
      setRows([]);
      void queryClient.invalidateQueries({ queryKey: [BARANG_OWNER] });
    } catch (err) {
      notifyApiError(err, t('stock.items.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t('stock.items.profitTitle')} removable={false} reloadable={false} testId="update-profit-barang">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('stock.items.scan')}
            value={scan}
            onChange={(e) => setScan(e.currentTarget.value.toUpperCase())}
            onKeyDown={onScanKey}
            autoFocus
            data-testid="profit-scan"
          />
          <NativeSelect
            label={t('stock.items.gudang')}
            data={[{ value: '', label: t('stock.items.all') }, ...options.gudang]}
            value={gudang}
            onChange={(e) => {
              setGudang(e.currentTarget.value);
              setBaki('');
            }}
          />
          <NativeSelect label={t('stock.items.baki')} data={[{ value: '', label: t('stock.items.all') }, ...options.baki]} value={baki} onChange={(e) => setBaki(e.currentTarget.value)} />
          <Button variant="light" onClick={() => void loadTray()} loading={busy} data-testid="profit-load">
            {t('stock.items.addItem')}
          </Button>
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <MoneyInput label={`${t('stock.items.hargaJual')} (${t('stock.items.all')})`} value={allHarga} onChange={setAllHarga} />
          <MoneyInput label={`${t('stock.items.ongkos')} (${t('stock.items.all')})`} value={allOngkos} onChange={setAllOngkos} />
          <Button variant="default" onClick={applyAll} disabled={rows.length === 0} data-testid="profit-apply">
            OK
          </Button>
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {t('stock.items.noItems')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={800}>
            <Table withTableBorder striped verticalSpacing={4} aria-label={t('stock.items.profitTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('stock.items.kodeBarcode')}</Table.Th>
                  <Table.Th>{t('stock.items.namaBarang')}</Table.Th>
                  <Table.Th>{t('stock.items.baki')}</Table.Th>
                  <Table.Th ta="right">{t('stock.items.berat')}</Table.Th>
                  <Table.Th>{t('stock.items.hargaJual')}</Table.Th>
                  <Table.Th>{t('stock.items.ongkos')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r, i) => (
                  <Table.Tr key={r.item.kode_barcode}>
                    <Table.Td>{r.item.kode_barcode}</Table.Td>
                    <Table.Td>{r.item.nama_barang}</Table.Td>
                    <Table.Td>{r.item.kode_baki}</Table.Td>
                    <Table.Td ta="right">{formatWeight(r.item.berat)}</Table.Td>
                    <Table.Td>
                      <MoneyInput size="xs" aria-label={`${t('stock.items.hargaJual')} ${r.item.kode_barcode}`} value={r.harga_jual} onChange={(v) => setRow(i, { harga_jual: v })} />
                    </Table.Td>
                    <Table.Td>
                      <MoneyInput size="xs" aria-label={`${t('stock.items.ongkos')} ${r.item.kode_barcode}`} value={r.ongkos} onChange={(v) => setRow(i, { ongkos: v })} />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" aria-label={t('stock.items.removeRow', { row: r.item.kode_barcode })} onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={busy} disabled={rows.length === 0} data-testid="profit-save">
            {t('stock.items.save')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
