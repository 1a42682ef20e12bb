import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from './content';
import { PUBLIC_API_PATHS } from './public-api-paths';

describe('PUBLIC_API_PATHS', () => {
  it('is the same table as PUBLIC_PATHS of content.ts', () => {
    const render = (paths: Record<string, string | ((id: number) => string)>) =>
      Object.fromEntries(
        Object.entries(paths).map(([name, path]) => [name, typeof path === 'function' ? path(7) : path]),
      );
    expect(render(PUBLIC_API_PATHS)).toEqual(render(PUBLIC_PATHS));
  });
});
