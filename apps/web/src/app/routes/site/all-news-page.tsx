import { ROUTES } from '@authority/shared/routes';
import { useSearchParams } from 'react-router';
import { NewsCardList, useNewsPage } from '../../../features/news';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocalize } from '../../../lib/i18n/locale';
import { usePagesTexts, useTexts } from '../../../lib/i18n/texts';
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
  const pageTexts = usePagesTexts();
  const localize = useLocalize();
  const texts = useTexts();
  useDocumentTitle(texts.pageTitles.allNews);
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const current = useNewsPage(page);
  const next = useNewsPage(page + 1);
  const items = current.data ?? [];

  return (
    <PageContainer>
      <BackLink to={localize(`${ROUTES.home}?tab=all#news`)}>{pageTexts.listPage.backToHome}</BackLink>
      <PageTitle>{texts.pageTitles.allNews}</PageTitle>
      <p className="mt-3 mb-8 max-w-prose text-lg text-ink-muted">{pageTexts.listPage.newsIntro}</p>
      {current.status === 'loading' ? (
        <LoadingText>{pageTexts.listPage.loadingNews}</LoadingText>
      ) : items.length === 0 ? (
        <p>{pageTexts.listPage.noNews}</p>
      ) : (
        <NewsCardList items={items} />
      )}
      <Pager page={page} hasNext={(next.data?.length ?? 0) > 0} />
    </PageContainer>
  );
}
