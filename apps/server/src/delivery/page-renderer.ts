/**
 * The web app's server renderer (decision 005), built by `npm run build -w apps/web` into
 * `apps/web/dist-ssr/entry-server.js` beside the browser build. Without it (a build without the
 * renderer, or the tests' stand-in web app) pages are served as the bare shell the browser renders.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Renders a page's markup for `url` from the API answers embedded in it. */
export type RenderPage = (url: string, data: Record<string, unknown>) => Promise<string | undefined>;

/** The renderer that belongs to the web build in `distDir`, if it was built. */
export async function loadPageRenderer(distDir: string): Promise<RenderPage | undefined> {
  const entry = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: RenderPage };
  return typeof module.renderPage === 'function' ? module.renderPage : undefined;
}
