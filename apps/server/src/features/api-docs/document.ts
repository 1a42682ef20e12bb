/**
 * The OpenAPI 3.1 document, generated from the routes as they are registered: their zod request
 * schemas (through the type provider's `jsonSchemaTransform`), their declared access
 * (plugins/access.ts) and the answers recorded in responses.ts.
 */

import { API } from '@authority/shared/routes';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from '../../plugins/access.js';
import { type DocumentedAnswer, errorAnswerSchema, ROUTE_DOCUMENTATION } from './responses.js';

export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

/** Who may call a route, as the document says it (and `x-access` names it). */
const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone: no token.',
  staff: 'Any signed-in staff account (Bearer token).',
  SuperAdmin: 'A signed-in SuperAdmin (Bearer token); any other role gets 403.',
  shareKey:
    "A signed-in staff account (Bearer token), or anyone holding the event's share key in the X-Share-Key header.",
  door: 'Any signed-in staff account, Door staff included (Bearer token).',
};

/**
 * What an Editor may do here (docs/content-review.md): the content routes take them, their writes
 * drafts only; every other staff route refuses them.
 */
function editorNote(
  access: Access,
  config: { editor?: boolean; whilePending?: boolean } | undefined,
): string {
  if (access === 'public') return '';
  if (config?.editor)
    return 'Editors too: a write of theirs that would publish, schedule, or delete a published item answers 403; publishing a review is for Admins and SuperAdmins.';
  if (config?.whilePending) return '';
  return 'Editors get 403.';
}

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  staff: [{ bearerAuth: [] }],
  SuperAdmin: [{ bearerAuth: [] }],
  shareKey: [{ bearerAuth: [] }, { shareKey: [] }],
  door: [{ bearerAuth: [] }],
};

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorAnswerSchema } },
});

/** The error answers a route can give, from its access and whether it takes input. */
function errorAnswers(access: Access, takesInput: boolean): Record<number, DocumentedAnswer> {
  const answers: Record<number, DocumentedAnswer> = {};
  if (takesInput) answers[400] = error('The input was refused; `errors` names each field.');
  if (access !== 'public') {
    answers[401] = error('No token, or a token whose session has ended.');
    answers[403] = error(
      'Not allowed for this account (role, or a temporary password or second factor first).',
    );
  }
  answers[404] = error('Not found.');
  answers[429] = error('Too many requests. Try again later.');
  return answers;
}

/** Success answers given as a bare schema are JSON, described by their status. */
function described(responses: Record<number, DocumentedAnswer>): Record<number, DocumentedAnswer> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, answer]) => [
      status,
      'content' in answer
        ? answer
        : {
            description: status === '201' ? 'Created.' : 'Done.',
            content: { 'application/json': { schema: answer } },
          },
    ]),
  );
}

/** `jsonSchemaTransform`, after adding each route's answers, access and security. */
export const transformRoute: SwaggerTransform = (input) => {
  const { route, url } = input;
  // The document is the API's: health checks and feeds (robots, sitemap, RSS) are not in it.
  if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? 'GET';
  const access = route.config?.access;
  const documented = ROUTE_DOCUMENTATION.get(`${method} ${route.url}`);
  if (!access || !documented) return jsonSchemaTransform(input);
  const schema = (input.schema ?? {}) as Record<string, unknown>;
  const takesInput = Boolean(schema.body || schema.params || schema.querystring);
  // Keys beyond Fastify's own (summary, security, x-access…) pass through into the operation.
  const documentedSchema: Record<string, unknown> = {
    ...schema,
    summary: documented.summary,
    description: `Access: ${ACCESS_TEXT[access]} ${editorNote(access, route.config)}`.trimEnd(),
    'x-editor': route.config?.editor === true,
    tags: [url.startsWith(API.accountsBase) ? 'Accounts' : access === 'public' ? 'Public' : 'Staff'],
    security: SECURITY[access],
    'x-access': access,
    response: { ...errorAnswers(access, takesInput), ...described(documented.responses) },
  };
  return jsonSchemaTransform({ ...input, schema: documentedSchema });
};

/** SPEC §7 spells some public calls in two ways; routes match in any case, the document lists both. */
const SPEC_SPELLINGS: Record<string, string> = {
  [`${API.publicBase}/Events/all`]: `${API.publicBase}/events/all`,
  [`${API.publicBase}/Events/{id}`]: `${API.publicBase}/events/{id}`,
};

/** Adds the document's security schemes and SPEC's second spellings of paths. */
export const transformDocument: SwaggerTransformObject = (input) => {
  if (!('openapiObject' in input)) return input.swaggerObject;
  const document = input.openapiObject;
  // Built afresh for each generation, so adding to it here changes nothing else.
  const paths = (document.paths ?? {}) as Record<string, { get?: { description?: string } }>;
  for (const [spelling, registered] of Object.entries(SPEC_SPELLINGS)) {
    const get = paths[registered]?.get;
    if (!get) continue;
    paths[spelling] = {
      get: {
        ...get,
        description: `${get.description ?? ''} SPEC §7 spells it ${spelling}; routes match in any letter case.`,
      },
    };
  }
  return document;
};
