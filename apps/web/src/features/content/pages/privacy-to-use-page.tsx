import { termsOfUse } from '../../../content/legal/terms-of-use';
import { SellerLegalBlocks } from '../components/legal-blocks';
import { LegalPage } from '../components/legal-page';

/** /privacytouse: the terms of use for the website itself. */
export function PrivacyToUsePage() {
  return <LegalPage page="privacyOfUse" text={<SellerLegalBlocks blocks={termsOfUse} />} />;
}
