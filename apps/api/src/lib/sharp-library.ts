import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded with the first picture the store makes (an upload's sizes, a name preview, a
 * share image, the demo catalogue): a store that makes none never holds it.
 */
export function sharpLibrary(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Every picture is made once and kept, never made twice: libvips' operation cache would only hold
    // memory, and one thread keeps peak memory low on a small machine.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
