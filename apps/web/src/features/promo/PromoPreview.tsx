import { Box, Image, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * The message simulator (spec 001 §2 chat preview): a WhatsApp-like bubble with the optional image, the text
 * and the time it is shown.
 */
export function PromoPreview({ text, image }: { text: string; image: string | null }) {
  const [time, setTime] = useState(() => clock());
  useEffect(() => {
    const timer = setInterval(() => setTime(clock()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box p="md" style={{ background: '#e5ddd5', borderRadius: 8, minHeight: 200 }} data-testid="promo-preview">
      <Paper shadow="xs" p="xs" radius="md" maw={360} style={{ background: '#dcf8c6', marginLeft: 'auto' }}>
        <Stack gap={6}>
          {image && <Image src={image} alt="" radius="sm" mah={240} fit="contain" data-testid="promo-preview-image" />}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} translate="no" data-testid="promo-preview-text">
            {text}
          </Text>
          <Text size="xs" c="dimmed" ta="right">
            {time}
          </Text>
        </Stack>
      </Paper>
    </Box>
  );
}

function clock(): string {
  return new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' }).format(new Date());
}
