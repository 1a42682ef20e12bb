import { z } from 'zod';

/** A positive whole number in a path: `7`, not `07`, `7.5`, `-7` or `seven`. */
export const positiveIdParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Must be a positive whole number.')
  .transform(Number)
  .refine(Number.isSafeInteger, 'Must be a positive whole number.');

/**
 * The id or page number of a public read, as written: a positive whole number of any length. One
 * that cannot exist (more than 9 digits: `canExist`) is the route's 404, not a bad request
 * (such reads answer 404 and are kept nowhere).
 */
export const publicIdParam = z
  .string()
  .max(20_000)
  .regex(/^[1-9]\d*$/, 'Must be a positive whole number.');
