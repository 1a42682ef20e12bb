/**
 * Staff writes on the same paths as the public reads: POST the list path, PUT and
 * DELETE `…/{id}`. Signed-in staff only; every change clears the public cache everywhere.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { positiveIdParam } from '../../lib/params.js';
import { staffOf } from '../../plugins/access.js';
import { createContent, deleteContent, type StaffContext, updateContent } from './admin-service.js';
import { CONTENT_RESOURCES } from './resources.js';

const idParams = z.object({ id: positiveIdParam });

export default async function contentAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest): StaffContext => {
    const staff = staffOf(request);
    return {
      db: app.db,
      now: app.now(),
      ip: request.ip,
      actor: { id: staff.userId, email: staff.email },
      publicUrl: app.config.publicUrl,
    };
  };
  const staffOnly = { config: { access: 'staff' as const } };

  for (const resource of CONTENT_RESOURCES) {
    api.post(
      resource.writePath,
      { ...staffOnly, schema: { body: resource.inputSchema } },
      async (request, reply) => {
        const row = await createContent(context(request), resource, request.body as Record<string, unknown>);
        await app.contentChanged();
        return reply.code(201).send(row);
      },
    );

    api.put(
      `${resource.writePath}/:id`,
      { ...staffOnly, schema: { params: idParams, body: resource.inputSchema } },
      async (request) => {
        const row = await updateContent(
          context(request),
          resource,
          request.params.id,
          request.body as Record<string, unknown>,
        );
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
        const result = await deleteContent(context(request), resource, request.params.id);
        await app.contentChanged();
        return result;
      },
    );
  }
}
