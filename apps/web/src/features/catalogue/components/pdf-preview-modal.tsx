import type { NameSlot } from '@store/shared';
import { Suspense } from 'react';
import { NameOverlay } from '../../../components/name-preview';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { useBusinessName } from '../../../lib/business-name';
import { lazyPart } from '../../../lib/lazy-part';

// pdf.js is large: it loads only when a preview is opened.
const PdfViewer = lazyPart(async () => (await import('./pdf-viewer')).PdfViewer);

interface PdfPreviewModalProps {
  title: string;
  src: string;
  /** The design's name slot: with a business name set, the name is drawn there on the first page's picture. */
  nameSlot?: NameSlot;
  onClose: () => void;
}

export function PdfPreviewModal({ title, src, nameSlot, onClose }: PdfPreviewModalProps) {
  const { t } = useTranslation();
  const name = useBusinessName();
  const overlay = name && nameSlot ? <NameOverlay name={name} slot={nameSlot} /> : undefined;
  return (
    <Modal open title={t('dialogs.pdfTitle', { title })} onClose={onClose} size="xl">
      <Suspense fallback={<Spinner label={t('dialogs.pdfLoading')} />}>
        <PdfViewer src={src} title={title} pictureOverlay={overlay} />
      </Suspense>
    </Modal>
  );
}
