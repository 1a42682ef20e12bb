import { NEWS_ARROW_RECHECK_MS, PARTNERS_SCROLL_OFFSET_PX } from '@authority/shared/constants';
import type { PartnerView } from '@authority/shared/normalize-content';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { useScrollArrows } from '../../lib/carousel/use-scroll-arrows';
import type { Resource } from '../../lib/http/use-resource';
import { fallbackProps, Shown } from '../../lib/i18n/in-language';
import { useTexts } from '../../lib/i18n/texts';
import { DotsLoader } from '../../lib/ui/dots-loader';
import { ExternalLink } from '../../lib/ui/external-link';
import { imageSources } from '../../lib/ui/image-sources';

const arrowClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-primary-700 text-primary-700 hover:bg-primary-50 disabled:cursor-not-allowed disabled:border-line disabled:text-slate-400 disabled:hover:bg-transparent';

/**
 * The partnerships carousel (SPEC §2): a horizontal row of cards with previous and next buttons,
 * each moving by one card's width plus 84 px (SPEC §9), disabled at its end. Partners without a
 * logo show the default one. The buttons' state is checked again as the news list's is.
 */
export function PartnerCarousel({ resource }: { resource: Resource<PartnerView[]> }) {
  const texts = useTexts();
  const track = useRef<HTMLUListElement>(null);
  const arrows = useScrollArrows(track, NEWS_ARROW_RECHECK_MS);

  if (resource.status === 'loading') return <DotsLoader label={texts.partners.loading} />;
  const items = resource.data ?? [];
  if (items.length === 0) return <p className="text-ink-muted">{texts.partners.empty}</p>;

  const move = (direction: 1 | -1) => {
    const card = track.current?.firstElementChild as HTMLElement | null | undefined;
    arrows.scrollBy(direction, (card?.offsetWidth ?? 0) + PARTNERS_SCROLL_OFFSET_PX);
  };

  return (
    <div>
      <div className="mb-4 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => move(-1)}
          disabled={!arrows.canGoBack}
          aria-label={texts.partners.previous}
          className={arrowClass}
        >
          <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
        <button
          type="button"
          onClick={() => move(1)}
          disabled={!arrows.canGoForward}
          aria-label={texts.partners.next}
          className={arrowClass}
        >
          <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
      <ul
        ref={track}
        onScroll={arrows.recheck}
        className="flex snap-x snap-mandatory scroll-px-2 gap-6 overflow-x-auto p-2 pb-4"
      >
        {items.map((partner) => (
          <li
            key={partner.id}
            // index.css (decision 028).
            className="partner-card"
          >
            <img
              {...imageSources(partner.imageUrl, '6rem')}
              alt={partner.imageAlt ?? (partner.hasOwnImage ? texts.partners.logoAlt(partner.name) : '')}
              width={96}
              height={96}
              loading="lazy"
              className="size-24 rounded-card object-contain"
            />
            <h3 className="partner-card-title">
              <Shown of={partner} field="name">
                {partner.name}
              </Shown>
            </h3>
            <p className="mt-2 flex-1 text-ink-muted" {...fallbackProps(partner, 'description')}>
              {partner.description}
            </p>
            {partner.link ? (
              <ExternalLink href={partner.link} className="partner-card-link">
                {texts.partners.visitWebsite}
                <span className="sr-only">
                  :{' '}
                  <Shown of={partner} field="name">
                    {partner.name}
                  </Shown>
                </span>
              </ExternalLink>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
