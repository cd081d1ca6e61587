import { CICILAN_MESSAGES, MESSAGES, type CicilanPlanAnswer } from '@emas/domain';
import { Alert, Button, Divider, Group, Modal, Stack } from '@mantine/core';
import { IconCash, IconGift, IconReceipt } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../kit/QueryStatus';
import { useSubmissionKey } from '../../kit/submission-key';
import { useCurrentStore } from '../../kit/use-current-store';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { BayarCicilanForm } from './BayarCicilanForm';
import { CICILAN_KEYS, fetchCicilan, handOverCicilan } from './cicilan-api';
import { printCicilanReceipt, type CicilanReceiptKind } from './cicilan-receipt';
import { CicilanPlanView } from './CicilanPlanView';
import { cicilanMessage } from './cicilan-view';
import { PelunasanCicilanForm } from './PelunasanCicilanForm';
import { ReceiptButtons } from './SavedPlanCard';

type Mode = 'view' | 'bayar' | 'pelunasan';

/**
 * One plan (/lihat-cicilan): its schedule, payments and late fees; while open and not in default, Bayar (any amount
 * from one instalment up) and Pelunasan Cepat (the quote, then confirm); once paid, Serah Terima (confirmed; the
 * pieces leave as a sale with the plan's number and the hand-over receipt is printed). Every action prints its receipt.
 */
export function CicilanDetailModal({ no, onClose }: { no: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const store = useCurrentStore();
  const session = useSession();
  const [mode, setMode] = useState<Mode>('view');
  const [last, setLast] = useState<{ plan: CicilanPlanAnswer; kind: CicilanReceiptKind } | null>(null);
  const [busy, setBusy] = useState(false);
  const handOverKey = useSubmissionKey();
  const query = useQuery({ queryKey: CICILAN_KEYS.one(no ?? ''), queryFn: () => fetchCicilan(no!), enabled: no !== null });
  const plan = query.data;

  useEffect(() => {
    setMode('view');
    setLast(null);
    handOverKey.renew();
  }, [no, handOverKey]);

  /** An action's answer: the plan as it is now, its receipt printed, the lists read again. */
  const done = (next: CicilanPlanAnswer, kind: CicilanReceiptKind) => {
    queryClient.setQueryData(CICILAN_KEYS.one(next.no_faktur_cicil), next);
    void queryClient.invalidateQueries({ queryKey: CICILAN_KEYS.all });
    setMode('view');
    setLast({ plan: next, kind });
    void printCicilanReceipt(next, store, session.user?.user_id ?? '', kind);
  };

  const handOver = async () => {
    if (!plan || busy) return;
    if (!(await confirmDialog(t('cicilan.serah.confirm', { no: plan.no_faktur_cicil, nama: plan.nama_customer, jumlah: plan.detail.length })))) return;
    setBusy(true);
    try {
      const res = await handOverCicilan(plan.no_faktur_cicil, handOverKey.current());
      handOverKey.renew();
      notify.success(res.message || CICILAN_MESSAGES.handedOver);
      done(res.data, 'SERAH');
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setBusy(false);
    }
  };

  const open = plan?.status === 'AKTIF' && plan.state !== 'GAGAL_BAYAR' && plan.state !== 'LUNAS';
  const paidOff = plan?.status === 'LUNAS' || (plan?.status === 'AKTIF' && plan.state === 'LUNAS');
  return (
    <Modal opened={no !== null} onClose={onClose} size="80rem" title={t('cicilan.detail.title', { no: no ?? '' })}>
      <QueryStatus query={query} failureText={t('cicilan.common.failed')} />
      {plan && (
        <Stack>
          {last && (
            <Alert color="teal" title={t(`cicilan.detail.done.${last.kind}`, { no: last.plan.no_transaksi ?? last.plan.no_faktur_cicil })} data-testid="cicilan-aksi-selesai">
              <ReceiptButtons plan={last.plan} kind={last.kind} testId="cicilan-aksi" />
            </Alert>
          )}
          {plan.state === 'GAGAL_BAYAR' && plan.status === 'AKTIF' && (
            <Alert color="red" data-testid="cicilan-gagal-bayar">
              {cicilanMessage(CICILAN_MESSAGES.inDefault)}
            </Alert>
          )}
          <CicilanPlanView plan={plan} asOf={session.tglSystem || undefined} />
          <Divider />
          {mode === 'view' && (
            <Group justify="flex-end">
              <ReceiptButtons plan={plan} testId="cicilan-detail" />
              {open && (
                <Button variant="light" leftSection={<IconReceipt size={16} />} onClick={() => setMode('pelunasan')} data-testid="cicilan-pelunasan-btn">
                  {t('cicilan.actions.pelunasan')}
                </Button>
              )}
              {open && (
                <Button leftSection={<IconCash size={16} />} onClick={() => setMode('bayar')} data-testid="cicilan-bayar-btn">
                  {t('cicilan.actions.bayar')}
                </Button>
              )}
              {paidOff && (
                <Button color="teal" leftSection={<IconGift size={16} />} loading={busy} onClick={() => void handOver()} data-testid="cicilan-serah-btn">
                  {t('cicilan.actions.serah')}
                </Button>
              )}
            </Group>
          )}
          {mode === 'bayar' && <BayarCicilanForm plan={plan} onDone={(next) => done(next, 'BAYAR')} onCancel={() => setMode('view')} />}
          {mode === 'pelunasan' && <PelunasanCicilanForm plan={plan} onDone={(next) => done(next, 'BAYAR')} onCancel={() => setMode('view')} />}
        </Stack>
      )}
    </Modal>
  );
}
