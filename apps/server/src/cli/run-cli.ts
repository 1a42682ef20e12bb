/** Runs a command-line task: prints its result, or its error without a stack, and sets the exit code. */
export function runCli(task: () => Promise<string>): void {
  task().then(
    (message) => {
      process.stdout.write(`${message}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
