import type { DesignCard, NameSlot } from '@store/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBundledFonts } from '../src/lib/bundled-fonts';
import { adminToken, bearer } from './accounts-helpers';
import { multipartBody } from './cards-helpers';
import { createTestApp, type TestApp } from './test-app';

// A file of its own: vitest runs each file in a new process, so nothing here has drawn text before.
let t: TestApp;
const slot: NameSlot = {
  x: 0.05,
  y: 0.3,
  w: 0.9,
  h: 0.3,
  font: 'devanagari',
  colour: '#000000',
  align: 'left',
  case: 'as-typed',
};
const registeredFonts = () => (process.env.FONTCONFIG_FILE ?? '').includes('store-name-fonts');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A plain white design with a Devanagari name slot, uploaded as an admin does (no text drawn). */
async function uploadPlainDesign(): Promise<DesignCard> {
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const { payload, contentType } = await multipartBody([
    ['title', 'Plain Canvas'],
    ['price', '2999'],
    ['category', 'Real Estate'],
    ['image', { data: picture, filename: 'plain.png', type: 'image/png' }],
    ['nameSlot', JSON.stringify(slot)],
  ]);
  const headers = { ...bearer((await adminToken(t)).token), 'content-type': contentType };
  const response = await t.app.inject({ method: 'POST', url: '/api/cards', payload, headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().card as DesignCard;
}

/**
 * Inside the slot: the text's inked width, and the longest unbroken dark run of any row. Devanagari
 * drawn in its face joins each word under one headline (a run over most of a word); the boxes drawn
 * for characters no face has are separate, each a small fraction of the whole.
 */
async function headlineShare(webp: Buffer): Promise<number> {
  const { data, info } = await sharp(webp).greyscale().raw().toBuffer({ resolveWithObject: true });
  const top = Math.floor(slot.y * info.height);
  const bottom = Math.ceil((slot.y + slot.h) * info.height);
  let left = info.width;
  let right = 0;
  let longestRun = 0;
  for (let y = top; y < bottom; y += 1) {
    let run = 0;
    for (let x = 0; x < info.width; x += 1) {
      const dark = (data[y * info.width + x] ?? 255) < 100;
      run = dark ? run + 1 : 0;
      longestRun = Math.max(longestRun, run);
      if (dark) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  return right > left ? longestRun / (right - left) : 0;
}

describe('the first name preview of a fresh store', () => {
  it('registers the bundled faces at the first render, not at start-up, and draws Devanagari in its face', async () => {
    const card = await uploadPlainDesign();
    expect(registeredFonts(), 'fonts registered before any preview').toBe(false);

    // Two first renders at once: both wait on the one registration.
    const names = ['शर्मा स्वीट्स', 'गुप्ता किराना'];
    const responses = await Promise.all(
      names.map((name) =>
        t.app.inject({ method: 'GET', url: `/api/cards/${card._id}/preview.webp?${new URLSearchParams({ name })}` }),
      ),
    );
    expect(registeredFonts()).toBe(true);
    for (const [index, response] of responses.entries()) {
      expect(response.statusCode, names[index]).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 800]);
      expect(await headlineShare(response.rawPayload), names[index]).toBeGreaterThan(0.25);
    }
    // Registered once: every later call shares the first registration.
    expect(registerBundledFonts()).toBe(registerBundledFonts());
    expect(await registerBundledFonts()).toContain('store-name-fonts');
  });
});
