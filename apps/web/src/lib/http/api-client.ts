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

/**
 * GET a path of the public API (`/news`, `/Events/all`…) and parse its JSON. Throws ApiError on an
 * error status, and the fetch's own error when there is no answer. The browser's HTTP cache keeps
 * the ETag and revalidates, so a repeated read costs a 304.
 */
export async function getPublicJson(path: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(`${API_ORIGIN}${API.publicBase}${path}`, {
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, `GET ${path} answered ${response.status}`);
  return response.json();
}
