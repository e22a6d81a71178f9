import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { paths } from '../../../config/paths';
import { MarketingCta } from '../components/marketing-cta';
import { MarketingHighlights } from '../components/marketing-highlights';
import { MarketingSteps } from '../components/marketing-steps';

/** /marketing and /socials ("Digital Marketing" in the header); the route puts in the plans on sale. */
export function MarketingPage({ plansSection }: { plansSection?: ReactNode }) {
  return (
    <>
      <PageHero eyebrow="Digital Marketing" title="Social Media Marketing">
        <p>
          Reach more customers on Facebook, Instagram and beyond. Our team creates your posts, runs your ads and reports
          on what works, every month, with free ad credit included.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <a
            href="#plans"
            className="inline-flex items-center justify-center rounded-lg bg-accent-500 px-5 py-2.5 text-sm font-semibold text-slate-950 shadow-sm transition-colors hover:bg-accent-600 focus-visible:outline-white"
          >
            See plans
          </a>
          <ButtonLink to={paths.contactUs} variant="secondary" className="focus-visible:outline-white">
            Talk to our team
          </ButtonLink>
        </div>
      </PageHero>
      <Container className="pt-12 sm:pt-16">
        <MarketingHighlights />
      </Container>
      {plansSection}
      <MarketingSteps />
      <MarketingCta />
    </>
  );
}
