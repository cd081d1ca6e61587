import { Button, Grid, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../DateField';
import { statusLabel } from './document-view';
import type { useDocumentSearch } from './use-document-search';

/**
 * The filter row of a document list (receipts, layaways, buy-backs): date range from the store's
 * active date, a text searched on Enter, the status, and Cari. Fed by `useDocumentSearch`.
 */
export function DocumentSearchBar<S extends string, R>({
  search,
  statuses,
  labelOf,
}: {
  search: ReturnType<typeof useDocumentSearch<S, R>>;
  statuses: readonly S[];
  /** how a status reads (the sales statuses unless told) */
  labelOf?: (status: S) => string;
}) {
  const { t } = useTranslation();
  const s = search;
  return (
    <Grid align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6, md: 2.5 }}>
        <DateField label={t('salesHistory.common.startDate')} value={s.tglAwal} onChange={s.setTglAwal} today={s.tglSystem || undefined} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2.5 }}>
        <DateField label={t('salesHistory.common.endDate')} value={s.tglAkhir} onChange={s.setTglAkhir} today={s.tglSystem || undefined} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <TextInput
          label={t('salesHistory.common.searchText')}
          value={s.q}
          onChange={(e) => s.setQ(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              s.search();
            }
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3, md: 2 }}>
        <NativeSelect
          label={t('salesHistory.common.status')}
          value={s.status}
          onChange={(e) => s.setStatus(e.currentTarget.value as S)}
          data={statuses.map((v) => ({ value: v, label: v === 'ALL' ? t('salesHistory.common.all') : labelOf ? labelOf(v) : statusLabel(t, v) }))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3, md: 2 }}>
        <Button fullWidth leftSection={<IconSearch size={16} />} loading={s.list.isFetching} onClick={s.search}>
          {t('salesHistory.common.search')}
        </Button>
      </Grid.Col>
    </Grid>
  );
}
