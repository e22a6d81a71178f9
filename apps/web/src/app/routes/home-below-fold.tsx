import { FaqSection, FeatureShowcaseSection, TestimonialsSection } from '../../features/home-sections';
import { PlansSection } from '../../features/plans';

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
