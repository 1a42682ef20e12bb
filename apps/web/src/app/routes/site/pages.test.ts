/**
 * The page table's chunks are the modules the router loads: Vite names a page's chunk after its
 * module, and the server preloads it by that name (PAGE_CHUNKS). The build checks the names too
 * (apps/web/vite.config.ts); this finds a wrong one without a build.
 */
import { PAGE_CHUNKS } from '@authority/shared/page-contract';
import { PUBLIC_PAGE_KEYS, pageSpec } from '@authority/shared/public-pages';
import { describe, expect, it } from 'vitest';
import { CHUNKED_PAGES, ENTRY_PAGES } from './pages';

// Every module of this folder, unloaded: a chunk's module is one of them.
const MODULES = import.meta.glob<Record<string, unknown>>(['./*.tsx', '!./*.test.tsx']);

describe('the public pages', () => {
  it.each(Object.entries(PAGE_CHUNKS))(
    '%s loads its component from the module its chunk names',
    async (key, { module }) => {
      const load = MODULES[`./${module}.tsx`];
      expect(load, `no module ${module}.tsx in routes/site/`).toBeDefined();
      const Component = await CHUNKED_PAGES[key as keyof typeof CHUNKED_PAGES]();
      expect(Object.values((await load?.()) ?? {})).toContain(Component);
    },
  );

  it('has a component for every entry of the page table, in the entry or in a chunk of its own', () => {
    for (const key of PUBLIC_PAGE_KEYS) {
      const chunked = pageSpec(key).chunk !== undefined;
      expect(Object.hasOwn(chunked ? CHUNKED_PAGES : ENTRY_PAGES, key), key).toBe(true);
    }
  });
});
