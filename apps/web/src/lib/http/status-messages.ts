import { catalogueMessage, HTTP_MESSAGES } from '@authority/shared/http-messages';

/** Statuses whose answer carries the server's own words (a field problem, a clash, a size). */
const SERVER_WORDED = new Set([400, 409, 413, 422]);

/**
 * SPEC §8's catalogue, by status: the server's own message where the catalogue reads it (400,
 * 409, 413, 422 and the statuses it does not name), else the catalogue's text.
 */
export function statusMessage(status: number, serverMessage?: string): string {
  if (status >= 500) return HTTP_MESSAGES.serverError;
  const catalogue = catalogueMessage(status);
  if (catalogue === undefined || SERVER_WORDED.has(status))
    return serverMessage ?? catalogue ?? HTTP_MESSAGES.unknown;
  return catalogue;
}

/**
 * The text for a failed call: no answer (status 0), SPEC §8's catalogue, or the server's own words
 * where it says exactly what went wrong beyond the catalogue: a share link's 403 and an upload's
 * 413 and 415.
 */
export function errorText(status: number, serverMessage?: string): string {
  const own = serverMessage?.trim() || undefined;
  if (status === 0) return HTTP_MESSAGES.noResponse;
  if (own && (status === 403 || status === 413 || status === 415)) return own;
  if (status === 413) return HTTP_MESSAGES.payloadTooLarge;
  return statusMessage(status, own);
}
