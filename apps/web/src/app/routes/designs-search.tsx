import { MAX_SEARCH_LENGTH } from '@store/shared';
import { type FormEvent, useState } from 'react';
import { SearchIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n';
import { useHref } from '../../lib/router';

/** Keyword search over design titles and categories. */
export function DesignsSearch({ initial, onSearch }: { initial: string; onSearch: (keyword: string) => void }) {
  // No longer than the catalogue accepts, even when the address brought a longer one.
  const { t } = useTranslation();
  // The page's own address in its language (`/hi/designs`).
  const action = useHref(paths.designs);
  const fromAddress = initial.slice(0, MAX_SEARCH_LENGTH);
  const [keyword, setKeyword] = useState(fromAddress);
  // The box follows the address when a link elsewhere changes the search ("Show all designs").
  const [shown, setShown] = useState(fromAddress);
  if (shown !== fromAddress) {
    setShown(fromAddress);
    setKeyword(fromAddress);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(keyword.trim());
  };
  return (
    // A plain GET to /designs too, so a search sent before (or without) the app still finds its designs.
    <form onSubmit={submit} action={action} method="get" className="flex w-full gap-2 md:w-96">
      <label className="flex-1">
        <span className="sr-only">{t('catalogue.searchLabel')}</span>
        <input
          type="search"
          name="q"
          value={keyword}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t('catalogue.searchLabel')}
          className="w-full rounded-xl border-0 bg-white px-4 py-2.5 ring-1 ring-inset ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600"
        />
      </label>
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        <SearchIcon /> {t('catalogue.search')}
      </button>
    </form>
  );
}
