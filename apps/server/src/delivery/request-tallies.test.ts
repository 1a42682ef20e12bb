/**
 * The request tallies as Prometheus reads them: an observer made once counts into the same series
 * as `record`, and goes on counting after the registry is reset.
 */
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestTallies } from './request-tallies.js';

function tallied() {
  const registry = new Registry();
  const tallies = new RequestTallies([0.001, 0.01]);
  tallies.register(registry, { name: 'requests_total', help: 'h' }, { name: 'request_seconds', help: 'h' });
  const line = async (pattern: RegExp) => Number(pattern.exec(await registry.metrics())?.[1] ?? 0);
  const count = () => line(/^requests_total\{method="GET",route="\/news",status="200"\} (\d+)$/m);
  const fast = () =>
    line(/^request_seconds_bucket\{le="0.001",method="GET",route="\/news",status="200"\} (\d+)$/m);
  return { registry, tallies, count, fast };
}

describe('request tallies', () => {
  it('counts an observer’s answers in the series `record` counts in, bucket by bucket', async () => {
    const { tallies, count, fast } = tallied();
    const observe = tallies.observer('GET', '/news', 200);
    tallies.record('GET', '/news', 200, 0.0005);
    observe(0.0002);
    observe(0.005);
    expect(await count()).toBe(3);
    expect(await fast()).toBe(2);
  });

  it('goes on counting after the registry is reset, from zero', async () => {
    const { registry, tallies, count } = tallied();
    const observe = tallies.observer('GET', '/news', 200);
    observe(0.0002);
    registry.resetMetrics();
    expect(await count()).toBe(0);
    observe(0.0002);
    tallies.record('GET', '/news', 200, 0.0002);
    expect(await count()).toBe(2);
  });
});
