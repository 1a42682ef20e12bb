/**
 * The landing page's content below the fold, in a chunk of its own: it loads while the seven reads
 * run (the overlay covers both), and the landing page's up-front JavaScript stays small.
 */
export { AboutContent } from '../../../features/about';
export { AchievementCounters } from '../../../features/achievements';
export { InstitutionsAccordion } from '../../../features/institutions';
export { NewsContent } from '../../../features/news';
export { PartnerCarousel } from '../../../features/partners';
