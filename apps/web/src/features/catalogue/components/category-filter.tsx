import { useTranslation } from '../../../i18n';

interface CategoryFilterProps {
  categories: string[];
  selected: string | undefined;
  onSelect: (category: string | undefined) => void;
  /** The address of the page a chip leads to, where the catalogue's state is in the address (/designs). */
  addressOf?: (category: string | undefined) => string;
}

// Drawn from aria-pressed, so a chip tapped before the app has loaded shows chosen at once (lib/pending-tap.ts).
const pill =
  'shrink-0 rounded-full px-4 py-2 text-sm font-medium transition-colors aria-pressed:bg-brand-700 aria-pressed:text-white aria-[pressed=false]:bg-white aria-[pressed=false]:text-slate-700 aria-[pressed=false]:ring-1 aria-[pressed=false]:ring-inset aria-[pressed=false]:ring-slate-300 aria-[pressed=false]:hover:bg-slate-100';

/** Category pills; "All" clears the filter. Scrolls sideways on narrow screens. */
export function CategoryFilter({ categories, selected, onSelect, addressOf }: CategoryFilterProps) {
  const { t } = useTranslation();
  const options: Array<{ label: string; value: string | undefined }> = [
    { label: t('catalogue.all'), value: undefined },
    ...categories.map((category) => ({ label: category, value: category })),
  ];
  return (
    <fieldset
      data-choices
      aria-label={t('catalogue.filter')}
      className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          aria-pressed={selected === option.value}
          // Tapped before the app has loaded, the page script fetches that page and shows it (lib/page-swap.ts).
          data-address={addressOf?.(option.value)}
          onClick={() => onSelect(option.value)}
          className={pill}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
