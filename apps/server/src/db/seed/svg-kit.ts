/**
 * Small building blocks of the seed illustrations: brand palettes, a seeded random source and
 * the SVG document wrapper. Pure and deterministic, so the same input always draws the same image
 * (the image store names files by content hash).
 */

/** Brand colours (BRAND.md): deep teal primary, gold accent, slate greys. */
export const BRAND_COLOURS = {
  teal50: '#f0fdfa',
  teal100: '#ccfbf1',
  teal200: '#99f6e4',
  teal300: '#5eead4',
  teal400: '#2dd4bf',
  teal500: '#14b8a6',
  teal700: '#0f766e',
  teal800: '#115e59',
  teal900: '#134e4a',
  gold100: '#fdf0d5',
  gold200: '#f6e0a8',
  gold500: '#d69e2e',
  gold600: '#b7791f',
  slate50: '#f8fafc',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  slate400: '#94a3b8',
  slate500: '#64748b',
  slate600: '#475569',
  slate700: '#334155',
  slate800: '#1e293b',
  white: '#ffffff',
} as const;

const c = BRAND_COLOURS;

/** The roles a colour plays in a scene; light and dark palettes fill the same roles. */
export interface Palette {
  background: readonly [string, string];
  glow: string;
  glowAccent: string;
  /** Main shapes of the motif. */
  main: string;
  /** Strongest contrast against the background. */
  strong: string;
  /** Quiet secondary shapes. */
  soft: string;
  accent: string;
  /** Windows, pages and other surfaces set into the main shapes. */
  surface: string;
}

export const PALETTES: readonly Palette[] = [
  {
    background: [c.teal50, c.teal100],
    glow: c.teal200,
    glowAccent: c.gold100,
    main: c.teal700,
    strong: c.teal900,
    soft: c.teal300,
    accent: c.gold600,
    surface: c.white,
  },
  {
    background: [c.slate50, c.slate200],
    glow: c.slate300,
    glowAccent: c.teal100,
    main: c.teal700,
    strong: c.slate700,
    soft: c.slate400,
    accent: c.gold600,
    surface: c.white,
  },
  {
    background: ['#fffbeb', c.gold100],
    glow: c.gold200,
    glowAccent: c.teal100,
    main: c.teal800,
    strong: c.teal900,
    soft: c.teal200,
    accent: c.gold600,
    surface: c.white,
  },
  {
    background: [c.teal900, c.teal700],
    glow: c.teal500,
    glowAccent: c.teal800,
    main: c.teal100,
    strong: c.teal50,
    soft: c.teal400,
    accent: c.gold500,
    surface: c.teal700,
  },
  {
    background: [c.slate800, c.slate700],
    glow: c.teal700,
    glowAccent: c.slate600,
    main: c.teal300,
    strong: c.teal100,
    soft: c.slate500,
    accent: c.gold500,
    surface: c.slate800,
  },
];

/** A text seed becomes a number (FNV-1a), so callers may seed with a name or an index. */
export function seedNumber(seed: number | string): number {
  if (typeof seed === 'number') return Math.abs(Math.trunc(seed)) >>> 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Seeded random numbers in [0, 1) (mulberry32). */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

export function paletteFor(seed: number): Palette {
  return pick(PALETTES, seed);
}

/** Rounds to one decimal: shorter files, no visible difference. */
export function r1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Fonts librsvg finds on a plain server; the first one present wins. */
export const FONT_STACK = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

const SMALL_WORDS = new Set(['of', 'the', 'and', 'for', 'in', 'at', 'on', '&']);

/** Up to `max` capital letters from the significant words of a name ('Auren Society of Nursing' → 'ASN'). */
export function initialsOf(name: string, max = 3): string {
  const words = name
    .replace(/^(dr|prof|mr|mrs|ms)\.?\s+/i, '')
    .split(/[\s-]+/)
    .filter((word) => word.length > 0 && !SMALL_WORDS.has(word.toLowerCase()));
  const letters = words.map((word) => word.charAt(0).toUpperCase()).filter((ch) => /\p{L}/u.test(ch));
  return letters.slice(0, max).join('') || '?';
}

/** Centred text; the baseline is moved down by about a third of the size, since librsvg's support for dominant-baseline varies. */
export function centredText(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  weight = 700,
): string {
  return `<text x="${r1(x)}" y="${r1(y + size * 0.35)}" font-family="${FONT_STACK}" font-size="${r1(size)}" font-weight="${weight}" fill="${fill}" text-anchor="middle" letter-spacing="${r1(size * 0.02)}">${escapeXml(text)}</text>`;
}

/** A standalone SVG document: xmlns, viewBox, width and height, and a title for assistive technology. */
export function svgDocument(width: number, height: number, title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    '</svg>',
  ].join('\n');
}
