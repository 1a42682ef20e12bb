import { LANDING_SECTIONS, type LandingSectionId } from '@authority/shared/routes';
import { Building2, Handshake, House, Info, type LucideIcon, Newspaper, Phone, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx';
import { useLocalize } from '../../lib/i18n/locale';
import { useTexts } from '../../lib/i18n/texts';
import { useActiveSection } from '../../lib/layout/active-section';

const ICONS: Record<LandingSectionId, LucideIcon> = {
  home: House,
  about: Info,
  institutions: Building2,
  achievements: Trophy,
  Partnerships: Handshake,
  news: Newspaper,
  footer: Phone,
};

/**
 * The side icon bar (SPEC §2): the same anchors as the navigation bar, marking the section in
 * view. Shown where the page has room beside its content column.
 */
export function SideIconBar() {
  const localize = useLocalize();
  const texts = useTexts();
  const active = useActiveSection();
  return (
    <nav
      aria-label={texts.sectionNav.sideBarLabel}
      className="fixed end-2 top-1/2 z-30 hidden -translate-y-1/2 xl:block"
    >
      <ul className="flex flex-col gap-1 rounded-full border border-line bg-white/95 p-1 shadow-card">
        {LANDING_SECTIONS.map((section) => {
          const Icon = ICONS[section.id];
          const isActive = active === section.id;
          return (
            <li key={section.id} className="group relative">
              <Link
                to={localize(`/#${section.id}`)}
                aria-current={isActive ? 'true' : undefined}
                className={cx(
                  'flex size-9 items-center justify-center rounded-full',
                  isActive ? 'bg-primary-700 text-white' : 'text-primary-800 hover:bg-primary-50',
                )}
              >
                <Icon aria-hidden="true" className="size-4.5" />
                <span className="sr-only">{texts.sections[section.id]}</span>
              </Link>
              <span
                aria-hidden="true"
                className="pointer-events-none absolute end-full top-1/2 me-2 -translate-y-1/2 whitespace-nowrap rounded-control bg-primary-900 px-2 py-1 text-sm text-white opacity-0 group-hover:opacity-100 group-has-focus-visible:opacity-100"
              >
                {texts.sections[section.id]}
              </span>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
