/** The footer contact form: the server's schema, on top of the zod-free texts and checks. */
import { z } from 'zod';
import { CONTACT_TEXTS, type ContactMessages, contactProblem } from './contact-texts';
import { normalizeEmail } from './email-address';

export {
  CONTACT_LIMITS,
  CONTACT_TEXTS,
  type ContactValues,
  contactProblem,
  SIMPLE_EMAIL_PATTERN,
} from './contact-texts';

const text = z.string().max(20_000).optional().default('');

/**
 * The server's schema: the same checks, in the same order, reported as the answer's message,
 * in `texts`' language.
 */
export const contactInquirySchemaIn = (texts: ContactMessages) =>
  z
    .object({
      name: text,
      email: text,
      subject: text,
      department: text,
      message: text,
      // SPEC §3 lists submittedAt; the server records its own time and ignores the client's.
      submittedAt: z.string().max(100).optional(),
    })
    .superRefine((value, ctx) => {
      const problem = contactProblem(value, texts);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
    })
    .transform((value) => ({
      name: value.name.trim(),
      email: normalizeEmail(value.email),
      subject: value.subject.trim(),
      department: value.department.trim(),
      message: value.message.trim(),
    }));
export const contactInquirySchema = contactInquirySchemaIn(CONTACT_TEXTS);
export type ContactInquiryPayload = z.input<typeof contactInquirySchema>;
