import { CARD_GRID_MOST_COLUMNS, type DesignCard as DesignCardData, FIRST_ROW_IMAGES_SCRIPT } from '@store/shared';
import { useTranslation } from '../../../i18n';
import { useGridColumns } from '../use-grid-columns';
import { DesignCard } from './design-card';

interface DesignGridProps {
  cards: DesignCardData[] | undefined;
  isLoading: boolean;
  isError: boolean;
  emptyText: string;
  /**
   * The grid may start below the first screen (the home page): the server draws every card lazy, and only the
   * page's script makes the first row eager when the screen shows it.
   */
  belowTheFold?: boolean;
}

function SkeletonGrid() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('catalogue.loading')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
          <div className="aspect-[3/2] animate-pulse bg-slate-200" />
          <div className="space-y-3 p-4">
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
            <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
            <div className="h-10 animate-pulse rounded-xl bg-slate-200" />
          </div>
        </div>
      ))}
      <span className="sr-only">{t('catalogue.loadingDots')}</span>
    </div>
  );
}

/** The catalogue's loading, error, empty and list states. */
export function DesignGrid({ cards, isLoading, isError, emptyText, belowTheFold = false }: DesignGridProps) {
  const { t } = useTranslation();
  const columns = useGridColumns();
  const firstRow = belowTheFold ? 0 : columns;
  if (isLoading) return <SkeletonGrid />;
  if (isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-6 text-center text-red-800 ring-1 ring-red-200">
        {t('catalogue.cardsFailed')}
      </p>
    );
  }
  if (!cards || cards.length === 0) {
    return <p className="rounded-xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200">{emptyText}</p>;
  }
  return (
    <div
      data-pending-region
      className="design-card-grid transition-opacity aria-busy:opacity-50 sm:[--card-columns:2] lg:[--card-columns:3]"
    >
      {cards.slice(0, CARD_GRID_MOST_COLUMNS).map((card, index) => (
        <DesignCard key={card._id} card={card} priority={index < firstRow} />
      ))}
      {/* A page drawn on the server fetches its first row by the screen before the app runs. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of the shared package, allowed by its hash. */}
      <script dangerouslySetInnerHTML={{ __html: FIRST_ROW_IMAGES_SCRIPT }} />
      {cards.slice(CARD_GRID_MOST_COLUMNS).map((card) => (
        <DesignCard key={card._id} card={card} />
      ))}
    </div>
  );
}
