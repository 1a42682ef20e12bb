import {
  type NewsView,
  normalizeNewsItem,
  normalizeNewsList,
  onlyNews,
} from '@authority/shared/normalize-content';
import { PUBLIC_API_PATHS } from '@authority/shared/public-api-paths';
import type { PublicRead } from '../../../lib/http/api-client';
import { contentOptions } from '../../../lib/http/content-options';
import { ApiError } from '../../../lib/http/request';
import { usePublicRead } from '../../../lib/http/use-resource';

const newsList = (raw: unknown) => normalizeNewsList(raw, contentOptions());

/** GET /news: every item, newest first (the banner carousel and the All tab). */
export const newsRead: PublicRead<NewsView[]> = { key: 'news', path: PUBLIC_API_PATHS.news, parse: newsList };

/** GET /news/{page}: a page of news, filtered to isNews (SPEC §3). */
export const newsPageRead = (page: number): PublicRead<NewsView[]> => ({
  key: `news-page:${page}`,
  path: PUBLIC_API_PATHS.newsPage(page),
  parse: (raw) => onlyNews(newsList(raw)),
});

/** GET /news/id/{id}: one item; ApiError 404 when there is none. */
export const newsItemRead = (id: string): PublicRead<NewsView> => ({
  key: `news-item:${id}`,
  path: PUBLIC_API_PATHS.newsById(id),
  parse: (raw) => {
    const item = normalizeNewsItem(raw, contentOptions());
    if (!item) throw new ApiError(404, `news item ${id} has no id`);
    return item;
  },
});

export const useNewsPage = (page: number) => usePublicRead(newsPageRead(page));

export const useNewsItem = (id: string) => usePublicRead(newsItemRead(id));

export const useNews = () => usePublicRead(newsRead);
