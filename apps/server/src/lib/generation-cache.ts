/**
 * The one shape of every in-process cache (docs/architecture.md, 'Reads that must be fast'):
 * values derived from public content, kept until the content generation changes, bounded in
 * entries and in bytes. Concurrent misses share one load, and a load that began before the
 * generation changed answers its callers but is never kept, so nothing stale survives a write.
 *
 * When full, a new key is refused rather than an old one evicted: what a generation fills first is
 * what visitors ask for most, and a flood of one-off URLs (query strings are open-ended) must not
 * push it out. Every entry goes at the next content change anyway.
 */

export interface GenerationCacheOptions<V> {
  /** The current content generation; when it differs from the last one seen, all is dropped. */
  generation: () => number;
  maxEntries: number;
  maxBytes: number;
  /** Bytes a value holds (its key is counted apart); `textBytes` for strings. */
  sizeOf: (value: V) => number;
}

/** V8 keeps a string in one or two bytes per UTF-16 unit: counted at two, a bound holds either way. */
export const textBytes = (text: string) => text.length * 2;

export const MiB = 1024 * 1024;

interface Entry<V> {
  value: V;
  bytes: number;
}

export class GenerationCache<V> {
  private readonly kept = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private seen: number;
  private keptBytes = 0;
  /** Loads answered from what was kept, and loads that had to run (`GET /metrics`). */
  hits = 0;
  misses = 0;

  constructor(private readonly options: GenerationCacheOptions<V>) {
    this.seen = options.generation();
  }

  /** The generation values are kept for now (a caller can hand it back to `set`). */
  get generation(): number {
    this.sync();
    return this.seen;
  }

  get size(): number {
    this.sync();
    return this.kept.size;
  }

  get bytes(): number {
    this.sync();
    return this.keptBytes;
  }

  get(key: string): V | undefined {
    this.sync();
    return this.kept.get(key)?.value;
  }

  /**
   * Keeps `value` under `key` unless it was made in an older generation than the current one
   * (`madeIn`, the current one by default) or it would pass a bound. Says whether it was kept.
   */
  set(key: string, value: V, madeIn = this.generation): boolean {
    this.sync();
    if (madeIn !== this.seen) return false;
    const bytes = textBytes(key) + this.options.sizeOf(value);
    const previous = this.kept.get(key);
    const entries = this.kept.size + (previous ? 0 : 1);
    const total = this.keptBytes - (previous?.bytes ?? 0) + bytes;
    if (entries > this.options.maxEntries || total > this.options.maxBytes) return false;
    this.kept.set(key, { value, bytes });
    this.keptBytes = total;
    return true;
  }

  /**
   * The value kept under `key`, else the one `load` makes, kept if `keep` says so (all by default).
   * Callers arriving while it loads share the load; a failed load is forgotten.
   */
  load(key: string, load: () => Promise<V>, keep: (value: V) => boolean = always): Promise<V> {
    this.sync();
    const hit = this.kept.get(key);
    if (hit) {
      this.hits++;
      return Promise.resolve(hit.value);
    }
    this.misses++;
    const running = this.loading.get(key);
    if (running) return running;
    const generation = this.seen;
    const pending = load().then((value) => {
      if (keep(value)) this.set(key, value, generation);
      return value;
    });
    this.loading.set(key, pending);
    const done = () => {
      if (this.loading.get(key) === pending) this.loading.delete(key);
    };
    pending.then(done, done);
    return pending;
  }

  private sync(): void {
    const generation = this.options.generation();
    if (generation === this.seen) return;
    this.seen = generation;
    this.kept.clear();
    // A load of the old generation is no longer shared: the next caller starts a fresh one.
    this.loading.clear();
    this.keptBytes = 0;
  }
}

const always = () => true;
