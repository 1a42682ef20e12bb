import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // PGlite's WASM start-up is slow on two cores; keep per-test limits generous but finite.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
