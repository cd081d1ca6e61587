import { type KirimUangInput, type KirimUangRow, type KirimUangSaldoRow } from '@emas/domain';
import { useSubmissionKey } from '../../kit/submission-key';
import { Box, Button, LoadingOverlay } from '@mantine/core';
import { IconPrinter, IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { RowActionButton } from '../../kit/RowActionButton';
import { useCurrentStore } from '../../kit/use-current-store';
import { api, ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { EMPTY_KIRIM_FORM, KirimUangForm, type KirimUangFormValues } from './KirimUangForm';
import { downloadKirimUangPdf } from './kirim-uang-pdf';
import { KIRIM_UANG_KEYS, kirimUangColumns, kirimUangPdfTexts } from './kirim-uang-shared';

type FormOptions = { akun: KirimUangSaldoRow[]; tujuan: { kode_toko: string; nama_toko: string }[] };

/**
 * /kirim-uang-pusat (spec 000 §2, §4): the send-money form in a modal and the history of what the
 * store sent. Sending: busy on, POST kirim-uang, history reloaded, modal closed, form cleared, busy
 * off, then the receipt 'Laporan KIRIM UANG.pdf' is downloaded. On failure busy off and the error.
 */
export function KirimUangPusatPage() {
  const { t } = useTranslation();
  const session = useSession();
  const store = useCurrentStore();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState<KirimUangFormValues>(EMPTY_KIRIM_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submission = useSubmissionKey();

  const options = useQuery({ queryKey: KIRIM_UANG_KEYS.form, queryFn: async () => (await api.get<FormOptions>('kirim-uang-form')).data });
  const history = useQuery({ queryKey: KIRIM_UANG_KEYS.history, queryFn: async () => (await api.get<KirimUangRow[]>('kirim-uang-history')).data });

  const printPdf = (row: KirimUangRow) => downloadKirimUangPdf(store, row, kirimUangPdfTexts(t, session.user?.user_id ?? ''));

  const open = () => {
    setValues({ ...EMPTY_KIRIM_FORM, tujuan: options.data?.tujuan[0]?.kode_toko ?? '' });
    setErrors({});
    submission.renew();
    setOpened(true);
  };

  const send = async (input: KirimUangInput) => {
    setBusy(true);
    let sent: KirimUangRow;
    let message: string | undefined;
    try {
      ({ data: sent, message } = await api.post<KirimUangRow>('kirim-uang', { ...input, idempotency_key: submission.current() }));
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.errors) {
        const mapped: Record<string, string> = {};
        for (const [field, message] of Object.entries(e.errors)) mapped[field === 'asal' || field === 'no_rekening' ? 'akun' : field] = message;
        setErrors(mapped);
      }
      notify.error(t('kirimUang.msg.sendFailed'));
      return;
    }
    await Promise.all([queryClient.invalidateQueries({ queryKey: KIRIM_UANG_KEYS.history }), queryClient.invalidateQueries({ queryKey: KIRIM_UANG_KEYS.form })]);
    submission.renew();
    setOpened(false);
    setValues(EMPTY_KIRIM_FORM);
    setErrors({});
    setBusy(false);
    notify.success(`${message ?? ''} ${sent.nota_kirim}`.trim());
    printPdf(sent);
  };

  const columns = useMemo<DataTableColumn<KirimUangRow>[]>(
    () => [
      ...kirimUangColumns(t),
      {
        key: 'aksi',
        header: '',
        exportable: false,
        render: (row) => <RowActionButton label={t('kirimUang.kirim.print')} target={row.nota_kirim} icon={<IconPrinter size={16} />} onClick={() => printPdf(row)} testId="kirim-print" />,
      },
    ],
    // printPdf reads the store and user of this render
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, store, session.user?.user_id],
  );

  return (
    <Panel
      title={t('kirimUang.kirim.title')}
      removable={false}
      testId="kirim-uang-pusat"
      actions={
        <Button size="xs" leftSection={<IconSend size={16} />} onClick={open} disabled={!options.data} data-testid="kirim-open">
          {t('kirimUang.kirim.add')}
        </Button>
      }
    >
      <Box pos="relative">
        <LoadingOverlay visible={busy} zIndex={400} overlayProps={{ blur: 1 }} data-testid="kirim-busy" />
        <DataTable
          rows={history.data ?? []}
          columns={columns}
          rowKey={(r) => r.nota_kirim}
          loading={history.isPending}
          caption={t('kirimUang.kirim.history')}
          testId="kirim-history"
        />
      </Box>
      <KirimUangForm
        opened={opened}
        busy={busy}
        values={values}
        errors={errors}
        akun={options.data?.akun ?? []}
        tujuan={options.data?.tujuan ?? []}
        onChange={setValues}
        onSubmit={(input) => void send(input)}
        onErrors={setErrors}
        onClose={() => !busy && setOpened(false)}
      />
    </Panel>
  );
}
