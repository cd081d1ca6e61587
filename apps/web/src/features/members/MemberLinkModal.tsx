import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { formatBusinessDate, type MemberLink } from '@emas/domain';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

/** A member page link just handed out: its QR for the member's phone, the address to copy, and how long it lives. */
export function MemberLinkModal({ link, onClose }: { link: (MemberLink & { absolute: string }) | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={link !== null} onClose={onClose} title={link ? t('members.link.linkTitle', { code: link.kode_member }) : ''} centered>
      {link && (
        <Stack align="center" gap="sm" data-testid="member-link-dialog">
          <QRCodeSVG value={link.absolute} level="L" size={220} data-testid="member-link-qr" />
          <Group w="100%" gap="xs" wrap="nowrap" align="end">
            <TextInput value={link.absolute} readOnly style={{ flex: 1 }} data-testid="member-link-url" aria-label="URL" onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={link.absolute}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'teal' : 'blue'} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy} data-testid="member-link-copy">
                  {copied ? t('members.link.copied') : t('members.link.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            {t('members.link.linkValid', { date: formatBusinessDate(link.berlaku_sampai.slice(0, 10)) })}
          </Text>
          <Button variant="default" onClick={onClose}>
            {t('members.link.close')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
