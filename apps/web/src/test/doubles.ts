/** Test doubles of the observers jsdom lacks (docs/STACK.md); test/setup.ts installs them. */

/**
 * Never reports on its own; a test makes an element intersect with `intersect()` from
 * test/observers.ts. Every instance is kept in `instances` until the test ends.
 */
export class IntersectionObserverDouble implements IntersectionObserver {
  static instances: IntersectionObserverDouble[] = [];
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[];
  readonly targets = new Set<Element>();
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    IntersectionObserverDouble.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Never reports; `instances` lets a test see what is observed and whether it was disconnected. */
export class ResizeObserverDouble implements ResizeObserver {
  static instances: ResizeObserverDouble[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(readonly callback: ResizeObserverCallback) {
    ResizeObserverDouble.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    this.disconnected = true;
  }
}
