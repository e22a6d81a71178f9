import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedIfMade, compressedOffLoop, compressedOnce } from './compressed-once';

const page = () => Buffer.from(`<!doctype html><main>${'<p class="card">Kesar Sweets</p>'.repeat(500)}</main>`);

describe('compressed copies', () => {
  it('are made once per body and encoding, the best the client accepts', () => {
    const body = page();
    const br = compressedOnce(body, 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(body)).toBe(true);
    expect(compressedOnce(body, 'br').body).toBe(br.body);
    const gzip = compressedOnce(body, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(body)).toBe(true);
    expect(compressedOnce(body, 'identity')).toEqual({ body });
    expect(compressedOnce(body, undefined)).toEqual({ body });
  });

  it('are made off the event loop once, shared by the requests that wait for them', async () => {
    const body = page();
    expect(compressedIfMade(body, 'br')).toBeUndefined();
    const [first, second] = await Promise.all([compressedOffLoop(body, 'br'), compressedOffLoop(body, 'br, gzip')]);
    expect(first.encoding).toBe('br');
    expect(second.body).toBe(first.body);
    expect(brotliDecompressSync(first.body).equals(body)).toBe(true);
    expect(compressedIfMade(body, 'br')).toEqual(first);
    expect(compressedOnce(body, 'br').body).toBe(first.body);
    const gzip = await compressedOffLoop(body, 'gzip');
    expect(gunzipSync(gzip.body).equals(body)).toBe(true);
    expect(await compressedOffLoop(body, '')).toEqual({ body });
  });
});
