import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearResourceCache } from '../lib/http/use-resource';
import { loadTexts } from '../lib/i18n/texts';
import { IntersectionObserverDouble, ResizeObserverDouble } from './doubles';
import { mockApi } from './mock-api';

// Lazy routes load modules on first render; on a busy two-core CI machine that can take longer
// than Testing Library's default 1 s wait, so `findBy…` waits up to 10 s (it still returns as
// soon as the element is there).
configure({ asyncUtilTimeout: 10_000 });

// Texts that arrive with a route or a lazy part in the app (router.tsx, loadTextsForPage);
// components tested on their own get them here.
beforeAll(() =>
  Promise.all((['forms', 'pages', 'contact', 'about'] as const).map((area) => loadTexts('en', area))),
);

// Test doubles for browser APIs jsdom lacks (docs/STACK.md: Embla and the section scroller need them).

/** Every media query is false: no reduced motion, no dark scheme, narrowest layout. */
function matchMediaDouble(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  };
}

Object.assign(window, {
  IntersectionObserver: IntersectionObserverDouble,
  ResizeObserver: ResizeObserverDouble,
  matchMedia: matchMediaDouble,
  // jsdom reports 'Not implemented' for these through console.error.
  scrollTo: () => {},
  scroll: () => {},
});
Element.prototype.scrollTo = () => {};
Element.prototype.scrollBy = () => {};
Element.prototype.scrollIntoView = () => {};

// A console.error during a test fails it (docs/STYLE.md 'Tests that help'): React reports act() misuse,
// bad props and caught render errors there. A test that expects one spies on console.error itself.
const reportConsoleError = console.error;
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  document.title = '';
  // Until a test gives its own answers, every API call answers 404 (so no test reaches a network).
  mockApi();
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    reportConsoleError(...args);
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearResourceCache();
  IntersectionObserverDouble.instances = [];
  ResizeObserverDouble.instances = [];
  delete document.documentElement.dataset.sectionScroller;
  console.error = reportConsoleError;
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((args) => args.map(String).join(' ')).join('\n---\n');
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});
