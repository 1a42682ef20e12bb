import { onlyBanners } from '@authority/shared/normalize-content';
import { type ComponentType, lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { HomeBanner } from '../../../features/home';
import {
  LandingSection,
  LazySideIconBar,
  LoadingOverlay,
  useLandingContent,
  useLoadingOverlay,
  useSectionScroller,
} from '../../../features/landing';
import { useDocumentTitle } from '../../../lib/document-title';
import { hydratedInOwnTask } from '../../../lib/hydration-tasks';
import { loadTextsForPage, useTexts } from '../../../lib/i18n/texts';
import { landingSection } from '../../../lib/landing-sections';
import { nextTask } from '../../../lib/next-task';
import { DotsLoader } from '../../../lib/ui/dots-loader';
import { useHydrated } from '../../../lib/use-hydrated';

// Set once the chunk has arrived, so a later visit to the page starts without the overlay.
let contentsArrived = false;
const importContents = () =>
  Promise.all([import('./landing-section-contents'), loadTextsForPage('about')]).then(([contents]) => {
    contentsArrived = true;
    return contents;
  });
type Contents = Awaited<ReturnType<typeof importContents>>;
let contentsLoading: Promise<Contents> | undefined;
/**
 * The below-the-fold chunk, asked for once (the five sections and the overlay all wait on it), in
 * a task after the page's own: each dynamic import runs Vite's preload helper, which reads every
 * `<link>` of the page and adds one per dependency, and six of them were a third of the landing
 * page's hydration task. Asked again after a failure.
 */
const loadContents = (): Promise<Contents> =>
  (contentsLoading ??= nextTask()
    .then(importContents)
    .catch((error: unknown) => {
      contentsLoading = undefined;
      throw error;
    }));

/**
 * One export of the below-the-fold chunk as a lazy component (all share the one chunk). Each
 * section takes its server-rendered markup over in a task of its own, after the page above it:
 * all at once they were one task of 230 ms of the main thread at a phone's speed (4× CPU slowdown),
 * half of it after this split.
 */
function lazyContent<Name extends keyof Contents>(name: Name): Contents[Name] {
  const component = lazy(async () => {
    const contents = await loadContents();
    await nextTask();
    // biome-ignore lint/suspicious/noExplicitAny: React.lazy's own signature; the cast back restores the props.
    return { default: contents[name] as ComponentType<any> };
  });
  return component as unknown as Contents[Name];
}

const AboutContent = lazyContent('AboutContent');
const InstitutionsAccordion = lazyContent('InstitutionsAccordion');
const AchievementCounters = lazyContent('AchievementCounters');
const PartnerCarousel = lazyContent('PartnerCarousel');
const NewsContent = lazyContent('NewsContent');

// Above the fold, but hydrated in a task after the page's (lib/hydration-tasks.tsx).
const Banner = hydratedInOwnTask(HomeBanner);

const about = landingSection('about');
const institutions = landingSection('institutions');
const achievements = landingSection('achievements');
const partnerships = landingSection('Partnerships');
const news = landingSection('news');

const subscribeToContents = (onArrival: () => void) => {
  let live = true;
  loadContents().then(() => live && onArrival());
  return () => {
    live = false;
  };
};

/**
 * True once the below-the-fold chunk has arrived. The server renders the sections in full, so
 * its answer (and hydration's) is true; in the browser the sections hydrate when the chunk comes.
 */
function useContentsLoaded(): boolean {
  return useSyncExternalStore(
    subscribeToContents,
    () => contentsArrived,
    () => true,
  );
}

function Deferred({ children }: { children: ReactNode }) {
  const texts = useTexts();
  return <Suspense fallback={<DotsLoader label={texts.loader.label} />}>{children}</Suspense>;
}

/**
 * `/`: the one-page layout of SPEC §2, hydrated in a task after the site's header and layout, and
 * its banner and sections each in a task after that (lib/hydration-tasks.tsx).
 */
export const LandingPage = hydratedInOwnTask(LandingPageContent);

/**
 * The one-page layout of SPEC §2. Six sections here and the seventh, `#footer` (Contact Us),
 * in the site layout. A loading overlay with a percent counter shows until the seven reads (and
 * the sections' code) have arrived, and closes 0.4 s later; then the section scroller starts.
 */
function LandingPageContent() {
  const texts = useTexts();
  useDocumentTitle();
  const content = useLandingContent();
  const contentsLoaded = useContentsLoaded();
  // The percent counter counts the seven reads and the below-the-fold code.
  const arrived = content.settled + (contentsLoaded ? 1 : 0);
  const expected = content.total + 1;
  // A server-rendered page shows the overlay too (SPEC §2), already complete: it fades by itself.
  const [serverRendered] = useState(!useHydrated());
  const overlayOpen = useLoadingOverlay(arrived === expected, serverRendered);
  useSectionScroller(!overlayOpen);

  return (
    <div aria-busy={overlayOpen || undefined}>
      {overlayOpen ? <LoadingOverlay progress={arrived / expected} closesByItself={serverRendered} /> : null}

      <Banner id="home" items={onlyBanners(content.news.data ?? [])} />

      <LandingSection id={about.id} title={texts.sections.about}>
        <Deferred>
          <AboutContent comments={content.comments} />
        </Deferred>
      </LandingSection>

      <LandingSection
        id={institutions.id}
        title={texts.sections.institutions}
        intro={texts.institutions.intro}
        muted
      >
        <Deferred>
          <InstitutionsAccordion resource={content.organizations} />
        </Deferred>
      </LandingSection>

      <LandingSection
        id={achievements.id}
        title={texts.sections.achievements}
        intro={texts.achievements.intro}
      >
        <Deferred>
          <AchievementCounters resource={content.analysis} />
        </Deferred>
      </LandingSection>

      <LandingSection
        id={partnerships.id}
        title={texts.sections.Partnerships}
        intro={texts.partners.intro}
        muted
      >
        <Deferred>
          <PartnerCarousel resource={content.partners} />
        </Deferred>
      </LandingSection>

      <LandingSection id={news.id} title={texts.sections.news}>
        <Deferred>
          <NewsContent all={content.news} news={content.newsPage} events={content.events} />
        </Deferred>
      </LandingSection>

      {/* Fixed at the side, but last in the tab order: not seven stops before the page's content. */}
      <LazySideIconBar />
    </div>
  );
}
