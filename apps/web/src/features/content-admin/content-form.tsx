import { canPublish } from '@authority/shared/content-review';
import type { Translations } from '@authority/shared/content-translations';
import { DEFAULT_LOCALE, LOCALES } from '@authority/shared/locales';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { toApiError } from '../../lib/http/request';
import { staffWords, withStaffMessages } from '../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { applyServerErrors } from '../../lib/staff-ui/apply-server-errors';
import { DialogBody, DialogFooter } from '../../lib/staff-ui/dialog-frame';
import { useReportUnsavedChanges } from '../../lib/staff-ui/unsaved-changes';
import { showToast } from '../../lib/ui/alerts';
import { Button } from '../../lib/ui/button';
import { FormAlert } from '../../lib/ui/form-alert';
import { LoadingState } from '../../lib/ui/states';
import { useStaffSession } from '../auth';
import type { ContentAdmin } from './content-admin';
import { useSaveContent } from './content-api';
import { ContentFields } from './content-fields';
import { type Publication, PublicationFields, publicationFormValues } from './publication';
import { usePendingRevision } from './review-api';

/** Every other language's values of the translatable fields ('' where there is none yet). */
function translationValues(fields: readonly string[], row: unknown): Translations {
  const stored = (row as { translations?: Translations } | undefined)?.translations ?? {};
  return Object.fromEntries(
    LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [
      locale,
      Object.fromEntries(fields.map((field) => [field, stored[locale]?.[field] ?? ''])),
    ]),
  );
}

interface ImageWords {
  imageAlt: string;
  imageDecorative: boolean;
}

const imageWordsFormValues = (row: Partial<ImageWords> | undefined): ImageWords => ({
  imageAlt: row?.imageAlt ?? '',
  imageDecorative: row?.imageDecorative ?? false,
});

/**
 * The values to send: a record that has no translations and gets none sends none (its write is
 * SPEC's payload as it was); otherwise every other language's values, '' removing one.
 */
function withoutEmptyTranslations<Output>(values: Output, row: unknown): Output {
  const sent = (values as { translations?: Translations }).translations;
  const stored = (row as { translations?: Translations } | undefined)?.translations ?? {};
  const hasText = (translations: Translations) =>
    Object.values(translations).some((fields) =>
      Object.values(fields ?? {}).some((value) => value.trim() !== ''),
    );
  if (sent && !hasText(sent) && !hasText(stored)) {
    const { translations: _none, ...rest } = values as Output & { translations?: Translations };
    return rest as Output;
  }
  return values;
}

/**
 * The create/edit form of a content resource, inside its dialog: the shared schema checks it
 * first (messages beside the fields, the first wrong field focused, an alert to announce it);
 * then the server's own messages go beside the same fields.
 */
export function ContentForm<Row extends { id: number }, Input extends FieldValues, Output>(props: {
  admin: ContentAdmin<Row, Input, Output>;
  row: Row | undefined;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useStaffTexts();
  const publishes = canPublish(useStaffSession()?.role ?? '');
  const row = props.row as (Row & Partial<Publication>) | undefined;
  // An Editor goes on from their pending changes of a published item, not from the published row.
  const pending = usePendingRevision(props.admin.key, row?.id, !publishes && row?.isPublished === true);
  if (pending.isPending && pending.fetchStatus !== 'idle') {
    return <LoadingState>{t.contentAdmin.loading(t.nouns[props.admin.key].one)}</LoadingState>;
  }
  const from = pending.data ? ({ ...row, ...pending.data.values } as Row) : props.row;
  return <ContentFormOf {...props} row={from} publishes={publishes} />;
}

function ContentFormOf<Row extends { id: number }, Input extends FieldValues, Output>({
  admin,
  row,
  onDone,
  onCancel,
  publishes,
}: {
  admin: ContentAdmin<Row, Input, Output>;
  row: Row | undefined;
  onDone: () => void;
  onCancel: () => void;
  /** Publishing is this person's to do; else every save is a draft (docs/content-review.md). */
  publishes: boolean;
}) {
  const t = useStaffTexts();
  const noun = t.nouns[admin.key];
  const form = useForm<Input, unknown, Output>({
    resolver: withStaffMessages(zodResolver(admin.inputSchema), t),
    defaultValues: {
      ...admin.toFormValues(row),
      // Every type's image has its words (decision 019).
      ...imageWordsFormValues(row as Partial<ImageWords> | undefined),
      translations: translationValues(admin.translatable, row),
      ...publicationFormValues(row as Partial<Publication> | undefined),
    } as DefaultValues<Input>,
  });
  // Closing the dialog with changes in it asks first .
  useReportUnsavedChanges(form.formState.isDirty);
  const save = useSaveContent(admin);
  const [alert, setAlert] = useState<string>();
  const [uploading, setUploading] = useState(false);

  const submit = form.handleSubmit(
    async (values) => {
      setAlert(undefined);
      const sent = publishes ? values : { ...values, isPublished: false, publishAt: null };
      let saved: { pending: boolean };
      try {
        saved = await save.mutateAsync({ id: row?.id, values: withoutEmptyTranslations(sent, row) });
      } catch (error) {
        const problem = toApiError(error);
        const elsewhere = applyServerErrors(problem, form.getValues(), form.setError);
        setAlert(
          [t.contentAdmin.saveFailed(noun.one), staffWords(problem.message, t), ...elsewhere].join(' '),
        );
        return;
      }
      void showToast(
        saved.pending
          ? t.review.pendingSaved
          : row
            ? t.contentAdmin.saved(noun.one)
            : t.contentAdmin.created(noun.one),
      );
      onDone();
    },
    () => setAlert(t.contentAdmin.fixFields),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-1 flex-col">
      <DialogBody>
        <div className="flex flex-col gap-5">
          <FormAlert message={alert} />
          <ContentFields
            fields={admin.fields}
            translatable={admin.translatable}
            form={form}
            setUploading={setUploading}
          />
          {publishes ? (
            <PublicationFields form={form} />
          ) : (
            <p className="rounded-card border border-line bg-slate-50 p-4 text-ink-muted">
              {t.review.draftOnlyHint}
            </p>
          )}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          {t.contentAdmin.cancel}
        </Button>
        <Button type="submit" pending={form.formState.isSubmitting} disabled={uploading}>
          {t.contentAdmin.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
