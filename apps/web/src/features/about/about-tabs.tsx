import { ABOUT_TABS, type AboutTab } from '@authority/shared/constants';
import { useState } from 'react';
import { cx } from '../../lib/cx';
import { fallbackProps } from '../../lib/i18n/in-language';
import { useAboutTexts } from '../../lib/i18n/texts';
import { paragraphsOf, useSiteSettings } from '../../lib/settings/site-settings';
import { TabList, tabPanelProps } from '../../lib/ui/tab-list';

/**
 * The four tabs of SPEC §2/§4: mission (default), vision, values and history (labelled Strategic
 * Objectives), chosen by a click or the arrow keys. Not by hover, as SPEC had it: a
 * pointer passing over them on its way elsewhere switched the text being read. While the pointer
 * is over the tab area the intro text above it is hidden (it keeps its space), as SPEC says.
 */
export function AboutTabs() {
  const about = useAboutTexts();
  const tabs = ABOUT_TABS.map((id) => ({ id, label: about.tabs[id].label }));
  const settings = useSiteSettings();
  // A fixed id, not useId: the server (React) and the browser (Preact) make different ones (decision 020).
  const idBase = 'about-tabs';
  const [selected, setSelected] = useState<AboutTab>('mission');
  const [hovering, setHovering] = useState(false);

  return (
    <div className="mt-8">
      <p
        aria-hidden={hovering || undefined}
        style={{ visibility: hovering ? 'hidden' : 'visible' }}
        className="text-ink-muted"
      >
        {about.tabsIntro}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hovering only hides a hint; the tabs work with keys and clicks. */}
      <div
        data-testid="about-tab-area"
        onMouseEnter={() => setHovering(true)}
        onMouseLeave={() => setHovering(false)}
        className="mt-4"
      >
        <TabList
          label={about.tabsLabel}
          idBase={idBase}
          tabs={tabs}
          selected={selected}
          onSelect={setSelected}
          className="flex-wrap gap-2"
          tabClassName={(isSelected) =>
            cx(
              'rounded-full border px-4 py-2 font-semibold',
              isSelected
                ? 'border-primary-700 bg-primary-700 text-white'
                : 'border-line bg-white text-primary-800 hover:border-primary-700',
            )
          }
        />
        {ABOUT_TABS.map((tab) => {
          const text = about.tabs[tab];
          // An editor's text for this tab (site settings) replaces the built-in one whole.
          const override = settings.about[tab];
          return (
            <div key={tab} {...tabPanelProps(idBase, tab, selected)} className="mt-5 rounded-card">
              {override ? (
                paragraphsOf(override).map((paragraph) => (
                  <p
                    key={paragraph}
                    className="mt-3 text-lg first:mt-0"
                    {...fallbackProps(settings, `about.${tab}`)}
                  >
                    {paragraph}
                  </p>
                ))
              ) : (
                <>
                  <p className="text-lg">{text.summary}</p>
                  <ul className="mt-3 list-disc space-y-1 ps-5">
                    {text.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
