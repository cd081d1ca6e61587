import { IMPORT_HARGA_EMAS, importableMasters, type ImportListSummary } from '@emas/domain';
import { Button, Checkbox, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconDatabaseImport, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../kit/Panel';
import { api } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';

type Preview = { pusat: string; lists: ImportListSummary[] };

// each list is named by its master screen's title in the picked language; the gold prices by their own text
const LISTS = [...importableMasters().map((m) => ({ key: m.key, titleKey: `routes.${m.route}` })), { key: IMPORT_HARGA_EMAS, titleKey: 'kirimUang.import.hargaEmas' }];

/**
 * /import-data-pusat: a branch chooses head office's lists, sees what would change (added / changed /
 * unchanged per list), then applies them in one go.
 */
export function ImportDataPusatPage() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);

  const show = async () => {
    if (!chosen.length) return notify.warning(t('kirimUang.import.nothingChosen'));
    setBusy(true);
    try {
      setPreview((await api.post<Preview>('import-data-pusat/preview', { lists: chosen })).data);
    } catch (e) {
      notifyApiError(e, t('kirimUang.msg.reportError'));
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!preview) return;
    const added = preview.lists.reduce((s, l) => s + l.added, 0);
    const changed = preview.lists.reduce((s, l) => s + l.changed, 0);
    if (added + changed === 0) return notify.info(t('kirimUang.import.nothingToApply'));
    if (!(await confirmDialog(t('kirimUang.import.confirm', { added, changed })))) return;
    setBusy(true);
    try {
      const { message } = await api.post<Preview>('import-data-pusat', { lists: preview.lists.map((l) => l.key) });
      notify.success(message ?? '');
      setPreview((await api.post<Preview>('import-data-pusat/preview', { lists: preview.lists.map((l) => l.key) })).data);
    } catch (e) {
      notifyApiError(e, t('kirimUang.msg.reportError'));
    } finally {
      setBusy(false);
    }
  };

  const codes = (l: ImportListSummary) =>
    l.rows
      .filter((r) => r.status !== 'UNCHANGED')
      .map((r) => `${r.code} (${t(r.status === 'ADDED' ? 'kirimUang.import.added' : 'kirimUang.import.changed')})`)
      .join(', ');

  return (
    <Panel title={t('kirimUang.import.title')} removable={false} testId="import-data-pusat">
      <Stack>
        <Group justify="space-between">
          <Text fw={500}>{t('kirimUang.import.pilih')}</Text>
          <Checkbox
            label={t('kirimUang.import.semua')}
            checked={chosen.length === LISTS.length}
            indeterminate={chosen.length > 0 && chosen.length < LISTS.length}
            onChange={(e) => {
              setChosen(e.currentTarget.checked ? LISTS.map((l) => l.key) : []);
              setPreview(null);
            }}
            data-testid="import-semua"
          />
        </Group>
        <Checkbox.Group
          value={chosen}
          onChange={(v) => {
            setChosen(v);
            setPreview(null);
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {LISTS.map((l) => (
              <Checkbox key={l.key} value={l.key} label={t(l.titleKey)} data-testid={`import-list-${l.key}`} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group>
          <Button leftSection={<IconEye size={16} />} onClick={() => void show()} loading={busy} data-testid="import-lihat">
            {t('kirimUang.import.lihat')}
          </Button>
          <Button color="teal" leftSection={<IconDatabaseImport size={16} />} onClick={() => void apply()} disabled={!preview} loading={busy} data-testid="import-terapkan">
            {t('kirimUang.import.terapkan')}
          </Button>
        </Group>
        {preview && (
          <Table striped withTableBorder data-testid="import-preview">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('kirimUang.import.daftar')}</Table.Th>
                <Table.Th ta="right">{t('kirimUang.import.added')}</Table.Th>
                <Table.Th ta="right">{t('kirimUang.import.changed')}</Table.Th>
                <Table.Th ta="right">{t('kirimUang.import.unchanged')}</Table.Th>
                <Table.Th>{t('kirimUang.import.detail')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.lists.map((l) => (
                <Table.Tr key={l.key} data-testid={`import-row-${l.key}`}>
                  <Table.Td>{t(LISTS.find((x) => x.key === l.key)?.titleKey ?? '', { defaultValue: l.title })}</Table.Td>
                  <Table.Td ta="right">{l.added}</Table.Td>
                  <Table.Td ta="right">{l.changed}</Table.Td>
                  <Table.Td ta="right">{l.unchanged}</Table.Td>
                  <Table.Td>
                    <Text size="xs">{codes(l)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Panel>
  );
}
