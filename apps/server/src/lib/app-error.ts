import { HTTP_MESSAGES } from '@authority/shared/http-messages';

export type FieldErrors = Record<string, string[]>;

/**
 * The one error that services throw. The error handler turns it into `{ message, errors? }`
 * with its status; services never build HTTP replies.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }

  static badRequest(message: string = HTTP_MESSAGES.badRequest, errors?: FieldErrors) {
    return new AppError(400, message, errors);
  }
  static unauthorized(message: string = HTTP_MESSAGES.unauthorized) {
    return new AppError(401, message);
  }
  static forbidden(message: string = HTTP_MESSAGES.forbidden) {
    return new AppError(403, message);
  }
  static notFound(message: string = HTTP_MESSAGES.notFound) {
    return new AppError(404, message);
  }
  static conflict(message: string = HTTP_MESSAGES.conflict) {
    return new AppError(409, message);
  }
  static tooManyRequests(message: string = HTTP_MESSAGES.tooManyRequests) {
    return new AppError(429, message);
  }
  static unavailable(message: string = HTTP_MESSAGES.serviceUnavailable) {
    return new AppError(503, message);
  }
}
