import { Badge, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../kit/DataTable';
import { PROMO_KEYS, promoApi, type PromoRecipient } from './promo-api';

/** Who the latest broadcast went to, and how each message fared. */
export function PromoRecipients({ version }: { version: number }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: [...PROMO_KEYS.recipients, version], queryFn: promoApi.recipients });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('promo.recipients')}
      </Text>
      <DataTable<PromoRecipient>
        rows={query.data ?? []}
        rowKey={(r) => r.no_hp}
        loading={query.isPending}
        testId="promo-recipients"
        columns={[
          { key: 'no_hp', header: t('promo.noHp') },
          { key: 'nama_customer', header: t('promo.namaCustomer') },
          { key: 'status', header: t('promo.statusLabel'), text: (r) => t(`promo.outbox.${r.status}`), render: (r) => <Badge color={r.status === 'SENT' ? 'teal' : r.status === 'FAILED' ? 'red' : 'gray'}>{t(`promo.outbox.${r.status}`)}</Badge> },
          { key: 'attempts', header: t('promo.attempts') },
          { key: 'last_error', header: t('promo.lastError'), render: (r) => r.last_error ?? '' },
        ]}
      />
    </Stack>
  );
}
