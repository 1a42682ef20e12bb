import { ABOUT_CAROUSEL_INTERVAL_MS, LONG_DESCRIPTION_THRESHOLD } from '@authority/shared/constants';
import type { CommentView } from '@authority/shared/normalize-content';
import { Quote } from 'lucide-react';
import { useId, useState } from 'react';
import { RotationToggle, useRotationPause } from '../../lib/carousel/rotation-toggle';
import { useAutoAdvance } from '../../lib/carousel/use-auto-advance';
import { useFocusPause } from '../../lib/carousel/use-focus-pause';
import type { Resource } from '../../lib/http/use-resource';
import { fallbackProps, Shown } from '../../lib/i18n/in-language';
import { useTexts } from '../../lib/i18n/texts';
import { DotsLoader } from '../../lib/ui/dots-loader';
import { imageSources } from '../../lib/ui/image-sources';

/** The first `LONG_DESCRIPTION_THRESHOLD` characters, cut at a word where one is near. */
export function excerpt(text: string): string {
  const cut = text.slice(0, LONG_DESCRIPTION_THRESHOLD);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > LONG_DESCRIPTION_THRESHOLD - 30 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The About section's carousel of comments (SPEC §2, §9): one at a time, moving on every 5 s,
 * pausing while hovered, while keyboard focus is in it (so 'Read More' never moves away under
 * the focus), while a long text is expanded, and when its pause button is pressed.
 * No swiping or arrow keys (SPEC §9). Texts above 220 characters get 'Read More' / 'Hidden'.
 */
export function CommentsCarousel({ resource }: { resource: Resource<CommentView[]> }) {
  const texts = useTexts();
  const items = resource.data ?? [];
  const rotation = useRotationPause();
  const [hovered, setHovered] = useState(false);
  const { focusPaused, focusHandlers } = useFocusPause();
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const [index] = useAutoAdvance(
    items.length,
    ABOUT_CAROUSEL_INTERVAL_MS,
    rotation.paused || hovered || focusPaused || expandedId !== null,
  );
  const textId = useId();

  if (resource.status === 'loading') return <DotsLoader label={texts.aboutSection.loading} />;
  const item = items[index];
  if (!item) return <p className="text-ink-muted">{texts.aboutSection.noComments}</p>;

  const long = item.descriptionText.length > LONG_DESCRIPTION_THRESHOLD;
  const expanded = expandedId === item.id;

  return (
    // Hover only pauses; the pause button does the same for every visitor.
    <section
      aria-roledescription={texts.carousel.carousel}
      aria-label={texts.aboutSection.commentsLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      {...focusHandlers}
      className="relative"
    >
      {/* A carousel slide is a group (WAI-ARIA carousel pattern); a figure may not take that role. */}
      {/* biome-ignore lint/a11y/useSemanticElements: the slide's group role, as above. */}
      <div
        key={item.id}
        role="group"
        aria-roledescription={texts.carousel.slide}
        aria-label={texts.carousel.slideLabel(index + 1, items.length)}
        className="min-h-72 rounded-card bg-white p-6 shadow-card motion-safe:animate-fade-in sm:p-8"
      >
        <figure>
          <Quote aria-hidden="true" className="size-8 text-accent-500" />
          <blockquote id={textId} className="mt-4 text-lg">
            {long && !expanded ? (
              <p {...fallbackProps(item, 'description')}>{excerpt(item.descriptionText)}</p>
            ) : (
              <div
                className="rich-text"
                {...fallbackProps(item, 'description')}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML field the server sanitised when it was written (docs/DESIGN.md).
                dangerouslySetInnerHTML={{ __html: item.descriptionHtml }}
              />
            )}
          </blockquote>
          {long ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={textId}
              onClick={() => setExpandedId(expanded ? null : item.id)}
              className="mt-3 rounded-control font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900"
            >
              {expanded ? texts.aboutSection.hidden : texts.aboutSection.readMore}
            </button>
          ) : null}
          <figcaption className="mt-6 flex items-center gap-4">
            {item.imageUrl ? (
              <img
                {...imageSources(item.imageUrl, '3.5rem')}
                alt={item.imageAlt ?? ''}
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-full object-cover"
              />
            ) : null}
            <span className="font-semibold text-primary-900">
              <Shown of={item} field="name">
                {item.name}
              </Shown>
            </span>
          </figcaption>
        </figure>
      </div>
      {items.length > 1 ? (
        <RotationToggle
          paused={rotation.paused}
          onToggle={rotation.toggle}
          className="absolute end-4 top-4 border border-line bg-white text-primary-800 hover:bg-primary-50"
        />
      ) : null}
    </section>
  );
}
