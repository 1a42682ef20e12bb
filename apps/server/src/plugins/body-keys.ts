/**
 * SPEC §3: request bodies arrive with either first-letter case of their keys (`FullName` or
 * `fullName`). Normalise them before validation, so every schema sees camelCase. A body nested
 * deeper than any form (MAX_KEY_DEPTH) is refused here with 400, before anything walks it.
 */
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { normalizeKeys, TooDeepError } from '@authority/shared/keys';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

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
  });
}

export default fp(bodyKeysPlugin, { name: 'body-keys' });
