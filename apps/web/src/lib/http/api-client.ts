import { unpackPageData } from '@authority/shared/embedded-data';
import { EMBEDDED_DATA_ID } from '@authority/shared/page-contract';
import { requestJson } from './request';

/** API answers the server put in the page, keyed by API path (`/news`, `/Events/4`…). */
export type PageData = Readonly<Record<string, unknown>>;

let documentData: PageData | undefined;
const taken = new Set<string>();

/** The answers embedded in this document, parsed once (none outside a browser). */
export function documentPageData(): PageData {
  if (documentData === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_DATA_ID);
    let value: unknown;
    try {
      value = element?.textContent ? JSON.parse(element.textContent) : undefined;
    } catch {
      value = undefined;
    }
    documentData =
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? unpackPageData(value as Record<string, unknown>)
        : {};
  }
  return documentData;
}

/**
 * The answer the server embedded in the page for `path`, if any: each is used once, for the first
 * paint, so the page needs no request before it shows its content; later reads go to the network.
 */
export function takeEmbedded(path: string): unknown {
  const data = documentPageData();
  if (taken.has(path) || !Object.hasOwn(data, path)) return undefined;
  taken.add(path);
  return data[path];
}

/** Forgets what was read from the page (tests render many pages in one document). */
export function resetEmbedded(): void {
  documentData = undefined;
  taken.clear();
}

/**
 * One read of the public API: the key its answer is kept under in a visit, its path, and how its
 * JSON becomes what a page shows (throwing when it cannot be shown). Pages read through these, so
 * the server's rendering and the browser's first render turn the same embedded JSON into the same
 * markup.
 */
export interface PublicRead<T> {
  readonly key: string;
  readonly path: string;
  readonly parse: (raw: unknown) => T;
}

/** GET a public read and parse it (or take the page's embedded answer the first time). */
export async function getPublicRead<T>(read: PublicRead<T>, signal?: AbortSignal): Promise<T> {
  return read.parse(await getPublicJson(read.path, signal));
}

/**
 * GET a path of the public API (`/news`, `/Events/all`…) and give its JSON, or take the answer the
 * server embedded in the page. Throws ApiError (status 0 when no answer came). The browser's HTTP
 * cache keeps the ETag and revalidates, so a repeated read costs a 304.
 */
export async function getPublicJson(path: string, signal?: AbortSignal): Promise<unknown> {
  const first = takeEmbedded(path);
  if (first !== undefined) return first;
  return requestJson(path, { signal });
}
