/**
 * Set on <html> by the web app once it has mounted (or hydrated a server-rendered page), so
 * tests and tools wait for the app on a signal it owns rather than on React's internals.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
