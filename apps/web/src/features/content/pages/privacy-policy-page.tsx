import { privacyPolicy } from '../../../content/legal/privacy-policy';
import { SellerLegalBlocks } from '../components/legal-blocks';
import { LegalPage } from '../components/legal-page';
import { RetentionPeriodsSection } from '../components/retention-periods-section';

/** /privacypolicy */
export function PrivacyPolicyPage() {
  return (
    <LegalPage page="privacyPolicy" text={<SellerLegalBlocks blocks={privacyPolicy} />}>
      <RetentionPeriodsSection />
    </LegalPage>
  );
}
