/**
 * The public reads (content lists and items, the public settings), callable without a request:
 * the server's page renderer reads a page's data through here, and each read's route answers with
 * the same reader (issue 16).
 *
 * The renderer used to read through `app.inject`. light-my-request's stand-in request, response and
 * socket then went through Node's HTTP code beside the real ones, and V8's inline caches in that
 * code, which every later request runs, turned polymorphic: after the first pages were made, a 304
 * from the fast lane served 13 % fewer answers a second (bench/README.md, 'A render's lasting cost').
 */
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { AppError } from './app-error.js';
import type { CachedBody } from './public-cache.js';
import { type ReadView, readView, sendCached, sendUnremembered, viewOf } from './public-read.js';

/** A read's answer: its body, and whether the early answers may keep it (a page past the last is not kept). */
export interface PublicAnswer {
  cached: CachedBody;
  remember: boolean;
}

/** Makes a read's answer from its path parameters and view; throws an `AppError` to refuse (404). */
export type PublicReader = (
  params: Readonly<Record<string, string>>,
  view: ReadView,
) => Promise<PublicAnswer>;

/** What `read` gives: the status a request would have had, and the answer when it is 200. */
export type PublicReadResult = { status: 200; answer: PublicAnswer } | { status: number; answer?: undefined };

interface Entry {
  /** The pattern's segments: text, or `:name` for a parameter. */
  segments: readonly string[];
  statics: number;
  reader: PublicReader;
}

/** `/a/b/` → `['a', 'b']`: a trailing slash is ignored, as the router does. */
function segmentsOf(path: string): string[] {
  const segments = path.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  return segments;
}

export class PublicReads {
  private readonly entries: Entry[] = [];

  /** Adds the reader of `pattern` (`/news/id/:id`), a path under the public API's base. */
  add(pattern: string, reader: PublicReader): void {
    const segments = segmentsOf(pattern);
    const statics = segments.filter((segment) => !segment.startsWith(':')).length;
    this.entries.push({ segments, statics, reader });
    // The router's precedence: a pattern with more fixed segments wins (`/events/all` over `/events/:id`).
    this.entries.sort((a, b) => b.statics - a.statics);
  }

  /** The reader of `path` and its parameters; static segments match in any letter case, as routes do. */
  private match(path: string): { reader: PublicReader; params: Record<string, string> } | undefined {
    const asked = segmentsOf(path);
    for (const entry of this.entries) {
      if (entry.segments.length !== asked.length) continue;
      const params: Record<string, string> = {};
      const fits = entry.segments.every((segment, at) => {
        const value = asked[at] as string;
        if (segment.startsWith(':')) {
          params[segment.slice(1)] = decodeURIComponent(value);
          return value !== '';
        }
        return segment.toLowerCase() === value.toLowerCase();
      });
      if (fits) return { reader: entry.reader, params };
    }
    return undefined;
  }

  /**
   * Reads `url` (a path under the public API's base, with its query) as a GET without
   * `Accept-Language` would: 200 with the answer, 404 for no such read or item, another refusal's
   * status, or 500 when the read failed.
   */
  async read(url: string): Promise<PublicReadResult> {
    const queryAt = url.indexOf('?');
    try {
      // Inside: a parameter that is not valid percent-encoding fails to decode.
      const found = this.match(queryAt === -1 ? url : url.slice(0, queryAt));
      if (!found) return { status: 404 };
      return { status: 200, answer: await found.reader(found.params, viewOf(url, undefined)) };
    } catch (error) {
      return { status: error instanceof AppError ? error.status : 500 };
    }
  }
}

/** The answer kept in `app`'s public cache under `key` (a view's key: `viewKey`), else `load`'s, kept. */
export const keptAnswer = async (
  app: FastifyInstance,
  key: string,
  load: () => Promise<unknown>,
): Promise<PublicAnswer> => ({ cached: await app.publicCache.get(key, load), remember: true });

/**
 * A public read: its reader in `app.publicReads`, and its route (under the plugin's prefix), which
 * answers with the same reader. `params`: the schema of the path's parameters.
 */
export function addPublicRead(
  app: FastifyInstance,
  path: string,
  reader: PublicReader,
  params?: ZodType,
): void {
  app.publicReads.add(path, reader);
  app.get(
    path,
    { config: { access: 'public' }, ...(params ? { schema: { params } } : {}) },
    async (request, reply) => {
      const answer = await reader(request.params as Record<string, string>, readView(request));
      return answer.remember
        ? sendCached(request, reply, answer.cached)
        : sendUnremembered(request, reply, answer.cached);
    },
  );
}
