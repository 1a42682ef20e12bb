import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The server renderer's tests run in Node (vitest.ssr.config.ts).
    exclude: ['src/**/*.ssr.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // The first test of a staff screen also compiles its lazy module graph (forms, query,
    // dialogs); with every file running on two busy cores that can pass 5 s. Bounded, generous.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
