/**
 * The e2e run's Playwright workers, and which server and mailbox each uses. global-setup starts
 * one of each per worker and names their addresses in the env by the worker's parallel index
 * (TEST_PARALLEL_INDEX, 0 to workers − 1, kept when a worker is replaced after a failure), so
 * that a test only ever sees its own worker's server: the state one file leaves (settings, rate
 * limits, accounts, mail) is never seen by a file running at the same moment.
 */
// One unless E2E_WORKERS says: two on two cores timed journeys out, even alone (decision 040).
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);

export const BASE_URL_ENV = 'E2E_BASE_URL';

/** The env variable that holds `name` for worker `index`. */
export const forWorker = (name: string, index: number) => `${name}_${index}`;

/** The value global-setup set for this worker process. */
export function workerEnv(name: string): string {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const value = process.env[forWorker(name, index)];
  if (!value) throw new Error(`${forWorker(name, index)} is not set: run through \`npm run test:e2e\``);
  return value;
}
