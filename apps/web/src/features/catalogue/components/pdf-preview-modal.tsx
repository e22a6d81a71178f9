import { lazy, Suspense } from 'react';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';

// pdf.js is large: it loads only when a preview is opened.
const PdfViewer = lazy(() => import('./pdf-viewer').then((module) => ({ default: module.PdfViewer })));

interface PdfPreviewModalProps {
  title: string;
  src: string;
  onClose: () => void;
}

export function PdfPreviewModal({ title, src, onClose }: PdfPreviewModalProps) {
  return (
    <Modal open title={`${title} – PDF preview`} onClose={onClose} size="xl">
      <Suspense fallback={<Spinner label="Loading PDF preview…" />}>
        <PdfViewer src={src} title={title} />
      </Suspense>
    </Modal>
  );
}
