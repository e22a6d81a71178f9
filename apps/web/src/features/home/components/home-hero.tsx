import { useMemo } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { HeroSearchForm } from './hero-search-form';
import { TypingHeadline } from './typing-headline';

/** `onLogin` shows a log-in button (for visitors without a session). */
export function HomeHero({ onLogin }: { onLogin?: () => void }) {
  const { t } = useTranslation();
  // One list per language, so the typing starts once and not on every render.
  const phrases = useMemo(() => t('hero.phrases', { returnObjects: true }), [t]);
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:py-20">
        <div className="space-y-6">
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
            {t('hero.badge')}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t('hero.headline')}
            <span className="sr-only"> {phrases[0]}</span>
            <TypingHeadline phrases={phrases} />
          </h1>
          <p className="max-w-xl text-lg text-brand-100">{t('hero.lead')}</p>
          <HeroSearchForm />
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.designs} variant="accent">
              {t('hero.getStarted')}
            </ButtonLink>
            <ButtonLink to={paths.designs} variant="secondary">
              {t('hero.explore')}
            </ButtonLink>
            {onLogin ? (
              <button
                type="button"
                onClick={onLogin}
                className="rounded-lg px-4 py-2.5 text-sm font-semibold text-white ring-1 ring-inset ring-white/40 hover:bg-white/10 focus-visible:outline-white"
              >
                {t('hero.customerLogin')}
              </button>
            ) : null}
          </div>
        </div>
        {/* As tall as its text, beside the middle of the column: stretched, it showed an empty band above. */}
        <div className="flex flex-col gap-4 self-center rounded-3xl bg-white/10 p-6 ring-1 ring-white/20">
          <p className="text-2xl font-bold">{t('hero.oneTime')}</p>
          <p className="text-brand-100">{t('hero.kinds')}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.designs} variant="accent">
              {t('hero.buyNow')}
            </ButtonLink>
            <ButtonLink to={paths.designs} variant="secondary">
              {t('hero.viewWebsites')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
