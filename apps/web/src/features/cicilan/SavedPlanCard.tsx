import { formatRupiah, type CicilanPlanAnswer } from '@emas/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentStore } from '../../kit/use-current-store';
import { useSession } from '../../lib/session';
import { printCicilanReceipt, sendCicilanWhatsapp, type CicilanReceiptKind } from './cicilan-receipt';

/** Print and WhatsApp of a plan's receipt (the plan, a payment of it, its hand-over). */
export function ReceiptButtons({ plan, kind = 'CICILAN', testId = 'cicilan' }: { plan: CicilanPlanAnswer; kind?: CicilanReceiptKind; testId?: string }) {
  const { t } = useTranslation();
  const store = useCurrentStore();
  const session = useSession();
  return (
    <Group gap="xs">
      <Button size="compact-sm" variant="light" leftSection={<IconPrinter size={14} />} onClick={() => void printCicilanReceipt(plan, store, session.user?.user_id ?? '', kind)} data-testid={`${testId}-cetak`}>
        {t('cicilan.actions.cetak')}
      </Button>
      {kind === 'CICILAN' && (
        <Button size="compact-sm" variant="light" color="green" leftSection={<IconBrandWhatsapp size={14} />} onClick={() => void sendCicilanWhatsapp(plan, store)} data-testid={`${testId}-wa`}>
          {t('cicilan.actions.whatsapp')}
        </Button>
      )}
    </Group>
  );
}

/** The plan just opened: its number, what it costs and what remains, with its receipt again and WhatsApp. */
export function SavedPlanCard({ plan, onClose }: { plan: CicilanPlanAnswer; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" title={t('cicilan.transaksi.saved', { no: plan.no_faktur_cicil })} withCloseButton onClose={onClose} closeButtonLabel={t('cicilan.common.close')} data-testid="cicilan-tersimpan">
      <Group justify="space-between">
        <Text size="sm">
          <span data-testid="cicilan-tersimpan-no">{plan.no_faktur_cicil}</span> - {plan.nama_customer} - {t('cicilan.fields.hargaJualCicil')} {formatRupiah(plan.harga_jual_cicil)} - {t('cicilan.fields.sisaBayar')}{' '}
          {formatRupiah(plan.sisa_bayar)}
        </Text>
        <ReceiptButtons plan={plan} />
      </Group>
    </Alert>
  );
}
