import type { NewsView } from '@authority/shared/normalize-content';
import { ROUTES } from '@authority/shared/routes';
import { Link } from 'react-router';
import { fallbackProps, Shown } from '../../lib/i18n/in-language';
import { useLocalize } from '../../lib/i18n/locale';
import { DateBadge } from '../../lib/ui/date-badge';

/** The all-news page's cards (SPEC §2): date badge, the name linking to the item, the description. */
export function NewsCardList({ items }: { items: readonly NewsView[] }) {
  const localize = useLocalize();
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.id} className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card">
          {item.date ? <DateBadge date={item.date} /> : null}
          <div className="min-w-0">
            <h2 className="text-lg font-bold">
              <Link
                to={localize(ROUTES.showNews(item.id))}
                className="rounded-control text-primary-800 underline-offset-4 hover:underline"
              >
                <Shown of={item} field="name">
                  {item.name}
                </Shown>
              </Link>
            </h2>
            <p className="mt-2 line-clamp-3 text-ink-muted" {...fallbackProps(item, 'description')}>
              {item.description}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
