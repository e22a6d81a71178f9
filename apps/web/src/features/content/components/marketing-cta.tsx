import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { paths } from '../../../config/paths';

/** Closing call to action on the marketing page. */
export function MarketingCta() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-8 text-white sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
              Ready to grow your business on social media?
            </h2>
            <p className="mt-3 text-lg text-brand-100">
              Call or email our team to pick a plan. No website yet? Start with one of our ready-made designs.
            </p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink to={paths.contactUs} variant="accent" className="focus-visible:outline-white">
              Talk to our team
            </ButtonLink>
            <ButtonLink to={paths.designs} variant="secondary" className="focus-visible:outline-white">
              Browse designs
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
