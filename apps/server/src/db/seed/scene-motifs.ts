/**
 * The motifs of the seed scenes, each drawn into any width and height. Sizes are taken from the
 * height so a motif keeps its shape in 16:9 and 4:3 frames alike. Abstract and calm: no faces.
 */
import { type Palette, r1 } from './svg-kit.js';

export interface MotifContext {
  w: number;
  h: number;
  p: Palette;
  random: () => number;
}

export type MotifDrawer = (ctx: MotifContext) => string;

function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

function polyline(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${r1(x)} ${r1(y)}`).join(' ');
}

/** A heart whose tip sits at (x, y + size / 2). */
function heartPath(x: number, y: number, size: number): string {
  const s = size / 2;
  return [
    `M${r1(x)} ${r1(y + s)}`,
    `C${r1(x - s * 1.2)} ${r1(y + s * 0.15)} ${r1(x - s * 1.05)} ${r1(y - s * 0.95)} ${r1(x)} ${r1(y - s * 0.45)}`,
    `C${r1(x + s * 1.05)} ${r1(y - s * 0.95)} ${r1(x + s * 1.2)} ${r1(y + s * 0.15)} ${r1(x)} ${r1(y + s)}Z`,
  ].join(' ');
}

/** A rounded plus sign centred on (x, y). */
function crossShape(x: number, y: number, size: number, fill: string, opacity = 1): string {
  const arm = size / 3;
  const radius = arm / 4;
  return [
    `<g fill="${fill}" opacity="${opacity}">`,
    `<rect x="${r1(x - arm / 2)}" y="${r1(y - size / 2)}" width="${r1(arm)}" height="${r1(size)}" rx="${r1(radius)}"/>`,
    `<rect x="${r1(x - size / 2)}" y="${r1(y - arm / 2)}" width="${r1(size)}" height="${r1(arm)}" rx="${r1(radius)}"/>`,
    '</g>',
  ].join('');
}

const waves: MotifDrawer = ({ w, h, p, random }) => {
  const sunX = w * between(random, 0.6, 0.8);
  const parts = [
    `<circle cx="${r1(sunX)}" cy="${r1(h * 0.33)}" r="${r1(h * 0.11)}" fill="${p.accent}" opacity="0.85"/>`,
  ];
  const layers = [
    { fill: p.soft, opacity: 0.45 },
    { fill: p.soft, opacity: 0.7 },
    { fill: p.main, opacity: 0.75 },
    { fill: p.strong, opacity: 0.9 },
  ];
  layers.forEach((layer, i) => {
    const base = h * (0.52 + i * 0.11);
    const amplitude = h * between(random, 0.025, 0.05);
    const wavelength = w / between(random, 1.2, 2.4);
    const phase = random() * Math.PI * 2;
    const points: [number, number][] = [[0, h]];
    for (let x = 0; x <= w; x += w / 48) {
      points.push([x, base + amplitude * Math.sin((x / wavelength) * Math.PI * 2 + phase)]);
    }
    points.push([w, h]);
    parts.push(`<path d="${polyline(points)}Z" fill="${layer.fill}" opacity="${layer.opacity}"/>`);
  });
  return parts.join('\n');
};

const arcs: MotifDrawer = ({ w, h, p, random }) => {
  const fromLeft = random() < 0.5;
  const cx = fromLeft ? w * 0.12 : w * 0.88;
  const cy = h * 1.02;
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    const radius = h * (0.22 + i * 0.12);
    const colour = i % 3 === 2 ? p.accent : i % 2 === 0 ? p.main : p.soft;
    parts.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="none" stroke="${colour}" stroke-width="${r1(h * 0.035)}" opacity="${r1(0.9 - i * 0.09)}"/>`,
    );
  }
  for (let i = 0; i < 5; i++) {
    const x = fromLeft ? w * between(random, 0.55, 0.92) : w * between(random, 0.08, 0.45);
    parts.push(
      `<circle cx="${r1(x)}" cy="${r1(h * between(random, 0.15, 0.5))}" r="${r1(h * between(random, 0.012, 0.03))}" fill="${p.accent}" opacity="0.7"/>`,
    );
  }
  return parts.join('\n');
};

