import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { HeroSearchForm } from './hero-search-form';
import { TypingHeadline } from './typing-headline';

const phrases = ['made in minutes.', 'open for business.', 'built to sell.'] as const;

/** `onLogin` shows a log-in button (for visitors without a session). */
export function HomeHero({ onLogin }: { onLogin?: () => void }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:py-20">
        <div className="space-y-6">
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
            Pre-designed websites for Indian small businesses
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Your business website,
            <span className="sr-only"> made in minutes.</span>
            <TypingHeadline phrases={phrases} />
          </h1>
          <p className="max-w-xl text-lg text-brand-100">
            Pick a professionally designed website, pay once, and we set it up with your name, photos and contact
            details. No subscriptions, no design skills needed.
          </p>
          <HeroSearchForm />
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.designs} variant="accent">
              Get Started Now
            </ButtonLink>
            <ButtonLink to={paths.designs} variant="secondary">
              Explore
            </ButtonLink>
            {onLogin ? (
              <button
                type="button"
                onClick={onLogin}
                className="rounded-lg px-4 py-2.5 text-sm font-semibold text-white ring-1 ring-inset ring-white/40 hover:bg-white/10 focus-visible:outline-white"
              >
                Customer login
              </button>
            ) : null}
          </div>
        </div>
        {/* As tall as its text, beside the middle of the column: stretched, it showed an empty band above. */}
        <div className="flex flex-col gap-4 self-center rounded-3xl bg-white/10 p-6 ring-1 ring-white/20">
          <p className="text-2xl font-bold">One-time price. Yours to keep.</p>
          <p className="text-brand-100">
            Designs for restaurants, clinics, schools, shops, studios and more — each with a PDF preview.
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.designs} variant="accent">
              BUY Now
            </ButtonLink>
            <ButtonLink to={paths.designs} variant="secondary">
              view websites
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
