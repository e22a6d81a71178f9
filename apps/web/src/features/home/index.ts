export { HomeHero } from './components/home-hero';
