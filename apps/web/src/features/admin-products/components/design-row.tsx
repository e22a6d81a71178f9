import { type DesignCard, formatRupees } from '@store/shared';

interface DesignRowProps {
  card: DesignCard;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const action =
  'rounded-lg px-3 py-2 text-sm font-medium ring-1 ring-inset disabled:cursor-not-allowed disabled:opacity-50';

/** One existing design: thumbnail, title, category, price, PDF or not, and its edit and delete buttons. */
export function DesignRow({ card, busy, onEdit, onDelete }: DesignRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4" aria-label={card.title}>
      <img
        src={card.imageSrc}
        srcSet={card.imageSrcSet}
        sizes="96px"
        width={96}
        height={64}
        alt=""
        loading="lazy"
        className="aspect-[3/2] w-24 rounded-md bg-slate-100 object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{card.title}</p>
        <p className="text-sm text-slate-600">
          {card.category} · {formatRupees(card.price)} · {card.pdfSrc ? 'PDF' : 'No PDF'}
        </p>
      </div>
      {/* On a phone the buttons take their own line so the title keeps its width. */}
      <div className="flex w-full justify-end gap-2 sm:w-auto">
        <button
          type="button"
          onClick={onEdit}
          disabled={busy}
          aria-label={`Edit ${card.title}`}
          className={`${action} text-brand-800 ring-brand-200 hover:bg-brand-50`}
        >
          Edit
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${card.title}`}
          className={`${action} text-red-700 ring-red-200 hover:bg-red-50`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
