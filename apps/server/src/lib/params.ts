import { z } from 'zod';

/** A positive whole number in a path: `7`, not `07`, `7.5`, `-7` or `seven`. */
export const positiveIdParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Must be a positive whole number.')
  .transform(Number)
  .refine(Number.isSafeInteger, 'Must be a positive whole number.');
