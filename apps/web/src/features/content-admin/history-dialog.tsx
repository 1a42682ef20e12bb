/**
 * An item's history: its revisions, newest first (who saved each, when), what changed
 * between any two, and a restore that writes one back as a new revision.
 */
import type { Revision } from '@authority/shared/content-publication';
import type { ContentKey } from '@authority/shared/content-types';
import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '@authority/shared/locales';
import { htmlToText } from '@authority/shared/normalize-content';
import { useState } from 'react';
import { cx } from '../../lib/cx';
import { toApiError } from '../../lib/http/request';
import { staffWords } from '../../lib/i18n/staff-messages';
import { staffIntlLocale, useStaffTexts } from '../../lib/i18n/staff-texts';
import { DialogBody, DialogFooter } from '../../lib/staff-ui/dialog-frame';
import { Button } from '../../lib/ui/button';
import { SelectField } from '../../lib/ui/field';
import { FormAlert } from '../../lib/ui/form-alert';
import { QueryView } from '../../lib/ui/states';
import type { FieldSpec } from './content-fields';
import { useRestoreRevision, useRevisionDiff, useRevisions } from './publication-api';
import { useReviewOwners } from './review-api';

/** When a revision was saved, to the second: saves a minute apart or less must read apart. */
const savedAt = (iso: string) =>
  new Intl.DateTimeFormat(staffIntlLocale(), { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso),
  );

const isDateField = (field: string) => field === 'publishAt' || field === 'createdOn';
const REVIEW_OWNER_FIELD = 'reviewOwnerId';
const SIDE_TONES = {
  before: { box: 'bg-danger-50', heading: 'text-danger-800' },
  after: { box: 'bg-success-50', heading: 'text-success-800' },
} as const;

/**
 * Every named field of a form, pairs opened, by name, with those every form adds after its own:
 * the image's words (image-words-fields.tsx), the publishing switch and time, and the review's
 * owner. Translations are named by their field and language (ChangeList).
 */
export function labelsOf(
  fields: readonly FieldSpec<Record<string, unknown>>[],
  t: StaffTexts,
): Map<string, string> {
  const labels = new Map<string, string>([
    ['imageAlt', t.imageWords.imageAlt],
    ['imageDecorative', t.imageWords.imageDecorative],
    ['isPublished', t.publication.isPublished],
    ['publishAt', t.publication.publishAt],
    [REVIEW_OWNER_FIELD, t.review.reviewOwner],
  ]);
  const walk = (spec: FieldSpec<Record<string, unknown>>) => {
    if (spec.kind === 'pair') spec.fields.forEach(walk);
    else labels.set(spec.name, spec.label);
  };
  fields.forEach(walk);
  return labels;
}

