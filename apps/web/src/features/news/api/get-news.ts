import {
  type NewsView,
  normalizeNewsItem,
  normalizeNewsList,
  onlyNews,
} from '@authority/shared/normalize-content';
import { PUBLIC_API_PATHS } from '@authority/shared/public-api-paths';
import { ApiError, getPublicJson } from '../../../lib/http/api-client';
import { contentOptions } from '../../../lib/http/content-options';
import { useResource } from '../../../lib/http/use-resource';

/** GET /news: every item, newest first (the banner carousel and the All tab). */
export async function getNews(signal?: AbortSignal): Promise<NewsView[]> {
  return normalizeNewsList(await getPublicJson(PUBLIC_API_PATHS.news, signal), contentOptions());
}

/** GET /news/{page}: a page of news, filtered to isNews (SPEC §3). */
export async function getNewsPage(page: number, signal?: AbortSignal): Promise<NewsView[]> {
  return onlyNews(
    normalizeNewsList(await getPublicJson(PUBLIC_API_PATHS.newsPage(page), signal), contentOptions()),
  );
}

/** GET /news/id/{id}: one item; ApiError 404 when there is none. */
export async function getNewsItem(id: string, signal?: AbortSignal): Promise<NewsView> {
  const item = normalizeNewsItem(
    await getPublicJson(PUBLIC_API_PATHS.newsById(id), signal),
    contentOptions(),
  );
  if (!item) throw new ApiError(404, `news item ${id} has no id`);
  return item;
}

export const useNewsPage = (page: number) =>
  useResource(`news-page:${page}`, (signal) => getNewsPage(page, signal));

export const useNewsItem = (id: string) =>
  useResource(`news-item:${id}`, (signal) => getNewsItem(id, signal));

export const useNews = () => useResource('news', getNews);
