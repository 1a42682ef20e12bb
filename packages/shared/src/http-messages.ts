/**
 * Texts of answers and client errors that are not tied to one form.
 * The status texts follow SPEC §8's catalogue, so the server and the client say the same thing.
 */
export const HTTP_MESSAGES = {
  noResponse: 'Network error. Please check your connection.',
  badRequest: 'Bad request (400).',
  unauthorized: 'Unauthorized.',
  forbidden: 'Forbidden.',
  notFound: 'Not found.',
  conflict: 'Conflict.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Unsupported media type.',
  unprocessable: 'Unprocessable entity.',
  tooManyRequests: 'Too many requests. Try again later.',
  serverError: 'Server error. Please try again later.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  unknown: 'Unknown error.',
  validationFailed: 'Some fields need attention.',
  malformedJson: 'The request body is not valid JSON.',
  tooDeep: 'The request body is nested too deeply.',
  nullCharacter: 'The request holds a null character (U+0000), which no text can keep.',
} as const;

/** SPEC §8's text for a client-error status it names (the server answers with it, the web shows it). */
export function catalogueMessage(status: number): string | undefined {
  return CATALOGUE[status];
}

const CATALOGUE: Readonly<Record<number, string>> = {
  400: HTTP_MESSAGES.badRequest,
  401: HTTP_MESSAGES.unauthorized,
  403: HTTP_MESSAGES.forbidden,
  404: HTTP_MESSAGES.notFound,
  409: HTTP_MESSAGES.conflict,
  413: HTTP_MESSAGES.payloadTooLarge,
  415: HTTP_MESSAGES.unsupportedMediaType,
  422: HTTP_MESSAGES.unprocessable,
  429: HTTP_MESSAGES.tooManyRequests,
};
