import { useComments } from '../about';
import { useAnalysis } from '../achievements';
import { useEvents } from '../events';
import { useOrganizations } from '../institutions';
import { useNews, useNewsPage } from '../news';
import { usePartners } from '../partners';

// SPEC §8: an events failure on the landing page is logged only (a warning, not an error).
const warnEventsFailed = (error: unknown) => console.warn('The events could not be loaded.', error);

/**
 * The landing page's seven reads of SPEC §7, started together. Other failures show as empty
 * sections, silently (SPEC §8). `settled` of `total` reads have an answer or have failed.
 */
export function useLandingContent() {
  const content = {
    organizations: useOrganizations(),
    news: useNews(),
    analysis: useAnalysis(),
    comments: useComments(),
    partners: usePartners(),
    newsPage: useNewsPage(1),
    events: useEvents(warnEventsFailed),
  };
  const reads = Object.values(content);
  const settled = reads.filter((read) => read.status !== 'loading').length;
  return { ...content, settled, total: reads.length };
}
