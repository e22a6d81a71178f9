import { formatRupees } from '@store/shared';
import type { CartItem } from '../cart-rules';

/** One cart line: image, title, price (× quantity) and Remove. */
export function CartLine({ item, onRemove }: { item: CartItem; onRemove: () => void }) {
  return (
    <li className="flex gap-3 py-4">
      <img
        src={item.imageSrc}
        alt=""
        width={96}
        height={64}
        loading="lazy"
        className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{item.title}</p>
        <p className="text-sm text-slate-600">
          {formatRupees(item.price)}
          {item.quantity > 1 ? <span> × {item.quantity}</span> : null}
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${item.title}`}
        className="self-start rounded-lg px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50"
      >
        Remove
      </button>
    </li>
  );
}
