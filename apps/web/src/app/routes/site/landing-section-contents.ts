/**
 * The landing page's content below the fold, in a chunk of its own: it loads while the seven reads
 * run (the overlay covers both), and the landing page's up-front JavaScript stays small.
 */
export { AboutContent } from '../../../features/about/about-content';
export { AchievementCounters } from '../../../features/achievements/achievement-counters';
export { InstitutionsAccordion } from '../../../features/institutions/institutions-accordion';
export { NewsContent } from '../../../features/news/news-section';
export { PartnerCarousel } from '../../../features/partners/partner-carousel';
