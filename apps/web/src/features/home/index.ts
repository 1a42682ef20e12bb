export { HomeBanner } from './home-banner';
