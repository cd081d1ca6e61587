import { Box, Button, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl, blobToDataUrl } from '../lib/api';

/** The types a picture may be (the server checks the bytes again). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

/** A stored picture's URL ('/api/public/catalogue/files/...') on the configured API base; data URLs as they are. */
export function pictureUrl(url: string): string {
  return url.startsWith('/api/') ? apiUrl(url.slice('/api/'.length)) : url;
}

export type ImageInputProps = {
  label: string;
  name: string;
  /** the stored picture's URL, or the data URL of a newly chosen file */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  description?: string;
  readOnly?: boolean;
  /** larger files are refused here with `tooLargeMessage` (the server refuses them too) */
  maxBytes?: number;
  tooLargeMessage?: string;
  testId?: string;
};

/**
 * A picture field: a preview of the current picture and a button that picks a new file (JPG, PNG,
 * WebP). The file is read as a data URL; it is sent only when it changed (spec 001 §4).
 */
export function ImageInput({ label, name, value, onChange, error, required, description, readOnly, maxBytes, tooLargeMessage, testId }: ImageInputProps) {
  const { t } = useTranslation();
  const [localError, setLocalError] = useState<string | null>(null);
  const pick = async (file: File | null) => {
    if (!file) return;
    if (maxBytes && file.size > maxBytes) {
      setLocalError(tooLargeMessage ?? null);
      return;
    }
    setLocalError(null);
    onChange(await blobToDataUrl(file));
  };
  const id = testId ?? `field-${name}`;
  return (
    <Input.Wrapper label={label} withAsterisk={required} error={localError ?? error} description={description}>
      <Group gap="sm" mt={4} align="center" wrap="nowrap">
        <Box w={72} h={72} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, overflow: 'hidden', flexShrink: 0 }}>
          {value ? (
            <Image src={pictureUrl(value)} w={72} h={72} fit="contain" alt={label} data-testid={`${id}-preview`} />
          ) : (
            <Group h={72} justify="center">
              <IconPhoto size={28} color="var(--mantine-color-gray-5)" aria-hidden />
            </Group>
          )}
        </Box>
        <Box>
          <FileButton onChange={(file) => void pick(file)} accept={IMAGE_ACCEPT} disabled={readOnly} inputProps={{ 'data-testid': id, name } as never}>
            {(props) => (
              <Button {...props} variant="light" size="xs" leftSection={<IconPhoto size={14} />}>
                {t('kit.crud.pickImage')}
              </Button>
            )}
          </FileButton>
          {!value && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('kit.crud.noImage')}
            </Text>
          )}
        </Box>
      </Group>
    </Input.Wrapper>
  );
}
