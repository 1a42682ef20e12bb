// The reads other modules start and the components the pages show. Each component still lands in
// the chunk of the page that imports it, not the landing page's: see `build` in vite.config.ts.
export { useNews, useNewsItem, useNewsPage } from './api/get-news';
export { NewsArticle } from './news-article';
export { NewsCardList } from './news-card-list';
export { NewsContent } from './news-section';
