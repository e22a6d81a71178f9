import { useTranslation } from '../../i18n';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const button =
  'min-w-10 rounded-lg px-3 py-2 text-sm font-medium ring-1 ring-inset ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/** Previous / numbered / next page controls. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={t('catalogue.pages')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={`${button} bg-white`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('catalogue.previous')}
      </button>
      {pages.map((number) => (
        <button
          key={number}
          type="button"
          aria-label={t('catalogue.page', { number })}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
          className={`${button} ${number === page ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800' : 'bg-white'}`}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${button} bg-white`}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('catalogue.next')}
      </button>
    </nav>
  );
}
