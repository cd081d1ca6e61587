import { barcodeTwiceMessage, formatNumber, formatWeight, type BarangExternalCandidate } from '@emas/domain';
import { ActionIcon, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../kit/Inputs';
import { Panel } from '../../kit/Panel';
import { useScanQueue } from '../../kit/scan-queue';
import { ApiError, errorMessage } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { checkCandidate, publish } from './web-external-api';

type Line = BarangExternalCandidate & { harga_online: number | null };

/**
 * /kirim-barang-external: pieces scanned one by one (the server checks each: in stock, not yet published, with its
 * photo, spec 000 §5), each given its online price, then published together to the store's web store.
 */
export function KirimBarangExternalPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [scanError, setScanError] = useState<string | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const current = useRef(lines);
  current.current = lines;

  const refuse = (message: string) => {
    setScanError(message);
    notify.error(message);
  };
  const lookUp = async (code: string) => {
    if (current.current.some((l) => l.kode_barcode === code)) return refuse(barcodeTwiceMessage(code));
    try {
      const item = await checkCandidate(code);
      if (current.current.some((l) => l.kode_barcode === item.kode_barcode)) return refuse(barcodeTwiceMessage(item.kode_barcode));
      const next = [...current.current, { ...item, harga_online: item.harga_jual > 0 ? item.harga_jual : null }];
      current.current = next;
      setLines(next);
      setScanError(null);
    } catch (e) {
      refuse(errorMessage(e));
    }
  };
  const scans = useScanQueue(lookUp);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const code = text.trim().toUpperCase();
    setText('');
    input.current?.focus();
    if (code) scans.enqueue(code);
  };
  const edit = (i: number, harga: number | null) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, harga_online: harga } : l)));
  const remove = (i: number) => setLines((ls) => ls.filter((_, j) => j !== i));

  const save = async () => {
    if (saving || lines.length === 0) return;
    setSaving(true);
    setErrors({});
    try {
      const { message } = await publish(lines.map((l) => ({ kode_barcode: l.kode_barcode, harga_online: l.harga_online })));
      notify.success(message ?? t('webExternal.kirim'));
      setLines([]);
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors);
      notifyApiError(e, t('webExternal.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title={t('routes./kirim-barang-external')} removable={false} reloadable={false} testId="kirim-barang-external">
      <Stack>
        <TextInput
          ref={input}
          label={t('webExternal.barcode')}
          placeholder={t('webExternal.scanHint')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={scanError}
          w={320}
          autoFocus
          data-testid="external-scan"
        />
        <Table striped withTableBorder data-testid="external-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('webExternal.cols.barcode')}</Table.Th>
              <Table.Th>{t('webExternal.cols.nama')}</Table.Th>
              <Table.Th>{t('webExternal.cols.berat')}</Table.Th>
              <Table.Th>{t('webExternal.cols.hargaJual')}</Table.Th>
              <Table.Th>{t('webExternal.cols.hargaOnline')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" ta="center">
                    {t('webExternal.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {lines.map((l, i) => (
              <Table.Tr key={l.kode_barcode} data-testid={`external-line-${i}`}>
                <Table.Td>{l.kode_barcode}</Table.Td>
                <Table.Td>{l.nama_barang}</Table.Td>
                <Table.Td>{formatWeight(l.berat)}</Table.Td>
                <Table.Td>{formatNumber(l.harga_jual)}</Table.Td>
                <Table.Td>
                  <MoneyInput
                    aria-label={`${t('webExternal.hargaOnline')} ${l.kode_barcode}`}
                    value={l.harga_online}
                    onChange={(v) => edit(i, v)}
                    error={errors[`detail.${i}.harga_online`] ?? errors[`detail.${i}.kode_barcode`]}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label={`${t('webExternal.hapus')} ${l.kode_barcode}`} onClick={() => remove(i)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text size="sm" data-testid="external-total">
            {t('webExternal.total')}: {lines.length}
          </Text>
          <Button loading={saving || scans.pending} disabled={lines.length === 0} onClick={() => void save()}>
            {t('webExternal.kirim')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
