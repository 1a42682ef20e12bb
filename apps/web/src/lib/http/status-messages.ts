import { HTTP_MESSAGES } from '@authority/shared/http-messages';

/**
 * SPEC §8's catalogue, by status: the server's own message where the catalogue reads it (400,
 * 409, 422 and the statuses it does not name), else the catalogue's text.
 */
export function statusMessage(status: number, serverMessage?: string): string {
  switch (status) {
    case 400:
      return serverMessage ?? HTTP_MESSAGES.badRequest;
    case 401:
      return HTTP_MESSAGES.unauthorized;
    case 403:
      return HTTP_MESSAGES.forbidden;
    case 404:
      return HTTP_MESSAGES.notFound;
    case 409:
      return serverMessage ?? HTTP_MESSAGES.conflict;
    case 415:
      return HTTP_MESSAGES.unsupportedMediaType;
    case 422:
      return serverMessage ?? HTTP_MESSAGES.unprocessable;
    case 429:
      return HTTP_MESSAGES.tooManyRequests;
    default:
      if (status >= 500) return HTTP_MESSAGES.serverError;
      return serverMessage ?? HTTP_MESSAGES.unknown;
  }
}
