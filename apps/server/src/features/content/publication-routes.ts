/**
 * The staff side of drafts, schedules and revisions, and the public preview
 * (docs/content-publishing.md). Under the public base `{api}`:
 *
 * - `GET /staff-content/{type}`: one page of the items, drafts and scheduled ones included, with
 *   their `isPublished`, `publishAt` and `translations`, searched and sorted (staff, decision 019).
 * - `POST /staff-content/{type}/{id}/preview-link`: a link that opens the item for an hour (staff).
 * - `GET /preview` with `X-Preview-Token`: the item the link opens (anyone holding it; never
 *   cached, never indexed).
 * - `GET /staff-content/{type}/{id}/revisions`, `…/revisions/{from}/diff/{to}`,
 *   `POST …/revisions/{revision}/restore` (staff).
 */
import {
  PREVIEW_TOKEN_HEADER,
  PUBLICATION_PATHS,
  PUBLICATION_TEXTS,
  previewPagePath,
} from '@authority/shared/content-publication';
import { canPublish } from '@authority/shared/content-review';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { positiveIdParam } from '../../lib/params.js';
import { restoreInput } from './admin-service.js';
import { staffContext } from './context.js';
import { previewKeyOf, readPreview, signPreview } from './preview-links.js';
import { findForStaff, listForStaff, staffRow } from './queries.js';
import { CONTENT_RESOURCES } from './resources.js';
import { updateAs } from './review.js';
import { diffRevisions, findRevision, listRevisions } from './revisions.js';

const idParams = z.object({ id: positiveIdParam });
const revisionParams = idParams.extend({ revision: positiveIdParam });
const diffParams = idParams.extend({ from: positiveIdParam, to: positiveIdParam });

/** Never kept by a browser or a proxy, never indexed. */
const PRIVATE_PAGE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' };

export default async function publicationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const previewKey = previewKeyOf(app.tokenKey);
  // Editors too: the lists, previews and history of drafts are theirs to read (review.ts).
  const staffOnly = { config: { access: 'staff' as const, editor: true } };
  const context = (request: FastifyRequest) => staffContext(app, request);

  for (const resource of CONTENT_RESOURCES) {
    const paths = {
      list: PUBLICATION_PATHS.staffList(resource.key),
      previewLink: PUBLICATION_PATHS.previewLink(resource.key, ':id'),
      revisions: PUBLICATION_PATHS.revisions(resource.key, ':id'),
      diff: PUBLICATION_PATHS.diff(resource.key, ':id', ':from', ':to'),
      restore: PUBLICATION_PATHS.restore(resource.key, ':id', ':revision'),
    };

    api.get(
      paths.list,
      { ...staffOnly, schema: { querystring: resource.listQuerySchema } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listForStaff(app.db, resource, request.query, app.now());
      },
    );

    api.post(paths.previewLink, { ...staffOnly, schema: { params: idParams } }, async (request) => {
      const { id } = request.params;
      if (!(await findForStaff(app.db, resource, id))) throw AppError.notFound();
      const { token, expiresAt } = await signPreview(previewKey, resource.key, id, app.now());
      // Who let an unpublished item out, and until when: the link opens it to anyone holding it.
      await audit(app.db, {
        action: 'preview-link.create',
        actor: context(request).actor,
        entity: resource.entity,
        entityId: id,
        ip: request.ip,
        at: app.now(),
        details: { expiresAt: expiresAt.toISOString() },
      });
      return { path: previewPagePath(token), expiresAt: expiresAt.toISOString() };
    });

    api.get(paths.revisions, { ...staffOnly, schema: { params: idParams } }, async (request) => {
      const { id } = request.params;
      if (!(await findForStaff(app.db, resource, id))) throw AppError.notFound();
      return listRevisions(app.db, resource, id);
    });

    api.get(paths.diff, { ...staffOnly, schema: { params: diffParams } }, async (request) => {
      const { id, from, to } = request.params;
      const [before, after] = await Promise.all([
        findRevision(app.db, resource, id, from),
        findRevision(app.db, resource, id, to),
      ]);
      if (!before || !after) throw AppError.notFound(PUBLICATION_TEXTS.revisionNotFound);
      return diffRevisions(before, after);
    });

    api.post(paths.restore, { ...staffOnly, schema: { params: revisionParams } }, async (request) => {
      const ctx = context(request);
      const { id, revision } = request.params;
      const input = await restoreInput(ctx, resource, id, revision);
      // An Editor's restore is a draft: of a published item, a pending revision (review.ts).
      const written = canPublish(ctx.role) ? input : { ...input, isPublished: false, publishAt: null };
      const { row, ...pending } = await updateAs(ctx, resource, id, written, {
        action: 'content.restore',
        details: { revision },
      });
      if (pending.pending) return { ...staffRow(row), ...pending };
      await app.contentChanged();
      return staffRow(row);
    });
  }

  const refusePreview = (reply: FastifyReply) => {
    reply.headers(PRIVATE_PAGE_HEADERS);
    // Gone, not 403: the route is public; what the link opened is not there for it any more.
    return new AppError(410, PUBLICATION_TEXTS.previewExpired);
  };
  api.get(PUBLICATION_PATHS.preview, { config: { access: 'public' } }, async (request, reply) => {
    const sent = request.headers[PREVIEW_TOKEN_HEADER.toLowerCase()];
    const token = Array.isArray(sent) ? sent[0] : sent;
    const claims = token ? await readPreview(previewKey, token, app.now()) : undefined;
    if (!claims) throw refusePreview(reply);
    const resource = CONTENT_RESOURCES.find((candidate) => candidate.key === claims.type);
    const item = resource && (await findForStaff(app.db, resource, claims.id));
    // A deleted item is no longer there to preview.
    if (!item) throw refusePreview(reply);
    reply.headers(PRIVATE_PAGE_HEADERS);
    return { type: claims.type, item };
  });
}
