/**
 * Serves the built web app in production: hashed assets with long immutable caching, uploads by
 * content hash (immutable too), and `index.html` (never cached by browsers) for every page route,
 * with the page's head, its first data and, for public pages, its server-rendered markup
 * (decision 005), so the content shows before any script runs and the client router takes over on
 * hydration.
 * Anything under /api that matched no route is a JSON 404.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { LOCALES, type Locale } from '@authority/shared/locales';
import { isNonPagePath, isRoutedPage, PAGE_CHUNKS } from '@authority/shared/page-contract';
import {
  FIRST_PAINT_FACES,
  type FirstPaintFace,
  NOT_FOUND_PAGE,
  pageSpec,
} from '@authority/shared/public-pages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fullImageOf, RENDITION_ROUTE } from '../lib/media/upload-names.js';
import type { PageHead } from '../lib/page-head.js';
import { answerKey, answerOf, type Variation } from './answer-store.js';
import { PAGE_ROUTES, type PageAddress, type PageRoute, pageAddress } from './page-address.js';
import type { RenderPage } from './page-renderer.js';
import { type AppEntry, assemblePage, readAppEntry, readShell, routeChunkNames } from './page-shell.js';
import { sendBytes } from './reads.js';

/** What a page's first paint embeds: made by first paint's reads (features/first-paint), handed in by app.ts. */
export interface EmbeddedData {
  /** The answers, by API path: only those that were 200. */
  data: Record<string, unknown>;
  /** Every read had its answer (200, or 404 for an item that does not exist): a page made from
   * this is as it should be; after a failure (503) it is not, and must not be kept. */
  complete: boolean;
  /** Set when what the page shows does not exist (an unknown item, a page past the last): such a
   * page is served, never kept, and its head need not look the item up again. */
  missing?: true;
}