const building: MotifDrawer = ({ w, h, p, random }) => {
  const ground = h * 0.8;
  const cx = w / 2;
  const mainW = h * 0.62;
  const mainTop = h * 0.3;
  const wingW = h * 0.3;
  const wingTop = h * 0.5;
  const parts = [
    `<rect x="0" y="${r1(ground)}" width="${w}" height="${r1(h - ground)}" fill="${p.soft}" opacity="0.5"/>`,
    `<rect x="${r1(cx - mainW / 2 - wingW)}" y="${r1(wingTop)}" width="${r1(wingW + 4)}" height="${r1(ground - wingTop)}" rx="6" fill="${p.main}" opacity="0.8"/>`,
    `<rect x="${r1(cx + mainW / 2 - 4)}" y="${r1(wingTop)}" width="${r1(wingW + 4)}" height="${r1(ground - wingTop)}" rx="6" fill="${p.main}" opacity="0.8"/>`,
    `<rect x="${r1(cx - mainW / 2)}" y="${r1(mainTop)}" width="${r1(mainW)}" height="${r1(ground - mainTop)}" rx="8" fill="${p.main}"/>`,
  ];
  // Windows: a calm grid on the main block and one row per wing.
  const cols = 5;
  const rows = 4;
  const winW = (mainW * 0.7) / cols;
  const winH = h * 0.05;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = cx - mainW * 0.4 + (col * (mainW * 0.8)) / cols + winW * 0.07;
      const y = mainTop + h * 0.1 + row * h * 0.075;
      const lit = random() < 0.25;
      parts.push(
        `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(winW * 0.86)}" height="${r1(winH)}" rx="3" fill="${lit ? p.accent : p.surface}" opacity="${lit ? 0.85 : 0.7}"/>`,
      );
    }
  }
  for (const side of [-1, 1]) {
    const wingX = side < 0 ? cx - mainW / 2 - wingW : cx + mainW / 2;
    for (let col = 0; col < 3; col++) {
      parts.push(
        `<rect x="${r1(wingX + wingW * 0.12 + col * wingW * 0.28)}" y="${r1(wingTop + h * 0.07)}" width="${r1(wingW * 0.18)}" height="${r1(winH)}" rx="3" fill="${p.surface}" opacity="0.6"/>`,
      );
    }
  }
  // Entrance with canopy, and the sign on the roof.
  parts.push(
    `<rect x="${r1(cx - h * 0.06)}" y="${r1(ground - h * 0.12)}" width="${r1(h * 0.12)}" height="${r1(h * 0.12)}" rx="4" fill="${p.surface}" opacity="0.85"/>`,
    `<rect x="${r1(cx - h * 0.1)}" y="${r1(ground - h * 0.14)}" width="${r1(h * 0.2)}" height="${r1(h * 0.025)}" rx="4" fill="${p.strong}"/>`,
    `<rect x="${r1(cx - h * 0.06)}" y="${r1(mainTop - h * 0.1)}" width="${r1(h * 0.12)}" height="${r1(h * 0.1)}" rx="10" fill="${p.surface}"/>`,
    crossShape(cx, mainTop - h * 0.05, h * 0.07, p.accent),
  );
  // Trees: soft rounds on short trunks either side.
  for (const x of [cx - mainW / 2 - wingW - h * 0.12, cx + mainW / 2 + wingW + h * 0.12]) {
    const size = h * between(random, 0.07, 0.1);
    parts.push(
      `<rect x="${r1(x - 4)}" y="${r1(ground - h * 0.08)}" width="8" height="${r1(h * 0.08)}" fill="${p.strong}" opacity="0.6"/>`,
      `<circle cx="${r1(x)}" cy="${r1(ground - h * 0.08 - size * 0.7)}" r="${r1(size)}" fill="${p.soft}"/>`,
    );
  }
  return parts.join('\n');
};

const columns: MotifDrawer = ({ w, h, p }) => {
  const cx = w / 2;
  const width = h * 0.9;
  const left = cx - width / 2;
  const baseY = h * 0.78;
  const topY = h * 0.4;
  const parts = [
    `<path d="M${r1(left - h * 0.02)} ${r1(topY)} L${r1(cx)} ${r1(h * 0.2)} L${r1(left + width + h * 0.02)} ${r1(topY)}Z" fill="${p.main}"/>`,
    `<circle cx="${r1(cx)}" cy="${r1(h * 0.32)}" r="${r1(h * 0.035)}" fill="${p.accent}"/>`,
    `<rect x="${r1(left)}" y="${r1(topY)}" width="${r1(width)}" height="${r1(h * 0.05)}" fill="${p.strong}"/>`,
  ];
  const count = 6;
  for (let i = 0; i < count; i++) {
    const x = left + h * 0.04 + (i * (width - h * 0.14)) / (count - 1);
    parts.push(
      `<rect x="${r1(x)}" y="${r1(topY + h * 0.05)}" width="${r1(h * 0.06)}" height="${r1(baseY - topY - h * 0.05)}" fill="${p.main}" opacity="0.85"/>`,
      `<rect x="${r1(x - h * 0.01)}" y="${r1(topY + h * 0.05)}" width="${r1(h * 0.08)}" height="${r1(h * 0.018)}" fill="${p.strong}"/>`,
    );
  }
  for (let step = 0; step < 3; step++) {
    const inset = h * 0.02 * (2 - step);
    parts.push(
      `<rect x="${r1(left - h * 0.04 + inset)}" y="${r1(baseY + step * h * 0.03)}" width="${r1(width + h * 0.08 - inset * 2)}" height="${r1(h * 0.03)}" fill="${step === 0 ? p.strong : p.main}" opacity="${r1(1 - step * 0.2)}"/>`,
    );
  }
  return parts.join('\n');
};

