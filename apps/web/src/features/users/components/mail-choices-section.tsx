import { DEPARTMENTS, type Department } from '@authority/shared/constants';
import { MAIL_CHOICES_ANCHOR, type StaffMailChoices } from '@authority/shared/staff-mail';
import {
  MAIL_CHOICES_TEXTS_BY_LOCALE,
  type MailChoicesAnswer,
  type MailChoicesTexts,
} from '@authority/shared/staff-mail-choices';
import { useIsFetching } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ApiError } from '../../../lib/http/request';
import { useStaffLocale, useStaffTexts } from '../../../lib/i18n/staff-texts';
import { showAlert } from '../../../lib/ui/alerts';
import { Button } from '../../../lib/ui/button';
import { FormAlert } from '../../../lib/ui/form-alert';
import { QueryView } from '../../../lib/ui/states';
import { stillSignedIn } from '../../auth';
import { useMailChoices, useSaveMailChoices } from '../api/mail-choices';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * What is sent: only what differs from the role's defaults, so a kind left as the role has it goes
 * on following the role (docs/staff-mail.md).
 */
function choicesOf(answer: MailChoicesAnswer, kinds: Record<string, boolean>, departments: Department[]) {
  const chosen: StaffMailChoices = { kinds: {} };
  for (const kind of answer.kinds)
    if (kinds[kind.kind] !== kind.defaultOn) chosen.kinds[kind.kind] = kinds[kind.kind] ?? false;
  const offersDepartments = answer.kinds.some((kind) => kind.kind === 'newInquiry');
  if (offersDepartments && !sameSet(departments, answer.departments.defaults))
    chosen.departments = DEPARTMENTS.filter((department) => departments.includes(department));
  return chosen;
}

function MailChoicesForm({ answer, t }: { answer: MailChoicesAnswer; t: MailChoicesTexts }) {
  const id = useId();
  const [kinds, setKinds] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(answer.kinds.map((kind) => [kind.kind, kind.on])),
  );
  const [departments, setDepartments] = useState<Department[]>(answer.departments.chosen);
  const [saved, setSaved] = useState<string>();
  const save = useSaveMailChoices();
  const ok = useStaffTexts().frame.ok;
  const offersDepartments = answer.kinds.some((kind) => kind.kind === 'newInquiry');
  const changed = () => setSaved(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    changed();
    save.mutate(choicesOf(answer, kinds, departments), {
      onSuccess: () => setSaved(t.saved),
      // As the sessions' list does: an alert dialog, which the keyboard and screen readers get first.
      onError: (error) => {
        if (stillSignedIn())
          void showAlert('error', (error as ApiError).message || t.saveFailed, undefined, { okLabel: ok });
      },
    });
  };

  if (answer.kinds.length === 0) return <p>{t.noKinds}</p>;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-ink">{t.kindsLegend}</legend>
        {answer.kinds.map((kind) => {
          const hintId = `${id}-${kind.kind}-hint`;
          return (
            <div key={kind.kind} className="flex items-start gap-3">
              <input
                id={`${id}-${kind.kind}`}
                type="checkbox"
                checked={kinds[kind.kind] ?? false}
                aria-describedby={hintId}
                onChange={(event) => {
                  const on = event.target.checked;
                  setKinds((current) => ({ ...current, [kind.kind]: on }));
                  changed();
                }}
                className="mt-1 size-4 shrink-0 accent-primary-700"
              />
              <div className="min-w-0">
                <label htmlFor={`${id}-${kind.kind}`} className="font-semibold text-ink">
                  {t.kinds[kind.kind].label}
                </label>
                <p id={hintId} className="text-sm text-ink-muted">
                  {t.kinds[kind.kind].hint}
                  {kind.isDefault ? (
                    <>
                      {' '}
                      <span>({t.byDefault})</span>
                    </>
                  ) : null}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>
      {offersDepartments ? (
        <fieldset aria-describedby={`${id}-departments-hint`} className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold text-ink">{t.departmentsLegend}</legend>
          <p id={`${id}-departments-hint`} className="text-sm text-ink-muted">
            {t.departmentsHint}
            {answer.departments.isDefault ? (
              <>
                {' '}
                <span>({t.byDefault})</span>
              </>
            ) : null}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {DEPARTMENTS.map((department) => (
              <label key={department} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={departments.includes(department)}
                  onChange={(event) => {
                    const on = event.target.checked;
                    setDepartments((current) =>
                      on ? [...current, department] : current.filter((item) => item !== department),
                    );
                    changed();
                  }}
                  className="size-4 shrink-0 accent-primary-700"
                />
                {t.departments[department]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <FormAlert tone="info" message={saved} />
      <Button type="submit" pending={save.isPending} className="self-start">
        {save.isPending ? t.saving : t.save}
      </Button>
    </form>
  );
}

/**
 * 'Mails I get' on the account page (docs/staff-mail.md): each kind of staff mail the role may get,
 * on or off, and the departments whose new inquiries come at once. Every staff mail links here
 * (`#mail-choices`): arriving by that link, the section is scrolled to and its heading focused.
 */
export function MailChoicesSection() {
  const t = MAIL_CHOICES_TEXTS_BY_LOCALE[useStaffLocale()];
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const choices = useMailChoices();
  const { hash } = useLocation();
  const arrived = useRef(false);

  // The page's other reads (sessions, second factor) change the height above this section.
  const settled = useIsFetching() === 0;

  useEffect(() => {
    // Once the page has its height (every read answered or failed), so the scroll lands where it stays.
    if (arrived.current || !settled || choices.isPending || hash !== `#${MAIL_CHOICES_ANCHOR}`) return;
    arrived.current = true;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [settled, choices.isPending, hash]);

  return (
    <section
      id={MAIL_CHOICES_ANCHOR}
      aria-labelledby={headingId}
      className="scroll-mt-6 rounded-card bg-white p-6 shadow-card"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink">
        {t.heading}
      </h2>
      <p className="mt-1 text-ink-muted">{t.intro}</p>
      <div className="mt-5">
        <QueryView query={choices} loading={t.loading} failed={t.loadFailed}>
          {(answer) => <MailChoicesForm answer={answer} t={t} />}
        </QueryView>
      </div>
    </section>
  );
}
