import { JENIS_HARGA, rowErrorMessage, STOCK_MESSAGES, type BarangRow } from '@emas/domain';
import { ActionIcon, Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../kit/download';
import { Panel } from '../../../kit/Panel';
import { api, ApiError } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import { BARANG_OWNER, useItemOptions, type Option } from './item-shared';
import { findItemLabelKey, ITEM_FIELD_LABELS } from './item-labels';
import { BANYAK_COLUMNS, emptyBanyakRow, isBlankRow, type BanyakColumn, type BanyakRow } from './banyak-columns';
import { useSubmissionKey } from '../../../kit/submission-key';

export type RowError = { row: number; field: string; message: string };

/** The row errors of a refused POST barang/banyak: `errors` keyed '<row>.<field>' (docs/api.md). */
export function rowErrorsOf(error: unknown): RowError[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  const out: RowError[] = [];
  for (const [key, message] of Object.entries(error.errors)) {
    const m = /^(\d+)\.(.+)$/.exec(key);
    if (m) out.push({ row: Number(m[1]), field: m[2]!, message });
  }
  return out.sort((a, b) => a.row - b.row);
}

function readFile(file: File): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

const UPPER_FREE: readonly BanyakColumn[] = ['berat', 'kadar', 'harga_jual', 'ongkos'];

/** Columns typed as master codes: each gets the store's codes as suggestions (still free text, as an import may hold any). */
type SuggestedColumn = 'kode_group' | 'kode_dept' | 'kode_gudang' | 'kode_baki' | 'jenis_harga';
const listIdOf = (column: BanyakColumn) => `banyak-${column}-list`;

/**
 * /tambah-barang-banyak: an editable table of new items, filled by hand or from an Excel sheet
 * (the template names the columns), sent at once to POST barang/banyak. The server saves all or
 * nothing; when it refuses, every bad row is listed (row, column, message) and nothing is saved.
 */
export function TambahBarangBanyakPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<BanyakRow[]>([emptyBanyakRow()]);
  const [rowErrors, setRowErrors] = useState<RowError[]>([]);
  const [saving, setSaving] = useState(false);
  const [reading, setReading] = useState(false);
  const submission = useSubmissionKey();
  const [saved, setSaved] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const options = useItemOptions('');
  const suggestions: Record<SuggestedColumn, Option[]> = {
    kode_group: options.groups,
    kode_dept: options.jenis,
    kode_gudang: options.gudang,
    kode_baki: options.baki,
    jenis_harga: JENIS_HARGA.map((j) => ({ value: j, label: j })),
  };
  const labelOf = (field: string) => {
    const key = findItemLabelKey(field);
    return key ? t(key) : field;
  };

  const setCell = (index: number, column: BanyakColumn, value: string) => {
    setRows((rs) => rs.map((r, i) => (i === index ? { ...r, [column]: UPPER_FREE.includes(column) ? value : value.toUpperCase() } : r)));
  };

  const importExcel = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    setReading(true);
    try {
      const { readBanyakSheet } = await import('./item-excel');
      const read = await readBanyakSheet(await readFile(file));
      setRows(read.length ? read : [emptyBanyakRow()]);
      setRowErrors([]);
      setSaved(null);
      notify.info(t('stock.items.imported', { count: read.length }));
    } catch {
      notify.error(t('stock.items.importFailed'));
    } finally {
      setReading(false);
    }
  };

  const downloadTemplate = async () => {
    const { buildBanyakTemplate } = await import('./item-excel');
    saveFile(await buildBanyakTemplate(), t('stock.items.templateFile'));
  };

  const save = async () => {
    if (saving) return;
    const barang = rows
      .filter((r) => !isBlankRow(r))
      .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v.trim() !== '')));
    if (barang.length === 0) {
      notify.error(STOCK_MESSAGES.noRows);
      return;
    }
    setSaving(true);
    setRowErrors([]);
    setSaved(null);
    try {
      const result = await api.post<{ no_ref: string; barang: BarangRow[] }>('barang/banyak', { barang, idempotency_key: submission.current() }, { timeoutMs: 120_000 });
      submission.renew();
      notify.success(result.message ?? STOCK_MESSAGES.itemAdded);
      setSaved(t('stock.items.savedBanyak', { count: result.data.barang.length, ref: result.data.no_ref }));
      setRows([emptyBanyakRow()]);
      void queryClient.invalidateQueries({ queryKey: [BARANG_OWNER] });
    } catch (err) {
      setRowErrors(rowErrorsOf(err));
      notifyApiError(err, t('stock.items.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const errorAt = (row: number, column: string) => rowErrors.find((e) => e.row === row && e.field === column)?.message;

  return (
    <Panel title={t('stock.items.banyakTitle')} removable={false} reloadable={false} testId="tambah-barang-banyak">
      <Stack gap="sm">
        <Group gap="xs">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setRows((rs) => [...rs, emptyBanyakRow()])}>
            {t('stock.items.addRow')}
          </Button>
          <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} loading={reading} onClick={() => fileInput.current?.click()}>
            {t('stock.items.importExcel')}
          </Button>
          <input ref={fileInput} type="file" accept=".xlsx" hidden onChange={(e) => void importExcel(e)} data-testid="excel-input" />
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void downloadTemplate()}>
            {t('stock.items.template')}
          </Button>
        </Group>
        {saved && (
          <Alert color="teal" data-testid="banyak-saved">
            {saved}
          </Alert>
        )}
        {rowErrors.length > 0 && (
          <Alert color="red" title={t('stock.items.rowErrors')} data-testid="row-errors">
            <Stack gap={2}>
              {rowErrors.map((e) => (
                <Text size="sm" key={`${e.row}.${e.field}`}>
                  {rowErrorMessage(e.row, e.field === '_' ? e.message : `${labelOf(e.field)}: ${e.message}`)}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <Table.ScrollContainer minWidth={BANYAK_COLUMNS.length * 120}>
          <Table withTableBorder withColumnBorders verticalSpacing={4} aria-label={t('stock.items.banyakTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stock.items.row')}</Table.Th>
                {BANYAK_COLUMNS.map((c) => (
                  <Table.Th key={c}>{t(ITEM_FIELD_LABELS[c])}</Table.Th>
                ))}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={index} data-testid={`banyak-row-${index + 1}`}>
                  <Table.Td>{index + 1}</Table.Td>
                  {BANYAK_COLUMNS.map((c) => (
                    <Table.Td key={c}>
                      <TextInput
                        size="xs"
                        aria-label={`${t(ITEM_FIELD_LABELS[c])} ${index + 1}`}
                        list={c in suggestions ? listIdOf(c) : undefined}
                        value={row[c]}
                        onChange={(e) => setCell(index, c, e.currentTarget.value)}
                        error={errorAt(index + 1, c) ? true : undefined}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('stock.items.removeRow', { row: index + 1 })}
                      onClick={() => setRows((rs) => (rs.length > 1 ? rs.filter((_, i) => i !== index) : [emptyBanyakRow()]))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {(Object.keys(suggestions) as SuggestedColumn[]).map((c) => (
          <datalist key={c} id={listIdOf(c)}>
            {suggestions[c].map((o) => (
              <option key={o.value} value={o.value} label={o.label} />
            ))}
          </datalist>
        ))}
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={saving} data-testid="banyak-save">
            {t('stock.items.save')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
