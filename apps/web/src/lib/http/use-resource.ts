import { DEFAULT_LOCALE, localizedReadPath } from '@authority/shared/locales';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocale } from '../i18n/locale';
import { getPublicRead, type PageData, type PublicRead, takeEmbedded } from './api-client';
import { isServer, usePageData } from './page-data';

/** What a read shows: loading (no data yet), its data, or a failure (with no data to show). */
export type Resource<T> =
  | { status: 'loading'; data: undefined }
  | { status: 'success'; data: T }
  | { status: 'error'; data: undefined; error: unknown };

export type ResourceWithReload<T> = Resource<T> & {
  /** Reads again; the data shown so far stays until the new answer arrives. */
  reload: () => void;
};

// Answers already received in this visit, by key: going back to a page shows them at once while
// the read runs again. The HTTP cache (ETag) makes that second read cheap.
const cache = new Map<string, unknown>();

/** Forgets every cached answer (tests call it between tests). */
export function clearResourceCache(): void {
  cache.clear();
}

interface State {
  key: string;
  resource: Resource<unknown>;
  /** Taken from the page itself (server-rendered or embedded): no read is needed on mount. */
  fromPage?: boolean;
}

function fromPage(key: string, page: PublicRead<unknown>, raw: unknown): State {
  try {
    return { key, resource: { status: 'success', data: page.parse(raw) }, fromPage: true };
  } catch (error) {
    return { key, resource: { status: 'error', data: undefined, error }, fromPage: true };
  }
}

function initial(key: string, page: PublicRead<unknown> | undefined, pageData: PageData): State {
  // On the server: the request's embedded answer, never the process-wide visit cache.
  if (isServer) {
    return page && Object.hasOwn(pageData, page.path)
      ? fromPage(key, page, pageData[page.path])
      : { key, resource: { status: 'loading', data: undefined } };
  }
  if (cache.has(key)) return { key, resource: { status: 'success', data: cache.get(key) } };
  const raw = page ? takeEmbedded(page.path) : undefined;
  if (page && raw !== undefined) {
    const state = fromPage(key, page, raw);
    if (state.resource.status === 'success') cache.set(key, state.resource.data);
    return state;
  }
  return { key, resource: { status: 'loading', data: undefined } };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A small data hook (the public pages stay light without a query library): reads `load` for `key`,
 * aborts the read when the component goes or the key changes, and keeps answers for the visit.
 * `load` must give the same answer for the same key; it is read once per key (and per reload).
 */
export function useResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  onError?: (error: unknown) => void,
  /** The public read behind `load`, when the page may carry its answer. */
  page?: PublicRead<T>,
): ResourceWithReload<T> {
  const pageData = usePageData();
  const [state, setState] = useState<State>(() => initial(key, page, pageData));
  const [version, setVersion] = useState(0);
  const current = state.key === key ? state : initial(key, page, pageData);

  // A layout effect, and the answer applied with flushSync: when the page carries the answer
  // (embedded by the server) every step is a microtask, so the data is in the DOM before
  // the browser's first paint: no loading state flashes, no layout shift when it is replaced.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` and `onError` belong to `key`; `version` asks for a reload.
  useLayoutEffect(() => {
    // The page brought the answer (and the server rendered it): nothing to read until a reload.
    if (state.key === key && state.fromPage && version === 0) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        cache.set(key, data);
        flushSync(() => setState({ key, resource: { status: 'success', data } }));
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        onError?.(error);
        setState((previous) =>
          previous.key === key && previous.resource.status === 'success'
            ? previous
            : { key, resource: { status: 'error', data: undefined, error } },
        );
      },
    );
    return () => controller.abort();
  }, [key, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...(current.resource as Resource<T>), reload };
}

/**
 * `useResource` for a public read, whose answer the server may have put in the page, in the
 * page's language: on an Arabic page the read asks for Arabic (`?lang=ar`), kept apart.
 */
export function usePublicRead<T>(
  read: PublicRead<T>,
  onError?: (error: unknown) => void,
): ResourceWithReload<T> {
  const locale = useLocale();
  const localized = useMemo(
    () =>
      locale === DEFAULT_LOCALE
        ? read
        : { ...read, key: `${read.key}@${locale}`, path: localizedReadPath(read.path, locale) },
    [read, locale],
  );
  return useResource(localized.key, (signal) => getPublicRead(localized, signal), onError, localized);
}
