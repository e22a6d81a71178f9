import { DESIGNS_PAGE_SIZE } from '@store/shared';
import { Pagination } from '../../../components/ui/pagination';
import { useTranslation } from '../../../i18n';
import { useCards } from '../api/get-cards';
import { useCategories } from '../api/get-categories';
import type { CatalogueState } from '../catalogue-state';
import { useVisitSeed } from '../visit-seed';
import { CategoryFilter } from './category-filter';
import { DesignGrid } from './design-grid';
import { SearchOutcome } from './search-outcome';

interface CatalogueSectionProps {
  state: CatalogueState;
  onChange: (next: CatalogueState) => void;
  /** Shown when no design matches. */
  emptyText: string;
  showFilter?: boolean;
  /** The section starts below the fold: its first cards load lazily like the rest. */
  belowTheFold?: boolean;
  /** The address of a state: given, a search that finds nothing offers links on (all designs, categories). */
  addressOf?: (state: CatalogueState) => string;
}

/**
 * Category filter, grid and pages; changing the category reloads and returns to page 1. Every change
 * names the shuffle seed, so a page whose state is in its address shows the same designs when reopened.
 */
export function CatalogueSection({
  state,
  onChange,
  emptyText,
  showFilter = true,
  belowTheFold = false,
  addressOf,
}: CatalogueSectionProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const visitSeed = useVisitSeed();
  const seed = state.seed ?? visitSeed;
  const cards = useCards({ category: state.category, q: state.q, page: state.page, limit: DESIGNS_PAGE_SIZE, seed });
  const pageCount = cards.data ? Math.ceil(cards.data.total / DESIGNS_PAGE_SIZE) : 0;
  const grid = (
    <DesignGrid
      cards={cards.data?.cards}
      isLoading={cards.isPending}
      isError={cards.isError}
      emptyText={emptyText}
      belowTheFold={belowTheFold}
    />
  );

  return (
    // A category chosen before the app has loaded marks the grid loading at once (lib/pending-tap.ts).
    <div data-pending-scope>
      {showFilter ? (
        <div className="mb-6">
          {categories.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {t('catalogue.categoriesFailed')}
            </p>
          ) : (
            <CategoryFilter
              categories={categories.data ?? []}
              selected={state.category}
              onSelect={(category) => onChange({ ...state, seed, category, page: 1 })}
              addressOf={addressOf && ((category) => addressOf({ ...state, seed, category, page: 1 }))}
            />
          )}
        </div>
      ) : null}
      {addressOf ? (
        <SearchOutcome
          cards={cards}
          emptyText={emptyText}
          state={{ ...state, seed }}
          addressOf={addressOf}
          onChange={onChange}
        >
          {grid}
        </SearchOutcome>
      ) : (
        grid
      )}
      <Pagination page={state.page} pageCount={pageCount} onPage={(page) => onChange({ ...state, seed, page })} />
    </div>
  );
}
