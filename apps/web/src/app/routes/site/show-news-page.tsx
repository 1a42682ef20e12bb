import { ROUTES } from '@authority/shared/routes';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { NewsArticle, useNewsItem } from '../../../features/news';
import { PageFeedback } from '../../../features/page-feedback';
import { useDocumentTitle } from '../../../lib/document-title';
import { ApiError } from '../../../lib/http/request';
import { useLocalize } from '../../../lib/i18n/locale';
import { usePagesTexts, useTexts } from '../../../lib/i18n/texts';
import { LoadingText } from '../../../lib/ui/loading-text';
import { PageContainer } from '../../../lib/ui/page';
import { ErrorMessage } from '../route-error-page';
import { NotFoundPage } from './not-found-page';

const isWholeNumber = (value: string) => /^\d+$/.test(value);

/** `/showNews/:id`: one news item (SPEC §2), with a back button. */
export function ShowNewsPage() {
  const { id = '' } = useParams();
  if (!isWholeNumber(id)) return <NotFoundPage />;
  return <NewsItemPage id={id} />;
}

function NewsItemPage({ id }: { id: string }) {
  const pageTexts = usePagesTexts();
  const localize = useLocalize();
  const texts = useTexts();
  const item = useNewsItem(id);
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(item.data?.name ?? texts.pageTitles.showNews);

  if (item.status === 'error') {
    return item.error instanceof ApiError && item.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <ErrorMessage error={item.error} />
    );
  }

  // Back to where the visitor came from; straight to the news on a first visit.
  const goBack = () =>
    location.key === 'default' ? navigate(localize(`${ROUTES.home}?tab=news#news`)) : navigate(-1);

  return (
    <PageContainer>
      <button
        type="button"
        onClick={goBack}
        className="mb-6 inline-flex items-center gap-2 rounded-control font-semibold text-primary-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {pageTexts.showNews.back}
      </button>
      {item.status === 'loading' ? (
        <LoadingText>{pageTexts.showNews.loading}</LoadingText>
      ) : (
        <>
          <NewsArticle item={item.data} />
          <PageFeedback page="news" itemId={item.data.id} />
        </>
      )}
    </PageContainer>
  );
}
