import { SectionErrorBoundary } from '../../components/section-error-boundary';
import { MarketingPage } from '../../features/content';
import { PlansSection } from '../../features/plans';
import { useTranslation } from '../../i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /marketing and /socials: the marketing page with the plans on sale. */
export function MarketingRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('marketing.title'));
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
