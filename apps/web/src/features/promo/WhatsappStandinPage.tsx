import { formatDateTime } from '@emas/domain';
import { Alert, Anchor, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../kit/Panel';
import { QueryStatus } from '../../kit/QueryStatus';
import { pictureUrl } from '../../kit/ImageInput';
import { PROMO_KEYS, promoApi } from './promo-api';

/**
 * /whatsapp-stand-in (OWN, SU): what the stand-in gateway recorded instead of sending (promos, invoices, due
 * reminders, the setting's test), newest first. Says plainly that it is a stand-in and that nothing left the shop.
 */
export function WhatsappStandinPage() {
  const { t } = useTranslation();
  const setting = useQuery({ queryKey: PROMO_KEYS.setting, queryFn: promoApi.setting });
  const messages = useQuery({ queryKey: PROMO_KEYS.standin, queryFn: promoApi.standin, refetchInterval: 5000 });
  return (
    <Panel title={t('whatsappSetting.standinPage.title')} removable={false} testId="whatsapp-standin">
      <Stack>
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} title={t('whatsappSetting.standinPage.noticeTitle')} data-testid="whatsapp-standin-notice">
          <Text size="sm">{t('whatsappSetting.standinPage.notice')}</Text>
          {setting.data && setting.data.source !== 'STANDIN' && (
            <Text size="sm" fw={600} mt={4} data-testid="whatsapp-standin-off">
              {t('whatsappSetting.standinPage.notInUse')}
            </Text>
          )}
          <Anchor component={Link} to="/whatsapp-setting" size="sm">
            {t('whatsappSetting.standinPage.openSetting')}
          </Anchor>
        </Alert>
        {!messages.data ? (
          <QueryStatus query={messages} failureText={t('whatsappSetting.standinPage.loadFailed')} />
        ) : messages.data.length === 0 ? (
          <Text c="dimmed" data-testid="whatsapp-standin-empty">
            {t('whatsappSetting.standinPage.empty')}
          </Text>
        ) : (
          <ScrollArea>
            <Table striped withTableBorder miw={640} data-testid="whatsapp-standin-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('whatsappSetting.standinPage.time')}</Table.Th>
                  <Table.Th>{t('whatsappSetting.standinPage.receiver')}</Table.Th>
                  <Table.Th>{t('whatsappSetting.standinPage.message')}</Table.Th>
                  <Table.Th>{t('whatsappSetting.standinPage.image')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {messages.data.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.created_at)}</Table.Td>
                    <Table.Td>{m.receiver}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.message}</Table.Td>
                    <Table.Td>
                      {m.image_url ? (
                        <Anchor href={pictureUrl(m.image_url)} target="_blank" rel="noopener noreferrer" size="sm">
                          {t('whatsappSetting.standinPage.openImage')}
                        </Anchor>
                      ) : (
                        '-'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Panel>
  );
}