const cross: MotifDrawer = ({ w, h, p, random }) => {
  const cx = w * between(random, 0.4, 0.6);
  const cy = h * 0.5;
  const parts = [
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(h * 0.4)}" fill="none" stroke="${p.soft}" stroke-width="${r1(h * 0.012)}" opacity="0.6"/>`,
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(h * 0.33)}" fill="none" stroke="${p.accent}" stroke-width="${r1(h * 0.008)}" opacity="0.7"/>`,
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(h * 0.27)}" fill="${p.surface}" opacity="0.9"/>`,
    crossShape(cx, cy, h * 0.34, p.main),
  ];
  for (let i = 0; i < 6; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = cx + side * h * between(random, 0.55, 0.9);
    const y = h * between(random, 0.15, 0.85);
    parts.push(crossShape(x, y, h * between(random, 0.04, 0.08), i % 3 === 0 ? p.accent : p.soft, 0.6));
  }
  return parts.join('\n');
};

const helix: MotifDrawer = ({ w, h, p, random }) => {
  const cx = w / 2;
  const cy = h / 2;
  const start = w * 0.08;
  const end = w * 0.92;
  const amplitude = h * 0.17;
  const turns = between(random, 1.6, 2.4);
  const phase = random() * Math.PI;
  const at = (x: number, shift: number) =>
    cy + amplitude * Math.sin(((x - start) / (end - start)) * turns * Math.PI * 2 + phase + shift);
  const strandA: [number, number][] = [];
  const strandB: [number, number][] = [];
  for (let x = start; x <= end + 0.1; x += (end - start) / 120) {
    strandA.push([x, at(x, 0)]);
    strandB.push([x, at(x, Math.PI)]);
  }
  const parts: string[] = [];
  const rungs = 26;
  for (let i = 0; i <= rungs; i++) {
    const x = start + (i * (end - start)) / rungs;
    const y1 = at(x, 0);
    const y2 = at(x, Math.PI);
    parts.push(
      `<line x1="${r1(x)}" y1="${r1(y1)}" x2="${r1(x)}" y2="${r1(y2)}" stroke="${p.soft}" stroke-width="${r1(h * 0.008)}" stroke-linecap="round" opacity="0.8"/>`,
      `<circle cx="${r1(x)}" cy="${r1(y1)}" r="${r1(h * 0.012)}" fill="${i % 4 === 0 ? p.accent : p.main}"/>`,
      `<circle cx="${r1(x)}" cy="${r1(y2)}" r="${r1(h * 0.012)}" fill="${i % 4 === 2 ? p.accent : p.strong}"/>`,
    );
  }
  parts.push(
    `<path d="${polyline(strandB)}" fill="none" stroke="${p.strong}" stroke-width="${r1(h * 0.016)}" stroke-linecap="round" opacity="0.85"/>`,
    `<path d="${polyline(strandA)}" fill="none" stroke="${p.main}" stroke-width="${r1(h * 0.016)}" stroke-linecap="round"/>`,
  );
  return `<g transform="rotate(${r1(between(random, -14, -6))} ${r1(cx)} ${r1(cy)})">\n${parts.join('\n')}\n</g>`;
};

