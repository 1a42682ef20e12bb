/**
 * How the built `index.html` becomes a page (decision 005): the page's first data is
 * embedded in it, and a server-rendered page gets its markup inside the app's root and starts the
 * app only once it has loaded. The app's scripts are read from the build's Vite manifest.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packPageData } from '@authority/shared/embedded-data';
import { DEFAULT_LOCALE, type Locale } from '@authority/shared/locales';
import {
  APP_ROOT_ID,
  EMBEDDED_DATA_ID,
  isRoutedPage,
  PAGE_CHUNKS,
  START_APP_SCRIPT,
  textsChunk,
} from '@authority/shared/page-contract';
import { z } from 'zod';
import { scriptJson } from '../../lib/page-head.js';
import type { PageRoute } from './page-address.js';

/** The app's entry module and the modules it imports statically, as URLs. */
export interface AppEntry {
  script: string;
  preloads: readonly string[];
  /**
   * Each named chunk (Vite's chunk name: `all-news-page`, `public-ar`) as the URLs of it and of
   * what it imports statically beyond the entry's, each after what it imports.
   */
  chunks: ReadonlyMap<string, readonly string[]>;
}

/** The part of `.vite/manifest.json` (Vite's `build.manifest`) that names the scripts. */
const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), name: z.string().optional(), imports: z.array(z.string()).optional() }),
);

/**
 * The entry index.html loads, and every chunk it imports statically, depth first and each after
 * the chunks it imports: the order Vite writes their `modulepreload` links in. Undefined for a
 * build without a manifest. URLs are from the site's root, where the build is served (Vite's
 * default `base`).
 */
export function readAppEntry(distDir: string): AppEntry | undefined {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const entry = manifest['index.html'];
  if (!entry) return undefined;
  // Depth first, each chunk after the chunks it imports, each once (`seen` is shared by a walk).
  const walk = (keys: readonly string[], seen: Set<string>): string[] =>
    keys.flatMap((key) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return [];
      seen.add(key);
      return [...walk(chunk.imports ?? [], seen), `/${chunk.file}`];
    });
  const inEntry = new Set(['index.html']);
  const preloads = walk(entry.imports ?? [], inEntry);
  const chunks = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.name && !chunks.has(chunk.name) && chunk.file.endsWith('.js'))
      chunks.set(chunk.name, walk([key], new Set(inEntry)));
  }
  return { script: `/${entry.file}`, preloads, chunks };
}

/**
 * The page with `hrefs` added to the modules start-app.js preloads beside the entry: the chunks its
 * route waits for before it renders, fetched at once rather than after the entry has run.
 */
export function withPreloads(html: string, hrefs: readonly string[]): string {
  if (hrefs.length === 0) return html;
  const attribute = `${START_APP_SCRIPT.preloadAttribute}="`;
  const at = html.indexOf(attribute);
  if (at < 0) return html;
  const end = html.indexOf('"', at + attribute.length);
  const listed = html.slice(at + attribute.length, end);
  const listedHrefs = new Set(listed.split(' '));
  const added = [...new Set(hrefs)].filter((href) => !listedHrefs.has(href));
  return `${html.slice(0, end)}${added.map((href) => ` ${href}`).join('')}${html.slice(end)}`;
}

/**
 * Vite's names of the chunks a `page`, in `locale`,, waits for before it renders
 * (PAGE_CHUNKS): its language's public texts unless English, its page module and its text area.
 */
export function routeChunkNames(page: PageRoute['page'], locale: Locale): string[] {
  const names = locale === DEFAULT_LOCALE ? [] : [textsChunk('public', locale)];
  if (isRoutedPage(page)) {
    const { module, texts } = PAGE_CHUNKS[page];
    names.push(module, textsChunk(texts, locale));
  }
  return names;
}

/** The tags Vite writes into index.html for the entry and its preloads. */
const moduleScriptTag = (src: string) => `<script type="module" crossorigin src="${src}"></script>`;
const modulePreloadTag = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;

/**
 * The shell of a server-rendered page: `index.html` with the app's module script replaced by
 * `start-app.js`, handed the entry and its preloads, and the preloads' own links removed. Its
 * content no longer waits for the app's code, so the first paint's images, styles and fonts get
 * the bandwidth first. Undefined when the built page does not load `entry` as Vite writes it.
 */
export function startingAfterLoad(indexHtml: string, entry: AppEntry): string | undefined {
  const script = moduleScriptTag(entry.script);
  if (!indexHtml.includes(script)) return undefined;
  const { path: src, entryAttribute, preloadAttribute } = START_APP_SCRIPT;
  const start = `<script src="${src}" defer ${entryAttribute}="${entry.script}" ${preloadAttribute}="${entry.preloads.join(' ')}"></script>`;
  return entry.preloads
    .reduce((html, href) => withoutTag(html, modulePreloadTag(href)), indexHtml)
    .replace(script, () => start);
}

/** `html` without `tag` and the white space before it. */
function withoutTag(html: string, tag: string): string {
  const at = html.indexOf(tag);
  if (at < 0) return html;
  const before = html.slice(0, at).trimEnd();
  return before + html.slice(at + tag.length);
}

/**
 * The page with `data` embedded as JSON before `</body>`, items two answers share written once
 * (`packPageData`). `type="application/json"` is data, not script: the browser never runs it, so
 * the CSP needs no exception.
 */
export function embedData(html: string, data: Record<string, unknown>): string {
  const block = `<script type="application/json" id="${EMBEDDED_DATA_ID}">${scriptJson(packPageData(data))}</script>`;
  return html.replace(/<\/body>/i, `${block}\n  </body>`);
}

const EMPTY_ROOT = `<div id="${APP_ROOT_ID}"></div>`;

/**
 * The resource hints React writes first, where a document's head would be: the preload of an image
 * with `fetchPriority="high"`. Rendering only the app, React has no head to put them in.
 */
const LEADING_HINTS = /^(?:<link\b[^>]*>)+/;

/**
 * The page with the server-rendered markup of the app inside its empty root element, and the
 * resource hints React wrote before it in the head. Inside the root, the browser's app would find
 * a `<link>` where it renders the page's first element, and would move the whole page to put
 * things right: one insertion of every node, and a layout and style pass of the whole page.
 */
export function withRenderedRoot(html: string, markup: string): string {
  const hints = LEADING_HINTS.exec(markup)?.[0] ?? '';
  const page = hints ? html.replace(/<\/head>/i, () => `${hints}\n  </head>`) : html;
  return page.replace(EMPTY_ROOT, () => `<div id="${APP_ROOT_ID}">${markup.slice(hints.length)}</div>`);
}
