import { CARD_IMAGE_SIZES, type DesignCard as DesignCardData } from '@store/shared';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { DocumentIcon } from '../../../components/ui/icons';
import { designPath } from '../../../config/paths';
import { CardCartControl } from './card-cart-control';
import { PdfPreviewModal } from './pdf-preview-modal';
import { PriceBlock } from './price-block';

// Opened rarely: its code (and the terms text) arrive on first use.
const TermsModal = lazy(() => import('./terms-modal').then((module) => ({ default: module.TermsModal })));

interface DesignCardProps {
  card: DesignCardData;
  /** Cards in the first row load eagerly with high priority (the largest paint); the rest lazily. */
  priority?: boolean;
}

const secondaryButton =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50';

export function DesignCard({ card, priority = false }: DesignCardProps) {
  const [dialog, setDialog] = useState<'pdf' | 'terms' | null>(null);

  const openPdf = () => {
    if (card.pdfSrc) setDialog('pdf');
    else window.alert('No PDF available for this design.');
  };

  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      {/* Out of the tab order (the title link is the keyboard's way in), but the preview stays visible to screen readers. */}
      <Link to={designPath(card.slug)} tabIndex={-1}>
        <img
          src={card.imageSrc}
          srcSet={card.imageSrcSet}
          sizes={CARD_IMAGE_SIZES}
          width={1200}
          height={800}
          alt={`Preview of the ${card.title} website design`}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="aspect-[3/2] w-full bg-slate-100 object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{card.category}</p>
          <h3 className="mt-1 text-lg font-semibold text-slate-900">
            <Link to={designPath(card.slug)} className="hover:text-brand-800 hover:underline">
              {card.title}
            </Link>
          </h3>
        </div>
        <PriceBlock price={card.price} />
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} onClick={openPdf}>
            <DocumentIcon /> PDF Preview
          </button>
          <button type="button" className={secondaryButton} onClick={() => setDialog('terms')}>
            Terms
          </button>
        </div>
        <div className="mt-auto pt-1">
          <CardCartControl card={card} />
        </div>
      </div>
      {dialog === 'pdf' && card.pdfSrc ? (
        <PdfPreviewModal title={card.title} src={card.pdfSrc} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'terms' ? (
        <Suspense fallback={null}>
          <TermsModal title={card.title} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </article>
  );
}
