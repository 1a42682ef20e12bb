/**
 * The seed's images, drawn as SVG: calm abstract scenes (news, events, institutions, branches),
 * monogram logos (partners), line icons (achievements) and initial avatars (comments).
 * Brand colours only, no faces (BRAND.md). Every function is pure: same input, same image.
 */
import { MOTIFS } from './scene-motifs.js';
import {
  BRAND_COLOURS as c,
  centredText,
  initialsOf,
  PALETTES,
  paletteFor,
  pick,
  r1,
  randomSource,
  seedNumber,
  svgDocument,
} from './svg-kit.js';

export type SceneMotif = keyof typeof MOTIFS;
export const SCENE_MOTIFS = Object.keys(MOTIFS) as SceneMotif[];

/** 'wide' for news and events (1600×900), 'place' for institutions and branches (1200×900). */
export const SCENE_SIZES = {
  wide: { width: 1600, height: 900 },
  place: { width: 1200, height: 900 },
} as const;
export type SceneSize = keyof typeof SCENE_SIZES;

export interface SceneOptions {
  motif: SceneMotif;
  /** Picks the palette and the small variations, so two items with one motif still differ. */
  seed: number | string;
  size: SceneSize;
  title?: string;
}

export function sceneSvg({ motif, seed, size, title }: SceneOptions): string {
  const { width: w, height: h } = SCENE_SIZES[size];
  const n = seedNumber(seed);
  const p = paletteFor(n);
  const random = randomSource(n * 31 + motif.length);
  const body = [
    '<defs><linearGradient id="backdrop" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${p.background[0]}"/><stop offset="1" stop-color="${p.background[1]}"/>`,
    '</linearGradient></defs>',
    `<rect width="${w}" height="${h}" fill="url(#backdrop)"/>`,
    `<circle cx="${r1(w * (0.7 + random() * 0.2))}" cy="${r1(h * 0.2)}" r="${r1(h * 0.55)}" fill="${p.glow}" opacity="0.35"/>`,
    `<circle cx="${r1(w * (0.05 + random() * 0.15))}" cy="${r1(h * 0.95)}" r="${r1(h * 0.42)}" fill="${p.glowAccent}" opacity="0.35"/>`,
    MOTIFS[motif]({ w, h, p, random }),
  ].join('\n');
  return svgDocument(w, h, title ?? `Illustration: ${motif}`, body);
}

type LogoShape = 'circle' | 'roundedSquare' | 'hexagon' | 'shield';
const LOGO_SHAPES: readonly LogoShape[] = ['circle', 'roundedSquare', 'hexagon', 'shield'];

function logoShapePath(shape: LogoShape, size: number, inset: number): string {
  const a = inset;
  const b = size - inset;
  const m = size / 2;
  switch (shape) {
    case 'circle':
      return `M${m} ${a} A${m - a} ${m - a} 0 1 1 ${m} ${b} A${m - a} ${m - a} 0 1 1 ${m} ${a}Z`;
    case 'roundedSquare': {
      const k = (b - a) * 0.22;
      return `M${a + k} ${a} H${b - k} Q${b} ${a} ${b} ${a + k} V${b - k} Q${b} ${b} ${b - k} ${b} H${a + k} Q${a} ${b} ${a} ${b - k} V${a + k} Q${a} ${a} ${a + k} ${a}Z`;
    }
    case 'hexagon': {
      const r = m - a;
      const points = Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 3) * i - Math.PI / 2;
        return `${r1(m + r * Math.cos(angle))} ${r1(m + r * Math.sin(angle))}`;
      });
      return `M${points.join(' L')}Z`;
    }
    case 'shield':
      return `M${m} ${a} L${b} ${a + (b - a) * 0.14} V${m} C${b} ${b - (b - a) * 0.18} ${m + (b - a) * 0.12} ${b - (b - a) * 0.04} ${m} ${b} C${m - (b - a) * 0.12} ${b - (b - a) * 0.04} ${a} ${b - (b - a) * 0.18} ${a} ${m} V${a + (b - a) * 0.14}Z`;
  }
}

/** A partner's monogram (600×600): its initials in a shape, on a transparent ground. */
export function partnerLogoSvg(name: string, seed: number | string = name): string {
  const size = 600;
  const n = seedNumber(seed);
  const shape = pick(LOGO_SHAPES, n);
  const dark = pick(
    [
      [c.teal700, c.teal900],
      [c.slate600, c.slate800],
      [c.teal800, c.slate700],
    ] as const,
    n >>> 3,
  );
  const letters = initialsOf(name);
  const fontSize = letters.length >= 3 ? 160 : letters.length === 2 ? 200 : 250;
  const shapeTop = shape === 'shield' ? 0.46 : 0.5;
  const body = [
    '<defs><linearGradient id="mark" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${dark[0]}"/><stop offset="1" stop-color="${dark[1]}"/>`,
    '</linearGradient></defs>',
    `<path d="${logoShapePath(shape, size, 24)}" fill="url(#mark)"/>`,
    `<path d="${logoShapePath(shape, size, 52)}" fill="none" stroke="${c.gold500}" stroke-width="8" opacity="0.9"/>`,
    centredText(letters, size / 2, size * shapeTop, fontSize, c.white),
    `<rect x="${size / 2 - 60}" y="${r1(size * shapeTop + fontSize * 0.55)}" width="120" height="10" rx="5" fill="${c.gold500}"/>`,
  ].join('\n');
  return svgDocument(size, size, `${name} logo`, body);
}

