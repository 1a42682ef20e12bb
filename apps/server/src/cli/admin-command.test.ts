/**
 * `npm run admin`: each command on a fresh database, asserting the exit code, what it printed, the
 * stored rows and the audit entry naming the console; then the real process once on PGlite in a
 * temporary DATA_DIR.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ACCOUNT_TEXTS } from '@authority/shared/accounts';
import { ADMIN_CLI_TEXTS, ADMIN_CLI_USAGE } from '@authority/shared/admin-cli-texts';
import { SECOND_FACTOR_TEXTS } from '@authority/shared/second-factor-texts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { auditLog, mailOutbox, recoveryCodes, secondFactors, sessions, users } from '../db/schema.js';
import { LOGIN_ACTIONS, recentFailures, refusedUntil } from '../features/accounts/index.js';
import { audit } from '../lib/audit.js';
import { verifyPassword } from '../lib/passwords.js';
import { SERVER_ROOT } from '../paths.js';
import { createTestDatabase } from '../test/database.js';
import { EXIT, runAdmin } from './admin-command.js';

let handle: DatabaseHandle;
const NOW = new Date('2026-11-24T06:00:00Z');

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** Runs one command; the database stays open between commands (the CLI closes its own). */
async function admin(argv: string[], stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  let opened = false;
  const code = await runAdmin(
    argv,
    { out: (line) => out.push(line), err: (line) => err.push(line), readStdin: async () => stdin },
    async () => {
      opened = true;
      return { db: handle.db, close: async () => {} };
    },
    () => NOW,
  );
  return { code, out: out.join('\n'), err: err.join('\n'), opened };
}

const userByEmail = (email: string) => handle.db.query.users.findFirst({ where: eq(users.email, email) });
const lastAudit = async (action: string) => {
  const [row] = await handle.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};
const printedPassword = (out: string) => out.match(/: (\S+)$/m)?.[1] ?? '';

describe('usage', () => {
  it('prints the usage for help, and exits 2 without touching the database on a wrong call', async () => {
    expect(await admin(['help'])).toMatchObject({ code: EXIT.done, out: ADMIN_CLI_USAGE, opened: false });
    expect(await admin([])).toMatchObject({ code: EXIT.done, out: ADMIN_CLI_USAGE });
    const unknown = await admin(['frobnicate']);
    expect(unknown).toMatchObject({ code: EXIT.usage, opened: false });
    expect(unknown.err).toContain(ADMIN_CLI_TEXTS.unknownCommand('frobnicate'));
    expect(unknown.err).toContain('Usage: npm run admin');
    expect(await admin(['list', '--colour'])).toMatchObject({ code: EXIT.usage, opened: false });
    const noNames = await admin(['create', 'x@example.org']);
    expect(noNames).toMatchObject({ code: EXIT.usage });
    expect(noNames.err).toContain(ADMIN_CLI_TEXTS.missingNames);
    expect(await admin(['unlock'])).toMatchObject({ code: EXIT.usage });
    const role = await admin([
      'create',
      'x@example.org',
      '--first-name',
      'A',
      '--last-name',
      'B',
      '--role',
      'Root',
    ]);
    expect(role).toMatchObject({ code: EXIT.usage, err: expect.stringContaining(ADMIN_CLI_TEXTS.badRole) });
    expect(await handle.db.select().from(users)).toEqual([]);
  });
});

