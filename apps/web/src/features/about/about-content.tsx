import { type CommentView, reviewOf } from '@authority/shared/normalize-content';
import type { Resource } from '../../lib/http/use-resource';
import { fallbackProps } from '../../lib/i18n/in-language';
import { useAboutTexts } from '../../lib/i18n/texts';
import { paragraphsOf, useSiteSettings } from '../../lib/settings/site-settings';
import { ReviewLine } from '../../lib/ui/review-line';
import { AboutTabs } from './about-tabs';
import { CommentsCarousel } from './comments-carousel';
import { ImageStrip } from './image-strip';

/**
 * The About section's content (SPEC §2): welcome text, the four tabs, the comments and the image
 * strip. In one element: the browser's app takes a lazy section's markup over in place when the
 * section is one element, and moved the second of two (the image strip) when it was a fragment.
 */
export function AboutContent({ comments }: { comments: Resource<CommentView[]> }) {
  const about = useAboutTexts();
  const settings = useSiteSettings();
  return (
    <div>
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <h3 className="text-2xl font-bold text-primary-900">{about.welcomeHeading}</h3>
          {(settings.about.welcome ? paragraphsOf(settings.about.welcome) : about.welcome).map(
            (paragraph) => (
              <p
                key={paragraph}
                className="mt-4 max-w-prose text-lg"
                {...fallbackProps(settings, 'about.welcome')}
              >
                {paragraph}
              </p>
            ),
          )}
          <AboutTabs />
        </div>
        <div className="lg:pt-2">
          <CommentsCarousel resource={comments} />
        </div>
      </div>
      <ImageStrip />
      {/* The About texts' review, where set (docs/content-review.md). */}
      <ReviewLine review={settings.aboutReview ? reviewOf(settings.aboutReview) : null} />
    </div>
  );
}
