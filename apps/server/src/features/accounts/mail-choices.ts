/**
 * The signed-in account's own mail choices (docs/staff-mail.md): read as they apply (choices over
 * the role's defaults, and which are defaults), and saved as given, audited. Open to Editors, who
 * may not choose the kinds that carry personal data (400); Door staff reach no staff mail (403,
 * plugins/access.ts).
 */
import type { Role } from '@authority/shared/constants';
import type { Locale } from '@authority/shared/locales';
import {
  defaultMailChoices,
  mailChoicesOf,
  mailKindsOf,
  type StaffMailChoices,
} from '@authority/shared/staff-mail';
import {
  MAIL_CHOICES_PATH,
  MAIL_CHOICES_TEXTS_BY_LOCALE,
  type MailChoicesAnswer,
  mailChoicesSchema,
} from '@authority/shared/staff-mail-choices';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { requestLocale } from '../../lib/request-locale.js';
import { staffOf } from '../../plugins/access.js';

interface Owner {
  id: number;
  email: string;
  role: Role;
}

/** The answer: the kinds the role may get, each on or off and whether by default; the departments. */
export function mailChoicesAnswer(
  role: Role,
  stored: StaffMailChoices | null | undefined,
): MailChoicesAnswer {
  const defaults = defaultMailChoices(role);
  const effective = mailChoicesOf(role, stored);
  const open = mailKindsOf(role);
  return {
    kinds: open.map((kind) => ({
      kind,
      on: effective.kinds[kind] ?? false,
      isDefault: stored?.kinds?.[kind] === undefined,
      defaultOn: defaults.kinds[kind] ?? false,
    })),
    departments: {
      chosen: effective.departments,
      isDefault: !open.includes('newInquiry') || stored?.departments === undefined,
      defaults: defaults.departments,
    },
  };
}

async function storedChoices(db: Database, userId: number) {
  const [row] = await db
    .select({ role: users.role, mailChoices: users.mailChoices })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw AppError.unauthorized();
  return row;
}

/**
 * Refuses what the role may not get: a kind turned on that is not the role's (an Editor's new
 * inquiries or digest), or departments chosen without new inquiries to get.
 */
function refuseForRole(role: Role, choices: StaffMailChoices, locale: Locale) {
  const t = MAIL_CHOICES_TEXTS_BY_LOCALE[locale];
  const open = mailKindsOf(role);
  const refused = Object.entries(choices.kinds)
    .filter(([kind, on]) => on === true && !open.includes(kind as keyof typeof t.kinds))
    .map(([kind]) => kind as keyof typeof t.kinds);
  const errors: Record<string, string[]> = {};
  for (const kind of refused) errors[`kinds.${kind}`] = [t.notForRole(t.kinds[kind].label)];
  if (!open.includes('newInquiry') && (choices.departments?.length ?? 0) > 0)
    errors.departments = [t.notForRole(t.kinds.newInquiry.label)];
  if (Object.keys(errors).length === 0) return;
  const named = [...new Set([...refused, ...(errors.departments ? (['newInquiry'] as const) : [])])];
  throw AppError.badRequest(t.notForRole(named.map((kind) => t.kinds[kind].label).join(', ')), errors);
}

export async function readMailChoices(db: Database, userId: number): Promise<MailChoicesAnswer> {
  const row = await storedChoices(db, userId);
  return mailChoicesAnswer(row.role, row.mailChoices);
}

export async function saveMailChoices(
  ctx: { db: Database; now: Date; ip: string; locale: Locale },
  owner: Owner,
  choices: StaffMailChoices,
): Promise<MailChoicesAnswer & { message: string }> {
  return ctx.db.transaction(async (tx) => {
    // The role as stored now, not as the session began: a role changed meanwhile decides.
    const before = await storedChoices(tx, owner.id);
    refuseForRole(before.role, choices, ctx.locale);
    const stored: StaffMailChoices = {
      kinds: choices.kinds,
      ...(choices.departments === undefined ? {} : { departments: choices.departments }),
    };
    await tx.update(users).set({ mailChoices: stored, updatedAt: ctx.now }).where(eq(users.id, owner.id));
    await audit(tx, {
      action: 'account.mail-choices',
      actor: owner,
      entity: 'user',
      entityId: owner.id,
      ip: ctx.ip,
      at: ctx.now,
      details: { before: before.mailChoices, after: stored },
    });
    return {
      message: MAIL_CHOICES_TEXTS_BY_LOCALE[ctx.locale].saved,
      ...mailChoicesAnswer(before.role, stored),
    };
  });
}

/** GET and PUT `/me/mail-choices`: for every staff account, Editors included. */
export async function mailChoiceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ownerOf = (request: FastifyRequest): Owner => {
    const staff = staffOf(request);
    return { id: staff.userId, email: staff.email, role: staff.role };
  };

  api.get(MAIL_CHOICES_PATH, { config: { access: 'staff', editor: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readMailChoices(app.db, ownerOf(request).id);
  });

  api.put(
    MAIL_CHOICES_PATH,
    { config: { access: 'staff', editor: true }, schema: { body: mailChoicesSchema } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return saveMailChoices(
        { db: app.db, now: app.now(), ip: request.ip, locale: requestLocale(request) },
        ownerOf(request),
        request.body,
      );
    },
  );
}
