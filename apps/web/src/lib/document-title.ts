import { formatDocumentTitle } from '@authority/shared/page-titles';
import { useEffect } from 'react';

/** Sets the document title for the page being shown; no title means the landing page's. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle);
  }, [pageTitle]);
}
