import { ROUTES } from '@authority/shared/routes';
import { DEFAULT_SETTINGS } from '@authority/shared/settings-defaults';
import { SITE, type SocialNetwork } from '@authority/shared/site';
import { ArrowUp, Mail, MapPin, Phone, Siren } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SiteText } from '../i18n/in-language';
import { useLocalize } from '../i18n/locale';
import { loadTextsForPage, useTexts } from '../i18n/texts';
import { landingSection } from '../landing-sections';
import { untranslated, useSiteSettings } from '../settings/site-settings';
import { ExternalLink } from '../ui/external-link';
import { useHydrated } from '../use-hydrated';
import { whenNear } from '../when-near';
import { BrandLogo } from './brand-logo';

/** Anchor of the page's top, for the back-to-top link. */
export const PAGE_TOP_ID = 'top';

const CONTACT_SECTION = landingSection('footer');
const SOCIAL_NETWORKS = Object.keys(SITE.social) as SocialNetwork[];
const { contact } = SITE;

const footerLinkClass = 'rounded-control underline-offset-4 hover:text-white hover:underline';

/** Said when the form's code cannot load (offline, or after a deploy): the address still helps. */
function ContactFormUnavailable() {
  const texts = useTexts();
  return <p className="text-slate-200">{texts.contactForm.unavailable(contact.email)}</p>;
}

/**
 * Loads the contact form's component, in its own chunk. The app passes the contact-form feature's
 * (app/routes/site/site-layout.tsx): lib builds on no feature, so the footer is handed its form.
 */
export type ContactFormLoader = () => Promise<ComponentType>;

/** The form's code and its texts in the page's language, and what to say when the code cannot load. */
interface FormSlot {
  load: () => Promise<ComponentType>;
  /** Rendered by the server, and in a page the browser renders itself, where the form's place shows a line while its code loads. */
  Lazy: ComponentType;
}

function formSlot(loadForm: ContactFormLoader): FormSlot {
  const load = (): Promise<ComponentType> =>
    Promise.all([loadForm(), loadTextsForPage('contact')]).then(
      ([form]) => form,
      () => ContactFormUnavailable,
    );
  return { load, Lazy: lazy(() => load().then((form) => ({ default: form }))) };
}

/**
 * The footer's contact form. A page the server rendered keeps the server's markup of the form (its
 * controls disabled) untouched while the app hydrates the rest, and fetches the form's code only
 * once the footer comes within a screen of the viewport or focus or a pointer enters it: a visitor
 * who reads the top of a page downloads none of it. The slot's inner HTML is left to the
 * server's until then (`suppressHydrationWarning`), and the form then renders in its place.
 */
function FooterContactForm({ className, slot }: { className: string; slot: FormSlot }) {
  const hydrated = useHydrated();
  // Decided once, by the first render: true while hydrating a server page (and on the server).
  const [deferred] = useState(!hydrated);
  const [Form, setForm] = useState<ComponentType>();
  useEffect(() => {
    if (!deferred) return;
    let current = true;
    whenNear(CONTACT_SECTION.id)
      .then(slot.load)
      .then((form) => {
        if (current) setForm(() => form);
      });
    return () => {
      current = false;
    };
  }, [deferred, slot]);

  if (deferred && typeof document !== 'undefined') {
    return Form ? (
      <div className={className}>
        <Form />
      </div>
    ) : (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, never written: hydration keeps the server's markup.
      <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={SERVER_MARKUP} />
    );
  }
  return (
    <div className={className}>
      <Suspense fallback={<ContactFormPending />}>
        <slot.Lazy />
      </Suspense>
    </div>
  );
}

/** An element's inner HTML that hydration leaves as the server wrote it. */
const SERVER_MARKUP = { __html: '' };

/** Holds the form's place while its code loads, so the footer does not jump. */
function ContactFormPending() {
  const texts = useTexts();
  return (
    <p role="status" className="min-h-96 text-slate-300">
      {texts.contactForm.loading}
    </p>
  );
}

/**
 * The site footer: the landing page's last anchor, `#footer` ('Contact Us', SPEC §2), on every
 * public page, with the contact form `loadForm` loads (SPEC §4, §5). On the landing page it is the
 * last stop of the section scroller (`snap-end`). Called once, at a module's top: the footer it
 * returns keeps one lazy form for every render.
 */
