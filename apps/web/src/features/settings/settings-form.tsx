import { builtInAboutText, builtInPrivacyText, builtInSiteName } from '@authority/shared/about-built-in';
import { DEPARTMENTS } from '@authority/shared/constants';
import { DIGIT_STYLES } from '@authority/shared/digits';
import { STAFF_EN } from '@authority/shared/i18n/staff-en';
import { INBOX_TEXTS_BY_LOCALE } from '@authority/shared/inquiry-inbox-texts';
import { LOCALE_INFO } from '@authority/shared/locales';
import {
  DEPARTMENT_KEYS,
  type SiteSettings,
  type SiteSettingsInput,
  siteSettingsSchema,
} from '@authority/shared/settings';
import { DEFAULT_SETTINGS } from '@authority/shared/settings-defaults';
import type { SocialNetwork } from '@authority/shared/site';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, type ReactNode, useCallback, useState } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import { toApiError } from '../../lib/http/request';
import { staffWords, withStaffMessages } from '../../lib/i18n/staff-messages';
import { useStaffLocale, useStaffTexts } from '../../lib/i18n/staff-texts';
import { applyServerErrors } from '../../lib/staff-ui/apply-server-errors';
import { LeavePageGuard } from '../../lib/staff-ui/unsaved-changes';
import { confirmDanger, showToast } from '../../lib/ui/alerts';
import { Button } from '../../lib/ui/button';
import { SelectField, SwitchField, TextAreaField, TextField } from '../../lib/ui/field';
import { FormAlert } from '../../lib/ui/form-alert';
import { QueryView } from '../../lib/ui/states';
import { useSaveSettings, useSiteSettings } from './settings-api';

const SOCIAL_NETWORKS = Object.keys(STAFF_EN.social) as SocialNetwork[];
/** Every IANA time zone the browser knows, for the calendar entries' zone. */
const TIME_ZONES = Intl.supportedValuesOf('timeZone');
const ABOUT_KEYS = ['welcome', 'mission', 'vision', 'values', 'history'] as const;

/** The privacy notice the page /privacy shows now, in each language, from the settings it reads. */
function builtInPrivacy(settings: SiteSettings): { en: string; ar: string } {
  const facts = {
    inquiryDays: settings.retention.inquiryDays,
    outboxDays: settings.retention.outboxDays,
    email: settings.contact.email,
  };
  // As the page names the site: the built-in name in each language while the English one is the default.
  const builtInName = settings.siteName === DEFAULT_SETTINGS.siteName;
  return {
    en: builtInPrivacyText('en', {
      ...facts,
      siteName: builtInName ? builtInSiteName('en') : settings.siteName,
    }),
    ar: builtInPrivacyText('ar', {
      ...facts,
      siteName:
        settings.translations?.ar?.siteName || (builtInName ? builtInSiteName('ar') : settings.siteName),
    }),
  };
}

/** An About field left as the built-in text is sent empty: the site keeps following its own text. */
const unlessBuiltIn = (value: string | null | undefined, builtIn: string) =>
  (value ?? '').trim() === builtIn.trim() ? '' : value;

/**
 * Before saving: the About texts and the privacy notice the editor left as they were shown (from
 * `shown`) go back to 'built-in' (null, or '' for a twin), so the site keeps following its own.
 */
function withBuiltInsKept(values: SiteSettings, shown: SiteSettings): SiteSettings {
  const arabic = values.translations?.ar;
  const privacy = builtInPrivacy(shown);
  return {
    ...values,
    privacyNotice: unlessBuiltIn(values.privacyNotice, privacy.en) || null,
    about: Object.fromEntries(
      ABOUT_KEYS.map((key) => [key, unlessBuiltIn(values.about[key], builtInAboutText('en', key)) || null]),
    ) as SiteSettings['about'],
    ...(arabic?.about
      ? {
          translations: {
            ...values.translations,
            ar: {
              ...arabic,
              privacyNotice: unlessBuiltIn(arabic.privacyNotice, privacy.ar) ?? '',
              about: Object.fromEntries(
                ABOUT_KEYS.map((key) => [
                  key,
                  unlessBuiltIn(arabic.about?.[key], builtInAboutText('ar', key)) ?? '',
                ]),
              ),
            },
          },
        }
      : {}),
  };
}

/**
 * Stored nulls as fields: an About text as the built-in one the site shows; 'send to the general
 * address' as an empty field.
 */