const books: MotifDrawer = ({ w, h, p, random }) => {
  const cx = w / 2;
  const shelf = h * 0.8;
  const colours = [p.main, p.accent, p.strong, p.soft];
  const parts = [
    `<rect x="${r1(cx - h * 0.5)}" y="${r1(shelf)}" width="${r1(h)}" height="${r1(h * 0.02)}" rx="4" fill="${p.strong}" opacity="0.7"/>`,
  ];
  let top = shelf;
  for (let i = 0; i < 4; i++) {
    const bookW = h * between(random, 0.46, 0.6);
    const bookH = h * between(random, 0.06, 0.08);
    const x = cx - bookW / 2 + h * between(random, -0.04, 0.04);
    top -= bookH;
    const colour = colours[i % colours.length] ?? p.main;
    parts.push(
      `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(bookW)}" height="${r1(bookH)}" rx="6" fill="${colour}"/>`,
      `<rect x="${r1(x + bookW * 0.08)}" y="${r1(top + bookH * 0.4)}" width="${r1(bookW * 0.84)}" height="${r1(bookH * 0.2)}" fill="${p.surface}" opacity="0.35"/>`,
    );
  }
  // An open book resting on the pile.
  const bw = h * 0.5;
  const y = top - h * 0.02;
  const page = (dir: number) =>
    `M${r1(cx)} ${r1(y)} Q${r1(cx + dir * bw * 0.25)} ${r1(y - h * 0.07)} ${r1(cx + dir * bw * 0.5)} ${r1(y - h * 0.05)} L${r1(cx + dir * bw * 0.5)} ${r1(y - h * 0.2)} Q${r1(cx + dir * bw * 0.25)} ${r1(y - h * 0.22)} ${r1(cx)} ${r1(y - h * 0.16)}Z`;
  parts.push(
    `<path d="${page(-1)}" fill="${p.surface}" stroke="${p.strong}" stroke-width="${r1(h * 0.006)}" stroke-linejoin="round"/>`,
    `<path d="${page(1)}" fill="${p.surface}" stroke="${p.strong}" stroke-width="${r1(h * 0.006)}" stroke-linejoin="round"/>`,
  );
  for (let line = 0; line < 3; line++) {
    for (const dir of [-1, 1]) {
      const lineY = y - h * 0.15 + line * h * 0.03;
      parts.push(
        `<line x1="${r1(cx + dir * bw * 0.08)}" y1="${r1(lineY)}" x2="${r1(cx + dir * bw * 0.42)}" y2="${r1(lineY - h * 0.005)}" stroke="${p.soft}" stroke-width="${r1(h * 0.006)}" stroke-linecap="round"/>`,
      );
    }
  }
  parts.push(
    `<circle cx="${r1(cx + h * 0.5)}" cy="${r1(h * 0.22)}" r="${r1(h * 0.05)}" fill="${p.accent}" opacity="0.5"/>`,
  );
  return parts.join('\n');
};

const heartbeat: MotifDrawer = ({ w, h, p, random }) => {
  const parts: string[] = [];
  const grid = h * 0.075;
  for (let x = grid; x < w; x += grid) {
    parts.push(
      `<line x1="${r1(x)}" y1="0" x2="${r1(x)}" y2="${h}" stroke="${p.soft}" stroke-width="1.5" opacity="0.25"/>`,
    );
  }
  for (let y = grid; y < h; y += grid) {
    parts.push(
      `<line x1="0" y1="${r1(y)}" x2="${w}" y2="${r1(y)}" stroke="${p.soft}" stroke-width="1.5" opacity="0.25"/>`,
    );
  }
  const heartX = w * between(random, 0.6, 0.75);
  parts.push(`<path d="${heartPath(heartX, h * 0.48, h * 0.5)}" fill="${p.glow}" opacity="0.6"/>`);
  const base = h * 0.55;
  const beat = w / 3;
  const points: [number, number][] = [[0, base]];
  for (let start = w * 0.04; start < w; start += beat) {
    const u = beat / 20;
    points.push(
      [start + u * 2, base],
      [start + u * 3, base - h * 0.04],
      [start + u * 4, base],
      [start + u * 6, base],
      [start + u * 6.6, base + h * 0.05],
      [start + u * 7.6, base - h * 0.3],
      [start + u * 8.6, base + h * 0.12],
      [start + u * 9.3, base],
      [start + u * 11.5, base],
      [start + u * 13, base - h * 0.07],
      [start + u * 14.5, base],
    );
  }
  points.push([w, base]);
  parts.push(
    `<path d="${polyline(points)}" fill="none" stroke="${p.main}" stroke-width="${r1(h * 0.014)}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  const last = points[points.length - 2] ?? [w, base];
  parts.push(`<circle cx="${r1(last[0])}" cy="${r1(last[1])}" r="${r1(h * 0.018)}" fill="${p.accent}"/>`);
  return parts.join('\n');
};

const cells: MotifDrawer = ({ w, h, p, random }) => {
  const parts: string[] = [];
  for (let i = 0; i < 16; i++) {
    const x = w * random();
    const y = h * random();
    const radius = h * between(random, 0.03, 0.11);
    const colour = i % 5 === 0 ? p.accent : i % 2 === 0 ? p.soft : p.main;
    parts.push(
      `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(radius)}" fill="${colour}" opacity="${r1(between(random, 0.2, 0.45))}"/>`,
      `<circle cx="${r1(x + radius * 0.2)}" cy="${r1(y - radius * 0.15)}" r="${r1(radius * 0.35)}" fill="${colour}" opacity="0.6"/>`,
    );
  }
  // A magnifying lens over the cells.
  const cx = w * between(random, 0.4, 0.6);
  const cy = h * 0.45;
  const lens = h * 0.24;
  const handleStart = lens * Math.SQRT1_2;
  parts.push(
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(lens)}" fill="${p.surface}" opacity="0.35"/>`,
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(lens)}" fill="none" stroke="${p.strong}" stroke-width="${r1(h * 0.025)}"/>`,
    `<line x1="${r1(cx + handleStart)}" y1="${r1(cy + handleStart)}" x2="${r1(cx + handleStart + h * 0.16)}" y2="${r1(cy + handleStart + h * 0.16)}" stroke="${p.strong}" stroke-width="${r1(h * 0.045)}" stroke-linecap="round"/>`,
    `<circle cx="${r1(cx - lens * 0.25)}" cy="${r1(cy + lens * 0.1)}" r="${r1(lens * 0.3)}" fill="${p.main}" opacity="0.55"/>`,
    `<circle cx="${r1(cx - lens * 0.2)}" cy="${r1(cy + lens * 0.05)}" r="${r1(lens * 0.11)}" fill="${p.accent}"/>`,
    `<circle cx="${r1(cx + lens * 0.35)}" cy="${r1(cy - lens * 0.3)}" r="${r1(lens * 0.18)}" fill="${p.soft}" opacity="0.8"/>`,
  );
  return parts.join('\n');
};

