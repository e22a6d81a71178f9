import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { CardsPage } from '../api/get-cards';
import { NoMatch, ShowAllDesigns, type WayOnProps } from './no-match';

interface SearchOutcomeProps extends WayOnProps {
  cards: { data?: CardsPage; error: Error | null; isPlaceholderData: boolean };
  emptyText: string;
  /** The grid, for every other outcome (designs, loading, a failure worth trying again). */
  children: ReactNode;
}

/**
 * What a search or filter that shows no designs says instead of the grid: the API's reason when it refused
 * the address (a search too long, say: trying again never helps, so no "try again later"), or the empty
 * text with a way on when nothing matched.
 */
export function SearchOutcome({ cards, emptyText, children, ...wayOn }: SearchOutcomeProps) {
  if (cards.error instanceof ApiError && cards.error.status === 400) {
    return (
      <div role="alert" className="rounded-xl bg-amber-50 p-8 text-center text-amber-900 ring-1 ring-amber-200">
        <p>{cards.error.message}</p>
        <p className="mt-5">
          <ShowAllDesigns {...wayOn} />
        </p>
      </div>
    );
  }
  const searched = wayOn.state.q !== undefined || wayOn.state.category !== undefined;
  if (searched && cards.data?.total === 0 && !cards.isPlaceholderData) {
    return <NoMatch emptyText={emptyText} {...wayOn} />;
  }
  return children;
}
