/**
 * SPEC §3: request bodies arrive with either first-letter case of their keys (`FullName` or
 * `fullName`). Normalise them before validation, so every schema sees camelCase.
 */
import { normalizeKeys } from '@authority/shared/keys';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function bodyKeysPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.body !== null && typeof request.body === 'object') {
      request.body = normalizeKeys(request.body);
    }
  });
}

export default fp(bodyKeysPlugin, { name: 'body-keys' });
