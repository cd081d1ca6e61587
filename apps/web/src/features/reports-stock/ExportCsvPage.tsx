import { EXPORT_TABLES, type ExportTable } from '@emas/domain';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saveFile } from '../../kit/download';
import { Panel } from '../../kit/Panel';
import { fetchFile } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';

/**
 * /export-csv (spec 000 §6, SU or MU): one main table of the store acted on, every row, as a CSV file
 * the server streams.
 */
export function ExportCsvPage() {
  const { t } = useTranslation();
  const { kodeToko } = useSession();
  const [table, setTable] = useState<ExportTable>('barang');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const blob = await fetchFile(`export-csv?table=${table}`);
      if (!blob) throw new Error('export');
      saveFile(blob, `${table}-${kodeToko}.csv`);
      notify.success(t('reportsStock.exportCsv.done'));
    } catch {
      notify.error(t('reportsStock.exportCsv.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t('reportsStock.exportCsv.title')} removable={false} testId="export-csv">
      <Stack gap="md" maw={520}>
        <Text size="sm" c="dimmed">
          {t('reportsStock.exportCsv.hint', { toko: kodeToko })}
        </Text>
        <Select
          label={t('reportsStock.exportCsv.table')}
          data={EXPORT_TABLES.map((value) => ({ value, label: t(`reportsStock.exportCsv.tables.${value}`) }))}
          value={table}
          onChange={(v) => v && setTable(v as ExportTable)}
          allowDeselect={false}
          data-testid="export-csv-table"
        />
        <Group gap="sm">
          <Button leftSection={<IconFileTypeCsv size={16} />} loading={busy} onClick={() => void download()} data-testid="export-csv-download">
            {busy ? t('reportsStock.exportCsv.downloading') : t('reportsStock.exportCsv.download')}
          </Button>
          <Button component={Link} to="/SubMenuUtility" variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />}>
            {t('reportsStock.back')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
