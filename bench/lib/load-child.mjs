// One load run in a process of its own (bench/api.mjs): a 1 s warm-up, then the measured run,
// printed as JSON. The load generator is wrk (Debian's `wrk`, one thread, as autocannon was):
// autocannon decodes every body into a JavaScript string, and on pages of 25–106 KB of real HTML
// that decoding, not the server, set the pace (bench/README.md, 'The load generator').
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const WRK = process.env.WRK ?? 'wrk';
const COUNT_SCRIPT = fileURLToPath(new URL('./status-count.lua', import.meta.url));

const { url, connections, duration, headers } = JSON.parse(process.argv[2]);
const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
const wrk = (seconds, extra = []) =>
  run(WRK, ['-t1', `-c${connections}`, `-d${seconds}s`, ...headerArgs, ...extra, url], {
    maxBuffer: 1024 * 1024,
  }).catch((error) => {
    if (error.code === 'ENOENT')
      throw new Error(`${WRK} is missing: install it (apt-get install -y wrk) or set WRK to its path`);
    throw error;
  });

/** wrk's durations (`631.00us`, `2.11ms`, `1.02s`) in milliseconds. */
function ms(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`unreadable wrk duration: ${text}`);
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]];
  return +(Number(match[1]) * factor).toFixed(2);
}

await wrk(1);
const { stdout } = await wrk(duration, ['--latency', '-s', COUNT_SCRIPT]);
const percentile = (p) => ms(new RegExp(`^\\s+${p}%\\s+(\\S+)$`, 'm').exec(stdout)?.[1] ?? '');
const statuses = JSON.parse(/^STATUS (.*)$/m.exec(stdout)?.[1] ?? '{}');
const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
process.stdout.write(
  JSON.stringify({
    reqPerSec: Math.round(Number(/^Requests\/sec:\s+([\d.]+)$/m.exec(stdout)?.[1])),
    p50: percentile(50),
    p99: percentile(99),
    ok: statuses.ok,
    notModified: statuses.notModified,
    other: statuses.other + errors,
  }),
);
