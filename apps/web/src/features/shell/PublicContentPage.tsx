import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ContentKey = 'termsPage' | 'privacyPage';

const SECTIONS: Record<ContentKey, readonly string[]> = {
  termsPage: ['akun', 'akses', 'transaksi', 'harga', 'tutup', 'perubahan'],
  privacyPage: ['data', 'penggunaan', 'keamanan', 'berbagi', 'hak', 'kontak'],
};

function ContentPage({ page }: { page: ContentKey }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="article">
      <div>
        <Title order={1} size="h2">
          {t(`shell.${page}.title`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t('shell.updatedAt')}
        </Text>
      </div>
      <Text>{t(`shell.${page}.intro`)}</Text>
      {SECTIONS[page].map((section, index) => (
        <section key={section}>
          <Title order={2} size="h4" mb={4}>
            {index + 1}. {t(`shell.${page}.sections.${section}.title`)}
          </Title>
          <Text>{t(`shell.${page}.sections.${section}.body`)}</Text>
        </section>
      ))}
    </Stack>
  );
}

export function TermsPage() {
  return <ContentPage page="termsPage" />;
}

export function PrivacyPage() {
  return <ContentPage page="privacyPage" />;
}
