import { ACCOUNTING_MESSAGES, type ParaAkunRow } from '@emas/domain';
import { Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { RowActionButton } from '../../kit/RowActionButton';
import { notify, notifyApiError } from '../../lib/notify';
import { ACCOUNTING_OWNER, saveParameter, useAkuns, useParameters } from './accounting-api';
import { ParameterAkunEditor } from './ParameterAkunEditor';

const keyOf = (p: Pick<ParaAkunRow, 'trx' | 'type'>) => `${p.trx} ${p.type}`;

/**
 * /parameter-akun (spec 000 §2, §4, §7, §8): the journal parameters of the store, one row per trx and
 * type; Edit opens the detail table (ParameterAkunEditor). Saved: 'Data Berhasil Diedit' and back to the
 * list; failed: the server's text or 'Data Gagal Diedit', and the edits stay.
 */
export function ParameterAkunPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const parameters = useParameters();
  const akuns = useAkuns();
  const [editing, setEditing] = useState<ParaAkunRow | null>(null);
  const [saving, setSaving] = useState(false);
  const namaOf = new Map((akuns.data ?? []).map((a) => [a.nomor_akun, a.nama_akun]));

  const save = async (edited: ParaAkunRow) => {
    setSaving(true);
    try {
      const result = await saveParameter(edited);
      notify.success(result.message ?? ACCOUNTING_MESSAGES.edited);
      await queryClient.invalidateQueries({ queryKey: [ACCOUNTING_OWNER] });
      setEditing(null);
    } catch (err) {
      notifyApiError(err, ACCOUNTING_MESSAGES.editFailed);
    } finally {
      setSaving(false);
    }
  };

  const columns: DataTableColumn<ParaAkunRow>[] = [
    { key: 'trx', header: t('accounting.parameterAkun.trx') },
    { key: 'type', header: t('accounting.parameterAkun.type') },
    {
      key: 'detail_akun',
      header: t('accounting.parameterAkun.detail'),
      text: (r) => r.detail_akun.map((d) => `${d.jenis_akun} ${d.nomor_akun} ${namaOf.get(d.nomor_akun) ?? ''}`.trim()).join(' / '),
      render: (r) => (
        <>
          {r.detail_akun.map((d) => (
            <Text key={d._id} size="sm">
              {d.jenis_akun}: {d.nomor_akun} {namaOf.get(d.nomor_akun) ?? ''}
            </Text>
          ))}
        </>
      ),
    },
    {
      key: '__actions',
      header: t('kit.table.actions'),
      align: 'center',
      exportable: false,
      render: (r) => (
        <RowActionButton label={t('accounting.parameterAkun.edit')} target={keyOf(r)} icon={<IconPencil size={16} />} onClick={() => setEditing(r)} testId={`edit-${keyOf(r)}`} />
      ),
    },
  ];

  return (
    <Panel
      title={t('accounting.parameterAkun.title')}
      removable={false}
      onReload={() => void queryClient.invalidateQueries({ queryKey: [ACCOUNTING_OWNER] })}
      testId="parameter-akun"
    >
      {editing ? (
        <ParameterAkunEditor key={keyOf(editing)} parameter={editing} akuns={akuns.data ?? []} saving={saving} onSave={(p) => void save(p)} onBack={() => setEditing(null)} />
      ) : (
        <DataTable
          rows={parameters.data ?? []}
          columns={columns}
          rowKey={keyOf}
          loading={parameters.isLoading}
          emptyText={t('kit.table.empty')}
          csvFileName={t('accounting.parameterAkun.csvFileName')}
          caption={t('accounting.parameterAkun.title')}
          testId="parameter-akun-table"
        />
      )}
    </Panel>
  );
}
