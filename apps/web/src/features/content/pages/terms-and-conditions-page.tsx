import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { termsAndConditions } from '../../../content/legal/terms-and-conditions';
import { LegalArticle } from '../components/legal-article';
import { SellerLegalBlocks } from '../components/legal-blocks';
import { LegalContactSection } from '../components/legal-contact-section';

/** /TermsAndConditions */
export function TermsAndConditionsPage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms and Conditions">
        <p>The terms that apply when you buy a website design or a marketing plan from us.</p>
      </PageHero>
      <Container className="py-12 sm:py-16">
        <LegalArticle summary="In short: designs are pre-designed, non-editable, one-time purchases. GST, domain and hosting are extra, we need a 50% advance, and delivery takes a minimum of 3 working days.">
          <SellerLegalBlocks blocks={termsAndConditions} />
          <LegalContactSection title="Questions about these terms" />
        </LegalArticle>
      </Container>
    </>
  );
}
