import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { refundPolicy } from '../../../content/legal/refund-policy';
import { termsAndConditions } from '../../../content/legal/terms-and-conditions';
import { LegalArticle } from '../components/legal-article';
import { LegalBlockSection, SellerLegalBlocks } from '../components/legal-blocks';
import { LegalContactSection } from '../components/legal-contact-section';

/** /TermsAndRefundPolicy: the full terms followed by the cancellation and refund policy. */
export function TermsAndRefundPolicyPage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms and Refund Policy">
        <p>Our terms of sale, and how cancellations and refunds work.</p>
      </PageHero>
      <Container className="py-12 sm:py-16">
        <LegalArticle summary="In short: refund or damage claims must be made within 2 days of receipt, and approved refunds are processed in 3-5 days. Report any dissatisfaction within 7 days.">
          <SellerLegalBlocks blocks={termsAndConditions} />
          <LegalBlockSection block={refundPolicy} />
          <LegalContactSection title="Questions about refunds" />
        </LegalArticle>
      </Container>
    </>
  );
}
