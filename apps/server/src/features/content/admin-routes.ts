/**
 * Staff writes on the same paths as the public reads: POST the list path, PUT and
 * DELETE `…/{id}`. Signed-in staff only; every change clears the public cache everywhere.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { positiveIdParam } from '../../lib/params.js';
import { staffContext } from './context.js';
import { staffRow } from './queries.js';
import { CONTENT_RESOURCES } from './resources.js';
import { createAs, deleteAs, updateAs } from './review.js';

const idParams = z.object({ id: positiveIdParam });

export default async function contentAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => staffContext(app, request);
  // Editors too: what they may write is decided by their role (review.ts), not by the route.
  const staffOnly = { config: { access: 'staff' as const, editor: true } };

  for (const resource of CONTENT_RESOURCES) {
    api.post(
      resource.writePath,
      { ...staffOnly, schema: { body: resource.inputSchema } },
      async (request, reply) => {
        const row = await createAs(context(request), resource, request.body as Record<string, unknown>);
        await app.contentChanged();
        return reply.code(201).send(row);
      },
    );

    api.put(
      `${resource.writePath}/:id`,
      { ...staffOnly, schema: { params: idParams, body: resource.inputSchema } },
      async (request) => {
        const { row, ...pending } = await updateAs(
          context(request),
          resource,
          request.params.id,
          request.body as Record<string, unknown>,
        );
        // A pending revision changes nothing visitors see, and mails nobody.
        if (pending.pending) return { ...staffRow(row), ...pending };
        await app.contentChanged();
        // An event's change may have moved people up from its waiting list: their mails go now.
        app.mailer.kick();
        return row;
      },
    );

    api.delete(
      `${resource.writePath}/:id`,
      { ...staffOnly, schema: { params: idParams } },
      async (request) => {
        const result = await deleteAs(context(request), resource, request.params.id);
        await app.contentChanged();
        return result;
      },
    );
  }
}
