/**
 * Resolves once the element with `id` comes within `margin` of the viewport (one screen by
 * default), or a pointer or keyboard focus enters it: the moment to fetch the code that makes a
 * server-rendered part interactive, so a visitor who never gets there never downloads it.
 *
 * At once where there is nothing to wait for: on the server (which renders every part), without
 * `IntersectionObserver`, or when the element is not in the document (a page the browser renders
 * itself, where the part's place is not there yet).
 */
export function whenNear(id: string, margin = '100%'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined')
    return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const near = () => {
      observer.disconnect();
      element.removeEventListener('focusin', near);
      element.removeEventListener('pointerover', near);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    element.addEventListener('focusin', near);
    element.addEventListener('pointerover', near);
  });
}
