import { defineConfig } from 'vitest/config';

// Each workspace defines its own project; `npm run test:unit` / `test:api` pick them by name.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'apps/web/vitest.ssr.config.ts'],
  },
});
