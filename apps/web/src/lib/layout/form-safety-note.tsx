import { ROUTES } from '@authority/shared/routes';
import { useLocalize } from '../i18n/locale';
import { useTexts } from '../i18n/texts';
import { useSiteSettings } from '../settings/site-settings';

/**
 * Beside a form's submit: a visitor in distress must not wait for a reply, so the
 * emergency number is a number to call; and what happens to what they send is one link away.
 */
export function FormSafetyNote({ onDark = false }: { onDark?: boolean }) {
  const texts = useTexts();
  const localize = useLocalize();
  const { emergencyPhone } = useSiteSettings();
  const link = onDark ? 'font-semibold text-white underline' : 'font-semibold text-primary-800 underline';
  return (
    <p className={`text-sm ${onDark ? 'text-slate-300' : 'text-ink-muted'}`}>
      {texts.layout.notForEmergencies}{' '}
      <a href={`tel:${emergencyPhone.replaceAll(' ', '')}`} className={link} dir="ltr">
        {emergencyPhone}
      </a>{' '}
      {/* A plain link: the form may stand outside the router (the footer's lazy form), and the
          notice is a server-rendered page of its own. */}
      <a href={localize(ROUTES.privacy)} className={link}>
        {texts.layout.privacyNotice}
      </a>
    </p>
  );
}
