import { Box, Button, Center, FileButton, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, blobToDataUrl, errorMessage, fetchFile } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { BARANG_OWNER } from './item-shared';

/** Largest photo the server takes (its UPLOAD_MAX_MB default); checked here first so a big file is not sent. */
export const PHOTO_MAX_MB = 10;

/** Reads a blob into a data URL (works where object URLs do not, and can be handed to jsPDF); null on failure. */
export async function readAsDataUrl(blob: Blob): Promise<string | null> {
  try {
    return await blobToDataUrl(blob);
  } catch {
    return null;
  }
}

/** GET foto_produk/:kode_barcode with the session's token: the photo as a data URL, or null when there is none. */
export function useItemPhoto(kodeBarcode: string | null, enabled = true) {
  const { kodeToko } = useSession();
  return useQuery({
    queryKey: [BARANG_OWNER, 'foto', kodeToko, kodeBarcode],
    enabled: enabled && !!kodeBarcode,
    queryFn: async ({ signal }) => {
      const blob = await fetchFile(`foto_produk/${encodeURIComponent(kodeBarcode!)}`, { signal });
      if (!blob || !blob.type.startsWith('image/')) return null;
      return readAsDataUrl(blob);
    },
  });
}

/** Checks a chosen file before sending: an image, not above PHOTO_MAX_MB. Answers the message or null. */
export function photoFileProblem(file: File, t: (key: string, opts?: Record<string, unknown>) => string): string | null {
  if (!file.type.startsWith('image/')) return t('labels.photo.notImage');
  if (file.size > PHOTO_MAX_MB * 1024 * 1024) return t('labels.photo.tooLarge', { mb: PHOTO_MAX_MB });
  return null;
}

/**
 * The photo of one item: what is stored (or 'Belum ada foto'), a file picker with a preview of the
 * chosen picture, 'Simpan Foto' (multipart POST barang/foto with image and kode_barcode) and
 * 'Hapus Foto'. The server resizes to 720x1366 JPEG; a refused file shows the server's message.
 */
export function ItemPhotoField({ kodeBarcode, hasPhoto = true, label }: { kodeBarcode: string; hasPhoto?: boolean; label?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // an item saved without a photo is not asked for one until a photo is uploaded here
  const [uploaded, setUploaded] = useState(false);
  const current = useItemPhoto(kodeBarcode, hasPhoto || uploaded);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (picked: File | null) => {
    setError(null);
    if (!picked) return;
    const problem = photoFileProblem(picked, t);
    if (problem) {
      setFile(null);
      setPreview(null);
      setError(problem);
      return;
    }
    setFile(picked);
    setPreview(await readAsDataUrl(picked));
  };
  const cancel = () => {
    setFile(null);
    setPreview(null);
    setError(null);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: [BARANG_OWNER] });

  const upload = async () => {
    if (!file || busy) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('kode_barcode', kodeBarcode);
      form.append('image', file, file.name);
      const result = await api.upload<{ kode_barcode: string; foto: string }>('barang/foto', form);
      notify.success(result.message ?? t('labels.photo.title'));
      cancel();
      setUploaded(true);
      await refresh();
    } catch (err) {
      setError(errorMessage(err, t('labels.photo.saveFailed')));
      notifyApiError(err, t('labels.photo.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await api.delete(`barang/foto/${encodeURIComponent(kodeBarcode)}`);
      if (result.message) notify.success(result.message);
      await refresh();
    } catch (err) {
      notifyApiError(err, t('labels.photo.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? current.data ?? null;
  return (
    <Stack gap={6} data-testid="item-photo">
      <Text size="sm" fw={500}>
        {label ?? t('labels.photo.title')}
      </Text>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Box w={120} h={160} bd="1px solid var(--mantine-color-gray-4)" style={{ borderRadius: 4, overflow: 'hidden', flexShrink: 0 }}>
          {current.isFetching && !preview ? (
            <Center h="100%">
              <Loader size="sm" />
            </Center>
          ) : shown ? (
            <Image src={shown} alt={preview ? t('labels.photo.preview') : t('labels.photo.current', { code: kodeBarcode })} h="100%" w="100%" fit="contain" />
          ) : (
            <Center h="100%">
              <Stack gap={2} align="center">
                <IconPhoto size={28} color="var(--mantine-color-gray-5)" />
                <Text size="xs" c="dimmed" data-testid="item-photo-none">
                  {t('labels.photo.none')}
                </Text>
              </Stack>
            </Center>
          )}
        </Box>
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {t('labels.photo.hint', { mb: PHOTO_MAX_MB })}
          </Text>
          <Group gap="xs">
            <FileButton onChange={(f) => void pick(f)} accept="image/*" inputProps={{ 'data-testid': 'item-photo-input' } as Record<string, string>}>
              {(props) => (
                <Button {...props} variant="default" size="xs" leftSection={<IconPhoto size={14} />} disabled={busy}>
                  {t('labels.photo.choose')}
                </Button>
              )}
            </FileButton>
            {file && (
              <>
                <Button size="xs" leftSection={<IconUpload size={14} />} onClick={() => void upload()} loading={busy}>
                  {t('labels.photo.upload')}
                </Button>
                <Button size="xs" variant="subtle" onClick={cancel} disabled={busy}>
                  {t('labels.photo.cancel')}
                </Button>
              </>
            )}
            {!file && current.data && (
              <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => void remove()} loading={busy}>
                {t('labels.photo.remove')}
              </Button>
            )}
          </Group>
          {error && (
            <Text size="xs" c="red" role="alert" data-testid="item-photo-error">
              {error}
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}

/** The stored photo of an item in a modal (the photo icon of /data-barang rows). */
export function ItemPhotoModal({ kodeBarcode, title, onClose }: { kodeBarcode: string | null; title?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const photo = useItemPhoto(kodeBarcode);
  if (!kodeBarcode) return null;
  return (
    <Modal opened onClose={onClose} title={title ?? t('labels.photo.current', { code: kodeBarcode })} size="md" centered>
      {photo.isPending ? (
        <Center h={200}>
          <Loader />
        </Center>
      ) : photo.data ? (
        <Image src={photo.data} alt={t('labels.photo.current', { code: kodeBarcode })} fit="contain" mah="70vh" />
      ) : (
        <Text c="dimmed" ta="center" py="lg" data-testid="item-photo-modal-none">
          {photo.isError ? t('labels.photo.loadFailed') : t('labels.photo.none')}
        </Text>
      )}
    </Modal>
  );
}
