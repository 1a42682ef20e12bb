// The search page's read and parts (docs/decisions/037-site-search.md); they land in its chunk.
export { useSearch } from './api/search-read';
export { SearchResults } from './search-results';
