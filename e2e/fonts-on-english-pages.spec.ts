import { expect, test } from './fixtures';

// An English page draws without waiting on a font: the language switch's "हिंदी" is an outline, and Latin text in
// fields uses the device's own face. Typed Hindi still gets the bundled Devanagari face.
test('the public English pages load no font while they draw; Hindi typed into a field loads the Devanagari face', async ({
  page,
}) => {
  const [firstCard] = await (await page.request.get('/api/cards?page=1&limit=1')).json();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  for (const path of ['/', '/designs', '/marketing', '/contactus', `/designs/${firstCard.slug}`]) {
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.getByRole('link', { name: 'हिंदी' }).first()).toBeVisible();
    expect(fonts, path).toEqual([]);
  }
  await page.goto('/');
  await page.getByPlaceholder('Your business name').fill('शर्मा स्वीट्स');
  await expect
    .poll(() =>
      page.evaluate(() => {
        let loaded = false;
        document.fonts.forEach((face) => {
          if (face.family.replace(/"/g, '') === 'Noto Sans Devanagari' && face.status === 'loaded') loaded = true;
        });
        return loaded;
      }),
    )
    .toBe(true);
  expect(fonts.some((url) => /noto-sans-devanagari-devanagari/.test(url))).toBe(true);
});
