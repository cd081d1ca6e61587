import { Alert, Button, Group, NativeSelect, Stack, Table, TextInput } from '@mantine/core';
import { formatRupiah, MESSAGES, type ReadyUpdateKadarRow, type UpdateKadarRow } from '@emas/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../../kit/authorization';
import { DataTable } from '../../../kit/DataTable';
import { Panel } from '../../../kit/Panel';
import { useSubmissionKey } from '../../../kit/submission-key';
import { api } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import { useReference } from '../../../lib/reference';

const READY_KEY = ['update-kadar', 'ready'] as const;

/**
 * /update-kadar (issue 35, for the shops the configuration lists): the items ready for a purity update
 * (`barang/get/ready-update-kadar`), one chosen, its new purity and group, a reason, and a supervisor's approval
 * through the one dialog; the server writes the update, the stock ledger row and the price change together.
 */
export function UpdateKadarPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { requestApproval, dialog } = useApproval();
  const submission = useSubmissionKey();
  const groups = useReference('group');
  const [baki, setBaki] = useState('');
  const ready = useQuery({ queryKey: [...READY_KEY, baki], queryFn: async () => (await api.get<ReadyUpdateKadarRow[]>('barang/get/ready-update-kadar', baki ? { kode_baki: baki } : undefined)).data });
  const [item, setItem] = useState<ReadyUpdateKadarRow | null>(null);
  const [form, setForm] = useState({ kadar_baru: '', kode_group_baru: '', alasan: '' });
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<UpdateKadarRow | null>(null);
  const k = (key: string) => t(`receiving.updateKadar.${key}`);

  const choose = (row: ReadyUpdateKadarRow) => {
    setItem(row);
    setResult(null);
    setForm({ kadar_baru: '', kode_group_baru: row.kode_group, alasan: '' });
  };
  const pickGroup = (kode: string) => {
    const g = (groups.data ?? []).find((r) => String(r.kode_group) === kode);
    setForm({ ...form, kode_group_baru: kode, kadar_baru: g ? String(g.kadar) : form.kadar_baru });
  };

  const save = async () => {
    if (!item) return;
    setSaving(true);
    try {
      const send = async (otorisasi: string[]) =>
        (await api.post<UpdateKadarRow>('barang/update-kadar', { kode_barcode: item.kode_barcode, ...form, otorisasi, idempotency_key: submission.current() }));
      const answer = await sendWithApprovals(send, (operasi) => requestApproval({ operasi, deskripsi: `${item.kode_barcode} ${item.kadar} -> ${form.kadar_baru}`, nilai: 0 }));
      if (!answer) return;
      submission.renew();
      notify.success(answer.message ?? answer.data.no_update);
      setResult(answer.data);
      setItem(null);
      await queryClient.invalidateQueries({ queryKey: READY_KEY });
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setSaving(false);
    }
  };

  const groupOptions = [{ value: '', label: t('receiving.common.choose') }, ...(groups.data ?? []).map((g) => ({ value: String(g.kode_group), label: `${String(g.nama_group ?? g.kode_group)} / ${String(g.kadar)}` }))];
  return (
    <Panel title={k('title')}>
      <Stack>
        <Group align="end">
          <TextInput label={k('filterBaki')} value={baki} onChange={(e) => setBaki(e.currentTarget.value.toUpperCase())} w={200} />
        </Group>
        <DataTable
          caption={k('title')}
          testId="ready-update-kadar"
          rows={ready.data ?? []}
          loading={ready.isLoading}
          emptyText={k('empty')}
          rowKey={(r) => r.kode_barcode}
          columns={[
            { key: 'kode_barcode', header: t('receiving.common.kodeBarcode') },
            { key: 'nama_barang', header: t('receiving.common.namaBarang') },
            { key: 'kode_baki', header: k('kodeBaki') },
            { key: 'kode_group', header: k('kodeGroup') },
            { key: 'berat', header: t('receiving.common.berat'), align: 'right' },
            { key: 'kadar', header: k('kadar'), align: 'right' },
            { key: 'kadar_group', header: k('kadarGroup'), align: 'right' },
            {
              key: 'aksi',
              header: '',
              exportable: false,
              render: (r) => (
                <Button size="xs" variant="light" aria-label={`${k('choose')} ${r.kode_barcode}`} onClick={() => choose(r)}>
                  {k('choose')}
                </Button>
              ),
            },
          ]}
        />
        {item && (
          <Stack data-testid="update-kadar-form">
            <Alert color="blue">{`${k('selected')}: ${item.kode_barcode} ${item.nama_barang} (${k('kadar')} ${item.kadar}, ${item.kode_group})`}</Alert>
            <Group grow align="start">
              <NativeSelect label={k('groupBaru')} data={groupOptions} value={form.kode_group_baru} disabled={saving} onChange={(e) => pickGroup(e.currentTarget.value)} />
              <TextInput label={k('kadarBaru')} inputMode="decimal" value={form.kadar_baru} disabled={saving} onChange={(e) => setForm({ ...form, kadar_baru: e.currentTarget.value.replace(/[^0-9.,]/g, '') })} />
              <TextInput label={k('alasan')} value={form.alasan} disabled={saving} onChange={(e) => setForm({ ...form, alasan: e.currentTarget.value })} />
            </Group>
            <Group>
              <Button onClick={save} loading={saving}>
                {k('save')}
              </Button>
            </Group>
          </Stack>
        )}
        {result && (
          <Table withTableBorder data-testid="update-kadar-result">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{k('noUpdate')}</Table.Th>
                <Table.Td>{result.no_update}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{k('kadar')}</Table.Th>
                <Table.Td>{`${result.kadar_lama} -> ${result.kadar_baru} (${result.kode_group_lama} -> ${result.kode_group_baru})`}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{k('hargaPerGram')}</Table.Th>
                <Table.Td>{`${formatRupiah(result.harga_per_gram_lama)} -> ${formatRupiah(result.harga_per_gram_baru)}`}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{k('harga')}</Table.Th>
                <Table.Td>{`${formatRupiah(result.harga_lama)} -> ${formatRupiah(result.harga_baru)}`}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {dialog}
    </Panel>
  );
}
