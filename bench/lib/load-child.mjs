// One load run in a process of its own (bench/api.mjs): a 1 s warm-up, then the measured run,
// printed as JSON. The load generator is wrk (Debian's `wrk`, one thread): autocannon decodes every
// body into a JavaScript string, and on pages of real HTML that decoding, not the server, set the
// pace (docs/decisions/021-fast-lane.md, 'How it is measured').
//
// wrk runs without a Lua script: a script with a `response` function makes wrk copy every answer's
// headers and body into Lua, which on a large page cost a good share of the figure. The answers are
// counted by status instead from the server's own request counters (`tallies`: its /metrics), or,
// for the replay, which has none, from wrk's count of answers with a status of 400 or more.
//
// The counters are read before the warm-up and after the measured run, never between the two, and
// with `node:http`, not `fetch`: the replay's runs read nothing, and a read just before the measured
// run lowered the server's figure against its yardstick. The answers counted are the warm-up's and
// the run's together.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { promisify } from 'node:util';

const run = promisify(execFile);
const WRK = process.env.WRK ?? 'wrk';

const { url, connections, duration, headers, tallies, pid } = JSON.parse(process.argv[2]);
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

/** The text of a GET of `url` (on a connection of its own, closed after it). */
const textOf = (url) =>
  new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`${url} answered ${res.statusCode}`));
        return;
      }
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve(text));
    }).on('error', reject);
  });

/** The server's answers so far by status (200, 304…), from its `http_requests_total`, /metrics's own reads left out. */
async function answeredByStatus() {
  const counts = new Map();
  const text = await textOf(tallies);
  for (const [, labels, value] of text.matchAll(/^http_requests_total\{([^}]*)\} (\d+)$/gm)) {
    if (labels.includes('route="/metrics"')) continue;
    const status = Number(/status="(\d+)"/.exec(labels)?.[1]);
    counts.set(status, (counts.get(status) ?? 0) + Number(value));
  }
  return counts;
}

/** Clock ticks of CPU a process has used, all its threads (Linux's /proc); 0 once it is gone. */
function ticksOf(processId) {
  try {
    const fields = readFileSync(`/proc/${processId}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** PostgreSQL's own processes (the bench's throw-away server), by their command name. */
const postgresPids = () =>
  readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres');
    } catch {
      return false;
    }
  });

/** The machine's busy and total clock ticks over all cores. */
function machineTicks() {
  const [, ...counts] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const total = counts.reduce((sum, n) => sum + n, 0);
  return { busy: total - counts[3] - counts[4], total };
}

const CORES = readFileSync('/proc/stat', 'utf8')
  .split('\n')
  .filter((line) => /^cpu\d/.test(line)).length;
/** PostgreSQL's processes as the run starts: one set for both ends of it. */
const postgres = postgresPids();

/** The clock ticks so far of the machine, the server's process and PostgreSQL's. */
const sample = () => ({
  machine: machineTicks(),
  server: pid ? ticksOf(pid) : 0,
  postgres: postgres.reduce((sum, entry) => sum + ticksOf(entry), 0),
});

/**
 * Where the cores went since `start` (a `sample()`), in cores (1 = one core all along): the
 * server's process (when its pid is given), PostgreSQL's processes, and the whole machine (the
 * load generator and everything else included). Tells a slow run starved of CPU from a slow server.
 */
function cpuSince(start) {
  const now = sample();
  const cores = now.machine.total - start.machine.total;
  // A PostgreSQL process that ended during the run takes its ticks with it: never below 0.
  const share = (ticks) => +((Math.max(0, ticks) / cores) * CORES).toFixed(2);
  return {
    server: pid ? share(now.server - start.server) : undefined,
    postgres: share(now.postgres - start.postgres),
    machine: share(now.machine.busy - start.machine.busy),
  };
}

const before = tallies ? await answeredByStatus() : undefined;
await wrk(1);
const cpuStart = sample();
const { stdout } = await wrk(duration, ['--latency']);
const cpu = cpuSince(cpuStart);
const percentile = (p) => ms(new RegExp(`^\\s+${p}%\\s+(\\S+)$`, 'm').exec(stdout)?.[1] ?? '');
const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
const requests = Number(/^\s*(\d+) requests in /m.exec(stdout)?.[1]);
const failed = Number(/^\s*Non-2xx or 3xx responses: (\d+)$/m.exec(stdout)?.[1] ?? 0);

let statuses;
if (before) {
  const after = await answeredByStatus();
  statuses = { ok: 0, notModified: 0, other: 0 };
  for (const [status, count] of after) {
    const answered = count - (before.get(status) ?? 0);
    if (status === 304) statuses.notModified += answered;
    else if (status >= 200 && status < 300) statuses.ok += answered;
    else statuses.other += answered;
  }
} else statuses = { ok: requests - failed, notModified: 0, other: failed };

process.stdout.write(
  JSON.stringify({
    reqPerSec: Math.round(Number(/^Requests\/sec:\s+([\d.]+)$/m.exec(stdout)?.[1])),
    p50: percentile(50),
    p99: percentile(99),
    ok: statuses.ok,
    notModified: statuses.notModified,
    other: statuses.other + errors,
    cpu,
  }),
);
