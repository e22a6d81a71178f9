import type { NameSlot } from '@store/shared';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useBusinessName } from '../../../lib/business-name';
import { lazyPart } from '../../../lib/lazy-part';
import { NameOverlay } from './name-overlay';

// The modal is only needed once a visitor asks for it.
const NamePreviewModal = lazyPart(async () => (await import('./name-preview-modal')).NamePreviewModal);

interface CardNamePreviewProps {
  cardId: string;
  title: string;
  slot: NameSlot | undefined;
}

/**
 * Everything a card shows for the visitor's business name, laid over its picture (so the card
 * keeps its size): the name in the slot and a "Preview with my name" button for the large view.
 * Without a name, or for a design without a slot, it draws nothing.
 */
export function CardNamePreview({ cardId, title, slot }: CardNamePreviewProps) {
  const { t } = useTranslation();
  const name = useBusinessName();
  const [open, setOpen] = useState(false);
  if (!name || !slot) return null;
  return (
    <>
      <NameOverlay name={name} slot={slot} />
      <button
        type="button"
        // Top right, over the picture's empty address bar, so it hides none of the design.
        onClick={() => setOpen(true)}
        className="absolute top-1 right-1.5 rounded-full bg-white/95 px-2.5 py-0.5 text-[0.6875rem] font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 hover:bg-white"
      >
        {t('dialogs.previewWithName')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NamePreviewModal cardId={cardId} title={title} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
