import type { NewsItem, NewsRequest } from '@emas/domain';
import { api } from '../../lib/api';

export const NEWS_KEYS = { all: ['news'] as const, home: ['news', 'home'] as const };

/** Staff news calls: the owner's list and writes (/hak-akses-news), and the home page's items. */
export const newsApi = {
  list: async () => (await api.get<NewsItem[]>('news')).data,
  home: async () => (await api.get<NewsItem[]>('news/home')).data,
  create: (body: NewsRequest) => api.post<NewsItem>('news', body),
  update: (id: number, body: NewsRequest) => api.put<NewsItem>(`news/${id}`, body),
  remove: (id: number) => api.delete<{ id: number }>(`news/${id}`),
};
