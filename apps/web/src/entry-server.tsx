/**
 * Server rendering of the public pages (decision 005): the server hands over a page's URL and the API
 * answers it embeds in the HTML; this renders the page with exactly those answers, so the HTML
 * shows the content before any script runs and the browser's hydration finds the same markup.
 * Lazy routes and lazy sections are waited for (React's `prerender`), so the HTML is complete.
 * Built by `vite build --ssr` into `dist-ssr/`; the server imports it when it is there.
 */
import { isStaffPage } from '@authority/shared/page-contract';
import { StrictMode } from 'react';
// The edge build, not Node's (`react-dom/static`): Node's runs each render inside an
// AsyncLocalStorage, which turns on async hooks for the whole process for good, and every later
// request then pays for them (bench/README.md, 'A render's lasting cost').
import { prerender } from 'react-dom/static.edge';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router';
import type { PageData } from './lib/http/api-client';
import { PageDataContext } from './lib/http/page-data';

const handler = createStaticHandler(routes);

/**
 * React writes a Suspense boundary that was not complete with the shell as `<!--$?-->` and
 * completes it later with an inline script, which the CSP blocks. With prerendering that happens
 * only when a lazy component's code is still loading, so a page rendered again once that code is
 * in is whole. A few renders cover lazy code inside lazy code; a process pays them once at most.
 */
const PENDING_BOUNDARY = '<!--$?-->';
const MAX_RENDERS = 4;

/**
 * The markup of `url`'s page (path and query), or undefined when the router answers otherwise or
 * the page is a staff page, which the browser renders.
 */
export async function renderPage(url: string, data: PageData): Promise<string | undefined> {
  const address = new URL(url, 'http://localhost');
  if (isStaffPage(address.pathname)) return undefined;
  const context = await handler.query(new Request(address));
  // A redirect from a loader: the browser's router will do it (no public page has one).
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <PageDataContext value={data}>
        {/* hydrate={false}: no inline script (the CSP forbids it); the browser needs no loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PageDataContext>
    </StrictMode>
  );
  for (let render = 1; ; render++) {
    // No boundary is split out for size either (React does above ~12 kB): the page comes whole.
    const { prelude } = await prerender(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await textOf(prelude);
    if (!html.includes(PENDING_BOUNDARY)) return html;
    if (render === MAX_RENDERS) throw new Error(`${url} still suspends after ${MAX_RENDERS} renders`);
  }
}

/** The text of a stream of UTF-8 bytes (not `new Response(stream).text()`: that loads undici, ~10 MB). */
async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}
