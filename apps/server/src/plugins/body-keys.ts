/**
 * SPEC §3: request bodies arrive with either first-letter case of their keys (`FullName` or
 * `fullName`). Normalise them before validation, so every schema sees camelCase. A body nested
 * deeper than any form (MAX_KEY_DEPTH) is refused here with 400, before anything walks it.
 *
 * A null character (U+0000) in the query or the body is refused here too, naming the field:
 * PostgreSQL's text and jsonb cannot hold one, so it would otherwise reach the database as a 500
 * from whichever search or form first stores or compares it.
 */
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { normalizeKeys, TooDeepError } from '@authority/shared/keys';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** The dotted path of the first string (or key) under `value` that holds U+0000, or undefined. */
export function nullCharacterAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nullCharacterAt(inner, at);
    if (found) return found;
  }
  return undefined;
}

async function bodyKeysPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.body !== null && typeof request.body === 'object') {
      try {
        request.body = normalizeKeys(request.body);
      } catch (error) {
        if (error instanceof TooDeepError) throw AppError.badRequest(HTTP_MESSAGES.tooDeep);
        throw error;
      }
    }
    const at = nullCharacterAt(request.query) ?? nullCharacterAt(request.body);
    if (at) throw AppError.badRequest(HTTP_MESSAGES.nullCharacter, { [at]: [HTTP_MESSAGES.nullCharacter] });
  });
}

export default fp(bodyKeysPlugin, { name: 'body-keys' });
