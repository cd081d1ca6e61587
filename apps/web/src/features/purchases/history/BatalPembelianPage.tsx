import { formatRupiah, MESSAGES, SALES_MESSAGES, type PurchaseListRow, type PurchaseReceipt } from '@emas/domain';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../../kit/authorization';
import { api } from '../../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../../lib/notify';
import { PurchaseListScreen } from './PurchaseListScreen';
import { PurchaseReceiptBody } from './PurchaseReceiptModal';
import { useQuery } from '@tanstack/react-query';
import { fetchPurchase } from '../purchases-api';

/**
 * /batal-pembelian: a buy-back of the active date cancelled whole, with a reason and the
 * supervisor's approval (BATAL_PEMBELIAN); its pieces leave the stock and the money comes back.
 */
export function BatalPembelianPage() {
  const { t } = useTranslation();
  const { requestApproval, dialog } = useApproval();
  const [chosen, setChosen] = useState<{ row: PurchaseListRow; refetch: () => void } | null>(null);
  const [alasan, setAlasan] = useState('');
  const [saving, setSaving] = useState(false);
  const detail = useQuery({ queryKey: ['purchases', 'receipt', chosen?.row.no_faktur_group], queryFn: () => fetchPurchase(chosen!.row.no_faktur_group), enabled: chosen !== null });

  const close = () => {
    setChosen(null);
    setAlasan('');
  };

  const submit = async () => {
    if (!chosen || saving) return;
    const row = chosen.row;
    if (!alasan.trim()) return notify.warning(SALES_MESSAGES.alasanRequired);
    if (!(await confirmDialog(t('purchases.history.batalConfirm', { no: row.no_faktur_group })))) return;
    setSaving(true);
    try {
      const send = (otorisasi: string[]) => api.post<PurchaseReceipt>('pembelian/batal', { no_faktur_group: row.no_faktur_group, alasan, otorisasi });
      const answer = await sendWithApprovals(send, (operasi) =>
        requestApproval({ operasi, deskripsi: t('purchases.history.batalDeskripsi', { no: row.no_faktur_group, total: formatRupiah(row.total_harga) }), nilai: row.total_harga }),
      );
      if (!answer) return notify.warning(t('purchases.counter.approvalCancelled'));
      notify.success(answer.message || t('purchases.history.batalDone'));
      chosen.refetch();
      close();
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {dialog}
      <PurchaseListScreen
        title={t('purchases.history.batalTitle')}
        testId="batal-pembelian"
        initialStatus="AKTIF"
        action={(r, refetch) =>
          r.status === 'AKTIF' ? (
            <Button size="compact-xs" color="red" variant="light" leftSection={<IconBan size={14} />} aria-label={`${t('purchases.history.batal')} ${r.no_faktur_group}`} onClick={() => setChosen({ row: r, refetch })}>
              {t('purchases.history.batal')}
            </Button>
          ) : null
        }
      />
      <Modal opened={chosen !== null} onClose={close} size="xl" title={`${t('purchases.history.batalTitle')} ${chosen?.row.no_faktur_group ?? ''}`}>
        <Stack>
          {detail.data && <PurchaseReceiptBody receipt={detail.data} />}
          <Textarea label={t('purchases.history.alasan')} value={alasan} autosize minRows={2} onChange={(e) => setAlasan(e.currentTarget.value)} data-testid="batal-alasan" />
          <Group justify="flex-end">
            <Button color="red" loading={saving} onClick={() => void submit()} data-testid="batal-submit">
              {t('purchases.history.batal')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
