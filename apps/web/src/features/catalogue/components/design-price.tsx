import type { DesignCard } from '@store/shared';
import { Suspense, useState } from 'react';

import { DocumentIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n';
import { lazyPart } from '../../../lib/lazy-part';
import { PENDING_DIALOG_ATTRIBUTE } from '../../../lib/pending-dialog';
import { PdfPreviewModal } from './pdf-preview-modal';
import { PriceBlock } from './price-block';

// Opened rarely: its code (and the terms text) arrive on first use.
const TermsModal = lazyPart(async () => (await import('./terms-modal')).TermsModal);

const secondaryButton =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50';

/** A design's price with its PDF Preview and Terms, as the card and the design's page show them. */
export function DesignPrice({ design }: { design: DesignCard }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'pdf' | 'terms' | null>(null);
  const openPdf = () => {
    if (design.pdfSrc) setDialog('pdf');
    else window.alert(t('catalogue.noPdf'));
  };
  return (
    <>
      <PriceBlock price={design.price} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          onClick={openPdf}
          // Tapped before the app has loaded, the page opens the preview's frame at once (lib/pending-dialog.ts).
          {...(design.pdfSrc
            ? {
                [PENDING_DIALOG_ATTRIBUTE]: JSON.stringify([
                  t('dialogs.pdfTitle', { title: design.title }),
                  t('dialogs.pdfLoading'),
                  t('dialogs.close'),
                ]),
              }
            : {})}
        >
          <DocumentIcon /> {t('catalogue.pdfPreview')}
        </button>
        <button type="button" className={secondaryButton} onClick={() => setDialog('terms')}>
          {t('catalogue.terms')}
        </button>
      </div>
      {dialog === 'pdf' && design.pdfSrc ? (
        <PdfPreviewModal
          title={design.title}
          src={design.pdfSrc}
          nameSlot={design.nameSlot}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'terms' ? (
        <Suspense fallback={null}>
          <TermsModal title={design.title} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
