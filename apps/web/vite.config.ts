import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
// A relative path on purpose: Vite's config loader hands `@authority/shared/*` to Node, which
// cannot load a .ts file; a relative import is bundled with this config instead.
import { DEFAULT_LOCALE, LOCALES } from '../../packages/shared/src/locales.ts';
import { PAGE_CHUNKS, textsChunk } from '../../packages/shared/src/page-contract.ts';
import { SITE } from '../../packages/shared/src/site.ts';
import { writeFontSubsets } from './scripts/font-subsets.ts';

/** The API server of `apps/server` in development (`npm run dev`). */
const API_ORIGIN = 'http://127.0.0.1:3000';
const API_PATHS = ['/api', '/uploads', '/healthz', '/readyz'];

/** Source modules of `src/features/`, which run nothing when imported (see `build`). */
const FEATURE_MODULE = /\/src\/features\/.+\.tsx?$/;

const proxy = Object.fromEntries(
  API_PATHS.map((path): [string, ProxyOptions] => [path, { target: API_ORIGIN }]),
);

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Fills the `%SITE_…%` placeholders of index.html from the shared SITE constant, so the
 * static shell never repeats the authority's name. The server later overwrites the head per page.
 */
function siteHead(): Plugin {
  const values: Record<string, string> = {
    '%SITE_NAME%': SITE.fullName,
    '%SITE_TAGLINE%': SITE.tagline,
  };
  return {
    name: 'authority:site-head',
    transformIndexHtml: (html) =>
      Object.entries(values).reduce((out, [key, value]) => out.replaceAll(key, escapeHtml(value)), html),
  };
}

/**
 * Cuts the site's faces into the characters its pages show, before the stylesheet that names them
 * is read (scripts/font-subsets.ts, decision 024): at every build and dev-server start, a no-op when
 * the files in src/styles/fonts/ were made from the same inputs.
 */
function fontSubsets(): Plugin {
  return {
    name: 'authority:font-subsets',
    async configResolved(config) {
      const written = await writeFontSubsets(fileURLToPath(new URL('./src/styles/fonts', import.meta.url)));
      if (written.length) config.logger.info(`font subsets: ${written.join(', ')}`);
    },
  };
}

/**
 * Fails the build when the landing page's JavaScript (the entry chunk and every chunk it imports
 * statically) contains a staff-only module: those must stay in lazy chunks (docs/DESIGN.md 'Web app').
 */
function keepStaffCodeOutOfEntry(staffModule: RegExp): Plugin {
  return {
    name: 'authority:keep-staff-code-out-of-entry',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output] as const] : [],
        ),
      );
      const pending = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const loadedUpFront = new Set<string>();
      for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
        if (loadedUpFront.has(fileName)) continue;
        loadedUpFront.add(fileName);
        pending.push(...(chunks.get(fileName)?.imports ?? []));
      }
      const leaks = [...loadedUpFront].flatMap((fileName) =>
        (chunks.get(fileName)?.moduleIds ?? [])
          .filter((id) => staffModule.test(id))
          .map((id) => `${fileName}: ${id}`),
      );
      if (leaks.length > 0)
        this.error(`Staff-only code reached the landing page's JavaScript:\n${leaks.join('\n')}`);
    },
  };
}

/**
 * Fails the browser build when a chunk the server preloads by name (PAGE_CHUNKS, made from the page
 * table in packages/shared/src/public-pages.ts) is not one it makes: a page's module renamed or
 * moved without its entry, or a text area's catalogue. Vite names a lazy module's chunk after its
 * file, so each page's chunk must be made from `src/app/routes/site/<module>.tsx`.
 */
