export { LandingSection } from './landing-section';
export { LoadingOverlay } from './loading-overlay';
export { SideIconBar } from './side-icon-bar';
export { useLandingContent } from './use-landing-content';
export { useLoadingOverlay } from './use-loading-overlay';
export { useSectionScroller } from './use-section-scroller';
