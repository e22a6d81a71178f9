import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface Compressed {
  br?: Buffer;
  gzip?: Buffer;
}

/** Compressed copies by the exact buffer they were made from: a page kept and sent many times is compressed once. */
const copies = new WeakMap<Buffer, Compressed>();

/** A kept body in the best encoding the client accepts, each encoding made at its first use. */
export function compressedOnce(
  body: Buffer,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepts = acceptEncoding ?? '';
  const made = copies.get(body) ?? {};
  copies.set(body, made);
  if (/\bbr\b/.test(accepts)) {
    made.br ??= brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: made.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepts)) {
    made.gzip ??= gzipSync(body, { level: 6 });
    return { body: made.gzip, encoding: 'gzip' };
  }
  return { body };
}
