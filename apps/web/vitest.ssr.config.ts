import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * The server renderer's tests (`*.ssr.test.tsx`): in Node, with no document, as on the server; and
 * the build scripts' tests (scripts/), which run in Node too.
 */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web-ssr',
    environment: 'node',
    include: ['src/**/*.ssr.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
