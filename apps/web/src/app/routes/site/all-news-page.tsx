import { PAGE_TITLES } from '@authority/shared/page-titles';
import { LIST_PAGE_TEXTS } from '@authority/shared/public-texts';
import { ROUTES } from '@authority/shared/routes';
import { useSearchParams } from 'react-router';
import { NewsCardList, useNewsPage } from '../../../features/news';
import { useDocumentTitle } from '../../../lib/document-title';
import { BackLink } from '../../../lib/ui/back-link';
import { LoadingText } from '../../../lib/ui/loading-text';
import { PageContainer, PageTitle } from '../../../lib/ui/page';
import { Pager, readPage } from '../../../lib/ui/pager';

/**
 * `/allNews`, also reached as `/AllNews` (route matching ignores case): the news, a page at a
 * time from `/news/{page}`. The next page is read too, to know whether Next exists (SPEC §7).
 * A failed read shows an empty page (SPEC §8).
 */
export function AllNewsPage() {
  useDocumentTitle(PAGE_TITLES.allNews);
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const current = useNewsPage(page);
  const next = useNewsPage(page + 1);
  const items = current.data ?? [];

  return (
    <PageContainer>
      <BackLink to={`${ROUTES.home}?tab=all#news`}>{LIST_PAGE_TEXTS.backToHome}</BackLink>
      <PageTitle>{PAGE_TITLES.allNews}</PageTitle>
      <p className="mt-3 mb-8 max-w-prose text-lg text-ink-muted">{LIST_PAGE_TEXTS.newsIntro}</p>
      {current.status === 'loading' ? (
        <LoadingText>{LIST_PAGE_TEXTS.loadingNews}</LoadingText>
      ) : items.length === 0 ? (
        <p>{LIST_PAGE_TEXTS.noNews}</p>
      ) : (
        <NewsCardList items={items} />
      )}
      <Pager page={page} hasNext={(next.data?.length ?? 0) > 0} />
    </PageContainer>
  );
}
