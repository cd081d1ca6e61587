import { Badge, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconPrinter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../authorization';
import { DataTable, type DataTableColumn } from '../DataTable';
import { RowActionButton } from '../RowActionButton';
import { fieldErrorsOf } from '../../lib/field-errors';
import { notify, notifyApiError } from '../../lib/notify';

type DayDocument = { status: string };

/** What differs between the day's lists of small counter documents (gift redemptions, point cash-outs). */
export type DayDocumentKind<T extends DayDocument> = {
  /** the document's number, its row key and the target named by its buttons */
  no: (row: T) => string;
  /** the document's own columns, before the status and the buttons */
  columns: DataTableColumn<T>[];
  /** i18n keys */
  text: { status: (status: string) => string; statusHeader: string; print: string; cancel: string; cancelTitle: string; confirmCancel: string; alasan: string; empty: string; listTitle: string };
  /** the refusals and answers shown in Indonesian when the server sends none */
  messages: { alasanRequired: string; cancelled: string; notFound: string };
  /** the cancel call (the reason and the approvals the server asked for) */
  cancel: (row: T, alasan: string, otorisasi: string[]) => Promise<{ message?: string }>;
  /** the rupiah at stake the supervisor sees (a document of points, such as a gift redemption, has none) */
  approvalValue?: (row: T) => number;
  testId: string;
};

/** The day's documents of the store: print again, or cancel one (a reason and a supervisor's approval). */
export function DayDocumentList<T extends DayDocument>({
  kind,
  rows,
  loading,
  onPrint,
  onChanged,
}: {
  kind: DayDocumentKind<T>;
  rows: readonly T[];
  loading: boolean;
  onPrint: (row: T) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState<T | null>(null);
  const columns: DataTableColumn<T>[] = [
    ...kind.columns,
    {
      key: 'status',
      header: t(kind.text.statusHeader),
      text: (r) => t(kind.text.status(r.status)),
      render: (r) => (
        <Badge color={r.status === 'BATAL' ? 'red' : 'teal'} variant="light">
          {t(kind.text.status(r.status))}
        </Badge>
      ),
    },
    {
      key: 'aksi',
      header: '',
      exportable: false,
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <RowActionButton label={t(kind.text.print)} target={kind.no(r)} icon={<IconPrinter size={14} />} onClick={() => onPrint(r)} />
          <RowActionButton label={t(kind.text.cancel)} target={kind.no(r)} color="red" icon={<IconX size={14} />} disabled={r.status === 'BATAL'} onClick={() => setCancelling(r)} />
        </Group>
      ),
    },
  ];
  return (
    <>
      <DataTable rows={rows} columns={columns} rowKey={kind.no} loading={loading} emptyText={t(kind.text.empty)} caption={t(kind.text.listTitle)} testId={kind.testId} />
      <Modal opened={!!cancelling} onClose={() => setCancelling(null)} title={`${t(kind.text.cancelTitle)} ${cancelling ? kind.no(cancelling) : ''}`}>
        {cancelling && (
          <CancelForm
            kind={kind}
            row={cancelling}
            onDone={() => {
              setCancelling(null);
              onChanged();
            }}
          />
        )}
      </Modal>
    </>
  );
}

function CancelForm<T extends DayDocument>({ kind, row, onDone }: { kind: DayDocumentKind<T>; row: T; onDone: () => void }) {
  const { t } = useTranslation();
  const { requestApproval, dialog } = useApproval();
  const [alasan, setAlasan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!alasan.trim()) return setError(kind.messages.alasanRequired);
    setSaving(true);
    try {
      const result = await sendWithApprovals(
        (otorisasi) => kind.cancel(row, alasan.trim(), otorisasi),
        (operasi) => requestApproval({ operasi, deskripsi: `${t(kind.text.cancelTitle)} ${kind.no(row)}`, ...(kind.approvalValue ? { nilai: kind.approvalValue(row) } : {}) }),
      );
      if (!result) return;
      notify.success(result.message || kind.messages.cancelled);
      onDone();
    } catch (e) {
      setError(fieldErrorsOf(e)?.alasan ?? null);
      notifyApiError(e, kind.messages.notFound);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack data-testid={`${kind.testId.replace(/-list$/, '')}-cancel`}>
      <Textarea label={t(kind.text.alasan)} withAsterisk value={alasan} error={error} onChange={(e) => setAlasan(e.currentTarget.value.toUpperCase())} />
      <Group justify="flex-end">
        <Button color="red" loading={saving} onClick={() => void save()}>
          {t(kind.text.confirmCancel)}
        </Button>
      </Group>
      {dialog}
    </Stack>
  );
}
