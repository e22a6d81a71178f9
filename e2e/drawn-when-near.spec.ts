import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Each part of the page drawn only as it nears the screen (content-visibility), with the height it holds until
 * then and the height it has once drawn. They must agree, or everything below a part jumps when it is drawn
 * (a visitor scrolling loses their place; a tap aimed at a button lands beside it). A design card's held height
 * is its own with the title on one line: a title that wraps (a long one an admin gave) adds its further lines.
 */
const nearParts = (page: Page) =>
  page.evaluate(() => {
    const parts = Array.from(document.querySelectorAll<HTMLElement>('#root *')).filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    return parts.map((part) => {
      const label = `${part.tagName.toLowerCase()} ${part.querySelector('h2, h3')?.textContent?.trim() ?? ''}`;
      // Not drawn, and without the size `auto` remembers from an earlier drawing: the size held for it.
      part.style.contentVisibility = 'hidden';
      part.style.containIntrinsicSize = getComputedStyle(part).containIntrinsicSize.replace(/^auto /, '');
      const held = part.getBoundingClientRect().height;
      part.style.contentVisibility = 'visible';
      part.style.containIntrinsicSize = '';
      const drawn = part.getBoundingClientRect().height;
      // A design card holds room for its title on one line: a long title's further lines are its own.
      const title = part.tagName === 'ARTICLE' ? part.querySelector('h3') : null;
      const titleLines = title
        ? title.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(title).lineHeight)
        : 1;
      const extra = title ? (Math.round(titleLines) - 1) * Number.parseFloat(getComputedStyle(title).lineHeight) : 0;
      part.style.contentVisibility = '';
      return { label, held: Math.round(held), drawn: Math.round(drawn - extra) };
    });
  });

/** The parts whose held height is more than 3% off their drawn one. */
const misjudged = (parts: { label: string; held: number; drawn: number }[]) =>
  parts.filter(({ held, drawn }) => Math.abs(held - drawn) > drawn * 0.03);

test.describe('parts drawn as they near the screen hold their own size until drawn', () => {
  test.use({ javaScriptEnabled: false });

  for (const address of ['/', '/designs', '/marketing']) {
    test(`on ${address}`, async ({ page }) => {
      await page.goto(address);
      const parts = await nearParts(page);
      expect(parts.length).toBeGreaterThan(0);
      expect(misjudged(parts)).toEqual([]);
    });
  }

  test('on a design page, its other designs', async ({ page }) => {
    await page.goto('/designs');
    const href = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
    await page.goto(href as string);
    expect(misjudged(await nearParts(page))).toEqual([]);
  });
});
