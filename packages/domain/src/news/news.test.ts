import { describe, expect, it } from 'vitest';
import { NEWS_MESSAGES } from './messages';
import { newsRequest, newsVisibleTo } from './schemas';

describe('staff news', () => {
  it('an item is seen by its levels, at its stores (none named: every store), while active', () => {
    const item = { levels: ['KASIR' as const, 'SPV' as const], toko: ['BDG'], aktif: true };
    expect(newsVisibleTo(item, 'KASIR', 'BDG')).toBe(true);
    expect(newsVisibleTo(item, 'KASIR', 'SBY')).toBe(false);
    expect(newsVisibleTo(item, 'OWN', 'BDG')).toBe(false);
    expect(newsVisibleTo({ ...item, toko: [] }, 'SPV', 'SBY')).toBe(true);
    expect(newsVisibleTo({ ...item, aktif: false }, 'KASIR', 'BDG')).toBe(false);
  });

  it('title, text and at least one level are required; store codes are upper-cased', () => {
    const bad = newsRequest.safeParse({ judul: '', isi: ' ', levels: [] });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([NEWS_MESSAGES.judulRequired, NEWS_MESSAGES.isiRequired, NEWS_MESSAGES.levelsRequired]);
    expect(newsRequest.parse({ judul: 'a', isi: 'b', levels: ['KASIR'], toko: ['bdg'] })).toMatchObject({ toko: ['BDG'], aktif: true });
  });
});
