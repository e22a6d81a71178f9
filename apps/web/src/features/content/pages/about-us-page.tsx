import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { paths } from '../../../config/paths';
import { company } from '../../../content/company';
import { useSellerDisplay } from '../../../lib/store-settings';
import { AboutFacts } from '../components/about-facts';
import { AboutValues } from '../components/about-values';

/** /aboutus */
export function AboutUsPage() {
  const missionId = useId();
  const ctaId = useId();
  const seller = useSellerDisplay();
  return (
    <>
      <PageHero eyebrow="About us" title={`About ${company.brand}`}>
        <p>We help small businesses across India get a professional website in minutes, not months.</p>
      </PageHero>
      <Container className="py-12 sm:py-16">
        <section aria-labelledby={missionId} className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <div>
            <h2 id={missionId} className="text-2xl font-bold tracking-tight text-slate-900">
              Our mission
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">
              A local shop, clinic or tuition class should not need a big budget or weeks of meetings to be found
              online. Our mission is to make a good website as easy to buy as anything else your business needs.
            </p>
          </div>
          <div className="space-y-4 leading-relaxed text-slate-700">
            <p>
              {seller ? `${company.brand} is run by ${seller.legalNameSentence} ` : ''}We build a library of
              pre-designed websites for the kinds of businesses we see on every Indian high street: real estate,
              restaurants, e-commerce, portfolios, education and health services.
            </p>
            <p>
              You browse the designs, open a preview, and pay once in rupees. Our team then sets the design up with your
              business details and delivers it, with up to two rounds of revisions included.
            </p>
          </div>
        </section>
        <AboutValues />
        <AboutFacts />
        <section
          aria-labelledby={ctaId}
          className="mt-14 flex flex-col items-start gap-6 rounded-2xl bg-brand-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10"
        >
          <div>
            <h2 id={ctaId} className="text-2xl font-bold tracking-tight">
              Find the design for your business
            </h2>
            <p className="mt-2 text-brand-100">Browse every design by category and preview it before you buy.</p>
          </div>
          <ButtonLink to={paths.designs} variant="accent" className="shrink-0 focus-visible:outline-white">
            Explore designs
          </ButtonLink>
        </section>
      </Container>
    </>
  );
}
