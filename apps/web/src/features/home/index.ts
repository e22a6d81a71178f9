export { HomeHero } from './components/home-hero';
export { startTypingHeadlines } from './typing-driver';