export interface WebAppOptions {
  /** The web app's build folder; page routes answer 404 JSON when it is missing. */
  distDir: string | undefined;
  /** The local uploads folder; undefined when uploads are in a bucket (plugins/media-storage.ts). */
  uploadsDir: string | undefined;
  /**
   * The head of each page (title, previews, JSON-LD) and its status; none leaves index.html as
   * built. `missing`: the page's data found no item to show, so it need not be looked up again.
   */
  pageHead?: (pathname: string, missing?: boolean) => Promise<PageHead>;
  /** API answers the page needs first, embedded as JSON (keyed by API path). */
  pageData?: (pathname: string, search: string) => Promise<EmbeddedData>;
  /** Renders a page's markup from its data; public pages only (those with data). */
  renderPage?: RenderPage;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML_TYPE = 'text/html; charset=utf-8';
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
/** The headers of a kept page besides the security headers (sent again by the fast lane). */
const KEPT_PAGE_HEADERS: readonly (readonly [string, string])[] = [
  ['cache-control', 'no-cache'],
  ['content-type', HTML_TYPE],
  ['vary', 'Accept-Encoding'],
];

/**
 * The font files preloaded, so a page's text does not change face (and move what follows it) once
 * they arrive; the stylesheet alone finds them only after the first layout. Which page preloads
 * which face is its page table entry's (`fonts`, `@authority/shared/public-pages`, where the
 * reasons are); here is each face's file and the language whose pages it is for. Each is the core
 * of a face, the characters every page shows (decision 024); the rest of its range comes only for
 * a page that shows one of those characters.
 */
const FACE_FILES: Readonly<Record<FirstPaintFace, { locale: Locale; file: RegExp }>> = {
  'arabic-core': { locale: 'ar', file: /^plex-arabic-400-core-[\w-]+\.woff2$/ },
  'latin-core': { locale: 'en', file: /^inter-core-[\w-]+\.woff2$/ },
};

function preloadedFonts(distDir: string | undefined): (locale: Locale, route: PageRoute) => string[] {
  const assets = distDir ? path.join(distDir, 'assets') : undefined;
  const files = assets && existsSync(assets) ? readdirSync(assets) : [];
  const filesOf = (face: FirstPaintFace) =>
    files.filter((file) => FACE_FILES[face].file.test(file)).map((file) => `/assets/${file}`);
  const faceFiles = new Map(FIRST_PAINT_FACES.map((face) => [face, filesOf(face)]));
  return (locale, route) => {
    // Staff pages are the browser's: their first paint is no page of the table.
    if (route.page === 'staff') return [];
    const faces = route.page === 'other' ? NOT_FOUND_PAGE.fonts : pageSpec(route.page).fonts;
    return faces
      .filter((face) => FACE_FILES[face].locale === locale)
      .flatMap((face) => faceFiles.get(face) ?? []);
  };
}
interface FinishedPage {
  status: number;
  bytes: Buffer;
  /** Made from every answer it needed, of something that exists: may be kept until content changes. */
  keep: boolean;
}

/**
 * What a page's answer varies by besides its path: the query parameters it reads (`pageAddress`
 * normalises them); never the request's language, which its path names.
 */
const pageVariation = (route: PageRoute): Variation => ({
  query:
    route.page === 'staff' || route.page === 'other'
      ? []
      : Object.values(pageSpec(route.page).query ?? {}).map((parameter) => parameter.name),
  view: false,
});

async function webAppPlugin(app: FastifyInstance, options: WebAppOptions) {
  if (options.uploadsDir) {
    mkdirSync(options.uploadsDir, { recursive: true });
    const uploadsDir = options.uploadsDir;
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', IMMUTABLE),
    });
    // A rendition's name (`<hash>-<width>w.webp`), which pages name for every upload: an image
    // narrower than that width has no such file and is answered with its full image
    // (lib/media/upload-names.ts). Every other name is the static route's.
    app.get<{ Params: { name: string } }>(`/uploads/:name(${RENDITION_ROUTE})`, async (request, reply) => {
      const { name } = request.params;
      const full = fullImageOf(name);
      if (full === undefined || (await exists(path.join(uploadsDir, name)))) return reply.sendFile(name);
      return reply.sendFile(full);
    });
  }

  const indexFile = options.distDir ? path.join(options.distDir, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const entry = options.distDir ? readAppEntry(options.distDir) : undefined;
  // The shell as built, and the one server-rendered pages start from, each cut once at its slots.
  const builtShell = indexHtml === undefined ? undefined : readShell(indexHtml);
  const renderedShell = serverRenderedShell(app, options, indexHtml, entry);
  const fontsOf = preloadedFonts(options.distDir);
  const chunksOf = routeChunks(app, entry);

  // Made from the page's address alone, so every URL of one address gets the same page.
  const finish = async ({ pathname, search, url, route, locale }: PageAddress): Promise<FinishedPage> => {
    // The data first: a page of an item that does not exist then costs one look-up, not two.
    const embedded = await options.pageData?.(pathname, search);
    const head = await options.pageHead?.(pathname, embedded?.missing);
    const data = embedded?.data;
    let keep = (embedded?.complete ?? true) && !embedded?.missing;
    const hasData = data !== undefined && Object.keys(data).length > 0;
    const markup = hasData
      ? await options.renderPage?.(url, data).catch((error: unknown) => {
          // The bare shell still works: the browser renders the page itself. Not kept: next time
          // the server tries again.
          app.log.error({ err: error, url }, 'server rendering failed; serving the page unrendered');
          keep = false;
          return undefined;
        })
      : undefined;
    const shell = markup && renderedShell ? renderedShell : builtShell;
    const html = shell
      ? assemblePage(shell, {
          head: head && { ...head, preloadFonts: fontsOf(head.locale, route) },
          data: hasData ? data : undefined,
          markup,
          preloads: shell === renderedShell ? chunksOf(route, locale) : [],
        })
      : '';
    const status = head?.status ?? 200;
    return { status, bytes: Buffer.from(html), keep: keep && status === 200 };
  };

  const { store } = app.delivery;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Kept only pages that exist, made from every answer they needed (not while the database is
    // failing); a path that is no page of the app, or an id that cannot exist, is made each time.
    // A preview shows what visitors may not see yet: kept by no one, indexed by no one.
    const address = pageAddress(request.url);
    // The booking page too: the registrant's booking is in its link's fragment (decision 038).
    const secret = address.route.page === 'preview' || address.route.page === 'booking';
    if (!address.keepable || secret) {
      const page = await finish(address);
      reply.code(page.status).header('cache-control', 'no-cache').type(HTML_TYPE);
      if (secret) reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
      return reply.send(page.bytes);
    }
    const variation = pageVariation(address.route);
    const route = request.routeOptions.url;
    const made = await store.load(
      answerKey(address.pathname, address.search, undefined, variation),
      address.pathname,
      variation,
      async (generation) => {
        const page = await finish(address);
        const headers = [...app.securityHeadersFor(address.pathname), ...KEPT_PAGE_HEADERS];
        const answer = answerOf(page.bytes, { route, headers, generation }, false);
        return { answer, keep: page.keep, status: page.status };
      },
    );
    reply
      .code(made.status ?? 200)
      .header('cache-control', 'no-cache')
      .type(HTML_TYPE);
    // A kept page is compressed once for all who load it; one made each time, as it goes out.
    if (!made.keep) return reply.send(made.answer.bytes);
    return sendBytes(request, reply.header('vary', 'Accept-Encoding'), made.answer);
  };

  if (options.distDir && indexHtml) {
    for (const route of PAGE_ROUTES) app.get(route, (request, reply) => sendPage(request, reply));
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      // The uploads' registration above gives `reply.sendFile`; this one serves its routes only.
      decorateReply: false,
      index: false,
      wildcard: true,
      // `/.vite/manifest.json` and any other dotfile of the build are no one's business.
      dotfiles: 'ignore',
      cacheControl: false,
      // The build writes a Brotli and a gzip twin of each text asset (apps/web/scripts/precompress.mjs):
      // sent as they are, never compressed on a request.
      preCompressed: true,
      // The build's files all have an extension; a path without one is a page, never looked for
      // on disk (an open-ended path would cost a file-system call per request).
      allowedPath: hasExtension,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600');
        // Its Brotli, gzip or plain form is chosen by Accept-Encoding: caches must keep them apart.
        res.setHeader('vary', 'Accept-Encoding');
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
      !hasExtension(pathname);
    if (isPage) return sendPage(request, reply);
    return reply.code(404).send({ message: HTTP_MESSAGES.notFound });
  });
}

