import { MAX_SEARCH_LENGTH } from '@store/shared';
import { type FormEvent, useState } from 'react';
import { SearchIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { toQueryString } from '../../../lib/api-client';
import { useNavigate } from '../../../lib/router';
import { useBusinessNameDraft } from '../../../lib/use-business-name-draft';

// Smaller where the two fields share a row, so the search placeholder shows whole beside the search box's clear
// button in the device's own face (phones keep 16 px: a smaller field makes iOS zoom in).
const input =
  'w-full rounded-xl border-0 bg-white px-4 py-3 text-slate-900 xl:text-sm shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600';

/**
 * Business name and keyword lead to /designs with the search applied. The catalogue below shows the
 * name as it is typed, as /designs does.
 */
export function HeroSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const business = useBusinessNameDraft();
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`${paths.designs}${toQueryString({ business: business.value.trim(), q: keyword.trim() })}`);
  };

  return (
    <form
      onSubmit={submit}
      // Two boxes side by side only where each shows its whole placeholder; the button goes below them.
      className="grid gap-3 rounded-2xl bg-white/10 p-3 ring-1 ring-white/20 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
    >
      <label className="block">
        <span className="sr-only">{t('hero.businessName')}</span>
        <input
          className={input}
          value={business.value}
          onChange={(event) => business.change(event.target.value)}
          placeholder={t('hero.businessPlaceholder')}
          autoComplete="organization"
          maxLength={60}
          aria-invalid={business.error ? true : undefined}
          aria-describedby={business.error ? 'hero-business-error' : undefined}
        />
        {business.error ? (
          <span id="hero-business-error" className="mt-1 block text-sm text-amber-200">
            {business.error}
          </span>
        ) : null}
      </label>
      <label className="block">
        <span className="sr-only">{t('hero.searchLabel')}</span>
        <input
          className={input}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t('hero.searchPlaceholder')}
          type="search"
          maxLength={MAX_SEARCH_LENGTH}
        />
      </label>
      <button
        type="submit"
        className="inline-flex items-center justify-center gap-2 rounded-xl bg-accent-500 px-5 py-3 font-semibold text-slate-950 hover:bg-accent-600 sm:col-span-2 lg:col-span-1 xl:col-span-2"
      >
        <SearchIcon /> {t('hero.findDesigns')}
      </button>
    </form>
  );
}
