/**
 * Origin of the API: the site's own unless `VITE_API_ORIGIN` names another at build time.
 * Relative image paths get the same prefix (SPEC §3 'Image paths').
 */
export const API_ORIGIN = (import.meta.env.VITE_API_ORIGIN ?? '').replace(/\/+$/, '');
