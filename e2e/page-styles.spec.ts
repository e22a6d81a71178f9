import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './fixtures';

/**
 * Reads every element's computed style (and its ::before and ::after) in document order, adds the
 * given stylesheets after the page's own, reads again and names the elements whose style changed:
 * all in the page, so the two readings never cross to the test.
 */
const stylesChangedBy = (page: Page, stylesheets: string[]) =>
  page.evaluate((added) => {
    // Animations (a blinking cursor) held at their start, so both readings see the same moment.
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    const styleOf = (element: Element, pseudo?: string) => {
      const style = getComputedStyle(element, pseudo);
      // A ::before or ::after without content is not drawn: none of its other properties show.
      const content = pseudo ? style.getPropertyValue('content') : '';
      if (content === 'none' || content === 'normal') return `${pseudo}:${content};`;
      let text = '';
      for (let index = 0; index < style.length; index++) {
        const name = style.item(index);
        // Custom properties nothing reads change no pixel; what reads them shows in the properties they feed.
        if (!name.startsWith('--')) text += `${name}:${style.getPropertyValue(name)};`;
      }
      return text;
    };
    const read = () =>
      Array.from(document.body.querySelectorAll('*')).map((element) => ({
        element: `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`,
        style: styleOf(element) + styleOf(element, '::before') + styleOf(element, '::after'),
      }));
    const drawn = read();
    for (const text of added) {
      const style = document.createElement('style');
      style.textContent = text;
      document.head.append(style);
    }
    const after = read();
    const changed: string[] = [];
    if (after.length !== drawn.length) changed.push(`${drawn.length} elements became ${after.length}`);
    drawn.forEach((before, index) => {
      const now = after[index];
      if (now?.element !== before.element || now.style !== before.style) {
        const properties = before.style.split(';');
        const first = now?.style.split(';').find((property, at) => property !== properties[at]);
        changed.push(`${before.element}: ${first ?? 'removed'}`);
      }
    });
    return { elements: drawn.length, changed: changed.slice(0, 10) };
  }, stylesheets);

/** The whole stylesheets the app loads when it starts, as the page names them. */
async function wholeStylesheets(page: Page): Promise<string[]> {
  const boot = JSON.parse((await page.locator('#app-boot').textContent()) ?? '{}') as { styles?: string[] };
  expect(boot.styles?.length).toBeGreaterThan(0);
  return boot.styles ?? [];
}

async function inlineCssLength(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('style')).reduce((sum, style) => sum + (style.textContent?.length ?? 0), 0),
  );
}

test.describe('a page drawn on the server carries only the styles it uses, and they are all it needs', () => {
  test.use({ javaScriptEnabled: false });

  for (const address of [
    '/',
    '/designs',
    '/designs?q=shop',
    '/designs?category=Restaurants&page=1',
    '/marketing',
    '/contactus',
  ]) {
    test(`${address} looks the same with the whole stylesheet added`, async ({ page }) => {
      await page.goto(address);
      const cut = await inlineCssLength(page);
      const stylesheets: string[] = [];
      for (const url of await wholeStylesheets(page)) {
        const response = await page.request.get(url);
        expect(response.status()).toBe(200);
        stylesheets.push(await response.text());
      }
      // The cut is a real one: well under the whole stylesheet.
      expect(cut).toBeLessThan(stylesheets.join('').length * 0.8);
      const { elements, changed } = await stylesChangedBy(page, stylesheets);
      expect(elements).toBeGreaterThan(20);
      expect(changed).toEqual([]);
    });
  }

  test('a design page looks the same with the whole stylesheet added', async ({ page }) => {
    await page.goto('/designs');
    const href = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/designs\/[^/]+$/);
    await page.goto(href as string);
    const stylesheets: string[] = [];
    for (const url of await wholeStylesheets(page)) stylesheets.push(await (await page.request.get(url)).text());
    const { elements, changed } = await stylesChangedBy(page, stylesheets);
    expect(elements).toBeGreaterThan(20);
    expect(changed).toEqual([]);
  });
});

test('once the app starts, the whole stylesheet is in force beside the cut one', async ({ page }) => {
  await page.goto('/');
  const styles = await wholeStylesheets(page);
  const cutRules = await page.evaluate(() => {
    const count = (rules: CSSRuleList): number =>
      Array.from(rules).reduce(
        (sum, rule) => sum + 1 + ('cssRules' in rule ? count(rule.cssRules as CSSRuleList) : 0),
        0,
      );
    return Array.from(document.querySelectorAll('style')).reduce(
      (sum, style) => sum + (style.sheet ? count(style.sheet.cssRules) : 0),
      0,
    );
  });
  // Any first input starts the app, which loads the stylesheets before it draws anything.
  await page.mouse.move(200, 400);
  const wholeRules = (url: string) =>
    page.evaluate((href) => {
      const count = (rules: CSSRuleList): number =>
        Array.from(rules).reduce(
          (sum, rule) => sum + 1 + ('cssRules' in rule ? count(rule.cssRules as CSSRuleList) : 0),
          0,
        );
      return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
        .filter((link) => link.getAttribute('href') === href)
        .reduce((sum, link) => sum + (link.sheet ? count(link.sheet.cssRules) : 0), 0);
    }, url);
  const allWholeRules = async () => {
    let sum = 0;
    for (const url of styles) sum += await wholeRules(url);
    return sum;
  };
  await expect.poll(allWholeRules).toBeGreaterThan(cutRules);
  for (const url of styles) await expect.poll(() => wholeRules(url)).toBeGreaterThan(0);
  if (isPhone(page)) {
    // Drawn only by the app, so styled by the whole stylesheet alone.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())?.height).toBe(page.viewportSize()?.height);
  }
});
