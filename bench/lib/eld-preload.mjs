// Preloaded into a benchmarked server (node --import): measures event-loop delay. On SIGUSR2 it
// writes the figures since the last signal to ELD_FILE and starts afresh.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('SIGUSR2', () => {
  const ms = (ns) => Math.round((ns / 1e6) * 100) / 100;
  writeFileSync(
    process.env.ELD_FILE,
    JSON.stringify({
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    }),
  );
  histogram.reset();
});
