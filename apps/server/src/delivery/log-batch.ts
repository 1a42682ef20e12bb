/**
 * The process log's batches: every line the process logs, pino's and the access log's,
 * is gathered here in the order it was written, and handed to the destination (sonic-boom) as one
 * write once LOG_BATCH_BYTES have gathered, or when the owner flushes (a timer, close, exit).
 *
 * sonic-boom gathers by itself (`minLength`), but it measures the UTF-8 length of its whole
 * pending string on every write, flattening it first: fed a line or a turn's lines at a time, the
 * log cost 1.0–1.5 µs of the main thread per line, against 0.6–0.85 µs gathered here (a
 * microbenchmark of access lines in turns of 50 and 10; bench/README.md, 'Where a 304 goes').
 * Gathering is a push and a length; the batch is joined once.
 */
import type { LogDestination } from '../lib/access-log.js';

export class LogBatch implements LogDestination {
  private parts: string[] = [];
  private chars = 0;
  private direct = false;

  /**
   * `batchChars`: the characters gathered before a write. A character is at least one byte, so a
   * batch is at least that many bytes, and at most three times as many (UTF-8), plus one line.
   */
  constructor(
    private readonly destination: LogDestination,
    private readonly batchChars: number,
  ) {}

  write(text: string): boolean {
    if (this.direct) {
      this.destination.write(text);
      return true;
    }
    this.parts.push(text);
    this.chars += text.length;
    if (this.chars >= this.batchChars) this.flush();
    return true;
  }

  /** Hands what is gathered to the destination now, as one write. */
  flush(): void {
    if (this.parts.length === 0) return;
    const text = this.parts.length === 1 ? (this.parts[0] as string) : this.parts.join('');
    this.parts = [];
    this.chars = 0;
    this.destination.write(text);
  }

  /** Hands over what is gathered, and every later line as it comes (the app has closed). */
  end(): void {
    this.flush();
    this.direct = true;
  }
}
