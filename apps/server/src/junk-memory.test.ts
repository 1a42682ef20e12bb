/**
 * The whole process's resident memory under a flood of distinct junk URLs stays bounded
 * (decision 049): the server as a real process, flooded 32 at a time, its RSS read from /proc.
 * A reduced run of `bench/junk-rss.mjs`, whose budgets are for 20,000 and 40,000 more.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from './test/process.js';
import { startServerProcess } from './test/process.js';

const FLOOD = 6_000;
/** Without the fixed heap growth V8 reserved well over this after as many URLs; with it, a fraction. */
const GROWTH_BUDGET_MIB = 48;

const digits = (n: number) => {
  let text = String(randomInt(1, 10));
  while (text.length < n) text += String(randomInt(0, 1e9)).padStart(9, '0');
  return text.slice(0, n);
};
const junkUrl = (n: number) =>
  [
    `/showNews/${digits(6_000)}`,
    `/api/v1/admin/news/${digits(10)}`,
    `/?x=${digits(40)}`,
    `/allNews?page=${digits(6)}&y=${digits(30)}`,
  ][n % 4];

async function flood(base: string, count: number) {
  let next = 0;
  const statuses = new Set<number>();
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const res = await fetch(`${base}${junkUrl(n)}`, { headers: { accept: 'text/html' } });
      await res.arrayBuffer();
      statuses.add(res.status);
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  return statuses;
}

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

// The plain parts (DELIVERY_TUNING=off) carry no runtime flag: there V8 grows as it likes.
describe.skipIf(process.env.DELIVERY_TUNING === 'off' || process.platform !== 'linux')(
  'resident memory under junk URLs',
  () => {
    let server: ServerProcess;
    beforeAll(async () => {
      server = await startServerProcess({ LOG_LEVEL: 'warn' });
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    it('grows by a bounded amount, whatever the URLs name', async () => {
      const base = server.url;
      for (const path of ['/', '/allNews', '/UserEvent', '/showNews/1', '/api/v1/admin/news'])
        await (await fetch(`${base}${path}`, { headers: { accept: 'text/html' } })).arrayBuffer();
      await flood(base, 500);
      const pid = server.child.pid ?? 0;
      const before = rssMiB(pid);
      const statuses = await flood(base, FLOOD);
      const after = rssMiB(pid);
      expect([...statuses].sort()).toEqual([200, 404]);
      expect(after - before, `RSS ${before.toFixed(1)} → ${after.toFixed(1)} MiB`).toBeLessThanOrEqual(
        GROWTH_BUDGET_MIB,
      );
    }, 120_000);
  },
);
