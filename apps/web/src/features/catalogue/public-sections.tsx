import { formatRate, formatRupiah, type PublicCatalogue } from '@emas/domain';
import { Anchor, Badge, Box, Button, Card, Group, Image, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pictureUrl } from '../../kit/ImageInput';

/**
 * The parts of the public catalogue (/katalog) besides categories and items: what the admin made on
 * /banner-katalog, /harga-katalog, /info-katalog and /hadiah-katalog, as the customer app shows them.
 * Long texts wrap (a word longer than the phone breaks) so the page never gets wider than the screen.
 */

/** A long word breaks instead of widening the page. */
export const WRAP = { overflowWrap: 'anywhere', minWidth: 0 } as const;

type Card = PublicCatalogue['banner'][number] | PublicCatalogue['info'][number];

function CardLink({ card }: { card: Card }) {
  const { t } = useTranslation();
  if (!/^https?:\/\//i.test(card.url_pendukung)) return null;
  return (
    <Button component="a" href={card.url_pendukung} target="_blank" rel="noopener noreferrer" size="xs" variant="light" mt={6}>
      {card.nama_tombol.trim() || t('catalogue.open')}
    </Button>
  );
}

/** The banners, side by side in a strip the customer swipes. */
export function BannerStrip({ banners }: { banners: PublicCatalogue['banner'] }) {
  if (!banners.length) return null;
  return (
    <ScrollArea type="never" data-testid="katalog-banner">
      <Group gap="sm" wrap="nowrap" align="stretch">
        {banners.map((b) => (
          <Card key={b.kode_banner} withBorder padding="xs" w={260} style={{ flex: '0 0 auto' }} data-testid={`katalog-banner-${b.kode_banner}`}>
            {b.gambar_url && (
              <Card.Section>
                <Image src={pictureUrl(b.gambar_url)} h={130} fit="cover" alt={b.title} />
              </Card.Section>
            )}
            <Text fw={700} size="sm" mt={6} style={WRAP}>
              {b.title}
            </Text>
            {b.sub_title.trim() && (
              <Text size="xs" c="dimmed" style={WRAP}>
                {b.sub_title}
              </Text>
            )}
            <CardLink card={b} />
          </Card>
        ))}
      </Group>
    </ScrollArea>
  );
}

/** Each price list: its groups with purity and today's price per gram. */
export function PriceLists({ lists }: { lists: PublicCatalogue['harga'] }) {
  const { t } = useTranslation();
  if (!lists.length) return null;
  return (
    <Stack gap="sm" data-testid="katalog-harga-list">
      {lists.map((list) => (
        <Card key={list.kode_harga_app} withBorder padding="xs">
          <Title order={2} size="h5" style={WRAP}>
            {list.nama_harga_app}
          </Title>
          <Table fz="sm" verticalSpacing={4} mt={4}>
            <Table.Tbody>
              {list.detail_group.map((g) => (
                <Table.Tr key={g.kode_group} data-testid={`katalog-harga-group-${g.kode_group}`}>
                  <Table.Td style={WRAP}>
                    <Text size="sm" fw={600}>
                      {g.nama_group}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('catalogue.kadar')} {formatRate(g.kadar)}%{g.description ? ` · ${g.description}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {g.harga_per_gram === null ? t('catalogue.noPrice') : `${formatRupiah(g.harga_per_gram)}${t('catalogue.perGram')}`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ))}
    </Stack>
  );
}

/** The store's info cards. */
export function InfoCards({ infos }: { infos: PublicCatalogue['info'] }) {
  const { t } = useTranslation();
  if (!infos.length) return null;
  return (
    <Stack gap="sm" data-testid="katalog-info">
      <Title order={2} size="h5">
        {t('catalogue.info')}
      </Title>
      {infos.map((i) => (
        <Card key={i.kode_info} withBorder padding="xs" data-testid={`katalog-info-${i.kode_info}`}>
          <Group wrap="nowrap" align="flex-start" gap="sm">
            {i.gambar_url && <Image src={pictureUrl(i.gambar_url)} w={72} h={72} radius="sm" fit="cover" alt={i.title} />}
            <Box style={WRAP}>
              <Text fw={700} size="sm">
                {i.title}
              </Text>
              {i.sub_title.trim() && (
                <Text size="xs" c="dimmed">
                  {i.sub_title}
                </Text>
              )}
              {i.deskripsi.trim() && <Text size="xs">{i.deskripsi}</Text>}
              {i.url_pendukung && (
                <Anchor href={i.url_pendukung} target="_blank" rel="noopener noreferrer" size="xs">
                  {i.nama_tombol.trim() || t('catalogue.open')}
                </Anchor>
              )}
            </Box>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** The rewards a member trades points for. */
export function Rewards({ gifts }: { gifts: PublicCatalogue['hadiah'] }) {
  const { t } = useTranslation();
  if (!gifts.length) return null;
  return (
    <Stack gap="sm" data-testid="katalog-hadiah">
      <Title order={2} size="h5">
        {t('catalogue.gifts')}
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        {gifts.map((g) => (
          <Card key={g.kode_hadiah} withBorder padding="xs" data-testid={`katalog-hadiah-${g.kode_hadiah}`}>
            {g.gambar_url && (
              <Card.Section>
                <Image src={pictureUrl(g.gambar_url)} h={110} fit="cover" alt={g.nama_hadiah} />
              </Card.Section>
            )}
            <Text fw={600} size="sm" mt={6} style={WRAP}>
              {g.nama_hadiah}
            </Text>
            <Text size="xs" c="dimmed" style={WRAP}>
              {g.info}
            </Text>
            <Badge mt={4} variant="light" color="yellow">
              {t('catalogue.points', { point: g.point })}
            </Badge>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
