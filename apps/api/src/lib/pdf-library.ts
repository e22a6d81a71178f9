import type fontkitModule from '@pdf-lib/fontkit';
import type * as pdfLib from 'pdf-lib';

export interface PdfLibrary {
  pdf: typeof pdfLib;
  fontkit: typeof fontkitModule;
}

let loading: Promise<PdfLibrary> | undefined;

/**
 * pdf-lib with fontkit, loaded with the first PDF the store makes (an invoice, a credit note, the demo
 * catalogue's previews): a store that makes none never holds them (about 25 MB of a process).
 */
export function pdfLibrary(): Promise<PdfLibrary> {
  loading ??= (async () => {
    // fontkit's Indic shaper (Devanagari conjuncts and matras) calls a global regeneratorRuntime.
    await import('regenerator-runtime/runtime.js');
    const [pdf, fontkit] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
    return { pdf, fontkit: fontkit.default };
  })();
  return loading;
}
