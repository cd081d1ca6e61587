import { PAWN_MESSAGES, type PawnWaKind } from '@emas/domain';
import { Button, FileButton, Group, Image } from '@mantine/core';
import { IconBrandWhatsapp, IconCamera } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, notifyApiError } from '../../lib/notify';
import { pawnPhotoDataUrl, sendLoanWhatsapp, uploadPawnPhoto } from './pawn-api';

/**
 * The photo of a piece being pledged: the camera of a phone or tablet (the picker offers it for image/*) or a
 * file; uploaded at once (POST hutang/foto), its key kept on the piece, its preview shown.
 */
export function PiecePhotoInput({ n, preview, error, onUploaded }: { n: number; preview: string | null; error?: string | undefined; onUploaded: (foto: string, preview: string) => void }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const pick = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      onUploaded(await uploadPawnPhoto(file), URL.createObjectURL(file));
    } catch (e) {
      notifyApiError(e, PAWN_MESSAGES.fotoInvalid);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Group gap={4} wrap="nowrap">
      <FileButton onChange={(f) => void pick(f)} accept="image/png,image/jpeg,image/webp">
        {(props) => (
          <Button {...props} variant="light" size="xs" color={error ? 'red' : undefined} loading={uploading} leftSection={<IconCamera size={14} />} aria-label={t('pawn.photo.of', { n })} data-testid={`barang-foto-${n - 1}`}>
            {preview ? t('pawn.photo.retake') : t('pawn.photo.take')}
          </Button>
        )}
      </FileButton>
      {preview && <Image src={preview} alt={t('pawn.photo.of', { n })} h={36} w={36} fit="cover" radius="sm" data-testid={`barang-foto-preview-${n - 1}`} />}
    </Group>
  );
}

/** The stored photo of a pledged piece (loan detail, redemption): the cashier checks the piece handed back. */
export function StoredPiecePhoto({ no, urut, size = 72 }: { no: string; urut: number; size?: number }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void pawnPhotoDataUrl(no, urut).then((s) => live && setSrc(s));
    return () => {
      live = false;
    };
  }, [no, urut]);
  return src ? <Image src={src} alt={t('pawn.photo.of', { n: urut })} h={size} w="auto" fit="contain" data-testid={`hutang-foto-${urut}`} /> : null;
}

/** Kirim WhatsApp: the loan's (or redemption's) receipt to the customer's phone, as a sale's invoice goes. */
export function LoanWhatsappButton({ no, jenis }: { no: string; jenis: PawnWaKind }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const res = await sendLoanWhatsapp(no, jenis);
      notify.success(res.message ?? PAWN_MESSAGES.receiptSent);
    } catch (e) {
      notifyApiError(e, t('pawn.common.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" color="green" leftSection={<IconBrandWhatsapp size={16} />} loading={busy} onClick={() => void send()} data-testid={`hutang-wa-${jenis.toLowerCase()}`}>
      {jenis === 'TEBUS' ? t('pawn.actions.kirimWaTebus') : t('pawn.actions.kirimWa')}
    </Button>
  );
}
