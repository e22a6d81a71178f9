import { termsAndConditions } from '../../../content/legal/terms-and-conditions';
import { SellerLegalBlocks } from '../components/legal-blocks';
import { LegalPage } from '../components/legal-page';

/** /TermsAndConditions */
export function TermsAndConditionsPage() {
  return <LegalPage page="termsAndConditions" text={<SellerLegalBlocks blocks={termsAndConditions} />} />;
}
