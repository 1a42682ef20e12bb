import { HOME_CAROUSEL_INTERVAL_MS } from '@authority/shared/constants';
import type { NewsView } from '@authority/shared/normalize-content';
import { ROUTES } from '@authority/shared/routes';
import { Link } from 'react-router';
import { RotationToggle, useRotationPause } from '../../lib/carousel/rotation-toggle';
import { useAutoAdvance } from '../../lib/carousel/use-auto-advance';
import { useFocusPause } from '../../lib/carousel/use-focus-pause';
import { cx } from '../../lib/cx';
import { fallbackProps, Shown } from '../../lib/i18n/in-language';
import { useLocalize } from '../../lib/i18n/locale';
import { useTexts } from '../../lib/i18n/texts';
import { imageSources } from '../../lib/ui/image-sources';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The home section (SPEC §2): a full-height carousel of the news items flagged isBanner, moving on
 * every 5 s. It does not pause on hover (SPEC §9); it holds still while keyboard focus is in it,
 * and its pause button stops it for everyone (docs/BRAND.md). Hidden slides are inert. Without items it
 * shows the Arabic loading line.
 *
 * The server's page carries the first slide's picture alone (the page's largest paint, fetched
 * first): the others, invisible until their turn, would share the phone's bandwidth with it. They
 * come once the app runs, seconds before the first turn.
 */
export function HomeBanner({ id, items }: { id: string; items: readonly NewsView[] }) {
  const localize = useLocalize();
  const texts = useTexts();
  const rotation = useRotationPause();
  const { focusPaused, focusHandlers } = useFocusPause();
  const [index, setIndex] = useAutoAdvance(
    items.length,
    HOME_CAROUSEL_INTERVAL_MS,
    rotation.paused || focusPaused,
  );
  const headingId = `${id}-heading`;
  const hydrated = useHydrated();

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="relative isolate flex min-h-[calc(100dvh-4rem)] snap-start flex-col overflow-hidden bg-primary-950 text-white on-dark"
    >
      {items.map((item, position) =>
        item.imageUrl && (hydrated || position === index) ? (
          <img
            key={item.id}
            {...imageSources(item.imageUrl, '100vw')}
            alt={item.imageAlt ?? ''}
            // Only the slide in view is described; the others are out of sight.
            aria-hidden={position === index ? undefined : true}
            width={1600}
            height={900}
            fetchPriority={position === 0 ? 'high' : 'low'}
            className={cx(
              'absolute inset-0 -z-20 size-full object-cover motion-safe:transition-opacity motion-safe:duration-300',
              position === index ? 'opacity-45' : 'opacity-0',
            )}
          />
        ) : null,
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-primary-950 via-primary-950/80 to-primary-950/30"
      />

      <div className="mx-auto flex w-full max-w-content flex-1 flex-col justify-end px-4 pt-12 pb-14 sm:px-6 lg:pb-20">
        <h1
          id={headingId}
          className="max-w-3xl text-base font-semibold tracking-wide text-accent-200 sm:text-lg"
        >
          {texts.site.fullName}
        </h1>

        {items.length === 0 ? (
          <p lang="ar" dir="rtl" className="mt-6 text-start text-3xl leading-relaxed sm:text-4xl">
            {texts.home.arabicLoading}
          </p>
        ) : (
          <section
            aria-roledescription={texts.carousel.carousel}
            aria-label={texts.home.carouselLabel}
            className="mt-4"
            {...focusHandlers}
          >
            <div className="grid" aria-live={rotation.paused ? 'polite' : 'off'}>
              {items.map((item, position) => {
                const current = position === index;
                return (
                  // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern).
                  <div
                    key={item.id}
                    role="group"
                    aria-roledescription={texts.carousel.slide}
                    aria-label={texts.carousel.slideLabel(position + 1, items.length)}
                    aria-hidden={current ? undefined : true}
                    inert={!current}
                    className={cx(
                      'col-start-1 row-start-1 motion-safe:transition-opacity motion-safe:duration-300',
                      current ? 'opacity-100' : 'opacity-0',
                    )}
                  >
                    {/* On a phone a title keeps room for three lines, its text at the bottom of it: the
                        slides share one cell as tall as the tallest, and a title the system's font
                        wrapped onto one more line than the Arabic face moved the banner's text by a
                        line when the face came . */}
                    <h2 className="flex min-h-[3lh] max-w-4xl flex-col justify-end text-3xl leading-tight font-bold text-balance sm:block sm:min-h-0 sm:text-5xl">
                      <Shown of={item} field="name">
                        {item.name}
                      </Shown>
                    </h2>
                    <p
                      className="mt-4 line-clamp-3 max-w-2xl text-lg text-slate-100"
                      {...fallbackProps(item, 'description')}
                    >
                      {item.description}
                    </p>
                    <Link
                      to={localize(ROUTES.showNews(item.id))}
                      className="mt-8 inline-flex rounded-control bg-accent-300 px-6 py-3 font-semibold text-primary-950 hover:bg-accent-200"
                    >
                      {texts.home.goToNews}
                    </Link>
                  </div>
                );
              })}
            </div>

            <div className="mt-8 flex flex-wrap items-center gap-2">
              <RotationToggle
                paused={rotation.paused}
                onToggle={rotation.toggle}
                className="border border-white/40 text-white hover:bg-white/10"
              />
              {items.length > 1
                ? items.map((item, position) => (
                    <button
                      key={item.id}
                      type="button"
                      aria-label={texts.carousel.showSlide(position + 1, items.length)}
                      aria-current={position === index ? 'true' : undefined}
                      onClick={() => setIndex(position)}
                      className="group flex size-11 items-center justify-center rounded-full"
                    >
                      <span
                        aria-hidden="true"
                        className={cx(
                          'block h-2.5 rounded-full motion-safe:transition-all',
                          position === index ? 'w-8 bg-accent-300' : 'w-2.5 bg-white/60 group-hover:bg-white',
                        )}
                      />
                    </button>
                  ))
                : null}
            </div>
          </section>
        )}
      </div>
    </section>
  );
}
