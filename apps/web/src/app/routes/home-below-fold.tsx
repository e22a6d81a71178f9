import { SectionErrorBoundary } from '../../components/section-error-boundary';
import { FaqSection, FeatureShowcaseSection, TestimonialsSection } from '../../features/home-sections';
import { PlansSection } from '../../features/plans';

export function HomeBelowFold() {
  return (
    <>
      <SectionErrorBoundary>
        <PlansSection />
      </SectionErrorBoundary>
      <SectionErrorBoundary>
        <TestimonialsSection />
      </SectionErrorBoundary>
      <SectionErrorBoundary>
        <FeatureShowcaseSection />
      </SectionErrorBoundary>
      <SectionErrorBoundary>
        <FaqSection />
      </SectionErrorBoundary>
    </>
  );
}
