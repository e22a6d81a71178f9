import { refundPolicy } from '../../../content/legal/refund-policy';
import { termsAndConditions } from '../../../content/legal/terms-and-conditions';
import { LegalBlockSection, SellerLegalBlocks } from '../components/legal-blocks';
import { LegalPage } from '../components/legal-page';

/** /TermsAndRefundPolicy: the full terms followed by the cancellation and refund policy. */
export function TermsAndRefundPolicyPage() {
  return (
    <LegalPage
      page="termsAndRefund"
      text={
        <>
          <SellerLegalBlocks blocks={termsAndConditions} />
          <LegalBlockSection block={refundPolicy} />
        </>
      }
    />
  );
}
