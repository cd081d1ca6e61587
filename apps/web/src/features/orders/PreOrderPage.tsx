import { formatBusinessDate, formatWeight, MESSAGES, ORDER_MESSAGES, PRE_ORDER_FINISH_LIMIT, PRE_ORDER_PAGE_SIZE, PRE_ORDER_STATUSES, type PreOrderPage as Page, type PreOrderRow } from '@emas/domain';
import { Button, Group, Modal, NativeSelect, Pagination, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, usePaginationLabels, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { api } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { useReference } from '../../lib/reference';
import { useSession } from '../../lib/session';
import { searchPreOrders, type Baki } from './orders-api';

type Toko = { kode_toko: string; nama_toko: string };
type Search = { q: string; status: string; page: number };

/**
 * The pre-order module's screen (spec 000 §4, §7, §8, §9): a search (POST pre-order, answered as
 * { count, preorders }, 50 a page, page from 1, skip 0; 'Data Tidak Tersedia' when nothing is found),
 * the finished list (GET pre-order?status=finish&limit=9999), a new pre-order of a model in stock at
 * another store, and finishing one when it arrived.
 */
export function PreOrderPage() {
  const { t } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const session = useSession();
  const queryClient = useQueryClient();
  const tokos = useReference<Toko[]>('tokos');
  const [draft, setDraft] = useState({ q: '', status: 'ALL' });
  const [search, setSearch] = useState<Search | null>(null);
  const [result, setResult] = useState<Page | null>(null);
  const [busy, setBusy] = useState(false);
  const [creating, setCreating] = useState(false);
  const [finishing, setFinishing] = useState<PreOrderRow | null>(null);
  const [kodeBaki, setKodeBaki] = useState('');
  const baki = useReference<Baki[]>('baki');
  const [form, setForm] = useState({ nama_customer: '', no_hp: '', kode_toko_asal: '', kode_barcode: '' });
  const finished = useQuery({
    queryKey: ['pre-order', 'finish'],
    queryFn: async () => (await api.get<Page>('pre-order', { status: 'finish', limit: PRE_ORDER_FINISH_LIMIT })).data,
  });

  const run = async (next: Search) => {
    setBusy(true);
    try {
      const limit = PRE_ORDER_PAGE_SIZE;
      const { data } = await searchPreOrders({ q: next.q || undefined, status: next.status, page: next.page, limit, skip: (next.page - 1) * limit });
      setSearch(next);
      setResult(data);
      if (data.count === 0) notify.info(ORDER_MESSAGES.preOrderEmpty);
    } catch (e) {
      notifyApiError(e, MESSAGES.sendError);
    } finally {
      setBusy(false);
    }
  };

  /** The item comes from its store into a tray of this store (POST pre-order/:no/finish with the tray). */
  const finish = async () => {
    const row = finishing;
    if (!row) return;
    if (!kodeBaki) return notify.warning(ORDER_MESSAGES.bakiRequired);
    try {
      const { message } = await api.post<PreOrderRow>(`pre-order/${encodeURIComponent(row.no_pre_order)}/finish`, { kode_baki: kodeBaki });
      notify.success(message || ORDER_MESSAGES.preOrderFinished);
      setFinishing(null);
      if (search) await run(search);
      void queryClient.invalidateQueries({ queryKey: ['pre-order'] });
    } catch (e) {
      notifyApiError(e, MESSAGES.sendError);
    }
  };

  const create = async () => {
    try {
      const { message } = await api.post<PreOrderRow>('pre-order/create', form);
      notify.success(message || ORDER_MESSAGES.preOrderSaved);
      setCreating(false);
      setForm({ nama_customer: '', no_hp: '', kode_toko_asal: '', kode_barcode: '' });
      await run({ q: '', status: 'ALL', page: 1 });
    } catch (e) {
      notifyApiError(e, MESSAGES.sendError);
    }
  };

  const columns: DataTableColumn<PreOrderRow>[] = [
    { key: 'no_pre_order', header: t('orders.preOrder.noPreOrder') },
    { key: 'tgl_system', header: t('salesHistory.common.tanggal'), text: (r) => formatBusinessDate(r.tgl_system) },
    { key: 'nama_customer', header: t('salesHistory.common.customer') },
    { key: 'kode_toko_asal', header: t('orders.preOrder.tokoAsal') },
    { key: 'kode_barcode', header: t('orders.common.kodeBarcode') },
    { key: 'nama_barang', header: t('orders.preOrder.namaBarang') },
    { key: 'berat', header: t('orders.common.berat'), align: 'right', text: (r) => formatWeight(r.berat) },
    { key: 'status', header: t('salesHistory.common.status'), text: (r) => t(`orders.preOrder.statuses.${r.status}`) },
    {
      key: 'action',
      header: t('salesHistory.common.action'),
      exportable: false,
      render: (r) =>
        r.status === 'open' ? (
          <Button size="compact-xs" variant="light" leftSection={<IconCheck size={14} />} onClick={() => setFinishing(r)}>
            {t('orders.preOrder.finish')}
          </Button>
        ) : null,
    },
  ];
  const pages = result ? Math.max(1, Math.ceil(result.count / PRE_ORDER_PAGE_SIZE)) : 1;

  return (
    <Panel title={t('orders.preOrder.title')} removable={false} testId="pre-order">
      <Tabs defaultValue="cari" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="cari">{t('orders.preOrder.search')}</Tabs.Tab>
          <Tabs.Tab value="finish">{t('orders.preOrder.finished')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cari">
          <Stack>
            <Group align="flex-end">
              <TextInput label={t('orders.preOrder.searchText')} value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.currentTarget.value })} w={{ base: '100%', sm: 280 }} />
              <NativeSelect
                label={t('salesHistory.common.status')}
                value={draft.status}
                onChange={(e) => setDraft({ ...draft, status: e.currentTarget.value })}
                data={['ALL', ...PRE_ORDER_STATUSES].map((v) => ({ value: v, label: v === 'ALL' ? t('salesHistory.common.all') : t(`orders.preOrder.statuses.${v}`) }))}
              />
              <Button leftSection={<IconSearch size={16} />} loading={busy} onClick={() => void run({ ...draft, page: 1 })} data-testid="pre-order-search">
                {t('salesHistory.common.search')}
              </Button>
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
                {t('orders.preOrder.create')}
              </Button>
            </Group>
            {result && (
              <Text size="sm" c="dimmed" data-testid="pre-order-count">
                {t('orders.preOrder.count', { n: result.count })}
              </Text>
            )}
            <DataTable rows={result?.preorders ?? []} columns={columns} rowKey={(r) => r.no_pre_order} emptyText={t('salesHistory.common.empty')} minWidth={880} caption={t('orders.preOrder.title')} testId="pre-order-list" />
            {result && pages > 1 && <Pagination {...paginationLabels} total={pages} value={search?.page ?? 1} onChange={(page) => void run({ ...(search ?? { q: '', status: 'ALL' }), page })} />}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="finish">
          <DataTable rows={finished.data?.preorders ?? []} columns={columns} rowKey={(r) => r.no_pre_order} loading={finished.isLoading} emptyText={t('salesHistory.common.empty')} minWidth={880} caption={t('orders.preOrder.finished')} testId="pre-order-finished" />
        </Tabs.Panel>
      </Tabs>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('orders.preOrder.create')}>
        <Stack>
          <TextInput label={t('salesHistory.common.customer')} withAsterisk value={form.nama_customer} onChange={(e) => setForm({ ...form, nama_customer: e.currentTarget.value.toUpperCase() })} />
          <TextInput label={t('salesHistory.common.noHp')} value={form.no_hp} onChange={(e) => setForm({ ...form, no_hp: e.currentTarget.value.replace(/[^0-9+\- ]/g, '') })} />
          <TextInput
            label={t('orders.preOrder.tokoAsal')}
            withAsterisk
            value={form.kode_toko_asal}
            list="pre-order-tokos"
            onChange={(e) => setForm({ ...form, kode_toko_asal: e.currentTarget.value.toUpperCase() })}
          />
          <datalist id="pre-order-tokos">
            {(tokos.data ?? []).filter((k) => k.kode_toko !== session.kodeToko).map((k) => (
              <option key={k.kode_toko} value={k.kode_toko}>
                {k.nama_toko}
              </option>
            ))}
          </datalist>
          <TextInput label={t('orders.common.kodeBarcode')} withAsterisk value={form.kode_barcode} onChange={(e) => setForm({ ...form, kode_barcode: e.currentTarget.value.toUpperCase() })} />
          <Group justify="flex-end">
            <Button onClick={() => void create()}>{t('orders.preOrder.save')}</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={finishing !== null} onClose={() => setFinishing(null)} title={t('orders.preOrder.finish')}>
        <Stack>
          <Text size="sm">{finishing ? t('orders.preOrder.finishConfirm', { no: finishing.no_pre_order }) : ''}</Text>
          <NativeSelect
            label={t('orders.detail.kodeBaki')}
            withAsterisk
            value={kodeBaki}
            onChange={(e) => setKodeBaki(e.currentTarget.value)}
            data={[{ value: '', label: '-' }, ...(baki.data ?? []).map((b) => ({ value: b.kode_baki, label: `${b.kode_baki} - ${b.nama_baki}` }))]}
            data-testid="pre-order-baki"
          />
          <Group justify="flex-end">
            <Button leftSection={<IconCheck size={16} />} onClick={() => void finish()} data-testid="pre-order-finish">
              {t('orders.preOrder.finish')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Panel>
  );
}
