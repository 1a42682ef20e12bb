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
} as const;
