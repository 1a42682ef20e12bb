export { LandingSection } from './landing-section';
export { LazySideIconBar } from './lazy-side-icon-bar';
export { LoadingOverlay } from './loading-overlay';
export { useLandingContent } from './use-landing-content';
export { useLoadingOverlay } from './use-loading-overlay';
export { useSectionScroller } from './use-section-scroller';
