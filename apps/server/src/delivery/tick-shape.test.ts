import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { keepTickShape } from './tick-shape.js';

const MODULE = fileURLToPath(new URL('./tick-shape.ts', import.meta.url));

/**
 * A process that makes nextTick hot until V8 has optimised it, then goes through rounds of a burst
 * of ticks and an idle pause with full collections, as a server between bursts of requests does,
 * with V8 tracing the optimised code it throws away. Returns the trace from the third round on (the
 * first collections may settle hidden classes once, kept or not). `keep`: whether it keeps the tick
 * shape first.
 */
async function idleRounds(keep: boolean): Promise<string> {
  const script = `
    const { keepTickShape } = await import(${JSON.stringify(MODULE)});
    if (${keep}) keepTickShape();
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const burst = () =>
      new Promise((resolve) => {
        let left = 500;
        const step = () => (--left === 0 ? resolve() : process.nextTick(step));
        process.nextTick(step);
      });
    const optimised = () => (%GetOptimizationStatus(process.nextTick) & 16) !== 0;
    // V8 optimises on a thread of its own: on a busy machine that takes a while.
    for (let i = 0; i < 5000 && !optimised(); i++) {
      await burst();
      if (i % 100 === 99) await sleep(1);
    }
    if (!optimised()) throw new Error('nextTick was never optimised');
    for (let round = 0; round < 6; round++) {
      console.log('ROUND ' + round);
      for (let i = 0; i < 200; i++) await burst();
      await sleep(20);
      for (let i = 0; i < 4; i++) {
        globalThis.gc();
        await sleep(5);
      }
    }
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--expose-gc',
      '--allow-natives-syntax',
      '--trace-deopt',
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const [, fromThirdRound] = stdout.split('ROUND 2\n');
  expect(fromThirdRound).toBeDefined();
  return fromThirdRound ?? '';
}

/**
 * V8's line for nextTick's optimised code thrown away: at once, because an object it knew was
 * collected, or at its next call, which found the entries' hidden class changed.
 */
const NEXT_TICK_DROPPED = /<SharedFunctionInfo nextTick>|deoptimizing \S+ <JSFunction nextTick /;

describe('keepTickShape', () => {
  it('keeps one of nextTick’s entries, once', () => {
    const entry = keepTickShape();
    expect(entry).toMatchObject({ callback: expect.any(Function) });
    expect(keepTickShape()).toBe(entry);
  });

  it('keeps nextTick’s optimised code through the idle collections of a busy process', async () => {
    // Without it, V8 drops the entries' hidden class and nextTick's code with it at every idle
    // pause (the reason for the module: if this stops happening in a later Node, it can go).
    expect(await idleRounds(false)).toMatch(NEXT_TICK_DROPPED);
    expect(await idleRounds(true)).not.toMatch(NEXT_TICK_DROPPED);
  }, 60_000);
});