export function siteFooterWith(loadForm: ContactFormLoader): ComponentType {
  const slot = formSlot(loadForm);
  return function SiteFooter() {
    return <SiteFooterOf slot={slot} />;
  };
}

function SiteFooterOf({ slot }: { slot: FormSlot }) {
  const texts = useTexts();
  // What a SuperAdmin set in the site settings; the built-in details until they load.
  const settings = useSiteSettings();
  const localize = useLocalize();
  const contact = { ...settings.contact, emergency: settings.emergencyLine };
  return (
    <footer id={CONTACT_SECTION.id} className="on-dark snap-end bg-primary-950 text-slate-200">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 lg:grid-cols-12">
        <div className="grid gap-10 sm:grid-cols-2 lg:col-span-5 lg:grid-cols-1">
          <div className="space-y-4 sm:col-span-2 lg:col-span-1">
            <BrandLogo onDark />
            <p className="max-w-prose">{texts.site.tagline}</p>
            <p>
              {texts.layout.partOf}{' '}
              <ExternalLink href={settings.parentWebsite} className={footerLinkClass}>
                {texts.site.parentName}
              </ExternalLink>
            </p>
          </div>

          <div>
            <h2 className="mb-4 text-xl font-bold text-white">{texts.sections.footer}</h2>
            <address className="not-italic">
              <ul className="space-y-3">
                <li className="flex items-start gap-3">
                  <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-300" />
                  <SiteText
                    value={contact.city}
                    builtIn={DEFAULT_SETTINGS.contact.city}
                    translated={texts.site.city}
                    untranslated={untranslated(settings, 'contact.city')}
                  />
                  {texts.layout.listSeparator}
                  <SiteText
                    value={contact.country}
                    builtIn={DEFAULT_SETTINGS.contact.country}
                    translated={texts.site.country}
                    untranslated={untranslated(settings, 'contact.country')}
                  />
                </li>
                <li className="flex items-start gap-3">
                  <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-300" />
                  <a href={`tel:${contact.phone.replaceAll(' ', '')}`} className={footerLinkClass} dir="ltr">
                    {contact.phone}
                  </a>
                </li>
                <li className="flex items-start gap-3">
                  <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-300" />
                  <a href={`mailto:${contact.email}`} className={`${footerLinkClass} break-all`}>
                    {contact.email}
                  </a>
                </li>
                <li className="flex items-start gap-3">
                  <Siren aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-300" />
                  <span>
                    <SiteText
                      value={contact.emergency}
                      builtIn={DEFAULT_SETTINGS.emergencyLine}
                      translated={texts.site.emergency}
                      untranslated={untranslated(settings, 'emergencyLine')}
                    />{' '}
                    <a
                      href={`tel:${settings.emergencyPhone.replaceAll(' ', '')}`}
                      className={`${footerLinkClass} font-bold text-white`}
                      dir="ltr"
                    >
                      {settings.emergencyPhone}
                    </a>
                  </span>
                </li>
              </ul>
            </address>
          </div>

          <div>
            <h2 className="mb-4 text-xl font-bold text-white">{texts.layout.followUs}</h2>
            <ul className="flex flex-wrap gap-2">
              {SOCIAL_NETWORKS.map((network) => (
                <li key={network}>
                  <ExternalLink href={settings.social[network]} className="social-link">
                    {texts.socialNetworks[network]}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <FooterContactForm className="lg:col-span-7" slot={slot} />
      </div>

      <div className="border-t border-primary-800">
        <div className="mx-auto flex max-w-content flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm sm:px-6">
          <p>
            © {new Date().getFullYear()} {texts.site.fullName}
          </p>
          <Link to={localize(ROUTES.privacy)} className={`${footerLinkClass} font-semibold`}>
            {texts.layout.privacyNotice}
          </Link>
          <a
            href={`#${PAGE_TOP_ID}`}
            className={`${footerLinkClass} inline-flex min-h-11 min-w-11 items-center justify-center gap-2 px-2 font-semibold`}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            {texts.layout.backToTop}
          </a>
        </div>
      </div>
    </footer>
  );
}