function toFormValues(settings: SiteSettings): SiteSettingsInput {
  const arabic = settings.translations?.ar;
  const privacy = builtInPrivacy(settings);
  return {
    ...settings,
    privacyNotice: settings.privacyNotice || privacy.en,
    // Every twin as a field, empty where there is no translation yet.
    translations: {
      ar: {
        siteName: arabic?.siteName ?? '',
        contact: { city: arabic?.contact?.city ?? '', country: arabic?.contact?.country ?? '' },
        emergencyLine: arabic?.emergencyLine ?? '',
        privacyNotice: arabic?.privacyNotice || privacy.ar,
        about: Object.fromEntries(
          ABOUT_KEYS.map((key) => [key, arabic?.about?.[key] || builtInAboutText('ar', key)]),
        ),
      },
    },
    about: Object.fromEntries(
      ABOUT_KEYS.map((key) => [key, settings.about[key] || builtInAboutText('en', key)]),
    ) as SiteSettingsInput['about'],
    aboutReview: {
      reviewedOn: settings.aboutReview.reviewedOn ?? '',
      nextReviewOn: settings.aboutReview.nextReviewOn ?? '',
      reviewerName: settings.aboutReview.reviewerName ?? '',
    },
    departmentEmails: Object.fromEntries(
      Object.entries(settings.departmentEmails).map(([key, value]) => [key, value ?? '']),
    ) as SiteSettingsInput['departmentEmails'],
  };
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-card border border-line bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-bold text-primary-900">{title}</legend>
      {hint ? <p className="mb-4 max-w-prose text-ink-muted">{hint}</p> : null}
      <div className="grid gap-5 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Site settings (SuperAdmin): what the public pages show instead of constants. */
export function SettingsScreen() {
  const t = useStaffTexts();
  const settings = useSiteSettings();
  return (
    <QueryView query={settings} loading={t.settings.loading} failed={t.settings.loadFailed}>
      {(initial) => <SettingsForm initial={initial} />}
    </QueryView>
  );
}

/** A text's twin in Arabic (right to left), beside it; left empty, Arabic pages show the English text. */
function ArabicTwin({
  label,
  rows,
  error,
  registered,
}: {
  label: string;
  rows?: number;
  error: string | undefined;
  registered: ReturnType<UseFormRegister<SiteSettingsInput>>;
}) {
  const t = useStaffTexts();
  const twin = {
    label: t.contentAdmin.inLanguage(label, LOCALE_INFO.ar.ownName),
    hint: t.contentAdmin.translationHint,
    lang: 'ar',
    dir: LOCALE_INFO.ar.dir,
    error,
    ...registered,
  };
  return rows ? <TextAreaField rows={rows} {...twin} /> : <TextField {...twin} />;
}

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const t = useStaffTexts();
  // Each department named in the staff language, so its address field says whose inbox it feeds.
  const inbox = INBOX_TEXTS_BY_LOCALE[useStaffLocale()];
  const form = useForm<SiteSettingsInput, unknown, SiteSettings>({
    resolver: withStaffMessages(zodResolver(siteSettingsSchema), t),
    defaultValues: toFormValues(initial),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const arabicErrors = errors.translations?.ar;
  const save = useSaveSettings();
  const [alert, setAlert] = useState<string>();
  // What the fields showed as the site's own texts: left as they were, they stay the site's own.
  const [shownFrom, setShownFrom] = useState(initial);
  // Leaving the page with unsaved changes asks first .
  const onLeave = useCallback(
    ({ proceed, stay }: { proceed: () => void; stay: () => void }) =>
      void confirmDanger(t.unsaved.title, t.unsaved.discard, t.unsaved.keepEditing).then((discard) =>
        discard ? proceed() : stay(),
      ),
    [t],
  );

  const submit = form.handleSubmit(
    async (values) => {
      setAlert(undefined);
      let saved: Awaited<ReturnType<typeof save.mutateAsync>>;
      try {
        saved = await save.mutateAsync(withBuiltInsKept(values, shownFrom));
      } catch (error) {
        const problem = toApiError(error);
        const elsewhere = applyServerErrors(problem, form.getValues(), form.setError);
        setAlert([t.settings.saveFailed, staffWords(problem.message, t), ...elsewhere].join(' '));
        return;
      }
      form.reset(toFormValues(saved));
      setShownFrom(saved);
      void showToast(t.settings.saved);
    },
    () => setAlert(t.contentAdmin.fixFields),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      {form.formState.isDirty ? <LeavePageGuard onBlocked={onLeave} /> : null}
      <FormAlert message={alert} />
      <Section title={t.settings.sections.identity}>
        <TextField
          label={t.settings.labels.siteName}
          error={errors.siteName?.message}
          {...register('siteName')}
        />
        <ArabicTwin
          label={t.settings.labels.siteName}
          error={arabicErrors?.siteName?.message}
          registered={register('translations.ar.siteName')}
        />
        <TextField
          label={t.settings.labels.parentWebsite}
          type="url"
          inputMode="url"
          spellCheck={false}
          error={errors.parentWebsite?.message}
          {...register('parentWebsite')}
        />
        <SelectField
          label={t.settings.labels.arabicDigits}
          hint={t.settings.arabicDigitsHint}
          options={DIGIT_STYLES.map((style) => ({ value: style, label: t.settings.digitStyles[style] }))}
          error={errors.arabicDigits?.message}
          {...register('arabicDigits')}
        />
        <SelectField
          label={t.settings.labels.timeZone}
          hint={t.settings.timeZoneHint}
          options={TIME_ZONES.map((zone) => ({ value: zone, label: zone }))}
          dir="ltr"
          error={errors.timeZone?.message}
          {...register('timeZone')}
        />
      </Section>

      <Section title={t.settings.sections.contact}>
        <TextField
          label={t.settings.labels.city}
          error={errors.contact?.city?.message}
          {...register('contact.city')}
        />
        <ArabicTwin
          label={t.settings.labels.city}
          error={arabicErrors?.contact?.city?.message}
          registered={register('translations.ar.contact.city')}
        />
        <TextField
          label={t.settings.labels.country}
          error={errors.contact?.country?.message}
          {...register('contact.country')}
        />
        <ArabicTwin
          label={t.settings.labels.country}
          error={arabicErrors?.contact?.country?.message}
          registered={register('translations.ar.contact.country')}
        />
        <TextField
          label={t.settings.labels.phone}
          type="tel"
          error={errors.contact?.phone?.message}
          {...register('contact.phone')}
        />
        <TextField
          label={t.settings.labels.email}
          type="email"
          inputMode="email"
          spellCheck={false}
          error={errors.contact?.email?.message}
          {...register('contact.email')}
        />
        <TextField
          label={t.settings.labels.emergencyLine}
          error={errors.emergencyLine?.message}
          {...register('emergencyLine')}
        />
        <ArabicTwin
          label={t.settings.labels.emergencyLine}
          error={arabicErrors?.emergencyLine?.message}
          registered={register('translations.ar.emergencyLine')}
        />
        <TextField
          label={t.settings.labels.emergencyPhone}
          type="tel"
          error={errors.emergencyPhone?.message}
          {...register('emergencyPhone')}
        />
      </Section>

      <Section title={t.settings.sections.social}>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={t.social[network]}
            type="url"
            inputMode="url"
            spellCheck={false}
            error={errors.social?.[network]?.message}
            {...register(`social.${network}`)}
          />
        ))}
      </Section>

      <Section title={t.settings.sections.about} hint={t.settings.aboutHint}>
        {ABOUT_KEYS.map((key) => (
          <Fragment key={key}>
            <TextAreaField
              label={t.settings.labels[key]}
              rows={4}
              error={errors.about?.[key]?.message}
              {...register(`about.${key}`)}
            />
            <ArabicTwin
              label={t.settings.labels[key]}
              rows={4}
              error={arabicErrors?.about?.[key]?.message}
              registered={register(`translations.ar.about.${key}`)}
            />
          </Fragment>
        ))}
        {/* When these texts were last checked, as on a health page (docs/content-review.md). */}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.review.reviewedOn}
            type="date"
            error={errors.aboutReview?.reviewedOn?.message}
            {...register('aboutReview.reviewedOn')}
          />
          <TextField
            label={t.review.nextReviewOn}
            type="date"
            error={errors.aboutReview?.nextReviewOn?.message}
            {...register('aboutReview.nextReviewOn')}
          />
        </div>
        <TextField
          label={t.review.reviewerName}
          error={errors.aboutReview?.reviewerName?.message}
          {...register('aboutReview.reviewerName')}
        />
      </Section>

      <Section title={t.settings.sections.privacy} hint={t.settings.privacyHint}>
        <TextAreaField
          label={t.settings.labels.privacyNotice}
          rows={8}
          error={errors.privacyNotice?.message}
          {...register('privacyNotice')}
        />
        <ArabicTwin
          label={t.settings.labels.privacyNotice}
          rows={8}
          error={arabicErrors?.privacyNotice?.message}
          registered={register('translations.ar.privacyNotice')}
        />
      </Section>

      <Section title={t.settings.sections.departments} hint={t.settings.departmentsHint}>
        {DEPARTMENTS.map((department) => {
          const key = DEPARTMENT_KEYS[department];
          return (
            <TextField
              key={key}
              label={inbox.departmentAddress(inbox.departments[department])}
              type="email"
              inputMode="email"
              spellCheck={false}
              error={errors.departmentEmails?.[key]?.message}
              {...register(`departmentEmails.${key}`)}
            />
          );
        })}
      </Section>

      <Section title={t.retention.section} hint={t.retention.hint}>
        <TextField
          label={t.retention.inquiryDays}
          type="number"
          inputMode="numeric"
          min={1}
          max={3650}
          error={errors.retention?.inquiryDays?.message}
          {...register('retention.inquiryDays')}
        />
        <TextField
          label={t.retention.outboxDays}
          type="number"
          inputMode="numeric"
          min={1}
          max={3650}
          error={errors.retention?.outboxDays?.message}
          {...register('retention.outboxDays')}
        />
      </Section>

      <Section title={t.signInSettings.section} hint={t.signInSettings.hint}>
        <SwitchField
          label={t.signInSettings.requireSecondFactor}
          hint={t.signInSettings.requireSecondFactorHint}
          {...register('signIn.requireSecondFactor')}
        />
        <SwitchField
          label={t.signInSettings.requirePasswordChange}
          hint={t.signInSettings.requirePasswordChangeHint}
          {...register('signIn.requirePasswordChange')}
        />
      </Section>

      {/* Always in reach, however far down the form the change was. */}
      <div className="sticky bottom-0 flex justify-end border-t border-line bg-surface-muted py-3">
        <Button type="submit" pending={isSubmitting}>
          {t.settings.save}
        </Button>
      </div>
    </form>
  );
}