const podium: MotifDrawer = ({ w, h, p, random }) => {
  const cx = w / 2;
  const screenW = h * 0.8;
  const screenH = h * 0.36;
  const screenX = cx - screenW / 2;
  const screenY = h * 0.1;
  const parts = [
    `<rect x="${r1(screenX)}" y="${r1(screenY)}" width="${r1(screenW)}" height="${r1(screenH)}" rx="12" fill="${p.surface}" stroke="${p.strong}" stroke-width="${r1(h * 0.008)}"/>`,
  ];
  const bars = 6;
  for (let i = 0; i < bars; i++) {
    const barH = screenH * between(random, 0.25, 0.7);
    const x = screenX + screenW * 0.12 + (i * screenW * 0.76) / bars;
    parts.push(
      `<rect x="${r1(x)}" y="${r1(screenY + screenH * 0.85 - barH)}" width="${r1((screenW * 0.76) / bars - h * 0.02)}" height="${r1(barH)}" rx="4" fill="${i === bars - 2 ? p.accent : p.main}" opacity="0.85"/>`,
    );
  }
  // The lectern.
  const lecternX = cx + screenW / 2 + h * 0.1;
  parts.push(
    `<path d="M${r1(lecternX - h * 0.07)} ${r1(h * 0.5)} L${r1(lecternX + h * 0.07)} ${r1(h * 0.5)} L${r1(lecternX + h * 0.05)} ${r1(h * 0.66)} L${r1(lecternX - h * 0.05)} ${r1(h * 0.66)}Z" fill="${p.main}"/>`,
    `<rect x="${r1(lecternX - h * 0.09)}" y="${r1(h * 0.48)}" width="${r1(h * 0.18)}" height="${r1(h * 0.025)}" rx="4" fill="${p.strong}"/>`,
  );
  // Tiers of seats, curving like a lecture theatre.
  for (let row = 0; row < 3; row++) {
    const y = h * (0.72 + row * 0.09);
    const seats = 9 + row * 2;
    const span = w * (0.5 + row * 0.14);
    for (let seat = 0; seat < seats; seat++) {
      const t = seat / (seats - 1) - 0.5;
      const x = cx + t * span;
      const lift = Math.abs(t) * h * 0.06;
      parts.push(
        `<rect x="${r1(x - h * 0.025)}" y="${r1(y - lift)}" width="${r1(h * 0.05)}" height="${r1(h * 0.045)}" rx="8" fill="${row === 0 ? p.soft : p.main}" opacity="${r1(0.55 + row * 0.15)}"/>`,
      );
    }
  }
  return parts.join('\n');
};

export const MOTIFS = {
  waves,
  arcs,
  building,
  columns,
  cross,
  helix,
  books,
  heartbeat,
  cells,
  podium,
} satisfies Record<string, MotifDrawer>;
