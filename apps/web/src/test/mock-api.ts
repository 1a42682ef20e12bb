import { API } from '@authority/shared/routes';
import { vi } from 'vitest';

/** An answer that never comes: the read stays loading. */
export const PENDING = Symbol('pending');

type Answer = unknown | typeof PENDING | Error | Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers the public API's reads from `answers`, keyed by path under `/api/v1/admin` (any case):
 * a value is sent as JSON, a Response as it is, an Error is thrown (no answer), PENDING never
 * settles. Any other path answers 404 `{ message: 'Not found.' }`. Returns the fetch mock.
 */
export function mockApi(answers: Record<string, Answer>) {
  const table = new Map(Object.entries(answers).map(([path, answer]) => [path.toLowerCase(), answer]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const path = url.pathname.slice(API.publicBase.length).toLowerCase();
    if (!table.has(path)) return json({ message: 'Not found.' }, 404);
    const answer = table.get(path);
    if (answer === PENDING) return new Promise<Response>(() => {});
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer.clone();
    return json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The paths read so far, in order, under the public base. */
export function readPaths(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input]) =>
    new URL(String(input), 'http://localhost').pathname.slice(API.publicBase.length),
  );
}
