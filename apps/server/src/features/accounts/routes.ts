/** `/api/v1/Accounts` (SPEC §7). Thin: schema in, service call, answer out. */
import {
  ACCOUNT_TEXTS,
  forgotPasswordSchema,
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
import {
  deleteUser,
  findUser,
  listUsers,
  login,
  logout,
  register,
  resetPassword,
  SignInRefused,
  sendResetCode,
} from './service.js';

export default async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => ({ db: app.db, now: app.now(), ip: request.ip });
  const actorOf = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { id: staff.userId, email: staff.email };
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
    async (request, reply) => {
      try {
        return await login(
          {
            ...context(request),
            tokenKey: app.tokenKey,
            sessionMaxMs: app.config.sessionMaxMs,
            userAgent: request.headers['user-agent'],
            mailer: app.mailer,
          },
          request.body,
        );
      } catch (error) {
        if (error instanceof SignInRefused) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
        }
        throw error;
      }
    },
  );

  // The signed-in account as it is now: the dashboard checks its session with it on load.
  api.get('/me', { config: { access: 'staff' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const me = await findUser(app.db, staffOf(request).userId);
    if (!me) throw AppError.unauthorized(ACCOUNT_TEXTS.sessionEnded);
    return me;
  });

  api.post('/logout', { config: { access: 'staff' } }, async (request) => {
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
    async (request) =>
      sendResetCode(
        { ...context(request), mailer: app.mailer, secret: app.codeSecret },
        actorOf(request),
        request.body,
      ),
  );

  api.post(
    '/reset-password',
    { config: { access: 'SuperAdmin' }, schema: { body: resetPasswordSchema } },
    async (request) =>
      resetPassword({ ...context(request), secret: app.codeSecret }, actorOf(request), request.body),
  );
}
