import { CARD_IMAGE_SIZES, type DesignCard as DesignCardData } from '@store/shared';
import { CardNamePreview } from '../../../components/name-preview';
import { designPath } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { Link } from '../../../lib/router';
import { CardCartControl } from './card-cart-control';
import { DesignPrice } from './design-price';

interface DesignCardProps {
  card: DesignCardData;
  /** Cards in the first row load eagerly with high priority (the largest paint); the rest lazily. */
  priority?: boolean;
}

export function DesignCard({ card, priority = false }: DesignCardProps) {
  const { t } = useTranslation();
  return (
    <article className="design-card-near flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      {/* Out of the tab order (the title link is the keyboard's way in), but the preview stays visible to screen readers. */}
      <div className="relative">
        <Link to={designPath(card.slug)} tabIndex={-1} className="block">
          <img
            src={card.imageSrc}
            srcSet={card.imageSrcSet}
            sizes={CARD_IMAGE_SIZES}
            width={1200}
            height={800}
            alt={t('catalogue.previewAlt', { title: card.title })}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="aspect-[3/2] w-full bg-slate-100 object-cover"
          />
        </Link>
        <CardNamePreview cardId={card._id} title={card.title} slot={card.nameSlot} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{card.category}</p>
          <h3 className="mt-1 text-lg font-semibold text-slate-900">
            <Link to={designPath(card.slug)} className="hover:text-brand-800 hover:underline">
              {card.title}
            </Link>
          </h3>
        </div>
        <DesignPrice design={card} />
        <div className="mt-auto pt-1">
          <CardCartControl card={card} />
        </div>
      </div>
    </article>
  );
}
