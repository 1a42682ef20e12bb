import { PAGE_TITLES } from '@authority/shared/page-titles';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
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
  useDocumentTitle(PAGE_TITLES.error);
  return (
    <PageContainer>
      <div role="alert">
        <PageTitle>{PAGE_TITLES.error}</PageTitle>
        <p className="mt-4 max-w-prose text-lg">
          Sorry, this page could not be shown. Reload the page to try again. If it keeps happening, come back
          later.
        </p>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-control bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
        >
          Reload the page
        </button>
        <a
          href="/"
          className="rounded-control border border-primary-700 px-5 py-3 font-semibold text-primary-700 hover:bg-primary-50"
        >
          Go to the home page
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
