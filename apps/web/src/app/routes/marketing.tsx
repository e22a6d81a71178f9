import { SectionErrorBoundary } from '../../components/section-error-boundary';
import { MarketingPage } from '../../features/content';
import { PlansSection } from '../../features/plans';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /marketing and /socials: the marketing page with the plans on sale. */
export function MarketingRoute() {
  useDocumentTitle('Digital Marketing');
  return (
    <MarketingPage
      plansSection={
        <SectionErrorBoundary>
          <PlansSection />
        </SectionErrorBoundary>
      }
    />
  );
}
