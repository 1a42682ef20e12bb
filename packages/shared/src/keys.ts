/**
 * SPEC §3: field names may arrive with a capitalised first letter or in lower case, and both are
 * accepted. These helpers turn either form into the camelCase the schemas use.
 */

export function lowerFirst(key: string): string {
  const first = key.charCodeAt(0);
  // Most keys arrive lower-first already: an ASCII first character that is not A–Z is kept, and no
  // string is made (the landing page normalises some 700 keys while it hydrates).
  if (Number.isNaN(first) || (first < 128 && (first < 65 || first > 90))) return key;
  return key.charAt(0).toLowerCase() + key.slice(1);
}

export class DuplicateKeyError extends Error {
  constructor(readonly key: string) {
    super(`The field '${key}' was sent more than once.`);
    this.name = 'DuplicateKeyError';
  }
}

// Keys that would reach an object's prototype are dropped, never copied.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * How deeply arrays and objects may nest in what normalizeKeys walks. No form or answer of the
 * API comes near it (a few levels); a body nested thousands deep is an attack on the stack.
 */
export const MAX_KEY_DEPTH = 64;

export class TooDeepError extends Error {
  constructor(readonly maxDepth: number) {
    super(`The value is nested more than ${maxDepth} levels deep.`);
    this.name = 'TooDeepError';
  }
}

/**
 * Returns a copy of `value` whose object keys have a lower-case first letter, at every depth.
 * Two keys that differ only in their first letter (`Email` and `email`) throw DuplicateKeyError:
 * which one was meant cannot be known. Arrays and objects nested more than `maxDepth` levels
 * throw TooDeepError, before the walk goes any deeper (its recursion stays that shallow).
 */
export function normalizeKeys(value: unknown, maxDepth: number = MAX_KEY_DEPTH): unknown {
  return normalizeAt(value, 0, maxDepth);
}

function normalizeAt(value: unknown, depth: number, maxDepth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= maxDepth) throw new TooDeepError(maxDepth);
  if (Array.isArray(value)) return value.map((item) => normalizeAt(item, depth + 1, maxDepth));
  const out: Record<string, unknown> = Object.create(null);
  const source = value as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    const normalized = lowerFirst(key);
    if (FORBIDDEN_KEYS.has(normalized)) continue;
    if (Object.hasOwn(out, normalized)) throw new DuplicateKeyError(normalized);
    out[normalized] = normalizeAt(source[key], depth + 1, maxDepth);
  }
  return out;
}
