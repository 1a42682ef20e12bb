// One load run in a process of its own (bench/api.mjs): a 1 s warm-up, then the measured run,
// printed as JSON. A fresh load generator per run: one that has already driven several servers
// for minutes in the same process measured later servers up to 15 % slower.
import autocannon from 'autocannon';

const { url, connections, duration, headers } = JSON.parse(process.argv[2]);
await autocannon({ url, connections, duration: 1, headers });
const r = await autocannon({ url, connections, duration, headers });
process.stdout.write(
  JSON.stringify({
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok: r['2xx'],
    notModified: r['3xx'],
    other: r.non2xx - r['3xx'] + r.errors + r.timeouts,
  }),
);
