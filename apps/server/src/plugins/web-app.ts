/**
 * Serves the built web app in production: hashed assets with long immutable caching, uploads by
 * content hash (immutable too), and `index.html` (never cached by browsers) for every page route,
 * with the page's head, its first data and, for public pages, its server-rendered markup (issue
 * 7), so the content shows before any script runs and the client router takes over on hydration.
 * Anything under /api that matched no route is a JSON 404.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { isNonPagePath } from '@authority/shared/page-contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type EmbeddedData,
  embedData,
  readAppEntry,
  startingAfterLoad,
  withRenderedRoot,
} from '../features/first-paint/index.js';
import { GenerationCache, MiB, textBytes } from '../lib/generation-cache.js';
import { applyHead, type PageHead } from '../lib/page-head.js';
import type { RenderPage } from '../lib/page-renderer.js';

export interface WebAppOptions {
  /** The web app's build folder; page routes answer 404 JSON when it is missing. */
  distDir: string | undefined;
  uploadsDir: string;
  /** The head of each page (title, previews, JSON-LD) and its status; none leaves index.html as built. */
  pageHead?: (pathname: string) => Promise<PageHead>;
  /** API answers the page needs first, embedded as JSON (keyed by API path). */
  pageData?: (pathname: string, search: string) => Promise<EmbeddedData>;
  /** Renders a page's markup from its data; public pages only (those with data). */
  renderPage?: RenderPage;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Finished pages kept until content changes, by URL (query strings make the set open-ended). */
export const MAX_CACHED_PAGES = 500;
export const MAX_CACHED_PAGE_BYTES = 32 * MiB;

interface FinishedPage {
  status: number;
  html: string;
  /** Made from every answer it needed: may be kept until content changes. */
  complete: boolean;
}

async function webAppPlugin(app: FastifyInstance, options: WebAppOptions) {
  mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', IMMUTABLE),
  });

  const indexFile = options.distDir ? path.join(options.distDir, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const renderedShell = serverRenderedShell(app, options, indexHtml);

  const finish = async (url: string): Promise<FinishedPage> => {
    const [pathname = '/', search = ''] = url.split('?');
    const [head, embedded] = await Promise.all([
      options.pageHead?.(pathname),
      options.pageData?.(pathname, search),
    ]);
    const data = embedded?.data;
    let complete = embedded?.complete ?? true;
    const hasData = data !== undefined && Object.keys(data).length > 0;
    const markup = hasData
      ? await options.renderPage?.(url, data).catch((error: unknown) => {
          // The bare shell still works: the browser renders the page itself. Not kept: next time
          // the server tries again.
          app.log.error({ err: error, url }, 'server rendering failed; serving the page unrendered');
          complete = false;
          return undefined;
        })
      : undefined;
    const shell = (markup && renderedShell) || (indexHtml ?? '');
    let html = head ? applyHead(shell, head) : shell;
    if (hasData) html = embedData(html, data);
    if (markup) html = withRenderedRoot(html, markup);
    return { status: head?.status ?? 200, html, complete };
  };

  const finished = new GenerationCache<FinishedPage>({
    generation: () => app.publicCache.generationNumber,
    maxEntries: MAX_CACHED_PAGES,
    maxBytes: MAX_CACHED_PAGE_BYTES,
    sizeOf: (page) => textBytes(page.html),
  });
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Kept only pages that exist, made from every answer they needed (not while the database is
    // failing).
    const page = await finished.load(
      request.url,
      () => finish(request.url),
      (made) => made.status === 200 && made.complete,
    );
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.html);
  };

  if (options.distDir && indexHtml) {
    app.get('/', (request, reply) => sendPage(request, reply));
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ distDir: options.distDir }, 'web app not built: serving the API only');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      indexHtml !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isNonPagePath(pathname) &&
      !path.extname(pathname);
    if (isPage) return sendPage(request, reply);
    return reply.code(404).send({ message: HTTP_MESSAGES.notFound });
  });
}

/**
 * The shell server-rendered pages start from: the app's code waits for the page's load. Without
 * the build's manifest (or with a page that does not load its entry as Vite writes it), rendered
 * pages keep the module script as built: they still work, the code just competes with the paint.
 */
function serverRenderedShell(app: FastifyInstance, options: WebAppOptions, indexHtml: string | undefined) {
  if (!indexHtml || !options.distDir || !options.renderPage) return undefined;
  const entry = readAppEntry(options.distDir);
  const shell = entry && startingAfterLoad(indexHtml, entry);
  if (!shell)
    app.log.warn(
      { distDir: options.distDir },
      'no entry script from the Vite manifest: rendered pages start the app at once',
    );
  return shell;
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['public-cache'] });
