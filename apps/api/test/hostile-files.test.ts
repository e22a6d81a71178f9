import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from './accounts-helpers';
import { type FormEntry, multipartBody, storeCounts } from './cards-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer((await adminToken(t)).token);
});
afterAll(async () => {
  await t.close();
});

async function uploadImage(data: Buffer, filename: string, type: string) {
  const entries: FormEntry[] = [
    ['title', 'Hostile File'],
    ['price', '999'],
    ['category', 'Design'],
    ['image', { data, filename, type }],
  ];
  const { payload, contentType } = await multipartBody(entries);
  return t.app.inject({
    method: 'POST',
    url: '/api/cards',
    headers: { ...auth, 'content-type': contentType },
    payload,
  });
}

describe('hostile image files', () => {
  it.each([
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    ['HTML renamed .png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.png', 'image/png'],
  ])('refuses %s and stores nothing', async (_label, data, filename, type) => {
    const before = await storeCounts(t);
    const response = await uploadImage(data, filename, type);
    expect(response.statusCode).toBe(415);
    expect(await storeCounts(t)).toEqual(before);
  });

  it('refuses a decompression bomb (a tiny file of huge dimensions)', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const before = await storeCounts(t);
    const response = await uploadImage(bomb, 'bomb.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatch(/too large in pixels/);
    expect(await storeCounts(t)).toEqual(before);
  });

  it('re-encodes a GIF carrying script after its image data, so only picture bytes are served', async () => {
    const gif = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from('\n/*polyglot*/alert(document.domain)//')]);
    const response = await uploadImage(polyglot, 'x.gif', 'image/gif');
    expect(response.statusCode).toBe(201);
    const image = await t.app.inject({ method: 'GET', url: response.json().card.imageSrc });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.toString('latin1')).not.toContain('alert(');
  });

  it('drops EXIF GPS position from a JPEG', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa3300' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await uploadImage(jpeg, 'photo.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const { imageSrcSet } = response.json().card as { imageSrcSet: string };
    const original = imageSrcSet.split(', ')[0]?.split(' ')[0]?.replace('-w400', '-original') ?? '';
    for (const url of [original, response.json().card.imageSrc]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.toString('latin1')).not.toContain('PhoneCam');
    }
  });
});
