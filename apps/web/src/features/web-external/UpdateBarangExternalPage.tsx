import { formatNumber, formatWeight, type BarangExternalRow } from '@emas/domain';
import { Badge, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { MoneyInput } from '../../kit/Inputs';
import { Panel } from '../../kit/Panel';
import { ApiError } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { cancelReservation, fetchPublished, reserve, updatePublished, WEB_EXTERNAL_KEYS } from './web-external-api';

type Editing = { kind: 'ubah'; row: BarangExternalRow; harga: number | null; tersedia: boolean } | { kind: 'pesan'; row: BarangExternalRow; nama: string; noHp: string; lamaJam: string };

/**
 * /update-barang-external: the pieces the store published; each one's online price and availability changed, held
 * for a customer who asked online (the counter then refuses it), or its hold cancelled. A sold piece shows its state.
 */
export function UpdateBarangExternalPage() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: WEB_EXTERNAL_KEYS.list, queryFn: fetchPublished });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const open = (next: Editing) => {
    setErrors({});
    setEditing(next);
  };
  const run = async (call: () => Promise<{ message?: string }>) => {
    setBusy(true);
    setErrors({});
    try {
      const { message } = await call();
      notify.success(message ?? t('webExternal.simpan'));
      setEditing(null);
      await list.refetch();
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors);
      notifyApiError(e, t('webExternal.failed'));
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    if (!editing || busy) return;
    if (editing.kind === 'ubah') void run(() => updatePublished(editing.row.kode_barcode, { harga_online: editing.harga, tersedia: editing.tersedia }));
    else void run(() => reserve(editing.row.kode_barcode, { nama_pemesan: editing.nama, no_hp: editing.noHp, lama_jam: editing.lamaJam }));
  };

  const rows = list.data ?? [];
  const columns: DataTableColumn<BarangExternalRow>[] = [
    { key: 'kode_barcode', header: t('webExternal.cols.barcode') },
    { key: 'nama_barang', header: t('webExternal.cols.nama') },
    { key: 'berat', header: t('webExternal.cols.berat'), align: 'right', text: (r) => formatWeight(r.berat) },
    { key: 'harga_online', header: t('webExternal.cols.hargaOnline'), align: 'right', text: (r) => formatNumber(r.harga_online) },
    { key: 'status_barang', header: t('webExternal.cols.status') },
    {
      key: 'tersedia',
      header: t('webExternal.cols.tersedia'),
      text: (r) => (r.dipesan ? t('webExternal.dipesan') : r.tersedia ? t('webExternal.tersedia') : t('webExternal.tidakTersedia')),
      render: (r) => (
        <Badge color={r.dipesan ? 'orange' : r.tersedia ? 'green' : 'gray'} variant="light">
          {r.dipesan ? t('webExternal.dipesan') : r.tersedia ? t('webExternal.tersedia') : t('webExternal.tidakTersedia')}
        </Badge>
      ),
    },
    { key: 'nama_pemesan', header: t('webExternal.cols.pemesan'), text: (r) => (r.dipesan ? `${r.nama_pemesan ?? ''} ${r.no_hp_pemesan ?? ''}` : '') },
    { key: 'dipesan_sampai', header: t('webExternal.cols.sampai'), text: (r) => (r.dipesan ? (r.dipesan_sampai ?? '') : '') },
    { key: 'publish_at', header: t('webExternal.cols.publishAt'), text: (r) => `${r.publish_at} ${r.publish_by}` },
    {
      key: 'action',
      header: t('webExternal.cols.action'),
      exportable: false,
      render: (r) =>
        r.status_barang !== 'READY' ? null : (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" aria-label={`${t('webExternal.ubah')} ${r.kode_barcode}`} onClick={() => open({ kind: 'ubah', row: r, harga: r.harga_online, tersedia: r.tersedia })}>
              {t('webExternal.ubah')}
            </Button>
            {r.dipesan ? (
              <Button size="compact-xs" color="red" variant="light" loading={busy} aria-label={`${t('webExternal.batalPesan')} ${r.kode_barcode}`} onClick={() => void run(() => cancelReservation(r.kode_barcode))}>
                {t('webExternal.batalPesan')}
              </Button>
            ) : (
              <Button size="compact-xs" variant="light" disabled={!r.tersedia} aria-label={`${t('webExternal.pesan')} ${r.kode_barcode}`} onClick={() => open({ kind: 'pesan', row: r, nama: '', noHp: '', lamaJam: '24' })}>
                {t('webExternal.pesan')}
              </Button>
            )}
          </Group>
        ),
    },
  ];

  return (
    <Panel title={t('routes./update-barang-external')} removable={false} onReload={() => void list.refetch()} testId="update-barang-external">
      <DataTable rows={rows} columns={columns} rowKey={(r) => r.kode_barcode} loading={list.isLoading} emptyText={t('webExternal.empty')} caption={t('routes./update-barang-external')} testId="external-list" />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'pesan' ? t('webExternal.pesanTitle') : t('webExternal.ubahTitle')}
        closeOnClickOutside={false}
      >
        {editing && (
          <Stack>
            <TextInput label={t('webExternal.barcode')} value={`${editing.row.kode_barcode} - ${editing.row.nama_barang}`} readOnly />
            {editing.kind === 'ubah' ? (
              <>
                <MoneyInput label={t('webExternal.hargaOnline')} value={editing.harga} onChange={(v) => setEditing({ ...editing, harga: v })} error={errors.harga_online} />
                <Checkbox label={t('webExternal.tersedia')} checked={editing.tersedia} onChange={(e) => setEditing({ ...editing, tersedia: e.currentTarget.checked })} />
              </>
            ) : (
              <>
                <TextInput label={t('webExternal.namaPemesan')} value={editing.nama} onChange={(e) => setEditing({ ...editing, nama: e.currentTarget.value })} error={errors.nama_pemesan} />
                <TextInput label={t('webExternal.noHp')} inputMode="tel" value={editing.noHp} onChange={(e) => setEditing({ ...editing, noHp: e.currentTarget.value })} error={errors.no_hp} />
                <TextInput label={t('webExternal.lamaJam')} inputMode="numeric" value={editing.lamaJam} onChange={(e) => setEditing({ ...editing, lamaJam: e.currentTarget.value.replace(/\D/g, '') })} error={errors.lama_jam} />
              </>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>
                {t('webExternal.batal')}
              </Button>
              <Button loading={busy} onClick={submit}>
                {t('webExternal.simpan')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Panel>
  );
}
