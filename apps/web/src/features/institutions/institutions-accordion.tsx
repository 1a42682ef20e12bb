import type { OrganizationView } from '@authority/shared/normalize-content';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../../lib/cx';
import type { Resource } from '../../lib/http/use-resource';
import { fallbackProps, Shown } from '../../lib/i18n/in-language';
import { useTexts } from '../../lib/i18n/texts';
import { DotsLoader } from '../../lib/ui/dots-loader';
import { imageSources } from '../../lib/ui/image-sources';
import { ReviewLine } from '../../lib/ui/review-line';
import { PageFeedback } from '../page-feedback';

/**
 * The institutions accordion (SPEC §2, §4): one open at a time, the first open by default;
 * choosing the open one again closes it. The description is HTML that the server sanitised.
 */
export function InstitutionsAccordion({ resource }: { resource: Resource<OrganizationView[]> }) {
  const texts = useTexts();
  const [open, setOpen] = useState<number | null>(0);
  // A fixed id, not useId: the server (React) and the browser (Preact) make different ones (decision 020).
  const idBase = 'institutions';

  if (resource.status === 'loading') return <DotsLoader label={texts.institutions.loading} />;
  const items = resource.data ?? [];
  if (items.length === 0) return <p className="text-ink-muted">{texts.institutions.empty}</p>;

  return (
    <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
      {items.map((item, index) => {
        const isOpen = open === index;
        const buttonId = `${idBase}-button-${index}`;
        const panelId = `${idBase}-panel-${index}`;
        return (
          <div key={item.key}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
                className={cx(
                  // index.css (decision 028); inside the card's rounded clip, the focus ring is drawn inwards.
                  'accordion-trigger',
                  isOpen ? 'text-primary-800' : 'text-ink',
                )}
              >
                <Shown of={item} field="name">
                  {item.name}
                </Shown>
                <ChevronDown aria-hidden="true" className={cx('accordion-chevron', isOpen && 'rotate-180')} />
              </button>
            </h3>
            <section id={panelId} aria-labelledby={buttonId} hidden={!isOpen} className="accordion-panel">
              <div
                className="rich-text max-w-prose"
                {...fallbackProps(item, 'description')}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML field the server sanitised when it was written (docs/DESIGN.md).
                dangerouslySetInnerHTML={{ __html: item.descriptionHtml }}
              />
              {item.imageUrl ? (
                <img
                  // Two fifths of the panel from `md`, its whole width below.
                  {...imageSources(item.imageUrl, '(min-width: 768px) 30rem, 100vw')}
                  alt={item.imageAlt ?? item.name}
                  width={1200}
                  height={900}
                  loading="lazy"
                  className="aspect-4/3 w-full rounded-card object-cover"
                />
              ) : null}
              <ReviewLine review={item.review} className="text-sm text-ink-muted" />
              {/^\d+$/.test(item.key) ? (
                <PageFeedback page="institutions" itemId={Number(item.key)} className="md:col-span-2" />
              ) : null}
            </section>
          </div>
        );
      })}
    </div>
  );
}
