/**
 * How the built `index.html` becomes a page (decision 005): its head is the page's, the page's
 * first data is embedded in it, and a server-rendered page gets its markup inside the app's root
 * and starts the app only once it has loaded. The shell is cut at those places once, by an HTML
 * parser; the app's scripts are read from the build's Vite manifest.
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
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { z } from 'zod';
import { escapeAttribute, headTags, htmlStartTag, type PageHead, scriptJson } from '../lib/page-head.js';
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
 * Vite's names of the chunks a `page`, in `locale`, waits for before it renders
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

/** What a page writes into the shell; each part left out leaves the shell as built there. */
export interface PageParts {
  /** The page's head: `<html lang dir>`, title, description, previews and JSON-LD. */
  head?: PageHead | undefined;
  /** The answers its first paint needs, embedded as JSON before `</body>`. */
  data?: Record<string, unknown> | undefined;
  /** Its server-rendered markup, put inside the app's root (its leading hints into the head). */
  markup?: string | undefined;
  /** Chunks start-app.js preloads besides the entry's (a shell that starts after load only). */
  preloads?: readonly string[];
}

/** The places of a shell a page writes into. */
type Slot =
  /** `<html …>`: the page's language and direction. */
  | 'html'
  /** The built `<title>` and description (with the space after each): gone when a head is written. */
  | 'defaults'
  /** Just before `</head>`: the head's tags, then React's leading hints. */
  | 'head'
  /** Inside the empty root element: the markup. */
  | 'root'
  /** Just before `</body>`: the embedded data. */
  | 'data'
  /** The app's module script (a shell that starts after load): start-app.js in its place. */
  | 'start'
  /** A module preload the start script takes over (with the space before it): gone. */
  | 'gone';

interface Edit {
  slot: Slot;
  from: number;
  to: number;
}

/**
 * The built index.html cut at the places a page writes into, found once by an HTML parser
 * (parse5, the WHATWG algorithm browsers follow), never by patterns over the markup: a page is
 * then its pieces and its parts joined, so no content is ever read as markup or as a
 * replacement pattern.
 */
