/**
 * The web app's own files name what the page contract names: the server writes the
 * page by the contract, and these files are read by the browser as they are.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES } from '@authority/shared/locales';
import { APP_ROOT_ID, START_APP_SCRIPT, textsChunk } from '@authority/shared/page-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webFile = (file: string) => readFileSync(path.join(WEB_DIR, file), 'utf8');

describe('the page contract', () => {
  it('index.html has the empty root the app renders into', () => {
    expect(webFile('index.html')).toContain(`<div id="${APP_ROOT_ID}"></div>`);
  });
});

// The router loads each page's module and text area from the page table: routes/site/pages.test.ts
// holds the modules to the chunk names, the build holds the names to the chunks it makes.
describe('PAGE_CHUNKS', () => {
  const catalogues = webFile('src/lib/i18n/texts.ts');

  it('names the text areas as the catalogues’ modules are named, in every language', () => {
    for (const locale of LOCALES)
      for (const area of [
        'pages',
        'forms',
        ...(locale === DEFAULT_LOCALE ? [] : ['public' as const]),
      ] as const)
        expect(catalogues).toContain(`/i18n/${textsChunk(area, locale)}')`);
  });
});

describe('start-app.js', () => {
  /** A frame's length under fake timers: its callbacks run at its end. */
  const FRAME_MS = 16;
  const source = webFile(`public${START_APP_SCRIPT.path}`);
  // Its one dynamic import becomes a call the test sees (a test cannot import a module by URL).
  const importCalls = source.match(/\bimport\(/g) ?? [];
  const imported: string[] = [];
  const run = (script: HTMLScriptElement) => {
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
    new Function('importModule', source.replace(/\bimport\(/, 'importModule('))((url: string) => {
      imported.push(url);
    });
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
  };

  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'currentScript');
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
    imported.length = 0;
  });

  it('imports the entry named in the contract’s attribute, after preloading the modules named in the other', () => {
    expect(importCalls).toHaveLength(1);
    const script = document.createElement('script');
    script.setAttribute(START_APP_SCRIPT.entryAttribute, '/assets/index-1.js');
    script.setAttribute(START_APP_SCRIPT.preloadAttribute, '/assets/react-1.js /assets/site-2.js');
    // A browser without paint timing: the next frame stands for the first paint.
    vi.stubGlobal('PerformanceObserver', undefined);
    run(script);
    // Not before the page's next frame is drawn: the first paint keeps the bandwidth.
    expect(imported).toEqual([]);
    vi.advanceTimersByTime(FRAME_MS);
    // The frame's callbacks ran; the task they queued runs once it is drawn.
    expect(imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(imported).toEqual(['/assets/index-1.js']);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/react-1.js',
      '/assets/site-2.js',
    ]);
  });

  it('starts without a frame after a while: a page in a background tab draws none', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const script = document.createElement('script');
    script.setAttribute(START_APP_SCRIPT.entryAttribute, '/assets/index-1.js');
    run(script);
    vi.advanceTimersByTime(249);
    expect(imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(imported).toEqual(['/assets/index-1.js']);
    // And once only, when the frame comes after all.
    for (const frame of frames) frame(performance.now());
    vi.runAllTimers();
    expect(imported).toEqual(['/assets/index-1.js']);
  });

  describe('where the browser reports its paints', () => {
    /** The observers the script made, and the paints already reported. */
    let observers: {
      callback: (list: { getEntriesByName(name: string): unknown[] }) => void;
      disconnected: boolean;
    }[];
    let painted: string[];
    const report = (name: string) => {
      painted.push(name);
      for (const observer of observers.filter((o) => !o.disconnected))
        observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    };

    beforeEach(() => {
      observers = [];
      painted = [];
      vi.stubGlobal(
        'PerformanceObserver',
        Object.assign(
          class {
            private readonly entry;
            constructor(callback: (typeof observers)[number]['callback']) {
              this.entry = { callback, disconnected: false };
              observers.push(this.entry);
            }
            observe() {}
            disconnect() {
              this.entry.disconnected = true;
            }
          },
          { supportedEntryTypes: ['paint', 'navigation'] },
        ),
      );
      vi.spyOn(performance, 'getEntriesByName').mockImplementation(
        (name: string) => (painted.includes(name) ? [{ name }] : []) as PerformanceEntryList,
      );
    });

    it('waits for the first contentful paint, not for a frame', () => {
      const script = document.createElement('script');
      script.setAttribute(START_APP_SCRIPT.entryAttribute, '/assets/index-1.js');
      run(script);
      vi.advanceTimersByTime(FRAME_MS * 3);
      report('first-paint');
      expect(imported).toEqual([]);
      report('first-contentful-paint');
      expect(imported).toEqual(['/assets/index-1.js']);
      expect(observers.every((observer) => observer.disconnected)).toBe(true);
      vi.runAllTimers();
      expect(imported).toEqual(['/assets/index-1.js']);
    });

    it('starts at once when the page was painted before it loaded', () => {
      painted.push('first-contentful-paint');
      const script = document.createElement('script');
      script.setAttribute(START_APP_SCRIPT.entryAttribute, '/assets/index-1.js');
      run(script);
      expect(imported).toEqual(['/assets/index-1.js']);
    });
  });

  it('does nothing on a page without an entry', () => {
    run(document.createElement('script'));
    expect(imported).toEqual([]);
  });
});
