/**
 * `npm run admin -- <command>`: the operator's account commands (docs/operators.md), on an open
 * database. Returns the exit code: 0 done, 1 refused (the reason printed), 2 wrong usage.
 */
import { parseArgs } from 'node:util';
import { ADMIN_CLI_USAGE, ADMIN_CLI_TEXTS as TEXTS } from '@authority/shared/admin-cli-texts';
import { ROLES, type Role } from '@authority/shared/constants';
import type { Database } from '../db/client.js';
import {
  consoleActor,
  createAccount,
  listAccounts,
  type OperatorContext,
  removeAccountSecondFactor,
  resetAccountPassword,
  unlockAccount,
} from '../features/accounts/index.js';
import { AppError } from '../lib/app-error.js';

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
  /** Standard input as text, for --password-stdin. */
  readStdin(): Promise<string>;
}

export const EXIT = { done: 0, refused: 1, usage: 2 } as const;

class UsageError extends Error {}

const OPTIONS = {
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  role: { type: 'string' },
  'password-stdin': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Parses the command line; throws UsageError on anything it does not know. */
export function parseAdminArgs(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    const [command = 'help', ...rest] = positionals;
    return { command: values.help ? 'help' : command, args: rest, values };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function passwordFromStdin(io: AdminIo, wanted: boolean | undefined): Promise<string | undefined> {
  if (!wanted) return undefined;
  // One line: the trailing newline of `echo` or a here-string is not part of the password.
  const password = (await io.readStdin()).replace(/\r?\n$/, '');
  if (!password) throw new UsageError(TEXTS.emptyPassword);
  return password;
}

const emailArg = (args: string[]) => {
  const [email] = args;
  if (!email || args.length > 1) throw new UsageError(TEXTS.missingEmail);
  return email;
};

const table = (rows: string[][]) => {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
};

export async function runAdmin(
  argv: string[],
  io: AdminIo,
  open: () => Promise<{ db: Database; close(): Promise<void> }>,
  now: () => Date = () => new Date(),
): Promise<number> {
  let parsed: ReturnType<typeof parseAdminArgs>;
  try {
    parsed = parseAdminArgs(argv);
  } catch (error) {
    io.err((error as Error).message);
    io.err(ADMIN_CLI_USAGE);
    return EXIT.usage;
  }
  const { command, args, values } = parsed;
  if (command === 'help') {
    io.out(ADMIN_CLI_USAGE);
    return EXIT.done;
  }
  const commands: Record<string, (ctx: OperatorContext) => Promise<void>> = {
    list: async (ctx) => {
      if (args.length > 0) throw new UsageError(TEXTS.unknownCommand(args.join(' ')));
      const accounts = await listAccounts(ctx);
      if (accounts.length === 0) return io.out(TEXTS.noAccounts);
      const yesNo = (value: boolean) => (value ? TEXTS.yes : TEXTS.no);
      for (const line of table([
        [...TEXTS.listHeader],
        ...accounts.map((a) => [
          String(a.id),
          a.email,
          a.role,
          a.name,
          yesNo(a.passwordTemporary),
          yesNo(a.secondFactor),
          String(a.recentFailures),
        ]),
      ]))
        io.out(line);
    },
    create: async (ctx) => {
      const email = emailArg(args);
      const firstName = values['first-name'];
      const lastName = values['last-name'];
      if (!firstName || !lastName) throw new UsageError(TEXTS.missingNames);
      const role = values.role ?? 'Admin';
      if (!(ROLES as readonly string[]).includes(role)) throw new UsageError(TEXTS.badRole);
      const password = await passwordFromStdin(io, values['password-stdin']);
      const created = await createAccount(ctx, { email, firstName, lastName, role: role as Role, password });
      io.out(TEXTS.created(created.email, role));
      if (created.generated) io.out(TEXTS.generatedPassword(created.password));
    },
    'reset-password': async (ctx) => {
      const email = emailArg(args);
      const reset = await resetAccountPassword(
        ctx,
        email,
        await passwordFromStdin(io, values['password-stdin']),
      );
      io.out(TEXTS.passwordSet(email));
      if (reset.generated) io.out(TEXTS.generatedPassword(reset.password));
      io.out(TEXTS.mailQueued);
    },
    unlock: async (ctx) => {
      const email = emailArg(args);
      await unlockAccount(ctx, email);
      io.out(TEXTS.unlocked(email));
    },
    'remove-second-factor': async (ctx) => {
      const email = emailArg(args);
      await removeAccountSecondFactor(ctx, email);
      io.out(TEXTS.secondFactorRemoved(email));
    },
  };
  const run = commands[command];
  if (!run) {
    io.err(TEXTS.unknownCommand(command));
    io.err(ADMIN_CLI_USAGE);
    return EXIT.usage;
  }
  const handle = await open();
  try {
    await run({ db: handle.db, now: now(), actor: consoleActor() });
    return EXIT.done;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      io.err(ADMIN_CLI_USAGE);
      return EXIT.usage;
    }
    if (error instanceof AppError) {
      io.err(error.message);
      return EXIT.refused;
    }
    throw error;
  } finally {
    await handle.close();
  }
}
