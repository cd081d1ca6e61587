import { type NewsItem, type NewsRequest } from '@emas/domain';
import { Badge, Group, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { RowActionButton } from '../../kit/RowActionButton';
import { api, ApiError } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { NEWS_KEYS, newsApi } from './news-api';
import { NewsForm } from './NewsForm';

type TokoRow = { kode_toko: string; nama_toko: string };

/**
 * /hak-akses-news: the owner writes short news for the staff (a price notice, a new rule) and chooses which
 * levels and which stores see each; a saved item reaches the open home pages at once (socket 'news-posted').
 */
export function NewsAdminPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: NEWS_KEYS.all, queryFn: newsApi.list });
  const stores = useQuery({ queryKey: ['kit', 'current-store', 'tokos'], queryFn: async () => (await api.get<TokoRow[]>('tokos')).data, staleTime: 5 * 60_000 });
  const [editing, setEditing] = useState<NewsItem | null>(null);
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const open = (item: NewsItem | null) => {
    setEditing(item);
    setErrors({});
    setOpened(true);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['news'] });

  const save = async (body: NewsRequest) => {
    setSaving(true);
    setErrors({});
    try {
      const result = editing ? await newsApi.update(editing.id, body) : await newsApi.create(body);
      notify.success(result.message ?? t('messages.news.saved'));
      setOpened(false);
      await refresh();
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      notifyApiError(error, t('messages.common.sendError'));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (item: NewsItem) => {
    if (!(await confirmDialog(t('news.deleteConfirm', { judul: item.judul })))) return;
    try {
      const result = await newsApi.remove(item.id);
      notify.success(result.message ?? t('messages.news.deleted'));
      await refresh();
    } catch (error) {
      notifyApiError(error, t('messages.common.sendError'));
    }
  };

  const columns = useMemo<DataTableColumn<NewsItem>[]>(
    () => [
      { key: 'judul', header: t('news.judul') },
      { key: 'isi', header: t('news.isi'), render: (r) => <Text size="sm" lineClamp={2}>{r.isi}</Text> },
      { key: 'levels', header: t('news.levels'), text: (r) => r.levels.join(', ') },
      { key: 'toko', header: t('news.toko'), text: (r) => (r.toko.length ? r.toko.join(', ') : t('news.allStores')) },
      { key: 'aktif', header: t('news.aktif'), text: (r) => (r.aktif ? t('news.yes') : t('news.no')), render: (r) => <Badge color={r.aktif ? 'teal' : 'gray'}>{r.aktif ? t('news.yes') : t('news.no')}</Badge> },
      {
        key: 'aksi',
        header: '',
        exportable: false,
        render: (r) => (
          <Group gap={4} wrap="nowrap">
            <RowActionButton label={t('news.edit')} target={r.judul} testId="news-edit" icon={<IconPencil size={16} />} onClick={() => open(r)} />
            <RowActionButton label={t('news.delete')} target={r.judul} testId="news-delete" icon={<IconTrash size={16} />} color="red" onClick={() => void remove(r)} />
          </Group>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  return (
    <Panel title={t('news.title')} removable={false} testId="hak-akses-news">
      <DataTable
        rows={list.data ?? []}
        rowKey={(r) => String(r.id)}
        columns={columns}
        loading={list.isPending}
        emptyText={t('news.empty')}
        buttons={[{ label: t('news.add'), icon: <IconPlus size={16} />, onClick: () => open(null), testId: 'news-add' }]}
        testId="news-table"
      />
      <NewsForm opened={opened} item={editing} stores={stores.data ?? []} saving={saving} errors={errors} onClose={() => setOpened(false)} onSave={(b) => void save(b)} />
    </Panel>
  );
}