describe('create', () => {
  it('creates an Admin with a random temporary password, printed once, audited as from the console', async () => {
    const result = await admin([
      'create',
      'Nadia@Example.org',
      '--first-name',
      'Nadia',
      '--last-name',
      'Haddad',
    ]);
    expect(result.code).toBe(EXIT.done);
    expect(result.out).toContain(ADMIN_CLI_TEXTS.created('nadia@example.org', 'Admin'));
    const user = await userByEmail('nadia@example.org');
    expect(user).toMatchObject({
      firstName: 'Nadia',
      lastName: 'Haddad',
      role: 'Admin',
      passwordTemporary: true,
    });
    const password = printedPassword(result.out);
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(await verifyPassword(user?.passwordHash ?? '', password)).toBe(true);
    expect(await lastAudit('account.create')).toMatchObject({
      actorUserId: null,
      actorEmail: expect.stringMatching(/^console:/),
      ip: 'console',
      entityId: String(user?.id),
      details: { email: 'nadia@example.org', role: 'Admin', via: 'console' },
    });
  });

  it('takes a SuperAdmin role and a password from standard input, under the rules of every password', async () => {
    const weak = await admin(
      ['create', 'omar@example.org', '--first-name', 'Omar', '--last-name', 'Saleh', '--password-stdin'],
      'password1\n',
    );
    expect(weak.code).toBe(EXIT.refused);
    expect(weak.err).not.toBe('');
    expect(await userByEmail('omar@example.org')).toBeUndefined();

    const built = await admin(
      ['create', 'omar@example.org', '--first-name', 'Omar', '--last-name', 'Saleh', '--password-stdin'],
      'Omar12345!',
    );
    expect(built.code).toBe(EXIT.refused);
    expect(await userByEmail('omar@example.org')).toBeUndefined();

    const short = await admin(
      ['create', 'omar@example.org', '--first-name', 'Omar', '--last-name', 'Saleh', '--password-stdin'],
      'short\n',
    );
    expect(short).toMatchObject({ code: EXIT.refused, err: ACCOUNT_TEXTS.passwordTooShort });

    const ok = await admin(
      [
        'create',
        'omar@example.org',
        '--first-name',
        'Omar',
        '--last-name',
        'Saleh',
        '--role',
        'SuperAdmin',
        '--password-stdin',
      ],
      'tamarind-lantern-orbit\n',
    );
    expect(ok.code).toBe(EXIT.done);
    expect(ok.out).not.toContain('tamarind');
    const user = await userByEmail('omar@example.org');
    expect(user).toMatchObject({ role: 'SuperAdmin', passwordTemporary: true });
    expect(await verifyPassword(user?.passwordHash ?? '', 'tamarind-lantern-orbit')).toBe(true);
  });

  it('refuses an e-mail already taken', async () => {
    const again = await admin(['create', 'nadia@example.org', '--first-name', 'N', '--last-name', 'H']);
    expect(again).toMatchObject({ code: EXIT.refused, err: ACCOUNT_TEXTS.emailTaken });
  });
});

describe('list', () => {
  it('lists every account with its role, temporary password, second factor and recent failures', async () => {
    const result = await admin(['list']);
    expect(result.code).toBe(EXIT.done);
    const lines = result.out.split('\n');
    expect(lines[0]).toMatch(/^id\s+e-mail\s+role\s+name/);
    expect(lines.find((line) => line.includes('nadia@example.org'))).toMatch(
      /nadia@example\.org\s+Admin\s+Nadia Haddad\s+yes\s+no\s+0$/,
    );
    expect(lines.find((line) => line.includes('omar@example.org'))).toMatch(/SuperAdmin/);
  });
});

describe('reset-password', () => {
  it('sets a new temporary password, ends every session, mails the owner and audits the console', async () => {
    const user = await userByEmail('nadia@example.org');
    if (!user) throw new Error('no account');
    await handle.db.update(users).set({ passwordTemporary: false }).where(eq(users.id, user.id));
    await handle.db.insert(sessions).values({
      id: 'session-of-nadia',
      userId: user.id,
      createdAt: NOW,
      lastSeenAt: NOW,
      expiresAt: new Date(NOW.getTime() + 3_600_000),
    });
    const result = await admin(['reset-password', 'nadia@example.org']);
    expect(result.code).toBe(EXIT.done);
    expect(result.out).toContain(ADMIN_CLI_TEXTS.passwordSet('nadia@example.org'));
    const after = await userByEmail('nadia@example.org');
    expect(after?.passwordTemporary).toBe(true);
    expect(
      await verifyPassword(after?.passwordHash ?? '', printedPassword(result.out.split('\n')[1] ?? '')),
    ).toBe(true);
    const [session] = await handle.db.select().from(sessions).where(eq(sessions.id, 'session-of-nadia'));
    expect(session?.revokedAt).toEqual(NOW);
    expect(await lastAudit('password.reset')).toMatchObject({
      actorUserId: null,
      actorEmail: expect.stringMatching(/^console:/),
      entityId: String(user.id),
      details: { via: 'console' },
    });
    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nadia@example.org'));
    expect(mails.map((mail) => mail.kind)).toContain('password-changed');
  });

  it('refuses an unknown account and a weak password', async () => {
    expect(await admin(['reset-password', 'nobody@example.org'])).toMatchObject({
      code: EXIT.refused,
      err: ADMIN_CLI_TEXTS.noAccount('nobody@example.org'),
    });
    const before = (await userByEmail('nadia@example.org'))?.passwordHash;
    expect(
      await admin(['reset-password', 'nadia@example.org', '--password-stdin'], 'password1'),
    ).toMatchObject({
      code: EXIT.refused,
    });
    expect((await userByEmail('nadia@example.org'))?.passwordHash).toBe(before);
    expect(await admin(['reset-password', 'nadia@example.org', '--password-stdin'], '')).toMatchObject({
      code: EXIT.usage,
      err: expect.stringContaining(ADMIN_CLI_TEXTS.emptyPassword),
    });
  });
});

