import { formatDocumentTitle } from '@authority/shared/page-titles';
import { useEffect } from 'react';
import { useTexts } from './i18n/texts';

/** Sets the document title for the page being shown; no title means the landing page's. */
export function useDocumentTitle(pageTitle?: string): void {
  const { site } = useTexts();
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle, site);
  }, [pageTitle, site]);
}
