import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Its exit code; null when a signal ended it. */
  exited: Promise<number | null>;
  /** SIGTERM, then its exit code. */
  stop: () => Promise<number | null>;
}

export function startServerProcess(options: {
  /** Node's arguments: the entry file and any flags before it. */
  args: string[];
  cwd: string;
  /** The whole environment (PATH, HOST and PORT are added). */
  env: Record<string, string>;
  /** A free port already chosen (to name it in the env); else one is found. */
  port?: number;
  readyTimeoutMs?: number;
}): Promise<ServerProcess>;
