export { FaqSection } from './components/faq-section';
export { FeatureShowcaseSection } from './components/feature-showcase-section';
export { TestimonialsSection } from './components/testimonials-section';