/** A soft closed blob around (cx, cy): midpoints joined by quadratic curves. */
function blobPath(cx: number, cy: number, radius: number, random: () => number): string {
  const count = 8;
  const points = Array.from({ length: count }, (_, i) => {
    const angle = (Math.PI * 2 * i) / count;
    const r = radius * (0.88 + random() * 0.16);
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
  });
  const mid = (i: number) => {
    const a = points[i % count] ?? points[0];
    const b = points[(i + 1) % count] ?? points[0];
    if (!a || !b) return [cx, cy] as const;
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  };
  const start = mid(count - 1);
  const segments = points.map((point, i) => {
    const end = mid(i);
    return `Q${r1(point[0])} ${r1(point[1])} ${r1(end[0])} ${r1(end[1])}`;
  });
  return `M${r1(start[0])} ${r1(start[1])} ${segments.join(' ')}Z`;
}

/** An abstract avatar (400×400): initials on a soft shape. Never a face. */
export function avatarSvg(name: string, seed: number | string = name): string {
  const size = 400;
  const n = seedNumber(seed);
  const random = randomSource(n);
  const tones = pick(
    [
      { ground: c.teal50, blob: c.teal200, ring: c.gold500, text: c.teal900 },
      { ground: c.gold100, blob: c.gold200, ring: c.teal700, text: c.teal900 },
      { ground: c.slate50, blob: c.slate300, ring: c.teal700, text: c.slate800 },
      { ground: c.teal100, blob: c.teal300, ring: c.gold600, text: c.teal900 },
    ] as const,
    n,
  );
  const body = [
    `<rect width="${size}" height="${size}" fill="${tones.ground}"/>`,
    `<path d="${blobPath(size / 2, size / 2, 150, random)}" fill="${tones.blob}"/>`,
    `<circle cx="${size / 2}" cy="${size / 2}" r="${r1(168 + random() * 8)}" fill="none" stroke="${tones.ring}" stroke-width="5" stroke-dasharray="${r1(140 + random() * 80)} 40" opacity="0.7"/>`,
    centredText(initialsOf(name, 2), size / 2, size / 2, 130, tones.text),
  ].join('\n');
  return svgDocument(size, size, `Avatar of ${name}`, body);
}

const ICON_BODIES = {
  hospital: {
    line: 'M56 196 H200 M76 196 V92 Q76 84 84 84 H172 Q180 84 180 92 V196 M112 196 V166 H144 V196 M94 150 H106 M150 150 H162',
    accent: 'M128 104 V140 M110 122 H146',
  },
  graduationCap: {
    line: 'M128 70 L214 108 L128 146 L42 108 Z M84 128 V162 C84 176 104 186 128 186 C152 186 172 176 172 162 V128',
    accent: 'M214 108 V156 M206 168 L214 156 L222 168',
  },
  microscope: {
    line: 'M64 204 H192 M100 50 L126 40 L150 112 L124 122 Z M96 44 L128 32 M140 118 L146 138 M100 160 H168 M138 160 V204 M146 84 C196 96 206 166 172 204',
    accent: 'M112 152 H150',
  },
  heart: {
    line: 'M128 196 C60 150 44 120 52 94 C60 66 100 56 128 88 C156 56 196 66 204 94 C212 120 196 150 128 196 Z',
    accent: 'M76 128 H102 L114 106 L132 150 L144 128 H180',
  },
  people: {
    line: 'M128 76 A20 20 0 1 1 127.9 76 M92 184 C92 150 108 130 128 130 C148 130 164 150 164 184 M72 102 A16 16 0 1 1 71.9 102 M44 180 C44 156 56 142 72 142 C80 142 88 146 92 152 M184 102 A16 16 0 1 1 183.9 102 M212 180 C212 156 200 142 184 142 C176 142 168 146 164 152',
    accent: 'M80 204 H176',
  },
  bed: {
    line: 'M56 84 V200 M56 164 H200 V200 M56 140 H182 Q200 140 200 158 V164 M76 116 H112 Q122 116 122 126 V140 H76 Z',
    accent: 'M164 84 V116 M148 100 H180',
  },
} as const;

export type AchievementIcon = keyof typeof ICON_BODIES;
export const ACHIEVEMENT_ICONS = Object.keys(ICON_BODIES) as AchievementIcon[];

/** A line icon (256×256) on a pale disc, so it reads on light and dark sections alike. */
export function achievementIconSvg(icon: AchievementIcon): string {
  const { line, accent } = ICON_BODIES[icon];
  const body = [
    `<circle cx="128" cy="128" r="124" fill="${c.teal50}" stroke="${c.teal200}" stroke-width="4"/>`,
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-width="10">`,
    `<path d="${line}" stroke="${c.teal700}"/>`,
    `<path d="${accent}" stroke="${c.gold600}"/>`,
    '</g>',
  ].join('\n');
  return svgDocument(256, 256, `${icon} icon`, body);
}

/** Every palette index, for tests that want to see each one drawn. */
export const PALETTE_COUNT = PALETTES.length;
