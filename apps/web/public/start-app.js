// Starts the web app on a page the server rendered (decision 005). Such a page shows its content
// without any script, so the app's code waits until the page has loaded and shown its content: on
// a slow connection the first paint's images, styles and fonts then get the bandwidth, and the code
// that follows only makes the page interactive (hydration). A browser may draw a page's first
// contentful frame after its load event (Chromium drew it once the page's fonts had come, after the
// load), so the code waits for that paint too (the paint timing entry `first-contentful-paint`; where
// there is none, the next frame), and at most MAX_WAIT_MS after the load, since a page in a
// background tab paints nothing. The server puts this script in place of the app's
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
  const MAX_WAIT_MS = 250;
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  const FIRST_PAINT = 'first-contentful-paint';
  const afterFirstPaint = () => {
    setTimeout(startOnce, MAX_WAIT_MS);
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
      // A task queued from a frame's callbacks runs once the frame is drawn.
      requestAnimationFrame(() => setTimeout(startOnce, 0));
      return;
    }
    if (performance.getEntriesByName(FIRST_PAINT).length > 0) return startOnce();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_PAINT).length === 0) return;
      observer.disconnect();
      startOnce();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint, { once: true });
})();