function pageChunksMade(): Plugin {
  return {
    name: 'authority:page-chunks-made',
    apply: 'build',
    generateBundle(_options, bundle) {
      const made = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.name, output.facadeModuleId ?? ''] as const] : [],
        ),
      );
      const wrong = Object.entries(PAGE_CHUNKS).flatMap(([page, { module, texts }]) => [
        ...(made.get(module)?.endsWith(`/src/app/routes/site/${module}.tsx`)
          ? []
          : [`${page}: no chunk ${module} made from src/app/routes/site/${module}.tsx`]),
        ...LOCALES.map((locale) => textsChunk(texts, locale))
          .filter((name) => !made.has(name))
          .map((name) => `${page}: no chunk ${name}`),
      ]);
      for (const locale of LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))
        if (!made.has(textsChunk('public', locale))) wrong.push(`no chunk ${textsChunk('public', locale)}`);
      if (wrong.length > 0)
        this.error(`The page table names chunks the build does not make:\n${wrong.join('\n')}`);
    },
  };
}

/**
 * Lucide's icons render through lib/ui/lucide-icon.ts instead of lucide-react's own `Icon.js`:
 * the same icons without the nine presentation attributes each `<svg>` repeats (one CSS rule).
 * For the builds (browser and server renderer), which bundle lucide-react; development's
 * pre-bundled copy and the component tests keep Lucide's own, which looks the same.
 */
function lighterIcons(): Plugin {
  const icon = fileURLToPath(new URL('./src/lib/ui/lucide-icon.ts', import.meta.url));
  return {
    name: 'authority:lighter-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './Icon.js' &&
        importer &&
        /lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.js$/.test(importer)
      ) {
        return icon;
      }
      return null;
    },
  };
}

/**
 * The browser's runtime (decision 020): the client build runs the app on Preact through its React
 * compatibility layer, ~11 KiB where React DOM is ~57; the source stays React's API, and the
 * server renders with React. Development (`vite` serve) and the tests keep React, for Fast Refresh
 * and React's own checks; e2e and the benchmarks run the build.
 */
const BROWSER_RUNTIME = 'preact';
const BROWSER_ALIASES = Object.entries({
  'react-dom/client': `${BROWSER_RUNTIME}/compat/client`,
  'react-dom': `${BROWSER_RUNTIME}/compat`,
  'react/jsx-runtime': `${BROWSER_RUNTIME}/jsx-runtime`,
  'react/jsx-dev-runtime': `${BROWSER_RUNTIME}/jsx-dev-runtime`,
  react: `${BROWSER_RUNTIME}/compat`,
}).map(([module, replacement]) => ({ find: new RegExp(`^${module}$`), replacement }));

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: command === 'build' && !isSsrBuild ? { alias: BROWSER_ALIASES } : {},
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    fontSubsets(),
    lighterIcons(),
    react(),
    tailwindcss(),
    siteHead(),
    // The staff pages (STAFF_PAGE_SEGMENTS of the page contract) live under src/app/routes/dashboard/.
    keepStaffCodeOutOfEntry(/\/src\/app\/routes\/dashboard\//),
    // The server renderer's bundle names its chunks its own way; the browser's are the ones preloaded.
    ...(isSsrBuild ? [] : [pageChunksMade()]),
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server reads the entry and its static imports from it, for the
    // start script of server-rendered pages (decision 005); bench/bundle.mjs and e2e read the chunks.
    manifest: true,
    // Every browser the site supports follows <link rel="modulepreload"> itself (Chromium, Firefox
    // 115+, Safari 17+); an older one just fetches a chunk when it is imported. The polyfill would
    // cost every visitor ~0.5 KiB of the first load for none of them.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Other modules import a feature only through its index.ts (a lint rule, biome.json). Feature
      // modules have no top-level side effects, and saying so lets the bundler leave a component the
      // index re-exports in the chunk of the page that shows it, not in every importer's: the
      // landing page takes its reads from the same index as the lazy chunks take its components.
      treeshake: { moduleSideEffects: (id) => !FEATURE_MODULE.test(id) },
    },
  },
  // The server renderer (`vite build --ssr`, decision 005) goes to dist-ssr/, outside what is served.
  // lucide-react is bundled so the server loads only the icons pages use, not all ~1,600 (memory).
  ssr: { noExternal: ['@authority/shared', 'lucide-react'] },
  environments: { ssr: { build: { copyPublicDir: false } } },
  server: { proxy },
  preview: { proxy },
}));
