/**
 * Second-factor calls under `/api/v1/Accounts` (docs/staff-accounts.md). Thin: schema in, service
 * call, answer out. `whilePending`: open to an account that the sign-in settings hold back
 * (plugins/access.ts), since these are how it gets out.
 */
import {
  confirmSecondFactorSchema,
  SECOND_FACTOR_PATHS as PATHS,
  passwordConfirmationSchema,
  secondFactorChangeSchema,
  secondFactorLoginSchema,
} from '@authority/shared/second-factor';
import { SECOND_FACTOR_TEXTS } from '@authority/shared/second-factor-texts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { positiveIdParam } from '../../lib/params.js';
import { staffOf } from '../../plugins/access.js';
import {
  confirmEnrolment,
  hasSecondFactor,
  regenerateRecoveryCodes,
  removeSecondFactor,
  startEnrolment,
  unusedRecoveryCodes,
} from './second-factor.js';
import { completeSecondFactorSignIn } from './second-factor-sign-in.js';
import { SignInRefused, verifyOwnPassword, verifyOwnSecondFactor } from './service.js';

export async function secondFactorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => ({
    db: app.db,
    now: app.now(),
    ip: request.ip,
    mailer: app.mailer,
  });
  const ownerOf = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { id: staff.userId, email: staff.email };
  };
  const retryAfter = async <T>(reply: FastifyReply, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof SignInRefused)
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
      throw error;
    }
  };
  /**
   * A change to one's own second factor: asks for the account's password first (a wrong one
   * counts as a failed sign-in, `via` names which), and its answer is never stored by a cache.
   */
  const withOwnPassword =
    <T>(via: string, action: (request: FastifyRequest, owner: ReturnType<typeof ownerOf>) => Promise<T>) =>
    async (request: FastifyRequest<{ Body: { password: string } }>, reply: FastifyReply) =>
      retryAfter(reply, async () => {
        reply.header('cache-control', 'no-store');
        const owner = ownerOf(request);
        await verifyOwnPassword(context(request), owner, request.body.password, {
          via,
          wrong: SECOND_FACTOR_TEXTS.passwordWrong,
        });
        return action(request, owner);
      });

  api.post(
    PATHS.loginSecondFactor,
    {
      config: { access: 'public', rateLimit: { max: app.config.loginAttemptsPerMinute, timeWindow: 60_000 } },
      schema: { body: secondFactorLoginSchema },
    },
    async (request, reply) =>
      retryAfter(reply, () =>
        completeSecondFactorSignIn(
          {
            ...context(request),
            tokenKey: app.tokenKey,
            sessionMaxMs: app.config.sessionMaxMs,
            userAgent: request.headers['user-agent'],
          },
          request.body,
        ),
      ),
  );

  api.get(PATHS.status, { config: { access: 'staff', whilePending: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { id } = ownerOf(request);
    return {
      enrolled: await hasSecondFactor(app.db, id),
      recoveryCodesLeft: await unusedRecoveryCodes(app.db, id),
    };
  });

  // Adding a factor changes how the account signs in: the password first (ASVS 7.5.1).
  api.post(
    PATHS.setup,
    { config: { access: 'staff', whilePending: true }, schema: { body: passwordConfirmationSchema } },
    withOwnPassword('second-factor-setup', (request, owner) => startEnrolment(context(request), owner)),
  );

  api.post(
    PATHS.confirm,
    { config: { access: 'staff', whilePending: true }, schema: { body: confirmSecondFactorSchema } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return confirmEnrolment(context(request), ownerOf(request), request.body.code);
    },
  );

  /**
   * Taking the factor away or replacing its recovery codes: full re-authentication (ASVS 7.5.1),
   * the password and then a current code or an unused recovery code (used up), each counted by
   * the lockout when wrong.
   */
  const withPasswordAndCode = <T>(
    via: string,
    action: (request: FastifyRequest, owner: ReturnType<typeof ownerOf>) => Promise<T>,
  ) =>
    withOwnPassword(via, async (request, owner) => {
      // The route's schema has validated the body; read again, it is typed here too.
      const { code } = secondFactorChangeSchema.parse(request.body);
      if (!(await hasSecondFactor(app.db, owner.id)))
        throw AppError.conflict(SECOND_FACTOR_TEXTS.notEnrolled);
      await verifyOwnSecondFactor(context(request), owner, code, { via });
      return action(request, owner);
    });

  api.post(
    PATHS.recoveryCodes,
    // The owner's own factor: Editors' too (docs/content-review.md).
    { config: { access: 'staff', editor: true }, schema: { body: secondFactorChangeSchema } },
    withPasswordAndCode('recovery-codes', (request, owner) =>
      regenerateRecoveryCodes(context(request), owner),
    ),
  );

  api.post(
    PATHS.remove,
    { config: { access: 'staff', editor: true }, schema: { body: secondFactorChangeSchema } },
    withPasswordAndCode('remove-second-factor', (request, owner) =>
      removeSecondFactor(context(request), owner, owner.id, 'owner'),
    ),
  );

  // A lost device: another SuperAdmin removes the account's factor (its owner is mailed).
  api.delete(
    '/users/:id/second-factor',
    { config: { access: 'SuperAdmin' }, schema: { params: z.object({ id: positiveIdParam }) } },
    async (request) => {
      const actor = ownerOf(request);
      if (request.params.id === actor.id) throw AppError.conflict(SECOND_FACTOR_TEXTS.cannotRemoveOwnHere);
      return removeSecondFactor(context(request), actor, request.params.id, 'SuperAdmin');
    },
  );
}
