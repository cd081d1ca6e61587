import { inputFilters, MESSAGES, splitAddressLines, updateTokoRequest, type TokoRow, type UpdateTokoRequest } from '@emas/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Code, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../kit/QueryStatus';
import type { z } from 'zod';
import { api, ApiError } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { applyInputFilter, toUpper } from './input-filter';

/** Characters of the address the report header prints (two lines of 48, spec 000 §1). */
const PRINTED_CHARS = 90;
const FIELDS = ['nama_toko', 'alamat_toko', 'telepon', 'email'] as const;
type TokoForm = { nama_toko: string; alamat_toko: string; telepon: string; email: string };
const phoneFilter = (text: string) => text.replace(/[^0-9+\- ]/g, '');

const formOf = (toko: TokoRow): TokoForm => ({
  nama_toko: toko.nama_toko,
  alamat_toko: toko.alamat_toko,
  telepon: toko.telepon,
  email: toko.email,
});

/** Setting Toko: the active store's name, address, phone and e-mail, with the printed address preview. */
export function SettingTokoPage() {
  const { t } = useTranslation();
  const { kodeToko } = useSession();
  const query = useQuery({
    queryKey: ['toko', 'current', kodeToko],
    queryFn: async () => (await api.get<TokoRow>('toko/current')).data,
  });

  return (
    <Stack>
      <Title order={3}>{t('settings.toko.title')}</Title>
      <QueryStatus query={query} failureText={t('settings.loadFailed')} />
      {query.data && <TokoFormPanel key={query.data.kode_toko} toko={query.data} />}
    </Stack>
  );
}

function TokoFormPanel({ toko }: { toko: TokoRow }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const form = useForm<UpdateTokoRequest, unknown, z.output<typeof updateTokoRequest>>({
    resolver: zodResolver(updateTokoRequest),
    defaultValues: formOf(toko),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const alamat = useWatch({ control: form.control, name: 'alamat_toko' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data, message } = await api.put<TokoRow>('toko/current', values);
      queryClient.setQueryData(['toko', 'current', session.kodeToko], data);
      form.reset(formOf(data));
      notify.success(message ?? MESSAGES.storeSaved);
      // the store name in the header comes from the session
      await session.refresh().catch(() => undefined);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const field of FIELDS) {
          const message = error.errors[field];
          if (message) form.setError(field, { message });
        }
      }
      notifyApiError(error, MESSAGES.sendError);
    }
  });

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Group grow>
              <TextInput label={t('settings.toko.kodeToko')} value={toko.kode_toko} readOnly variant="filled" />
              <TextInput label={t('settings.toko.type')} value={toko.type} readOnly variant="filled" />
            </Group>
            <TextInput
              label={t('settings.toko.namaToko')}
              withAsterisk
              error={errors.nama_toko?.message}
              {...form.register('nama_toko')}
              onInput={(e) => applyInputFilter(e.currentTarget, toUpper)}
            />
            <Textarea
              label={t('settings.toko.alamatToko')}
              withAsterisk
              autosize
              minRows={2}
              error={errors.alamat_toko?.message}
              {...form.register('alamat_toko')}
              onInput={(e) => applyInputFilter(e.currentTarget, toUpper)}
            />
            <TextInput
              label={t('settings.toko.telepon')}
              inputMode="tel"
              error={errors.telepon?.message}
              {...form.register('telepon')}
              onInput={(e) => applyInputFilter(e.currentTarget, phoneFilter)}
            />
            {/* e-mail addresses keep the case they are typed in (the seeded ones are lower case) */}
            <TextInput label={t('settings.toko.email')} type="email" error={errors.email?.message} {...form.register('email')} />
            <Group justify="flex-end">
              <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
                {t('settings.toko.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <AddressPreview alamat={inputFilters.upper(alamat.trim())} />
    </SimpleGrid>
  );
}

/** The two header lines a report prints, and what falls off after character 90. */
function AddressPreview({ alamat }: { alamat: string }) {
  const { t } = useTranslation();
  const [line1, line2] = splitAddressLines(alamat);
  const rest = alamat.slice(PRINTED_CHARS);
  return (
    <Paper withBorder p="md" data-testid="address-preview">
      <Stack gap="xs">
        <Text fw={600}>{t('settings.toko.previewTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('settings.toko.previewHint')}
        </Text>
        <Box>
          <Text size="xs" c="dimmed">
            {t('settings.toko.previewLine1')}
          </Text>
          <Code block data-testid="address-line-1">
            {line1 || '\u00a0'}
          </Code>
        </Box>
        <Box>
          <Text size="xs" c="dimmed">
            {t('settings.toko.previewLine2')}
          </Text>
          <Code block data-testid="address-line-2">
            {line2 || '\u00a0'}
          </Code>
        </Box>
        <Text size="xs" c="dimmed">
          {t('settings.toko.addressLength', { count: alamat.length })}
        </Text>
        {rest && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={t('settings.toko.addressTooLongTitle')} data-testid="address-too-long">
            {t('settings.toko.addressTooLong', { rest })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
