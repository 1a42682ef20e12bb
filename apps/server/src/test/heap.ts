/**
 * The heap still reachable after the collector ran: what a flood test measures, rather than what
 * is merely not yet collected.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

export async function heapUsed(): Promise<number> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    gc();
  }
  return process.memoryUsage().heapUsed;
}
