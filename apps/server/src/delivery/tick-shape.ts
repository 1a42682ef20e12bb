/**
 * Keeps the shape of Node's `process.nextTick` entries alive for the life of the process
 * (docs/decisions/029-the-tick-shape-kept.md).
 *
 * `process.nextTick` makes each entry as an object literal
 * (`{ [async_id_symbol], [trigger_async_id_symbol], callback, args }`). Entries live for a moment,
 * so while a server idles none exists, and V8 drops a hidden class that has had no object for two
 * full collections. V8 runs such collections when a process goes idle. The next entry then gets a new hidden class, every optimised function that knew
 * the old one (nextTick and the stream and HTTP functions it is inlined into) is thrown away, and
 * after a few rounds nextTick's own property stores go generic: about six times slower for good, in
 * Node 20 and 24 alike. Under load that took a fifth off every cached answer's throughput.
 *
 * One entry kept for good keeps its hidden class in use. The entry is taken as Node makes it, from
 * an `init` hook enabled for that one call and disabled at once: a hook left enabled would cost
 * every asynchronous operation.
 */
import { createHook } from 'node:async_hooks';

let kept: object | undefined;

/** Keeps one `nextTick` entry for good and returns it (undefined if this Node shows none); idempotent. */
export function keepTickShape(): object | undefined {
  if (kept) return kept;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && kept === undefined) kept = resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
  return kept;
}
