import { formatBusinessDate, type KirimUangRow } from '@emas/domain';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { api, ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { kirimUangColumns } from './kirim-uang-shared';

/**
 * /terima-uang-kas (spec 000 §2, §4, §5): head office looks a transfer up by its reference number
 * (the sender's nota_kirim), sees it, and confirms: the money goes into its drawer, once. After a
 * reception the field is cleared and the shown record emptied.
 */
export function TerimaUangKasPage() {
  const { t } = useTranslation();
  const [nomor, setNomor] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rows, setRows] = useState<KirimUangRow[]>([]);
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async () => {
    setReason(null);
    const ref = nomor.trim().toUpperCase();
    if (!ref) {
      setError(t('kirimUang.msg.referenceRequired'));
      notify.warning(t('kirimUang.msg.referenceRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { data } = await api.get<KirimUangRow[]>(`kirim-uang/${encodeURIComponent(ref)}`);
      setRows(data);
      if (!data.length) notify.warning(t('kirimUang.msg.notFound'));
    } catch (e) {
      setRows([]);
      notify.error(e instanceof ApiError && e.message ? e.message : t('kirimUang.msg.notFound'));
    } finally {
      setBusy(false);
    }
  };

  const receive = async (row: KirimUangRow) => {
    setBusy(true);
    setReason(null);
    try {
      await api.patch<KirimUangRow>(`kirim-uang/${encodeURIComponent(row.nota_kirim)}/reception`);
      notify.success(t('kirimUang.msg.received'));
      setNomor('');
      setRows([]);
    } catch (e) {
      notify.error(t('kirimUang.msg.receiveFailed'));
      if (e instanceof ApiError && e.message) setReason(e.message);
    } finally {
      setBusy(false);
    }
  };

  const row = rows[0];
  return (
    <Panel title={t('kirimUang.terima.title')} removable={false} testId="terima-uang-kas">
      <Stack>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void search();
          }}
        >
          <Group align="flex-end">
            <TextInput
              label={t('kirimUang.terima.nomorReferensi')}
              description={t('kirimUang.terima.hint')}
              value={nomor}
              onChange={(e) => setNomor(e.currentTarget.value.toUpperCase())}
              error={error}
              maxLength={60}
              w={360}
              data-testid="terima-nomor"
            />
            <Button type="submit" leftSection={<IconSearch size={16} />} loading={busy} data-testid="terima-cari">
              {t('kirimUang.terima.cari')}
            </Button>
          </Group>
        </form>
        {reason && (
          <Alert color="red" data-testid="terima-reason">
            {reason}
          </Alert>
        )}
        {row && (
          <Stack gap="xs" data-testid="terima-record">
            <DataTable rows={rows} columns={kirimUangColumns(t)} rowKey={(r) => r.nota_kirim} searchable={false} layout="table" />
            {row.status === 'DONE' ? (
              <Alert color="yellow" data-testid="terima-sudah">
                {t('kirimUang.terima.sudah', { user: row.terima_by ?? '', tanggal: formatBusinessDate(row.tgl_terima) })}
              </Alert>
            ) : (
              <Group justify="flex-end">
                <Button color="teal" leftSection={<IconCheck size={16} />} loading={busy} onClick={() => void receive(row)} data-testid="terima-konfirmasi">
                  {t('kirimUang.terima.terima')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Panel>
  );
}
