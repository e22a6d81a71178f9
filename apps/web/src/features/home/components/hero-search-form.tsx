import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { toQueryString } from '../../../lib/api-client';

const input =
  'w-full rounded-xl border-0 bg-white px-4 py-3 text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600';

/** Business name and keyword lead to /designs with the search applied. */
export function HeroSearchForm() {
  const navigate = useNavigate();
  const [business, setBusiness] = useState('');
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`${paths.designs}${toQueryString({ business: business.trim(), q: keyword.trim() })}`);
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-2xl bg-white/10 p-3 ring-1 ring-white/20 sm:grid-cols-[1fr_1fr_auto]"
    >
      <label className="block">
        <span className="sr-only">Business name</span>
        <input
          className={input}
          value={business}
          onChange={(event) => setBusiness(event.target.value)}
          placeholder="Your business name"
          autoComplete="organization"
        />
      </label>
      <label className="block">
        <span className="sr-only">Search templates</span>
        <input
          className={input}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder="Search templates, e.g. restaurant"
          type="search"
        />
      </label>
      <button
        type="submit"
        className="inline-flex items-center justify-center gap-2 rounded-xl bg-accent-500 px-5 py-3 font-semibold text-slate-950 hover:bg-accent-600"
      >
        <SearchIcon /> Find designs
      </button>
    </form>
  );
}
