// The reads other modules start. Components are imported from their own files by the routes that
// show them, so each lands in the JavaScript chunk of its page (the landing page stays small).
export { useNews, useNewsItem, useNewsPage } from './api/get-news';
