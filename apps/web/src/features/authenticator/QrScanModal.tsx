import { parseApprovalQr, type ApprovalQrPayload } from '@emas/domain';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFrameDecoder } from './qr-decode';

/** The phone camera reading the authorization dialog's QR; answers the request it names. */
export function QrScanModal({ onScanned, onClose }: { onScanned: (payload: ApprovalQrPayload) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef({ onScanned });
  latest.current = { onScanned };

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const decode = await createFrameDecoder();
      const tick = async () => {
        if (stopped || !video.current || !canvas.current) return;
        const text = await decode(video.current, canvas.current).catch(() => null);
        const payload = text ? parseApprovalQr(text) : null;
        if (text && !payload) setError(t('authorization.authenticator.qrInvalid'));
        if (payload) {
          stopped = true;
          latest.current.onScanned(payload);
          return;
        }
        timer = setTimeout(() => void tick(), 250);
      };
      void tick();
    };
    start().catch(() => setError(t('authorization.authenticator.cameraFailed')));
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [t]);

  return (
    <Modal opened onClose={onClose} title={t('authorization.authenticator.scanTitle')} size="xl" closeOnClickOutside={false} closeOnEscape={false} centered>
      <Stack gap="sm">
        <Text size="sm">{t('authorization.authenticator.scanHint')}</Text>
        <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 8, background: '#000' }} data-testid="scan-video" />
        <canvas ref={canvas} style={{ display: 'none' }} />
        {error && (
          <Alert color="red" data-testid="scan-error">
            {error}
          </Alert>
        )}
        <Button variant="default" onClick={onClose}>
          {t('authorization.authenticator.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
