import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';

GlobalWorkerOptions.workerSrc = workerUrl;

type ViewerState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; pages: number };

/** Renders every page of a PDF into canvases with pdf.js; scripts in the PDF never run. */
export function PdfViewer({ src, title }: { src: string; title: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ViewerState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
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
          canvas.className = 'rounded-lg shadow ring-1 ring-slate-200';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', `${title}, page ${number} of ${pdf.numPages}`);
          container.append(canvas);
          await page.render({ canvas, viewport }).promise;
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
  }, [src, title]);

  return (
    <div>
      {state.status === 'loading' ? <Spinner label="Loading PDF preview…" /> : null}
      {state.status === 'error' ? (
        <p role="alert" className="py-6 text-center text-red-700">
          The PDF preview could not be loaded. Please try again later.
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <p className="mb-3 text-sm text-slate-600">
          {state.pages} {state.pages === 1 ? 'page' : 'pages'}
        </p>
      ) : null}
      <div ref={containerRef} className="flex flex-col gap-4" data-testid="pdf-pages" />
    </div>
  );
}
