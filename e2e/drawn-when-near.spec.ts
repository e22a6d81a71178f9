import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Each part of the page drawn only as it nears the screen (content-visibility), with the height it holds until
 * then and the height it has once drawn. They must agree, or everything below a part jumps when it is drawn
 * (a visitor scrolling loses their place; a tap aimed at a button lands beside it). A design card's held height
 * is its own with the title on one line: a title that wraps (a long one an admin gave) adds its further lines to
 * its grid row.
 */
const nearParts = (page: Page) =>
  page.evaluate(() => {
    const parts = Array.from(document.querySelectorAll<HTMLElement>('#root *')).filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    // The height each holds until drawn: contain-intrinsic-size (without the size `auto` remembers once drawn) is
    // the content's, inside the part's padding and border.
    const held = parts.map((part) => {
      const style = getComputedStyle(part);
      return ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce(
        (sum, side) => sum + Number.parseFloat(style[side as 'paddingTop']),
        Number.parseFloat(style.containIntrinsicHeight.replace(/^auto /, '')),
      );
    });
    for (const part of parts) part.style.contentVisibility = 'visible';
    // A design card holds room for its title on one line: a long title's further lines are its own, and its row's
    // (the cards of a grid row stretch to the tallest).
    const extraTitleLines = (part: HTMLElement) => {
      const title = part.tagName === 'ARTICLE' ? part.querySelector('h3') : null;
      if (!title) return 0;
      const line = Number.parseFloat(getComputedStyle(title).lineHeight);
      return (Math.round(title.getBoundingClientRect().height / line) - 1) * line;
    };
    const drawn = parts.map((part) => {
      const box = part.getBoundingClientRect();
      const row = parts.filter(
        (other) =>
          other.parentElement === part.parentElement && Math.abs(other.getBoundingClientRect().top - box.top) < 1,
      );
      const label = `${part.tagName.toLowerCase()} ${part.querySelector('h2, h3')?.textContent?.trim() ?? ''}`;
      return { label, height: box.height - Math.max(...row.map(extraTitleLines)) };
    });
    for (const part of parts) part.style.contentVisibility = '';
    return drawn.map(({ label, height }, index) => ({
      label,
      held: Math.round(held[index] ?? 0),
      drawn: Math.round(height),
    }));
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
