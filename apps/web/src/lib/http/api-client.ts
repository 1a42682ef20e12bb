import { API } from '@authority/shared/routes';

/**
 * Origin of the API: the site's own unless `VITE_API_ORIGIN` names another at build time.
 * Relative image paths get the same prefix (SPEC §3 'Image paths').
 */
export const API_ORIGIN = (import.meta.env.VITE_API_ORIGIN ?? '').replace(/\/+$/, '');

/** An answer with an error status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Id of the element in which the server embeds the page's first data (issue 7). */
export const INITIAL_DATA_ID = 'initial-data';
let embedded: Record<string, unknown> | undefined;

/**
 * The answer the server embedded in the page for `path`, if any: each is used once, for the first
 * paint, so the page needs no request before it shows its content; later reads go to the network.
 */
export function takeEmbedded(path: string): unknown {
  if (embedded === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(INITIAL_DATA_ID);
    try {
      embedded = element?.textContent ? (JSON.parse(element.textContent) as Record<string, unknown>) : {};
    } catch {
      embedded = {};
    }
  }
  if (!Object.hasOwn(embedded, path)) return undefined;
  const value = embedded[path];
  delete embedded[path];
  return value;
}

/** Forgets what was read from the page (tests render many pages in one document). */
export function resetEmbedded(): void {
  embedded = undefined;
}

/**
 * GET a path of the public API (`/news`, `/Events/all`…) and parse its JSON, or take the answer
 * the server embedded in the page. Throws ApiError on an error status, and the fetch's own error
 * when there is no answer. The browser's HTTP cache keeps the ETag and revalidates, so a repeated
 * read costs a 304.
 */
export async function getPublicJson(path: string, signal?: AbortSignal): Promise<unknown> {
  const first = takeEmbedded(path);
  if (first !== undefined) return first;
  const response = await fetch(`${API_ORIGIN}${API.publicBase}${path}`, {
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, `GET ${path} answered ${response.status}`);
  return response.json();
}
