/**
 * The About section's static texts (SPEC §2 'About'): the welcome text, the intro above the four
 * tabs, and what each tab says. SPEC §1: the introductory text claims more than 25 years of service.
 */
import type { AboutTab } from './constants';
import type { Translation } from './i18n/translation';
import { SITE } from './site';

export interface AboutTabText {
  label: string;
  /** The tab panel's opening paragraph. */
  summary: string;
  /** Points listed under the summary. */
  points: readonly string[];
}

export const ABOUT_TEXTS = {
  welcomeHeading: `Welcome to the ${SITE.fullName}`,
  welcome: [
    `For more than ${SITE.yearsOfService} years we have cared for patients, trained the people who look after them and studied how to treat illness better.`,
    'Our hospitals, colleges and research centre work as one network, so that every patient benefits from what we teach and what we learn.',
  ],
  /** Shown above the tabs; hidden while the pointer is over the tab area (SPEC §4). */
  tabsIntro: 'What guides our work: choose a tab below to read more.',
  tabsLabel: 'Who we are',
  tabs: {
    mission: {
      label: 'Our Mission',
      summary:
        'To give every patient safe, kind and effective care, and to educate the doctors, nurses and health professionals our country needs.',
      points: [
        'Treat every patient with dignity, whatever their background or means.',
        'Teach at the bedside, so that students learn from real care.',
        'Turn research into better treatment close to home.',
      ],
    },
    vision: {
      label: 'Our Vision',
      summary:
        'A healthier population, served by hospitals that people trust and by health professionals trained to the highest standard.',
      points: [
        'Specialist care within reach of every district.',
        'A workforce trained here, working here.',
        'Research that answers the questions our patients ask.',
      ],
    },
    values: {
      label: 'Our Values',
      summary: 'Five values shape how we treat patients, students and each other.',
      points: [
        'Compassion: we listen, and we care for the whole person.',
        'Safety: we learn from every mistake and speak up when something seems wrong.',
        'Respect: we treat everyone fairly and protect their privacy.',
        'Excellence: we keep learning and measure what we do.',
        'Integrity: we are open about our results and careful with public money.',
      ],
    },
    history: {
      label: 'Strategic Objectives',
      summary: 'Our plan for the next five years sets four objectives.',
      points: [
        'Shorten waiting times for planned operations and specialist clinics.',
        'Bring video clinics and community screening to every rural district.',
        'Grow our residency and nursing programmes to meet the national need.',
        'Publish research on the conditions that matter most to our patients.',
      ],
    },
  } satisfies Record<AboutTab, AboutTabText>,
  /** The static image strip (SPEC §2): one description per picture, used as its alt text. */
  imageStripLabel: 'Pictures of our work',
  imageStrip: [
    'Illustration of a hospital building at sunrise',
    'Illustration of a heartbeat line over soft hills',
    'Illustration of open books in a teaching library',
    'Illustration of a microscope in a research laboratory',
    'Illustration of a DNA helix among calm circles',
    'Illustration of a medical cross in a green garden',
  ],
} as const;

/** The About section's texts in another language: a translation of these. */
export type AboutTexts = Translation<typeof ABOUT_TEXTS>;
