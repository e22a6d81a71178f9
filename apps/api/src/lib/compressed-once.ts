import { promisify } from 'node:util';
import {
  type BrotliOptions,
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type ZlibOptions,
} from 'node:zlib';

type Encoding = 'br' | 'gzip';

interface Compressed {
  body: Buffer;
  encoding?: Encoding;
}

const BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP: ZlibOptions = { level: 6 };
const compressSync: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, BROTLI),
  gzip: (body) => gzipSync(body, GZIP),
};
const brotliLater = promisify(brotliCompress);
const gzipLater = promisify(gzip);
const compressLater: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotliLater(body, BROTLI),
  gzip: (body) => gzipLater(body, GZIP),
};

/** Compressed copies by the exact buffer they were made from: a page kept and sent many times is compressed once. */
const copies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
/** Copies being made off the event loop, shared by every request that wants one meanwhile. */
const making = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();

/** The best encoding the client accepts. */
function chosenEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepts = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepts)) return 'br';
  if (/\bgzip\b/.test(accepts)) return 'gzip';
  return undefined;
}

function keep(body: Buffer, encoding: Encoding, copy: Buffer): Compressed {
  const made = copies.get(body) ?? {};
  made[encoding] ??= copy;
  copies.set(body, made);
  return { body: made[encoding], encoding };
}

/** A kept body in the best encoding the client accepts, each encoding made at its first use. */
export function compressedOnce(body: Buffer, acceptEncoding: string | undefined): Compressed {
  const encoding = chosenEncoding(acceptEncoding);
  if (!encoding) return { body };
  return compressedIfMade(body, acceptEncoding) ?? keep(body, encoding, compressSync[encoding](body));
}

/** The copy `compressedOnce` would send, when it is already made; undefined while it still has to be. */
export function compressedIfMade(body: Buffer, acceptEncoding: string | undefined): Compressed | undefined {
  const encoding = chosenEncoding(acceptEncoding);
  if (!encoding) return { body };
  const made = copies.get(body)?.[encoding];
  return made && { body: made, encoding };
}

/**
 * As `compressedOnce`, with the copy made on libuv's threads: a page drawn for a visit (tens of KB, a few
 * milliseconds of brotli) does not hold up every other request while it is compressed.
 */
export async function compressedOffLoop(body: Buffer, acceptEncoding: string | undefined): Promise<Compressed> {
  const encoding = chosenEncoding(acceptEncoding);
  const ready = compressedIfMade(body, acceptEncoding);
  if (ready || !encoding) return ready ?? { body };
  const jobs = making.get(body) ?? {};
  making.set(body, jobs);
  jobs[encoding] ??= compressLater[encoding](body);
  const job = jobs[encoding];
  try {
    return keep(body, encoding, await job);
  } finally {
    delete jobs[encoding];
  }
}
