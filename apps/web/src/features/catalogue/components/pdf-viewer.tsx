import { GlobalWorkerOptions, getDocument, OPS } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { type PageBox, pictureBoxOnPage } from './pdf-picture-box';

GlobalWorkerOptions.workerSrc = workerUrl;

type ViewerState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; pages: number };

const percent = (fraction: number) => `${fraction * 100}%`;

interface PdfViewerProps {
  src: string;
  title: string;
  /** Drawn over the design's picture on the first page (the visitor's name in its slot), scaled with the page. */
  pictureOverlay?: ReactNode;
}

/** Renders every page of a PDF into canvases with pdf.js; scripts in the PDF never run. */
export function PdfViewer({ src, title, pictureOverlay }: PdfViewerProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ViewerState>({ status: 'loading' });
  const [firstPage, setFirstPage] = useState<{ element: HTMLElement; picture: PageBox }>();
  const withOverlay = Boolean(pictureOverlay);

  useEffect(() => {
    let cancelled = false;
    setFirstPage(undefined);
    const task = getDocument({ url: src, isEvalSupported: false, enableXfa: false });
    task.promise
      .then(async (pdf) => {
        const container = containerRef.current;
        if (!container) return;
        container.replaceChildren();
        const width = Math.min(container.clientWidth || 800, 1000);
        for (let number = 1; number <= pdf.numPages && !cancelled; number += 1) {
          const page = await pdf.getPage(number);
          const unscaled = page.getViewport({ scale: 1 });
          const ratio = window.devicePixelRatio || 1;
          const viewport = page.getViewport({ scale: (width / unscaled.width) * ratio });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          canvas.style.width = '100%';
          canvas.className = 'block rounded-lg shadow ring-1 ring-slate-200';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', t('dialogs.pageOf', { title, number, total: pdf.numPages }));
          // The first page sits in a box of its own size, so an overlay placed in fractions of it lands on the page.
          const holder = withOverlay && number === 1 ? document.createElement('div') : undefined;
          if (holder) {
            holder.className = 'relative';
            holder.append(canvas);
            container.append(holder);
          } else container.append(canvas);
          await page.render({ canvas, viewport }).promise;
          if (holder && !cancelled) {
            const picture = pictureBoxOnPage(await page.getOperatorList(), OPS, page.getViewport({ scale: 1 }));
            if (!cancelled) setFirstPage({ element: holder, picture });
          }
        }
        if (!cancelled) setState({ status: 'ready', pages: pdf.numPages });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [src, title, withOverlay, t]);

  return (
    <div>
      {state.status === 'loading' ? <Spinner label={t('dialogs.pdfLoading')} /> : null}
      {state.status === 'error' ? (
        <p role="alert" className="py-6 text-center text-red-700">
          {t('dialogs.pdfFailed')}
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <p className="mb-3 text-sm text-slate-600">{t('dialogs.pages', { count: state.pages })}</p>
      ) : null}
      <div ref={containerRef} className="flex flex-col gap-4" data-testid="pdf-pages" />
      {firstPage && pictureOverlay
        ? createPortal(
            <div
              className="pointer-events-none absolute"
              data-testid="pdf-picture"
              style={{
                left: percent(firstPage.picture.x),
                top: percent(firstPage.picture.y),
                width: percent(firstPage.picture.w),
                height: percent(firstPage.picture.h),
              }}
            >
              {pictureOverlay}
            </div>,
            firstPage.element,
          )
        : null}
    </div>
  );
}
