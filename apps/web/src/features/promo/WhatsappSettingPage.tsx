import { canOpenRoute } from '@emas/domain';
import { Alert, Anchor, Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconDeviceFloppy, IconInfoCircle, IconSend, IconTestPipe } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { Panel } from '../../kit/Panel';
import { QueryStatus } from '../../kit/QueryStatus';
import { ApiError } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { PROMO_KEYS, promoApi } from './promo-api';

/**
 * /whatsapp-setting (WhatsApp module, spec 000 §6): the store's WhatsApp gateway (the WhatsApp backend's
 * address and an optional token, or the stand-in the product ships) used by invoices, promos and reminders,
 * and a test message to a number.
 */
export function WhatsappSettingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const query = useQuery({ queryKey: PROMO_KEYS.setting, queryFn: promoApi.setting });
  const [baseUrl, setBaseUrl] = useState('');
  const [token, setToken] = useState('');
  const [receiver, setReceiver] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'test' | 'standin' | null>(null);

  useEffect(() => {
    if (query.data) setBaseUrl(query.data.source === 'TOKO' ? query.data.base_url : '');
  }, [query.data]);

  const canSeeStandin = session.access !== null && canOpenRoute('/whatsapp-stand-in', session.access);
  if (!query.data) return <QueryStatus query={query} failureText={t('whatsappSetting.loadFailed')} />;
  const setting = query.data;

  const save = async (standin = false) => {
    setBusy(standin ? 'standin' : 'save');
    setErrors({});
    try {
      const result = await promoApi.saveSetting(standin ? { base_url: '', jenis: 'STANDIN' } : { base_url: baseUrl, ...(token ? { token } : {}) });
      notify.success(result.message ?? t('messages.promo.settingSaved'));
      setToken('');
      await queryClient.invalidateQueries({ queryKey: PROMO_KEYS.setting });
      await queryClient.invalidateQueries({ queryKey: PROMO_KEYS.promo });
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      notifyApiError(error, t('messages.common.sendError'));
    } finally {
      setBusy(null);
    }
  };

  const test = async () => {
    setBusy('test');
    setErrors({});
    try {
      const result = await promoApi.testSetting(receiver);
      notify.success(result.message ?? t('messages.promo.testSent'));
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      notifyApiError(error, t('messages.common.sendError'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel title={t('whatsappSetting.title')} removable={false} testId="whatsapp-setting">
      <Stack maw={640}>
        <Group gap="xs">
          <IconBrandWhatsapp size={20} />
          <Text size="sm">{t('whatsappSetting.current')}</Text>
          <Badge color={setting.source === 'STANDIN' ? 'yellow' : setting.configured ? 'teal' : 'red'} data-testid="whatsapp-source">
            {t(`whatsappSetting.source.${setting.source}`)}
          </Badge>
        </Group>
        {!setting.configured && (
          <Alert color="red" data-testid="whatsapp-not-configured">
            {t('whatsappSetting.notConfigured')}
          </Alert>
        )}
        {setting.source === 'STANDIN' && (
          <Alert color="yellow" icon={<IconInfoCircle size={18} />} title={t('whatsappSetting.standinTitle')} data-testid="whatsapp-standin-label">
            <Text size="sm">{t('whatsappSetting.standinNotice')}</Text>
            {canSeeStandin && (
              <Anchor component={Link} to="/whatsapp-stand-in" size="sm" data-testid="whatsapp-standin-link">
                {t('whatsappSetting.standinOpen')}
              </Anchor>
            )}
          </Alert>
        )}
        {setting.source === 'SERVER' && <Text size="xs" c="dimmed">{t('whatsappSetting.serverHint', { url: setting.base_url })}</Text>}
        <TextInput
          label={t('whatsappSetting.baseUrl')}
          description={t('whatsappSetting.baseUrlHint')}
          placeholder="https://wa.example.com/api/"
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.currentTarget.value)}
          error={errors.base_url}
          data-testid="whatsapp-base-url"
        />
        <PasswordInput
          label={t('whatsappSetting.token')}
          description={setting.has_token ? t('whatsappSetting.tokenStored') : t('whatsappSetting.tokenHint')}
          value={token}
          onChange={(e) => setToken(e.currentTarget.value)}
          error={errors.token}
        />
        <Group justify="flex-end">
          {setting.source !== 'STANDIN' && (
            <Button variant="default" leftSection={<IconTestPipe size={16} />} onClick={() => void save(true)} loading={busy === 'standin'} data-testid="whatsapp-use-standin">
              {t('whatsappSetting.useStandin')}
            </Button>
          )}
          <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void save()} loading={busy === 'save'} data-testid="whatsapp-save">
            {t('whatsappSetting.save')}
          </Button>
        </Group>
        <Group align="flex-end">
          <TextInput
            label={t('whatsappSetting.testReceiver')}
            placeholder="08xxxxxxxxxx"
            value={receiver}
            onChange={(e) => setReceiver(e.currentTarget.value.replace(/[^\d+\-\s]/g, ''))}
            error={errors.receiver}
            maxLength={20}
            style={{ flex: 1 }}
            data-testid="whatsapp-test-receiver"
          />
          <Button variant="light" leftSection={<IconSend size={16} />} onClick={() => void test()} loading={busy === 'test'} disabled={!setting.configured} data-testid="whatsapp-test">
            {t('whatsappSetting.test')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