export interface PageShell {
  /** The shell's text between the slots: `pieces[i]`, then `slots[i]`, …, then the last piece. */
  readonly pieces: readonly string[];
  readonly slots: readonly { slot: Slot; built: string }[];
  /** The entry start-app.js imports, for a shell that starts after load. */
  readonly entry?: AppEntry;
}

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const attributeOf = (element: Element, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;
function* elementsIn(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elementsIn(child);
}

const HTML_SPACE = ' \t\n\f\r';
/** The offset after the white space that follows `at`. */
const spaceAfter = (html: string, at: number) => {
  let end = at;
  while (end < html.length && HTML_SPACE.includes(html.charAt(end))) end++;
  return end;
};
/** The offset of the white space that ends at `at`. */
const spaceBefore = (html: string, at: number) => {
  let start = at;
  while (start > 0 && HTML_SPACE.includes(html.charAt(start - 1))) start--;
  return start;
};

/**
 * `html` (the built index.html) as a shell. With `entry`, the shell starts the app only once the
 * page has loaded: the module script becomes start-app.js, handed the entry and its preloads, and
 * the preloads' own links go, so the first paint's images, styles and fonts get the bandwidth
 * first. Undefined then when the page does not load `entry` as a module script (a manifest of
 * another build).
 */
export function readShell(html: string, entry?: AppEntry): PageShell | undefined {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const elements = [...elementsIn(document)];
  const first = (test: (element: Element) => boolean) => elements.find(test);
  const edits: Edit[] = [];

  const root = first((element) => element.tagName === 'html');
  const rootTag = root?.sourceCodeLocation?.startTag;
  if (rootTag) edits.push({ slot: 'html', from: rootTag.startOffset, to: rootTag.endOffset });

  const head = first((element) => element.tagName === 'head');
  const inHead = (element: Element) => element.parentNode === head;
  for (const built of [
    first((element) => inHead(element) && element.tagName === 'title'),
    first(
      (element) =>
        inHead(element) && element.tagName === 'meta' && attributeOf(element, 'name') === 'description',
    ),
  ]) {
    const at = built?.sourceCodeLocation;
    if (at) edits.push({ slot: 'defaults', from: at.startOffset, to: spaceAfter(html, at.endOffset) });
  }
  const headEnd = head?.sourceCodeLocation?.endTag;
  if (headEnd) edits.push({ slot: 'head', from: headEnd.startOffset, to: headEnd.startOffset });

  const appRoot = first((element) => element.tagName === 'div' && attributeOf(element, 'id') === APP_ROOT_ID);
  const rootAt = appRoot?.sourceCodeLocation;
  // Only an empty root: markup beside the built one would be a page the browser cannot hydrate.
  if (rootAt?.startTag && rootAt.endTag && rootAt.startTag.endOffset === rootAt.endTag.startOffset)
    edits.push({ slot: 'root', from: rootAt.startTag.endOffset, to: rootAt.startTag.endOffset });

  const bodyEnd = first((element) => element.tagName === 'body')?.sourceCodeLocation?.endTag;
  if (bodyEnd) edits.push({ slot: 'data', from: bodyEnd.startOffset, to: bodyEnd.startOffset });

  if (entry) {
    const script = first(
      (element) =>
        element.tagName === 'script' &&
        attributeOf(element, 'type') === 'module' &&
        attributeOf(element, 'src') === entry.script,
    )?.sourceCodeLocation;
    if (!script) return undefined;
    edits.push({ slot: 'start', from: script.startOffset, to: script.endOffset });
    const preloaded = new Set(entry.preloads);
    for (const link of elements) {
      const href = link.tagName === 'link' ? attributeOf(link, 'href') : undefined;
      const at = link.sourceCodeLocation;
      if (at && href !== undefined && attributeOf(link, 'rel') === 'modulepreload' && preloaded.has(href))
        edits.push({ slot: 'gone', from: spaceBefore(html, at.startOffset), to: at.endOffset });
    }
  }

  edits.sort((a, b) => a.from - b.from);
  const pieces: string[] = [];
  const slots: { slot: Slot; built: string }[] = [];
  let at = 0;
  for (const edit of edits) {
    pieces.push(html.slice(at, edit.from));
    slots.push({ slot: edit.slot, built: html.slice(edit.from, edit.to) });
    at = edit.to;
  }
  pieces.push(html.slice(at));
  return entry ? { pieces, slots, entry } : { pieces, slots };
}

/**
 * The resource hints React writes first, where a document's head would be: the preload of an image
 * with `fetchPriority="high"`. Rendering only the app, React has no head to put them in. Inside the
 * root, the browser's app would find a `<link>` where it renders the page's first element, and
 * would move the whole page to put things right. Read from React's markup (whose attribute values
 * are escaped), not from the shell.
 */
const LEADING_HINTS = /^(?:<link\b[^>]*>)+/;

/** The start script in place of the module script: the entry, its preloads and the page's. */
function startScript(entry: AppEntry, preloads: readonly string[]): string {
  const listed = new Set(entry.preloads);
  const all = [...entry.preloads, ...[...new Set(preloads)].filter((href) => !listed.has(href))];
  const { path: src, entryAttribute, preloadAttribute } = START_APP_SCRIPT;
  return `<script src="${src}" defer ${entryAttribute}="${escapeAttribute(entry.script)}" ${preloadAttribute}="${escapeAttribute(all.join(' '))}"></script>`;
}

/**
 * The page: the shell's pieces with `parts` in its slots (decision 005). Data is embedded as JSON
 * before `</body>`, items two answers share written once (`packPageData`); `type="application/json"`
 * is data, not script: the browser never runs it, so the CSP needs no exception.
 */
export function assemblePage(shell: PageShell, parts: PageParts): string {
  const { head, data, markup } = parts;
  const hints = markup === undefined ? '' : (LEADING_HINTS.exec(markup)?.[0] ?? '');
  const fill = ({ slot, built }: PageShell['slots'][number]): string => {
    switch (slot) {
      case 'html':
        return head ? htmlStartTag(head) : built;
      case 'defaults':
        return head ? '' : built;
      case 'head':
        return `${head ? `  ${headTags(head)}\n  ` : ''}${hints ? `${hints}\n  ` : ''}`;
      case 'root':
        return markup === undefined ? '' : markup.slice(hints.length);
      case 'data':
        return data
          ? `<script type="application/json" id="${EMBEDDED_DATA_ID}">${scriptJson(packPageData(data))}</script>\n  `
          : '';
      case 'start':
        return shell.entry ? startScript(shell.entry, parts.preloads ?? []) : built;
      case 'gone':
        return '';
    }
  };
  const out: string[] = [];
  shell.slots.forEach((slot, index) => {
    out.push(shell.pieces[index] ?? '', fill(slot));
  });
  out.push(shell.pieces[shell.slots.length] ?? '');
  return out.join('');
}