export function HistoryPanel({
  type,
  id,
  fields,
  onRestored,
  onClose,
}: {
  type: ContentKey;
  id: number;
  fields: readonly FieldSpec<Record<string, unknown>>[];
  onRestored: () => void;
  onClose: () => void;
}) {
  const t = useStaffTexts();
  const revisions = useRevisions(type, id);
  const restore = useRestoreRevision(type, id);
  const [failure, setFailure] = useState<string>();

  const restoreOne = async (revision: Revision) => {
    setFailure(undefined);
    try {
      await restore.mutateAsync(revision.id);
      onRestored();
    } catch (error) {
      setFailure(`${t.revisions.restoreFailed} ${staffWords(toApiError(error).message, t)}`);
    }
  };

  return (
    <>
      <DialogBody>
        <div className="flex flex-col gap-5">
          <p className="text-ink-muted">{t.revisions.kept}</p>
          <FormAlert message={failure} />
          <QueryView
            query={revisions}
            loading={t.revisions.loading}
            failed={t.revisions.loadFailed}
            isEmpty={(rows) => rows.length === 0}
            empty={t.revisions.empty}
          >
            {(rows) => (
              <>
                <div className="overflow-x-auto">
                  <table className="w-full text-start">
                    <caption className="sr-only">{t.revisions.caption}</caption>
                    <thead>
                      <tr className="border-b border-line text-start text-sm text-ink-muted">
                        <th scope="col" className="py-2 pe-3 text-start font-semibold">
                          {t.revisions.saved}
                        </th>
                        <th scope="col" className="py-2 text-end font-semibold">
                          <span className="sr-only">{t.contentAdmin.actions}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((revision, index) => (
                        <tr key={revision.id} className="border-b border-line last:border-0">
                          <th scope="row" className="py-2 pe-3 text-start font-normal">
                            <span className="block font-semibold">{savedAt(revision.at)}</span>
                            <span className="block text-sm text-ink-muted">
                              {t.revisions.by}{' '}
                              <bdi className="break-all">
                                {revision.actorEmail ?? t.revisions.unknownActor}
                              </bdi>
                            </span>
                          </th>
                          <td className="py-2 text-end">
                            {index === 0 ? (
                              <span className="text-sm font-semibold text-ink-muted">
                                {t.revisions.current}
                              </span>
                            ) : (
                              <Button
                                variant="secondary"
                                className="px-3 py-1"
                                pending={restore.isPending && restore.variables === revision.id}
                                disabled={restore.isPending}
                                aria-label={t.revisions.restoreLabel(savedAt(revision.at))}
                                onClick={() => void restoreOne(revision)}
                              >
                                {t.revisions.restore}
                              </Button>
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {rows.length > 1 ? (
                  <Comparison type={type} id={id} rows={rows} labels={labelsOf(fields, t)} />
                ) : null}
              </>
            )}
          </QueryView>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {t.contentAdmin.close}
        </Button>
      </DialogFooter>
    </>
  );
}

/** Two revisions side by side: the previous and the current one at first. */
function Comparison({
  type,
  id,
  rows,
  labels,
}: {
  type: ContentKey;
  id: number;
  rows: Revision[];
  labels: Map<string, string>;
}) {
  const t = useStaffTexts();
  const [from, setFrom] = useState(rows[1]?.id);
  const [to, setTo] = useState(rows[0]?.id);
  const diff = useRevisionDiff(type, id, from, to);
  const options = rows.map((revision) => ({
    value: String(revision.id),
    label: `${savedAt(revision.at)} · ${revision.actorEmail ?? t.revisions.unknownActor}`,
  }));

  return (
    <section aria-labelledby={`history-compare-${id}`} className="flex flex-col gap-4">
      <h3 id={`history-compare-${id}`} className="text-lg font-bold text-primary-900">
        {t.revisions.compare}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t.revisions.from}
          options={options}
          value={String(from)}
          onChange={(event) => setFrom(Number(event.target.value))}
        />
        <SelectField
          label={t.revisions.to}
          options={options}
          value={String(to)}
          onChange={(event) => setTo(Number(event.target.value))}
        />
      </div>
      <QueryView query={diff} loading={t.revisions.loading} failed={t.revisions.diffFailed}>
        {(result) =>
          result.changes.length === 0 ? (
            <p>{t.revisions.noChanges}</p>
          ) : (
            <ChangeList changes={result.changes} labels={labels} sides={t.revisions} />
          )
        }
      </QueryView>
    </section>
  );
}

/**
 * Field by field, a value before and after (translations as `ar.name` under the field's label in
 * that language): the history's comparison, and the review screen's (review-screen.tsx).
 */
export function ChangeList({
  changes,
  labels,
  sides,
}: {
  changes: readonly { field: string; before: unknown; after: unknown }[];
  labels: Map<string, string>;
  sides: { before: string; after: string };
}) {
  const t = useStaffTexts();
  // The review's owner is stored as an account's id: shown by the account's name.
  const owners = useReviewOwners(changes.some((change) => change.field === REVIEW_OWNER_FIELD));
  const ownerName = (id: unknown) =>
    owners.data?.items.find((owner) => owner.id === id)?.name ?? t.revisions.unknownActor;
  const labelOf = (field: string) => {
    const [first, rest] = field.split('.', 2);
    if (rest && first && first in LOCALE_INFO)
      return t.contentAdmin.inLanguage(labels.get(rest) ?? rest, LOCALE_INFO[first as Locale].ownName);
    if (field === 'isPublished') return t.publication.isPublished;
    if (field === 'publishAt') return t.publication.publishAt;
    return labels.get(field) ?? field;
  };
  const shownValue = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return t.revisions.emptyValue;
    if (typeof value === 'boolean') return value ? t.contentAdmin.yes : t.contentAdmin.no;
    if (isDateField(field)) return savedAt(String(value));
    if (field === REVIEW_OWNER_FIELD) return ownerName(value);
    return typeof value === 'string' ? htmlToText(value) : JSON.stringify(value);
  };
  const languageOf = (field: string) => {
    const [first, rest] = field.split('.', 2);
    return rest && first && first in LOCALE_INFO ? (first as Locale) : DEFAULT_LOCALE;
  };

  return (
    <dl className="flex flex-col gap-3">
      {changes.map((change) => {
        const locale = languageOf(change.field);
        const { dir } = LOCALE_INFO[locale];
        return (
          <div key={change.field} className="rounded-card border border-line p-3">
            <dt className="font-semibold text-ink">{labelOf(change.field)}</dt>
            <dd className="mt-2 grid gap-2 sm:grid-cols-2">
              {(['before', 'after'] as const).map((side) => {
                const value = change[side];
                // Content keeps its language; yes/no, dates and '(empty)' are the dashboard's words.
                const content = typeof value === 'string' && value !== '' && !isDateField(change.field);
                return (
                  <div key={side} className={cx('rounded-control p-2', SIDE_TONES[side].box)}>
                    <span className={cx('block text-sm font-semibold', SIDE_TONES[side].heading)}>
                      {sides[side]}
                    </span>
                    <span
                      {...(content ? { lang: locale, dir } : {})}
                      className="block break-words whitespace-pre-wrap"
                    >
                      {shownValue(change.field, value)}
                    </span>
                  </div>
                );
              })}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
