import { formatBusinessDate, formatNumber, formatWeight, mgToGrams, parseWeightToMg, type MeltCandidate } from '@emas/domain';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../kit/DataTable';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../../lib/notify';
import { fetchMeltCandidates } from '../purchases-api';

/**
 * /hancur-pembelian: bought pieces still in the buy-back warehouse; the ones marked HANCUR at the
 * counter come ticked. The chosen pieces go to the melting warehouse as one HB- document.
 */
export function HancurPembelianPage() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: ['purchases', 'hancur'], queryFn: fetchMeltCandidates });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [keterangan, setKeterangan] = useState('');
  const [saving, setSaving] = useState(false);
  const rows = list.data ?? [];
  useEffect(() => setSelected(new Set((list.data ?? []).filter((r) => r.tujuan === 'HANCUR').map((r) => r.kode_barcode))), [list.data]);

  const chosen = rows.filter((r) => selected.has(r.kode_barcode));
  const chosenMg = chosen.reduce((s, r) => s + (parseWeightToMg(r.berat) ?? 0), 0);
  const toggle = (code: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  const melt = async () => {
    if (saving || chosen.length === 0) return;
    if (!(await confirmDialog(t('purchases.history.hancurConfirm', { n: chosen.length, berat: formatWeight(mgToGrams(chosenMg)) })))) return;
    setSaving(true);
    try {
      const { message } = await api.post('pembelian/hancur', { kode_barcode: chosen.map((r) => r.kode_barcode), keterangan });
      notify.success(message || t('purchases.history.hancurDone'));
      setKeterangan('');
      await list.refetch();
    } catch (e) {
      notifyApiError(e, t('purchases.history.empty'));
    } finally {
      setSaving(false);
    }
  };

  const columns: DataTableColumn<MeltCandidate>[] = [
    {
      key: 'pick',
      header: '',
      exportable: false,
      width: 40,
      render: (r) => <Checkbox aria-label={`${t('purchases.history.hancur')} ${r.kode_barcode}`} checked={selected.has(r.kode_barcode)} onChange={(e) => toggle(r.kode_barcode, e.currentTarget.checked)} />,
    },
    { key: 'kode_barcode', header: t('purchases.history.barcode') },
    { key: 'nama_barang', header: t('purchases.counter.namaBarang') },
    { key: 'kode_group', header: t('purchases.counter.group'), text: (r) => `${r.kode_group} ${formatNumber(r.kadar)}` },
    { key: 'berat', header: t('purchases.counter.berat'), align: 'right', text: (r) => formatWeight(Number(r.berat)) },
    { key: 'kode_baki', header: t('purchases.history.baki') },
    { key: 'no_faktur_group', header: t('purchases.history.noFaktur'), text: (r) => `${r.no_faktur_group} (${formatBusinessDate(r.tgl_system)})` },
    { key: 'tujuan', header: t('purchases.history.tujuan') },
    { key: 'harga', header: t('purchases.history.totalHarga'), align: 'right', text: (r) => formatNumber(r.harga) },
  ];

  return (
    <Panel title={t('purchases.history.hancurTitle')} removable={false} onReload={() => void list.refetch()} testId="hancur-pembelian">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end">
            <Checkbox
              label={t('purchases.history.pilihSemua')}
              checked={rows.length > 0 && chosen.length === rows.length}
              indeterminate={chosen.length > 0 && chosen.length < rows.length}
              disabled={rows.length === 0}
              onChange={(e) => setSelected(e.currentTarget.checked ? new Set(rows.map((r) => r.kode_barcode)) : new Set())}
            />
            <Text size="sm" c="dimmed" data-testid="hancur-selected">
              {chosen.length} / {formatWeight(mgToGrams(chosenMg))} gr
            </Text>
          </Group>
          <Group align="flex-end">
            <TextInput label={t('purchases.history.keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.currentTarget.value)} />
            <Button color="orange" leftSection={<IconFlame size={16} />} loading={saving} disabled={chosen.length === 0} onClick={() => void melt()} data-testid="hancur-submit">
              {t('purchases.history.hancur')}
            </Button>
          </Group>
        </Group>
        <DataTable rows={rows} columns={columns} rowKey={(r) => r.kode_barcode} loading={list.isLoading} emptyText={t('purchases.history.empty')} pageSize={100} caption={t('purchases.history.hancurTitle')} testId="hancur-list" />
      </Stack>
    </Panel>
  );
}
