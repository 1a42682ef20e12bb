import { LANDING_SECTIONS } from '@authority/shared/routes';
import { SITE } from '@authority/shared/site';
import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx';
import { useDocumentTitle } from '../../../lib/document-title';
import { landingSection } from '../../../lib/landing-sections';
import { PagePlaceholder } from '../../../lib/ui/page-placeholder';

/** What each section will hold (SPEC §2), until its feature is built. */
const SECTION_CONTENT = {
  about:
    'Comments carousel, image strip, the Mission / Vision / Values / Strategic Objectives tabs and the welcome text.',
  institutions: 'Accordion of the institutions: one open at a time, the first open by default.',
  achievements: 'Achievement counters, ordered by priority, counting up when the section comes into view.',
  Partnerships: 'Partner cards in a horizontal carousel with previous and next buttons.',
  news: 'Tabs All, News, Events and Announcements, each with a featured item and a scrolling card list.',
} as const;

// The seventh anchor, `footer` (Contact Us), is the site footer that the layout renders on every page.
const BODY_SECTIONS = LANDING_SECTIONS.filter(
  (section): section is Exclude<(typeof LANDING_SECTIONS)[number], { id: 'home' | 'footer' }> =>
    section.id !== 'home' && section.id !== 'footer',
);

/** `/`: the one-page landing layout of SPEC §2, one anchored section per navigation label. */
export function LandingPage() {
  useDocumentTitle();
  const home = landingSection('home');

  return (
    <>
      <section id={home.id} aria-labelledby={`${home.id}-heading`} className="bg-primary-900 text-white">
        <div className="mx-auto max-w-content px-4 py-20 sm:px-6 lg:py-28">
          <h1 id={`${home.id}-heading`} className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {SITE.fullName}
          </h1>
          <p className="mt-6 max-w-prose text-lg text-primary-100">{SITE.tagline}</p>
          <div className="mt-8 h-1 w-24 rounded-full bg-accent-400" aria-hidden="true" />
          <PagePlaceholder>Full-height carousel of the news items flagged as banners.</PagePlaceholder>
        </div>
      </section>

      {BODY_SECTIONS.map((section, index) => (
        <LandingSection key={section.id} id={section.id} title={section.label} muted={index % 2 === 0}>
          <PagePlaceholder>{SECTION_CONTENT[section.id]}</PagePlaceholder>
        </LandingSection>
      ))}
    </>
  );
}

function LandingSection({
  id,
  title,
  muted,
  children,
}: {
  id: string;
  title: string;
  muted: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cx(muted ? 'bg-surface-muted' : 'bg-surface')}
    >
      <div className="mx-auto max-w-content px-4 py-16 sm:px-6 lg:py-24">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-primary-900">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
