import { newsVisibleTo, type NewsItem } from '@emas/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSocketEvent } from '../../lib/socket';
import { useSession } from '../../lib/session';
import { NEWS_KEYS, newsApi } from './news-api';

/** The staff's news on the home page; an item posted (or changed, or removed) shows at once through the socket. */
export function HomeNews() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: NEWS_KEYS.home, queryFn: newsApi.home });

  useSocketEvent('news-posted', (posted) => {
    const item = posted as NewsItem;
    const level = session.user?.level;
    queryClient.setQueryData<NewsItem[]>(NEWS_KEYS.home, (list = []) => {
      const others = list.filter((n) => n.id !== item.id);
      return level && newsVisibleTo(item, level, session.kodeToko) ? [item, ...others].sort((a, b) => b.created_at.localeCompare(a.created_at)) : others;
    });
  });

  const items = query.data ?? [];
  if (items.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" maw={720} data-testid="home-news">
      <Stack gap="sm">
        <Title order={4}>
          <IconSpeakerphone size={18} style={{ verticalAlign: 'middle', marginRight: 6 }} />
          {t('news.homeTitle')}
        </Title>
        {items.map((n) => (
          <div key={n.id} data-testid="home-news-item">
            <Text fw={600}>{n.judul}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {n.isi}
            </Text>
            <Text size="xs" c="dimmed">
              {new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(new Date(n.created_at))} · {n.created_by}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