/**
 * Does the path's last segment have an extension (as `path.extname` says)? Asked without
 * `path.extname`'s character-by-character scan of the whole path: paths can be very long.
 */
const hasExtension = (pathname: string) =>
  pathname.includes('.') && path.extname(pathname.slice(pathname.lastIndexOf('/') + 1)) !== '';

/**
 * The shell server-rendered pages start from: the app's code waits for the page's load. Without
 * the build's manifest (or with a page that does not load its entry as Vite writes it), rendered
 * pages keep the module script as built: they still work, the code just competes with the paint.
 */
function serverRenderedShell(
  app: FastifyInstance,
  options: WebAppOptions,
  indexHtml: string | undefined,
  entry: AppEntry | undefined,
) {
  if (!indexHtml || !options.distDir || !options.renderPage) return undefined;
  const shell = entry && readShell(indexHtml, entry);
  if (!shell)
    app.log.warn(
      { distDir: options.distDir },
      'no entry script from the Vite manifest: rendered pages start the app at once',
    );
  return shell;
}

/**
 * The URLs of the chunks a page's route waits for before it renders (routeChunkNames), from the
 * build's manifest. A name the build does not have (a page module renamed without PAGE_CHUNKS) is
 * left out and said once at start: the page still works, one round trip slower.
 */
function routeChunks(app: FastifyInstance, entry: AppEntry | undefined) {
  const pages = Object.keys(PAGE_CHUNKS).filter(isRoutedPage);
  const named = new Set(LOCALES.flatMap((locale) => pages.flatMap((page) => routeChunkNames(page, locale))));
  const missing = entry ? [...named].filter((name) => !entry.chunks.has(name)) : [];
  if (missing.length > 0) app.log.warn({ missing }, 'chunks named in PAGE_CHUNKS are not in the build');
  return (route: PageRoute, locale: Locale): string[] =>
    entry ? routeChunkNames(route.page, locale).flatMap((name) => entry.chunks.get(name) ?? []) : [];
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['delivery'] });