describe('unlock', () => {
  it('lifts a client’s lock and the failures before it, audited as from the console', async () => {
    const email = 'nadia@example.org';
    for (let i = 5; i >= 1; i--) {
      await audit(handle.db, {
        action: LOGIN_ACTIONS.failure,
        entity: 'account',
        entityId: email,
        ip: '203.0.113.9',
        at: new Date(NOW.getTime() - i * 1000),
        details: { client: '203.0.113.9', accountExists: true },
      });
    }
    expect(await refusedUntil(handle.db, email, '203.0.113.9', NOW)).toBeInstanceOf(Date);
    expect(await recentFailures(handle.db, email, NOW)).toBe(5);
    expect((await admin(['list'])).out).toMatch(/nadia@example\.org.*\s5$/m);

    const result = await admin(['unlock', email]);
    expect(result).toMatchObject({ code: EXIT.done, out: ADMIN_CLI_TEXTS.unlocked(email) });
    expect(await refusedUntil(handle.db, email, '203.0.113.9', NOW)).toBeUndefined();
    expect(await recentFailures(handle.db, email, NOW)).toBe(0);
    expect(await lastAudit(LOGIN_ACTIONS.unlocked)).toMatchObject({
      actorUserId: null,
      entity: 'account',
      entityId: email,
      details: { via: 'console' },
    });
    expect(await admin(['unlock', 'nobody@example.org'])).toMatchObject({ code: EXIT.refused });
  });
});

describe('remove-second-factor', () => {
  it('removes the factor and its recovery codes, mails the owner, and says so when there is none', async () => {
    const user = await userByEmail('omar@example.org');
    if (!user) throw new Error('no account');
    await handle.db
      .insert(secondFactors)
      .values({ userId: user.id, secret: 'JBSWY3DPEHPK3PXP', confirmedAt: NOW });
    await handle.db.insert(recoveryCodes).values({ userId: user.id, codeHash: 'x' });
    const result = await admin(['remove-second-factor', 'omar@example.org']);
    expect(result).toMatchObject({
      code: EXIT.done,
      out: ADMIN_CLI_TEXTS.secondFactorRemoved('omar@example.org'),
    });
    expect(await handle.db.select().from(secondFactors).where(eq(secondFactors.userId, user.id))).toEqual([]);
    expect(await handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect(await lastAudit('second-factor.remove')).toMatchObject({
      actorUserId: null,
      actorEmail: expect.stringMatching(/^console:/),
      details: { email: 'omar@example.org', by: 'console' },
    });
    const mails = await handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'omar@example.org'), eq(mailOutbox.kind, 'second-factor')));
    expect(mails).toHaveLength(1);
    expect(await admin(['remove-second-factor', 'omar@example.org'])).toMatchObject({
      code: EXIT.refused,
      err: SECOND_FACTOR_TEXTS.accountHasNone,
    });
  });
});

describe('the process', () => {
  it('runs on PGlite in DATA_DIR with the server stopped, and exits 2 on a wrong call', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'));
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
        cwd: SERVER_ROOT,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, INIT_CWD: dataDir },
      }).then(
        (done) => ({ code: 0, ...done }),
        (failed: { code: number; stdout: string; stderr: string }) => failed,
      );
    try {
      const listed = await run(['list']);
      expect(listed).toMatchObject({ code: 0, stdout: `${ADMIN_CLI_TEXTS.noAccounts}\n` });
      const wrong = await run(['nonsense']);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain('Usage: npm run admin');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
