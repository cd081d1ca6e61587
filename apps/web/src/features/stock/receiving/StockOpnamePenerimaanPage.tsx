import { MESSAGES, type ScanItem, type ScanState } from '@emas/domain';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../../lib/notify';
import { PendingShipmentSelect, useReceivingKeys, weightText } from './receiving-shared';

function ScanTable({ title, rows, color, testId }: { title: string; rows: readonly ScanItem[]; color: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{title}</Text>
        <Badge color={color} data-testid={`${testId}-count`}>
          {rows.length}
        </Badge>
      </Group>
      <Table>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.kode_barcode}>
              <Table.Td>{r.kode_barcode}</Table.Td>
              <Table.Td>{r.nama_barang || '-'}</Table.Td>
              <Table.Td ta="right">{weightText(r.berat)}</Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td c="dimmed">{t('kit.table.empty', { defaultValue: 'Tidak Ada Data' })}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/**
 * /stock-opname-penerimaan (spec 000 §2 "Stock"): before receiving a chain shipment, the barcodes
 * in the box are scanned; found, missing and unexpected are counted on the server, and receiving
 * then takes only the items found.
 */
export function StockOpnamePenerimaanPage() {
  const { t } = useTranslation();
  const keys = useReceivingKeys();
  const queryClient = useQueryClient();
  const [noKirim, setNoKirim] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const state = useQuery({
    queryKey: keys.scan(noKirim),
    queryFn: async () => (await api.get<ScanState>('stock-opname-penerimaan', { no_kirim: noKirim })).data,
    enabled: noKirim !== '',
  });

  const scan = async () => {
    const value = code.trim().toUpperCase();
    if (!value || !noKirim) return;
    setBusy(true);
    try {
      const { data } = await api.post<ScanState>('stock-opname-penerimaan/scan', { no_kirim: noKirim, kode_barcode: value });
      queryClient.setQueryData(keys.scan(noKirim), data);
      setCode('');
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    if (!noKirim || !(await confirmDialog(t('receiving.opname.resetConfirm', { no: noKirim })))) return;
    try {
      const { data, message } = await api.post<ScanState>('stock-opname-penerimaan/reset', { no_kirim: noKirim });
      queryClient.setQueryData(keys.scan(noKirim), data);
      if (message) notify.success(message);
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    }
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void scan();
    }
  };

  return (
    <Panel title={t('receiving.opname.title')} removable={false} testId="stock-opname-penerimaan">
      <Stack>
        <PendingShipmentSelect value={noKirim} onChange={setNoKirim} disabled={busy} />
        {noKirim && (
          <>
            <Group align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                label={t('receiving.opname.scan')}
                description={t('receiving.opname.scanHint')}
                value={code}
                disabled={busy}
                onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
                onKeyDown={onKey}
                autoFocus
              />
              <Button variant="light" color="red" leftSection={<IconRefresh size={16} />} onClick={() => void reset()}>
                {t('receiving.opname.reset')}
              </Button>
            </Group>
            {state.data && (
              <SimpleGrid cols={{ base: 1, md: 3 }}>
                <ScanTable title={t('receiving.opname.ditemukan')} rows={state.data.ditemukan} color="teal" testId="scan-ditemukan" />
                <ScanTable title={t('receiving.opname.tidakAda')} rows={state.data.tidak_ada} color="red" testId="scan-tidak-ada" />
                <ScanTable title={t('receiving.opname.tidakTerdaftar')} rows={state.data.tidak_terdaftar} color="orange" testId="scan-tidak-terdaftar" />
              </SimpleGrid>
            )}
          </>
        )}
      </Stack>
    </Panel>
  );
}
