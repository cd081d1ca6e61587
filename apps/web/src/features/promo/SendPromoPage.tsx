import { previewPromo, type PromoWablasData } from '@emas/domain';
import { Alert, Anchor, Badge, Button, FileButton, Grid, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateField } from '../../kit/DateField';
import { Panel } from '../../kit/Panel';
import { QueryStatus } from '../../kit/QueryStatus';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSocketEvent } from '../../lib/socket';
import { PROMO_KEYS, promoApi } from './promo-api';
import { PromoPreview } from './PromoPreview';
import { PromoRecipients } from './PromoRecipients';

// CodeMirror comes with this screen only
const PromoEditor = lazy(async () => ({ default: (await import('./PromoEditor')).PromoEditor }));

/**
 * Jadwal Notifikasi Promo Ke Customer (/send-promo-to-customer, spec 000 §2, §4, §5, §7): send date (today by
 * default), a banner (uploaded to the folder 'promo') or the image already shown, the message editor with ':'
 * placeholders and its live preview, 'Simpan Promo' and Ctrl+S. The saved promo is read on load and after saving.
 */
export function SendPromoPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: PROMO_KEYS.promo, queryFn: promoApi.get });
  if (!query.data) return <QueryStatus query={query} failureText={t('promo.loadFailed')} />;
  return <PromoForm promo={query.data} />;
}

function PromoForm({ promo }: { promo: PromoWablasData }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [template, setTemplate] = useState(promo.template);
  const [tglKirim, setTglKirim] = useState<string | null>(promo.date);
  const [imageUrl, setImageUrl] = useState(promo.image_url);
  const [file, setFile] = useState<File | null>(null);
  const [filePreview, setFilePreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [dateError, setDateError] = useState<string | null>(null);

  // a new reading of the saved promo (after saving) replaces the form
  useEffect(() => {
    setTemplate(promo.template);
    setTglKirim(promo.date);
    setImageUrl(promo.image_url);
  }, [promo]);
  useEffect(() => {
    if (!file) return setFilePreview(null);
    const url = URL.createObjectURL(file);
    setFilePreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const save = useCallback(async () => {
    if (saving) return;
    if (!tglKirim) {
      setDateError(t('messages.promo.dateRequired'));
      return;
    }
    setDateError(null);
    setSaving(true);
    try {
      const image = file ? await promoApi.upload(file) : imageUrl || '-';
      const result = await promoApi.save({ template, tgl_kirim: tglKirim, image_url: image });
      notify.success(result.message ?? t('messages.promo.saved'));
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: PROMO_KEYS.promo });
    } catch (error) {
      notify.info(t('messages.promo.saveFailed'));
      if (error instanceof ApiError && error.message) {
        notify.error(error.message);
        if (error.errors?.tgl_kirim) setDateError(error.errors.tgl_kirim);
      }
    } finally {
      setSaving(false);
    }
  }, [saving, tglKirim, file, imageUrl, template, queryClient, t]);

  // Ctrl+S saves, wherever the focus is
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // the broadcast's progress also refreshes the counts shown here
  useSocketEvent('progress', (p) => {
    if (p.task === 'promo' && (p.done === p.total || p.done % 5 === 0)) void queryClient.invalidateQueries({ queryKey: PROMO_KEYS.promo });
  });

  const shownImage = filePreview ?? (imageUrl && imageUrl !== '-' ? imageUrl : null);
  const p = promo.progress;
  return (
    <Panel title={t('promo.title')} removable={false} testId="send-promo">
      <Stack>
        {!promo.gateway && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('promo.noGatewayTitle')} data-testid="promo-no-gateway">
            <Text size="sm">{t('promo.noGateway')}</Text>
            <Anchor component={Link} to="/whatsapp-setting" size="sm">
              {t('promo.openSetting')}
            </Anchor>
          </Alert>
        )}
        {promo.status && (
          <Group gap="xs" data-testid="promo-status">
            <Badge color={promo.status === 'SELESAI' ? 'teal' : promo.status === 'DIKIRIM' ? 'blue' : 'gray'}>{t(`promo.status.${promo.status}`)}</Badge>
            {p && <Text size="sm">{t('promo.progress', { sent: p.sent, failed: p.failed, left: p.left, total: p.total })}</Text>}
          </Group>
        )}
        <Grid>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack>
              <DateField label={t('promo.tglKirim')} value={tglKirim} onChange={setTglKirim} error={dateError} withAsterisk testId="promo-tgl-kirim" />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('promo.banner')}
                </Text>
                <Group gap="xs">
                  <FileButton onChange={setFile} accept="image/png,image/jpeg,image/webp">
                    {(props) => (
                      <Button {...props} variant="light" leftSection={<IconPhoto size={16} />} data-testid="promo-banner">
                        {t('promo.chooseBanner')}
                      </Button>
                    )}
                  </FileButton>
                  {shownImage && (
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} />}
                      onClick={() => {
                        setFile(null);
                        setImageUrl('-');
                      }}
                    >
                      {t('promo.removeBanner')}
                    </Button>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {file ? file.name : shownImage ? t('promo.bannerSaved') : t('promo.noBanner')}
                </Text>
                {shownImage && <Image src={shownImage} alt={t('promo.banner')} mah={160} w="auto" fit="contain" radius="sm" />}
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('promo.editor')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('promo.editorHint')}
                </Text>
                {/* the promo text is the shop's own Indonesian message to its customers, not interface text */}
                <div translate="no">
                  <Suspense fallback={<Loader size="sm" />}>
                    <PromoEditor value={template} onChange={setTemplate} label={t('promo.editor')} />
                  </Suspense>
                </div>
              </Stack>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('promo.preview')}
              </Text>
              <PromoPreview text={previewPromo(template)} image={shownImage} />
            </Stack>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">
          <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void save()} loading={saving} data-testid="promo-save">
            {t('promo.save')}
          </Button>
        </Group>
        {promo.status && promo.status !== 'TERJADWAL' && <PromoRecipients version={p ? p.sent + p.failed : 0} />}
      </Stack>
    </Panel>
  );
}
