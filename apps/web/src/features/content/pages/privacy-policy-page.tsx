import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { privacyPolicy } from '../../../content/legal/privacy-policy';
import { LegalArticle } from '../components/legal-article';
import { SellerLegalBlocks } from '../components/legal-blocks';
import { LegalContactSection } from '../components/legal-contact-section';
import { RetentionPeriodsSection } from '../components/retention-periods-section';

/** /privacypolicy */
export function PrivacyPolicyPage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy Policy">
        <p>What we collect when you shop with us, why we need it and how we keep it safe.</p>
      </PageHero>
      <Container className="py-12 sm:py-16">
        <LegalArticle summary="In short: we collect your name, email, phone number and order details to deliver your website. Card payments are handled by our payment provider and we never store card numbers.">
          <SellerLegalBlocks blocks={privacyPolicy} />
          <RetentionPeriodsSection />
          <LegalContactSection title="Privacy questions" />
        </LegalArticle>
      </Container>
    </>
  );
}
