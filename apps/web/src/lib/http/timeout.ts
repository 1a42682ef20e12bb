/** No answer came in time: the call was aborted after its time-out (SPEC §7, §9). */
export class TimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * Runs `run` with a signal that aborts after `timeoutMs` (or when `outer` aborts), and rejects with
 * TimeoutError once the time is up even if `run` ignores its signal. A plain timer rather than
 * `AbortSignal.timeout`, so fake timers in tests drive it too.
 */
export async function withTimeout<T>(
  timeoutMs: number | undefined,
  run: (signal: AbortSignal) => Promise<T>,
  outer?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const abortFromOuter = () => controller.abort(outer?.reason);
  if (outer?.aborted) abortFromOuter();
  else outer?.addEventListener('abort', abortFromOuter, { once: true });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    if (timeoutMs === undefined) return;
    timer = setTimeout(() => {
      const error = new TimeoutError(timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([run(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abortFromOuter);
  }
}
