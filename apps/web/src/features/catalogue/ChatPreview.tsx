import { Box, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pictureUrl } from '../../kit/ImageInput';

const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', hour12: false });

export type ChatPreviewProps = {
  /** the message as the customer reads it */
  text: string;
  /** a picture above the text (URL or data URL) */
  image?: string | null;
  /** when it is sent; now by default */
  time?: Date;
};

/**
 * The chat preview (message simulator, spec 001 §2): a message bubble as a customer's chat shows
 * it, with its picture when there is one and the time (Asia/Jakarta).
 */
export function ChatPreview({ text, image, time }: ChatPreviewProps) {
  const { t } = useTranslation();
  return (
    <Box p="sm" bg="#e5ddd5" style={{ borderRadius: 8 }} data-testid="chat-preview" aria-label={t('kit.crud.chatPreview')}>
      <Text size="xs" c="dimmed" mb={6}>
        {t('kit.crud.chatPreview')}
      </Text>
      <Paper shadow="xs" p={6} maw={320} bg="#dcf8c6" style={{ borderRadius: 8 }}>
        <Stack gap={4}>
          {image ? <Image src={pictureUrl(image)} radius="sm" mah={220} fit="contain" alt="" /> : null}
          {text.trim() ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {text}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" ta="right" data-testid="chat-preview-time">
            {timeFormat.format(time ?? new Date())}
          </Text>
        </Stack>
      </Paper>
    </Box>
  );
}
