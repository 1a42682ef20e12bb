import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The server renderer's tests (`*.ssr.test.tsx`): in Node, with no document, as on the server. */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web-ssr',
    environment: 'node',
    include: ['src/**/*.ssr.test.{ts,tsx}'],
    testTimeout: 20_000,
  },
});
