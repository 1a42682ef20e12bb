/**
 * The whole process's resident memory under a flood of distinct junk URLs stays bounded
 * (decision 049): the server as a real process, flooded 32 at a time, its RSS read from /proc.
 * A reduced run of `bench/junk-rss.mjs`, whose budgets are for 20,000 and 40,000 more.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floodJunk } from '../../../scripts/lib/junk-urls.mjs';
import type { ServerProcess } from './test/process.js';
import { startServerProcess } from './test/process.js';

const FLOOD = 6_000;
/** Without the fixed heap growth V8 reserved well over this after as many URLs; with it, a fraction. */
const GROWTH_BUDGET_MIB = 48;

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
      await floodJunk(base, 500);
      const pid = server.child.pid ?? 0;
      const before = rssMiB(pid);
      const statuses = await floodJunk(base, FLOOD);
      const after = rssMiB(pid);
      expect(Object.keys(statuses).sort()).toEqual(['200', '404']);
      expect(after - before, `RSS ${before.toFixed(1)} → ${after.toFixed(1)} MiB`).toBeLessThanOrEqual(
        GROWTH_BUDGET_MIB,
      );
    }, 120_000);
  },
);
