import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// Test doubles for browser APIs jsdom lacks (STACK.md: Embla and the section scroller need them).

class IntersectionObserverDouble implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

class ResizeObserverDouble implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

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
Element.prototype.scrollIntoView = () => {};

// A console.error during a test fails it (STYLE.md 'Tests that help'): React reports act() misuse,
// bad props and caught render errors there. A test that expects one spies on console.error itself.
const reportConsoleError = console.error;
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  document.title = '';
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    reportConsoleError(...args);
  };
});

afterEach(() => {
  cleanup();
  console.error = reportConsoleError;
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((args) => args.map(String).join(' ')).join('\n---\n');
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});
