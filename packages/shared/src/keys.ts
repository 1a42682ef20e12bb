/**
 * SPEC §3: field names may arrive with a capitalised first letter or in lower case, and both are
 * accepted. These helpers turn either form into the camelCase the schemas use.
 */

export const lowerFirst = (key: string): string =>
  key.length === 0 ? key : key.charAt(0).toLowerCase() + key.slice(1);

export class DuplicateKeyError extends Error {
  constructor(readonly key: string) {
    super(`The field '${key}' was sent more than once.`);
    this.name = 'DuplicateKeyError';
  }
}

// Keys that would reach an object's prototype are dropped, never copied.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Returns a copy of `value` whose object keys have a lower-case first letter, at every depth.
 * Two keys that differ only in their first letter (`Email` and `email`) throw DuplicateKeyError:
 * which one was meant cannot be known.
 */
export function normalizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, inner] of Object.entries(value)) {
    const normalized = lowerFirst(key);
    if (FORBIDDEN_KEYS.has(normalized)) continue;
    if (Object.hasOwn(out, normalized)) throw new DuplicateKeyError(normalized);
    out[normalized] = normalizeKeys(inner);
  }
  return out;
}
