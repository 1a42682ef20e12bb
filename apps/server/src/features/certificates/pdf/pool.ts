/**
 * Certificates are made in a worker thread (piscina), one at a time: a render is tens of
 * milliseconds of work that would otherwise stop every request meanwhile, and issuing an event's
 * certificates makes hundreds (docs/decisions/046-evaluations-and-certificates.md). The thread
 * starts on the first render and ends after a minute without one.
 */
import type { Piscina } from 'piscina';
import type { CertificateInput } from './faces.js';

let pool: Promise<Piscina> | undefined;

/** The bundle's file beside the chunk (dist/certificate-worker.js), or the source through tsx. */
const taskFile = () =>
  import.meta.url.endsWith('.ts')
    ? new URL('./render-worker-boot.mjs', import.meta.url).href
    : new URL('./certificate-worker.js', import.meta.url).href;

function started(): Promise<Piscina> {
  pool ??= import('piscina').then(
    ({ Piscina }) => new Piscina({ filename: taskFile(), minThreads: 0, maxThreads: 1, idleTimeout: 60_000 }),
  );
  return pool;
}

export async function renderInWorker(input: CertificateInput): Promise<Buffer> {
  const bytes: Uint8Array = await (await started()).run(input);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the thread (the server's close). */
export async function closeRenderPool(): Promise<void> {
  const running = pool;
  pool = undefined;
  if (running) await (await running).destroy();
}
