/**
 * Requests counted and timed by method, route pattern and status, at the cost of one map look-up
 * per request: prom-client's `inc` and `observe` check and hash their labels on every call, a
 * tenth of a cached answer's time (bench/README.md). The tallies become Prometheus's
 * counter and histogram only when `/metrics` is read, in the text prom-client writes for its own.
 */
import type { Counter, Histogram, Registry } from 'prom-client';

interface Tally {
  labels: { method: string; route: string; status: string };
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last one is past every bound (+Inf). */
  buckets: Float64Array;
}

/** One line of a metric as prom-client's registry writes it. */
interface MetricValue {
  value: number;
  labels: { le?: string | number };
  metricName?: string;
  sharedLabels?: Record<string, string>;
}

/** A metric as prom-client's registry reads it (`get()`), for metrics it does not make itself. */
interface CollectedMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: MetricValue[] }>;
  reset(): void;
}

export class RequestTallies {
  private readonly tallies = new Map<string, Tally>();
  /** Counts the resets (a registry's `resetMetrics`), after which a tally held by an observer is stale. */
  private resets = 0;

  constructor(private readonly bounds: readonly number[]) {}

  record(method: string, route: string, status: number, seconds: number): void {
    this.add(this.tallyOf(method, route, status), seconds);
  }

  /**
   * `record` for one method, route and status, with the tally found once: for an answer sent again
   * and again (the fast lane's), which would otherwise build and hash the same key on every request.
   */
  observer(method: string, route: string, status: number): (seconds: number) => void {
    let tally = this.tallyOf(method, route, status);
    let resets = this.resets;
    return (seconds) => {
      if (resets !== this.resets) {
        tally = this.tallyOf(method, route, status);
        resets = this.resets;
      }
      this.add(tally, seconds);
    };
  }

  private tallyOf(method: string, route: string, status: number): Tally {
    const key = `${method} ${status} ${route}`;
    let tally = this.tallies.get(key);
    if (!tally) {
      tally = {
        labels: { method, route, status: String(status) },
        count: 0,
        sum: 0,
        buckets: new Float64Array(this.bounds.length + 1),
      };
      this.tallies.set(key, tally);
    }
    return tally;
  }

  private add(tally: Tally, seconds: number): void {
    tally.count++;
    tally.sum += seconds;
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > (this.bounds[bucket] as number)) bucket++;
    tally.buckets[bucket] = (tally.buckets[bucket] ?? 0) + 1;
  }

  /** Registers the counter (`requests`) and the histogram (`duration`) in `registry`. */
  register(
    registry: Registry,
    requests: { name: string; help: string },
    duration: { name: string; help: string },
  ): void {
    const reset = () => {
      this.tallies.clear();
      this.resets++;
    };
    const metric = (
      about: { name: string; help: string },
      type: CollectedMetric['type'],
      values: (tally: Tally) => MetricValue[],
    ): CollectedMetric => ({
      ...about,
      type,
      aggregator: 'sum',
      get: async () => ({
        ...about,
        type,
        aggregator: 'sum',
        values: [...this.tallies.values()].flatMap(values),
      }),
      reset,
    });
    const counter = metric(requests, 'counter', (t) => [
      { value: t.count, labels: {}, sharedLabels: t.labels },
    ]);
    const histogram = metric(duration, 'histogram', (t) => {
      let cumulative = 0;
      const bucket = (le: number | string, value: number) => ({
        labels: { le },
        value,
        metricName: `${duration.name}_bucket`,
        sharedLabels: t.labels,
      });
      return [
        ...this.bounds.map((le, i) => {
          cumulative += t.buckets[i] ?? 0;
          return bucket(le, cumulative);
        }),
        bucket('+Inf', t.count),
        { labels: {}, value: t.sum, metricName: `${duration.name}_sum`, sharedLabels: t.labels },
        { labels: {}, value: t.count, metricName: `${duration.name}_count`, sharedLabels: t.labels },
      ];
    });
    // The registry takes any object that reads like one of its metrics (`name`, `help`, `type`,
    // `get()`): prom-client's own types name only its classes.
    registry.registerMetric(counter as unknown as Counter);
    registry.registerMetric(histogram as unknown as Histogram);
  }
}
