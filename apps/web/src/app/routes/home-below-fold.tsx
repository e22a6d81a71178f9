import { FaqSection, FeatureShowcaseSection, PlansSection, TestimonialsSection } from '../../features/home-sections';

export function HomeBelowFold() {
  return (
    <>
      <PlansSection />
      <TestimonialsSection />
      <FeatureShowcaseSection />
      <FaqSection />
    </>
  );
}
