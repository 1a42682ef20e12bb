import { ROUTES } from '@authority/shared/routes';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { useLocalize } from '../../lib/i18n/locale';
import { useTexts } from '../../lib/i18n/texts';
import { PageContainer, PageTitle } from '../../lib/ui/page';
import { NotFoundPage } from './site/not-found-page';

/**
 * Error boundary inside a layout: a page that fails (or answers 404) shows this message and
 * keeps the header, footer or sidebar around it.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorMessage error={error} />;
}

export function ErrorMessage({ error }: { error: unknown }) {
  const texts = useTexts();
  const localize = useLocalize();
  useDocumentTitle(texts.pageTitles.error);
  return (
    <PageContainer>
      <div role="alert">
        <PageTitle>{texts.pageTitles.error}</PageTitle>
        <p className="mt-4 max-w-prose text-lg">{texts.errorPage.explanation}</p>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-control bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
        >
          {texts.errorPage.reload}
        </button>
        <a
          href={localize(ROUTES.home)}
          className="rounded-control border border-primary-700 px-5 py-3 font-semibold text-primary-700 hover:bg-primary-50"
        >
          {texts.errorPage.goHome}
        </a>
      </div>
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="mt-8 overflow-x-auto rounded-card bg-slate-100 p-4 text-sm text-danger-800">
          {error.stack ?? error.message}
        </pre>
      ) : null}
    </PageContainer>
  );
}
