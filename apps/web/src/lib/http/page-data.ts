/**
 * The page's embedded answers as React sees them. The server renders each page inside a provider
 * of that request's answers; in the browser they are the document's own (the element the page
 * contract names, `EMBEDDED_DATA_ID`), so the first render after the server's makes the same markup
 * and hydration has nothing to change.
 */
import { createContext, useContext } from 'react';
import { documentPageData, type PageData } from './api-client';

export const PageDataContext = createContext<PageData | undefined>(undefined);

/** This render's embedded answers: the request's on the server, the document's in the browser. */
export function usePageData(): PageData {
  return useContext(PageDataContext) ?? documentPageData();
}

/** True while rendering on the server (no document). */
export const isServer = typeof document === 'undefined';
