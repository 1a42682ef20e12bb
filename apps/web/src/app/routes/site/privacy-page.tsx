import { DEFAULT_SETTINGS } from '@authority/shared/settings-defaults';
import { useDocumentTitle } from '../../../lib/document-title';
import { fallbackProps } from '../../../lib/i18n/in-language';
import { usePagesTexts, useTexts } from '../../../lib/i18n/texts';
import { paragraphsOf, untranslated, useSiteSettings } from '../../../lib/settings/site-settings';
import { PageContainer, PageTitle } from '../../../lib/ui/page';

/**
 * `/privacy`: what the site collects from visitors, why, for how long (the retention
 * periods set in the settings) and how to ask for a copy or erasure. A SuperAdmin may replace the
 * built-in notice with their own text, in each language, in the site settings.
 */
export function PrivacyPage() {
  const texts = useTexts();
  const { privacy } = usePagesTexts();
  const settings = useSiteSettings();
  useDocumentTitle(texts.pageTitles.privacy);
  const siteName =
    settings.siteName === DEFAULT_SETTINGS.siteName || untranslated(settings, 'siteName')
      ? texts.site.name
      : settings.siteName;
  const heading = 'mt-10 text-2xl font-bold text-primary-900';

  return (
    <PageContainer>
      <article className="mx-auto max-w-prose text-lg">
        <PageTitle>{texts.pageTitles.privacy}</PageTitle>
        <p
          role="note"
          className="mt-6 rounded-card border-s-4 border-danger-600 bg-danger-50 p-4 font-semibold"
        >
          {privacy.notForEmergencies}{' '}
          <a href={`tel:${settings.emergencyPhone.replaceAll(' ', '')}`} className="underline" dir="ltr">
            {settings.emergencyPhone}
          </a>
        </p>
        {settings.privacyNotice ? (
          paragraphsOf(settings.privacyNotice).map((paragraph) => (
            <p key={paragraph} className="mt-4" {...fallbackProps(settings, 'privacyNotice')}>
              {paragraph}
            </p>
          ))
        ) : (
          <>
            <p className="mt-6">{privacy.intro(siteName)}</p>
            <h2 className={heading}>{privacy.collectHeading}</h2>
            <ul className="mt-3 list-disc space-y-2 ps-6">
              <li>{privacy.collectContact}</li>
              <li>{privacy.collectEvents}</li>
              <li>{privacy.collectAttendance}</li>
              <li>{privacy.collectCodes}</li>
              <li>{privacy.collectFeedback}</li>
              <li>{privacy.collectCookies}</li>
            </ul>
            <h2 className={heading}>{privacy.whyHeading}</h2>
            <p className="mt-3">{privacy.why}</p>
            <h2 className={heading}>{privacy.keepHeading}</h2>
            <p className="mt-3">
              {privacy.keep(settings.retention.inquiryDays, settings.retention.outboxDays)}
            </p>
            <h2 className={heading}>{privacy.rightsHeading}</h2>
            <p className="mt-3">
              {privacy.rights}{' '}
              <a
                href={`mailto:${settings.contact.email}`}
                className="font-semibold underline break-all"
                dir="ltr"
              >
                {settings.contact.email}
              </a>
            </p>
          </>
        )}
      </article>
    </PageContainer>
  );
}
