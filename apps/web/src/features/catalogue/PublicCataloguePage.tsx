import { formatRupiah, formatWeight, whatsappUrl, type PublicCatalogue } from '@emas/domain';
import { Alert, Badge, Box, Button, Card, Center, Chip, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api, errorMessage } from '../../lib/api';
import { pictureUrl } from '../../kit/ImageInput';
import { BannerStrip, InfoCards, PriceLists, Rewards, WRAP } from './public-sections';

/** How long each splash screen stays before the next (a tap on Lewati skips them all). */
const SPLASH_MS = 2500;

/** The guest splash screens, in the order the customer app shows them (MEMBER is for signed-in members). */
const GUEST_SPLASH = ['GUEST-1', 'GUEST-2', 'GUEST-3'] as const;

/**
 * The customer's catalogue (/katalog, no sign-in): what the customer app shows, in a phone-sized
 * column: the guest splash screens, the banners, categories, items with their photo and today's
 * price, the price lists, the info cards, the rewards and a WhatsApp button to the store's admin.
 * Reads GET /api/public/catalogue (?kode_toko= picks a store).
 */
export function PublicCataloguePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kodeToko = params.get('kode_toko') ?? undefined;
  const catalogue = useQuery({
    queryKey: ['public-catalogue', kodeToko ?? ''],
    queryFn: async () => (await api.get<PublicCatalogue>('public/catalogue', { kode_toko: kodeToko })).data,
  });
  const [splashAt, setSplashAt] = useState(0);
  const [kategori, setKategori] = useState<string>('');
  const splashes = (catalogue.data?.splash_screen ?? []).filter(
    (s) => (GUEST_SPLASH as readonly string[]).includes(s.screen_name) && (s.gambar_url || s.text.trim()),
  );
  const splash = splashes[splashAt];
  useEffect(() => {
    if (!splash) return;
    const timer = setTimeout(() => setSplashAt((i) => i + 1), SPLASH_MS);
    return () => clearTimeout(timer);
  }, [splash]);

  if (catalogue.isLoading) {
    return (
      <Center h="40vh">
        <Loader />
      </Center>
    );
  }
  if (catalogue.isError || !catalogue.data) {
    return <Alert color="red">{errorMessage(catalogue.error, t('catalogue.failed'))}</Alert>;
  }
  const data = catalogue.data;
  if (splash) {
    return (
      <Box maw={480} mx="auto" pos="relative" data-testid="katalog-splash">
        {splash.gambar_url && <Image src={pictureUrl(splash.gambar_url)} alt="" radius="md" />}
        {splash.text.trim() && (
          <Text fw={700} ta="center" pos="absolute" left={0} right={0} p="md" style={{ [splash.position === 'bottom' ? 'bottom' : 'top']: 0 }}>
            {splash.text}
          </Text>
        )}
        <Button variant="white" pos="absolute" right={8} bottom={8} size="xs" onClick={() => setSplashAt(splashes.length)}>
          {t('catalogue.skip')}
        </Button>
      </Box>
    );
  }
  const items = data.item.filter((i) => !kategori || i.kode_kategori === kategori);
  const admin = data.kontak_admin[0];
  return (
    <Box maw={480} mx="auto" pb={80} style={{ overflowX: 'hidden' }} data-testid="katalog-page">
      <Stack gap="md">
        <div>
          <Title order={1} size="h3" style={WRAP}>
            {data.toko.nama_toko}
          </Title>
          <Text size="sm" c="dimmed">
            {t('catalogue.title')} · {t('catalogue.todayPrice')} {data.tanggal}
          </Text>
        </div>
        <BannerStrip banners={data.banner} />
        {data.kategori.length > 0 && (
          <Chip.Group value={kategori} onChange={(v) => setKategori(String(v))}>
            <Group gap={6}>
              <Chip value="">{t('catalogue.all')}</Chip>
              {data.kategori.map((k) => (
                <Chip key={k.kode_kategori} value={k.kode_kategori} color={k.warna || undefined} title={k.nama_kategori}>
                  {/* a long name is cut with an ellipsis instead of widening the page (the chip wraps its label in a
                      span of its own, so the limit is the column's: the page's 480 px or the phone less its padding) */}
                  <Text span inherit truncate="end" maw="min(400px, calc(100vw - 100px))" display="block">
                    {k.nama_kategori}
                  </Text>
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        {items.length === 0 ? (
          <Text c="dimmed">{t('catalogue.empty')}</Text>
        ) : (
          <SimpleGrid cols={2} spacing="sm">
            {items.map((item) => (
              <Card key={item.kode_barang} withBorder padding="xs" data-testid={`katalog-item-${item.kode_barang}`}>
                {item.gambar_url[0] && (
                  <Card.Section>
                    <Image src={pictureUrl(item.gambar_url[0])} h={140} fit="cover" alt={item.nama_barang} />
                  </Card.Section>
                )}
                <Text fw={600} size="sm" mt={6} lineClamp={2} style={WRAP}>
                  {item.nama_barang}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('catalogue.weight')} {formatWeight(item.berat)} gr
                </Text>
                <Text fw={700} c="yellow.8" data-testid={`katalog-harga-${item.kode_barang}`}>
                  {formatRupiah(item.harga)}
                </Text>
                {item.hashtag_kadar.length > 0 && (
                  <Group gap={4} mt={4}>
                    {item.hashtag_kadar.map((tag) => (
                      <Badge key={tag} size="xs" variant="light" maw="100%">
                        #{tag}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Card>
            ))}
          </SimpleGrid>
        )}
        <PriceLists lists={data.harga} />
        <InfoCards infos={data.info} />
        <Rewards gifts={data.hadiah} />
      </Stack>
      {admin && (
        <Box pos="fixed" bottom={16} left={0} right={0}>
          <Center>
            <Button
              component="a"
              href={whatsappUrl(admin.no_hp)}
              target="_blank"
              rel="noopener noreferrer"
              color="green"
              radius="xl"
              leftSection={<IconBrandWhatsapp size={18} />}
              data-testid="katalog-whatsapp"
            >
              {t('catalogue.chatAdmin')} · {admin.nama_admin}
            </Button>
          </Center>
        </Box>
      )}
    </Box>
  );
}
