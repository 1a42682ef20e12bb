/** `/api/v1/Accounts` (SPEC §7). Thin: schema in, service call, answer out. */
import {
  ACCOUNT_PATHS,
  ACCOUNT_TEXTS,
  changePasswordSchema,
  forgotPasswordSchema,
  languageChoiceSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@authority/shared/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { positiveIdParam } from '../../lib/params.js';
import { staffOf } from '../../plugins/access.js';
import { accountStatus } from './account-status.js';
import { mailChoiceRoutes } from './mail-choices.js';
import { secondFactorRoutes } from './second-factor-routes.js';
import {
  changePassword,
  deleteUser,
  listUsers,
  login,
  logout,
  RetryLater,
  register,
  resetPassword,
  sendResetCode,
  setLanguage,
} from './service.js';
import { endAccountSessions, endSessions, listSessions } from './sessions.js';

export default async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => ({ db: app.db, now: app.now(), ip: request.ip });
  const actorOf = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { id: staff.userId, email: staff.email };
  };

  /** Turns a refusal with a wait into 429 with Retry-After (sign-in, own password change, reset codes). */
  const withRetryAfter = async <T>(
    reply: { header(name: string, value: string): unknown },
    run: () => Promise<T>,
  ) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof RetryLater) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
      }
      throw error;
    }
  };

  api.post(
    '/login',
    {
      config: {
        access: 'public',
        // Keyed by the client (plugins/rate-limits.ts), never by a body field an attacker can vary.
        rateLimit: { max: app.config.loginAttemptsPerMinute, timeWindow: 60_000 },
      },
      schema: { body: loginSchema },
    },
    async (request, reply) =>
      withRetryAfter(reply, () =>
        login(
          {
            ...context(request),
            tokenKey: app.tokenKey,
            sessionMaxMs: app.config.sessionMaxMs,
            userAgent: request.headers['user-agent'],
            mailer: app.mailer,
          },
          request.body,
        ),
      ),
  );

  // The signed-in account as it is now, and what the dashboard must ask of it (a temporary
  // password, a second factor to set up): the dashboard reads it on load.
  api.get('/me', { config: { access: 'staff', whilePending: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const me = await accountStatus(app.db, staffOf(request).userId);
    if (!me) throw AppError.unauthorized(ACCOUNT_TEXTS.sessionEnded);
    return me;
  });

  // The dashboard's language, kept per account (docs/I18N.md 'Dashboard'); allowed while a password
  // change or a second factor is pending, so those screens too can be read in it.
  api.put(
    ACCOUNT_PATHS.myLanguage,
    { config: { access: 'staff', whilePending: true }, schema: { body: languageChoiceSchema } },
    async (request) => setLanguage(context(request), actorOf(request), request.body.locale),
  );

  await secondFactorRoutes(app);
  await mailChoiceRoutes(app);

  api.post('/logout', { config: { access: 'staff', whilePending: true } }, async (request) => {
    await logout(context(request), actorOf(request), staffOf(request).sessionId);
    return { message: ACCOUNT_TEXTS.signedOut };
  });

  api.post(
    '/register',
    { config: { access: 'SuperAdmin' }, schema: { body: registerSchema } },
    async (request) => register(context(request), actorOf(request), request.body),
  );

  api.get('/users', { config: { access: 'SuperAdmin' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listUsers(app.db);
  });

  api.delete(
    '/delete/:id',
    { config: { access: 'SuperAdmin' }, schema: { params: z.object({ id: positiveIdParam }) } },
    async (request) => deleteUser(context(request), actorOf(request), request.params.id),
  );

  api.post(
    '/forgot-password',
    { config: { access: 'SuperAdmin' }, schema: { body: forgotPasswordSchema } },
    async (request, reply) =>
      withRetryAfter(reply, () =>
        sendResetCode(
          { ...context(request), mailer: app.mailer, secret: app.codeSecret },
          actorOf(request),
          request.body,
        ),
      ),
  );

  // Every session of another account ends (ASVS 7.4.5); its owner is mailed.
  api.delete(
    '/users/:id/sessions',
    { config: { access: 'SuperAdmin' }, schema: { params: z.object({ id: positiveIdParam }) } },
    async (request) =>
      endAccountSessions({ ...context(request), mailer: app.mailer }, actorOf(request), request.params.id),
  );

  api.post(
    '/reset-password',
    { config: { access: 'SuperAdmin' }, schema: { body: resetPasswordSchema } },
    async (request) =>
      resetPassword(
        { ...context(request), secret: app.codeSecret, mailer: app.mailer },
        actorOf(request),
        request.body,
      ),
  );

  // Own password and sessions, for every signed-in account (docs/staff-accounts.md).
  const ownerOf = (request: FastifyRequest) => ({
    ...actorOf(request),
    sessionId: staffOf(request).sessionId,
  });

  api.post(
    '/change-password',
    { config: { access: 'staff', whilePending: true }, schema: { body: changePasswordSchema } },
    async (request, reply) =>
      withRetryAfter(reply, () =>
        changePassword({ ...context(request), mailer: app.mailer }, ownerOf(request), request.body),
      ),
  );

  // An account's own sessions: Editors' too (docs/content-review.md).
  api.get('/sessions', { config: { access: 'staff', editor: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listSessions(
      { db: app.db, now: app.now(), idleMs: app.config.sessionIdleMs },
      { id: staffOf(request).userId, sessionId: staffOf(request).sessionId },
    );
  });

  // Every session of the account but this one.
  api.delete('/sessions', { config: { access: 'staff', editor: true } }, async (request) =>
    endSessions({ ...context(request), idleMs: app.config.sessionIdleMs }, ownerOf(request), undefined),
  );

  api.delete(
    '/sessions/:id',
    {
      config: { access: 'staff', editor: true },
      schema: { params: z.object({ id: z.string().regex(/^[\w-]{1,64}$/) }) },
    },
    async (request) =>
      endSessions(
        { ...context(request), idleMs: app.config.sessionIdleMs },
        ownerOf(request),
        request.params.id,
      ),
  );
}
