import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { termsOfUse } from '../../../content/legal/terms-of-use';
import { LegalArticle } from '../components/legal-article';
import { SellerLegalBlocks } from '../components/legal-blocks';
import { LegalContactSection } from '../components/legal-contact-section';

/** /privacytouse: the terms of use for the website itself. */
export function PrivacyToUsePage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy of Use">
        <p>The rules for browsing our store, keeping an account and using our designs and previews.</p>
      </PageHero>
      <Container className="py-12 sm:py-16">
        <LegalArticle summary="In short: use the website lawfully, keep your login private, and do not copy designs or previews you have not bought.">
          <SellerLegalBlocks blocks={termsOfUse} />
          <LegalContactSection title="Questions about using this website" />
        </LegalArticle>
      </Container>
    </>
  );
}
