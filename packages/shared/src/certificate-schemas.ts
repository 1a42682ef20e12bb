/** The inputs of the after-event calls (docs/decisions/046), apart from certificates.ts so public pages stay free of zod. */
import { z } from 'zod';
import {
  CERTIFICATE_LANGUAGES,
  CERTIFICATE_NAME_MAX,
  EVALUATION_TEXT_MAX,
  type EvaluationAnswers,
  type EvaluationQuestion,
  MAX_CREDIT_HOURS,
  MAX_EVALUATION_QUESTIONS,
  RATING_SCALES,
  REVOKE_REASON_MAX,
} from './certificates';
import { LOCALES, type Locale } from './locales';

const line = (max: number) => z.string().trim().max(max);
const perLocale = <T extends z.ZodType>(schema: T) =>
  z.object(Object.fromEntries(LOCALES.map((locale) => [locale, schema])) as Record<Locale, T>);

/** '6.5', '12', '0.25': positive, in quarter hours, at most MAX_CREDIT_HOURS. */
export const creditHoursSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(',', '.'))
  .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value), {
    message: 'Enter the hours as a number, e.g. 6.5.',
  })
  .refine(
    (value) => Number(value) > 0 && Number(value) <= MAX_CREDIT_HOURS && (Number(value) * 4) % 1 === 0,
    {
      message: `Credit hours are from 0.25 to ${MAX_CREDIT_HOURS}, in quarter hours.`,
    },
  )
  // One spelling per amount: '6.50' and '06.5' are '6.5'.
  .transform((value) => String(Number(value)));

const questionWords = perLocale(
  z.object({ prompt: line(300).min(1, 'Write the question in both languages.') }),
);
const questionId = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, 'A question id is lower-case letters, digits and dashes.');

export const evaluationQuestionSchema: z.ZodType<EvaluationQuestion> = z.discriminatedUnion('kind', [
  z.object({
    id: questionId,
    kind: z.literal('rating'),
    scale: z.enum(RATING_SCALES),
    required: z.boolean(),
    words: questionWords,
  }),
  z.object({ id: questionId, kind: z.literal('text'), required: z.boolean(), words: questionWords }),
]);

export const educationSettingsSchema = z.object({
  creditHours: creditHoursSchema,
  words: perLocale(
    z.object({
      accreditingBody: line(200).min(1, 'Name the accrediting body in both languages.'),
      signerName: line(120).min(1, 'Name the signer in both languages.'),
      signerTitle: line(120).min(1, 'Give the signer’s title in both languages.'),
    }),
  ),
  certificateLanguage: z.enum(CERTIFICATE_LANGUAGES),
  evaluationRequired: z.boolean(),
  questions: z
    .array(evaluationQuestionSchema)
    .max(MAX_EVALUATION_QUESTIONS)
    .refine((list) => new Set(list.map((q) => q.id)).size === list.length, {
      message: 'Each question needs an id of its own.',
    }),
});
export type EducationSettingsInput = z.infer<typeof educationSettingsSchema>;

export const certificateNameSchema = line(CERTIFICATE_NAME_MAX).min(1);

/** The registrant's evaluation: an answer per question id, and the name for the certificate. */
export const evaluationSubmissionSchema = z.object({
  answers: z.record(
    questionId,
    z.union([z.number().int().min(1).max(5), z.string().trim().max(EVALUATION_TEXT_MAX)]),
  ),
  certificateName: certificateNameSchema.optional(),
});
export type EvaluationSubmission = { answers: EvaluationAnswers; certificateName?: string };

export const certificateNameChangeSchema = z.object({ fullName: certificateNameSchema });
export const reissueSchema = z.object({ fullName: certificateNameSchema.optional() }).nullish();
export const revokeSchema = z.object({ reason: line(REVOKE_REASON_MAX).min(1, 'Give the reason.') });

/**
 * Which required questions an evaluation leaves unanswered (a rating 1–5, a text not blank), and
 * the answers kept: only those to questions of the event, of the question's kind.
 */
export function checkAnswers(questions: readonly EvaluationQuestion[], answers: EvaluationAnswers) {
  const missing: string[] = [];
  const kept: EvaluationAnswers = {};
  for (const question of questions) {
    const value = answers[question.id];
    const given =
      question.kind === 'rating'
        ? typeof value === 'number' && value >= 1 && value <= 5
        : typeof value === 'string' && value.trim() !== '';
    if (given && value !== undefined) kept[question.id] = typeof value === 'string' ? value.trim() : value;
    else if (question.required) missing.push(question.id);
  }
  return { missing, kept };
}
