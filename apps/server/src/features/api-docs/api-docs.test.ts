/**
 * The OpenAPI document: every route of the access table is in it with its access, request and
 * answer schemas, at SPEC's paths; it is valid OpenAPI 3.1; and the UI page is served from this
 * site under its own narrow content security policy.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { DOCS_CSP } from './index.js';

interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  'x-access'?: string;
  requestBody?: { content: Record<string, { schema: object }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { description?: string; content?: Record<string, { schema: object }> }>;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  document = res.json();
});
afterAll(() => t.close());

/** `/events/:id` as OpenAPI writes it: `/events/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
const isDocsRoute = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs');

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('has every route of the access table, with its access, input and answer', () => {
    const routes = t.app.accessTable.filter((route) => !isDocsRoute(route.url));
    expect(routes.length).toBeGreaterThan(60);
    const problems: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${name}: missing`);
        continue;
      }
      if (operation['x-access'] !== route.access) problems.push(`${name}: x-access ${operation['x-access']}`);
      const schemes = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
      const expected = {
        public: [],
        staff: ['bearerAuth'],
        SuperAdmin: ['bearerAuth'],
        shareKey: ['bearerAuth', 'shareKey'],
        door: ['bearerAuth'],
      };
      if (JSON.stringify(schemes) !== JSON.stringify(expected[route.access]))
        problems.push(`${name}: security ${schemes}`);
      const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
      if (!success.some(([, answer]) => answer.content && Object.keys(answer.content).length > 0))
        problems.push(`${name}: no answer schema`);
      if (route.access !== 'public' && !operation.responses['401']) problems.push(`${name}: no 401`);
      if (route.access === 'SuperAdmin' && !operation.responses['403']) problems.push(`${name}: no 403`);
      for (const param of route.url.match(/:([A-Za-z]+)/g) ?? []) {
        if (!operation.parameters?.some((p) => p.in === 'path' && p.name === param.slice(1)))
          problems.push(`${name}: no path parameter ${param}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("says in each staff route's access note whether an Editor may call it", () => {
    const note = (path: string, method: string) =>
      (document.paths[path]?.[method] as { description?: string; 'x-editor'?: boolean } | undefined) ?? {};
    expect(note('/api/v1/admin/news', 'post').description).toMatch(
      /Editors too: a write of theirs that would publish/,
    );
    expect(note('/api/v1/admin/news', 'post')['x-editor']).toBe(true);
    expect(note('/api/v1/admin/reviews/{id}/publish', 'post').description).toMatch(
      /for Admins and SuperAdmins/,
    );
    expect(note('/api/v1/admin/inquiries', 'get').description).toMatch(/Editors get 403\./);
    expect(note('/api/v1/admin/inquiries', 'get')['x-editor']).not.toBe(true);
  });

  it("describes request bodies from the routes' zod schemas", () => {
    const login = document.paths['/api/v1/Accounts/login']?.post;
    expect(login?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { email: expect.any(Object), password: expect.any(Object) },
    });
    expect(login?.responses['200']).toMatchObject({
      description: 'Done.',
      content: { 'application/json': { schema: { anyOf: expect.any(Array) } } },
    });
    expect(document.paths['/api/v1/admin/news']?.post?.responses['201']?.description).toBe('Created.');
    const register = document.paths['/api/v1/Accounts/register']?.post;
    expect(register?.requestBody?.content['application/json']?.schema).toMatchObject({
      properties: {
        firstName: expect.any(Object),
        lastName: expect.any(Object),
        email: expect.any(Object),
        password: expect.any(Object),
        confirmPassword: expect.any(Object),
      },
    });
    expect(register?.responses['401']?.content?.['application/json']?.schema).toMatchObject({
      properties: { message: { type: 'string' } },
    });
  });

  it("lists SPEC §7's paths exactly as SPEC spells them", () => {
    const spec = [
      '/api/v1/admin/originizations',
      '/api/v1/admin/news',
      '/api/v1/admin/analysis',
      '/api/v1/admin/comments',
      '/api/v1/admin/AdminPartner',
      '/api/v1/admin/events/all',
      '/api/v1/admin/news/id/{id}',
      '/api/v1/admin/news/{page}',
      '/api/v1/admin/Events/all',
      '/api/v1/admin/Events/{id}',
      '/api/v1/admin/email/send',
      '/api/v1/admin/Events/{eventId}/send-code',
      '/api/v1/admin/Events/{eventId}/submit',
      '/api/v1/admin/events/{eventId}/sponsor/send-code',
      '/api/v1/admin/events/{eventId}/sponsor/submit',
      '/api/v1/Accounts/login',
      '/api/v1/Accounts/register',
      '/api/v1/Accounts/users',
      '/api/v1/Accounts/delete/{id}',
      '/api/v1/Accounts/forgot-password',
      '/api/v1/Accounts/reset-password',
    ];
    expect(spec.filter((path) => !document.paths[path])).toEqual([]);
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });
});

describe('GET /api/docs', () => {
  it('serves the UI page from this site under its own policy; other API answers keep theirs', async () => {
    const page = await t.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(page.body).not.toMatch(/https?:\/\//);
    const bundle = await t.app.inject('/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    const other = await t.app.inject('/api/v1/admin/news');
    expect(other.headers['content-security-policy']).toBe(
      "default-src 'none'; object-src 'none'; frame-ancestors 'none'",
    );
    const json = await t.app.inject('/api/openapi.json');
    expect(json.headers['content-security-policy']).toBe(other.headers['content-security-policy']);
  });
});
