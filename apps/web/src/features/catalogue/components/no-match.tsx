import { useTranslation } from '../../../i18n';
import { useCategoriesWithDesigns } from '../api/get-categories-with-designs';
import type { CatalogueState } from '../catalogue-state';
import { CatalogueLink } from './catalogue-link';

export interface WayOnProps {
  state: CatalogueState;
  addressOf: (state: CatalogueState) => string;
  onChange: (next: CatalogueState) => void;
}

const showAllClass =
  'inline-flex rounded-xl bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const chipClass =
  'inline-flex rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-100';

/** "Show all designs": the search and the category cleared, the visit's order kept. */
export function ShowAllDesigns({ state, addressOf, onChange }: WayOnProps) {
  const { t } = useTranslation();
  return (
    <CatalogueLink
      to={{ ...state, q: undefined, category: undefined, page: 1 }}
      addressOf={addressOf}
      onChange={onChange}
      className={showAllClass}
    >
      {t('catalogue.showAll')}
    </CatalogueLink>
  );
}

/** A search or filter that found nothing: the empty text, then the way on (all designs, or a category that has some). */
export function NoMatch({ emptyText, ...wayOn }: WayOnProps & { emptyText: string }) {
  const { t } = useTranslation();
  const categories = useCategoriesWithDesigns().data ?? [];
  return (
    <div className="rounded-xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200 sm:p-10">
      <p>{emptyText}</p>
      <p className="mt-5">
        <ShowAllDesigns {...wayOn} />
      </p>
      {categories.length > 0 ? (
        <nav aria-labelledby="categories-to-try" className="mt-6">
          <h3 id="categories-to-try" className="text-sm font-medium text-slate-700">
            {t('catalogue.tryCategory')}
          </h3>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {categories.map((category) => (
              <li key={category}>
                <CatalogueLink
                  to={{ ...wayOn.state, q: undefined, category, page: 1 }}
                  addressOf={wayOn.addressOf}
                  onChange={wayOn.onChange}
                  className={chipClass}
                >
                  {category}
                </CatalogueLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
