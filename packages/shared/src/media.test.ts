import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, uploadSrcSet } from './media';

describe('uploadSrcSet', () => {
  const hash = '0123456789abcdef0123456789abcdef';

  it('names every stored width of an upload, the full image as the widest', () => {
    expect(IMAGE_WIDTHS).toEqual([480, 960, 1600]);
    expect(uploadSrcSet(`/uploads/${hash}.webp`)).toBe(
      `/uploads/${hash}-480w.webp 480w, /uploads/${hash}-960w.webp 960w, /uploads/${hash}.webp 1600w`,
    );
  });

  it('keeps the origin of an absolute address', () => {
    expect(uploadSrcSet(`https://api.example.org/uploads/${hash}.webp`)).toBe(
      `https://api.example.org/uploads/${hash}-480w.webp 480w, https://api.example.org/uploads/${hash}-960w.webp 960w, https://api.example.org/uploads/${hash}.webp 1600w`,
    );
  });

  it.each([
    ['an external image', 'https://cdn.example.org/photo.jpg'],
    ['a built-in picture', '/assets/default-logo-Cghha8sk.svg'],
    ['a rendition already', `/uploads/${hash}-480w.webp`],
    ['an upload not named by hash', '/uploads/photo.webp'],
    ['a hash with a query', `/uploads/${hash}.webp?v=2`],
  ])('is undefined for %s', (_what, address) => {
    expect(uploadSrcSet(address)).toBeUndefined();
  });
});
