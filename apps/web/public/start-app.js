// Starts the web app on a page the server rendered (decision 005). Such a page shows its content
// without any script, so the app's code waits until the page has loaded: on a slow connection
// the first paint's images, styles and fonts then get the bandwidth, and the code that follows
// only makes the page interactive (hydration). The server puts this script in place of the app's
// own module script and moves that script's address and its preloads into data attributes. Its
// path and those attributes are START_APP_SCRIPT of packages/shared/src/page-contract.ts; this
// file is plain JavaScript served as is, so src/page-contract.test.ts holds it to them.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const preloads = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  const start = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
