/**
 * Texts that make a backtracking pattern try every split: runs of dots, at signs, letters,
 * hyphens, spaces, digits and Unicode inside the shapes of an address. The shared patterns' tests
 * time each check on them, and the server's tests send them through every public route.
 */
export const HOSTILE_RUNS = [
  '.',
  '@',
  'a',
  '-',
  ' ',
  '\t',
  '1',
  '+',
  'é',
  '😀',
  '\u200b',
  '١',
  'a.',
  '.@',
  'a@a.',
  'a-',
  '@.',
] as const;

/** Each run inside the shapes that make an address pattern try every split. */
export const HOSTILE_SHAPES: readonly ((run: string) => string)[] = [
  (run) => run,
  (run) => `a@${run}@`,
  (run) => `a@b${run} `,
  (run) => `${run}@`,
  (run) => `a@${run}`,
  (run) => `@${run}.`,
  (run) => `a${run}!`,
  (run) => `+${run}x`,
];

/** Every shape of every run, each run repeated `repeatOf(run)` times. */
export const hostileTexts = (repeatOf: (run: string) => number): string[] =>
  HOSTILE_RUNS.flatMap((r) => {
    const run = r.repeat(repeatOf(r));
    return HOSTILE_SHAPES.map((shape) => shape(run));
  });
