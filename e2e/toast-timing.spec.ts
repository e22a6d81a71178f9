import type { Locator, Page } from '@playwright/test';
import { createCustomer, expect, loginAsAdmin, test } from './fixtures';
import { appNotStarted, holdTheApp } from './hold-the-app';

/**
 * The spec's toasts (§9) to the millisecond: add-to-cart 2000 ms, the others 5000 ms, top-right.
 * The page's timers run on Playwright's clock, installed before the page loads. The store (lib/toast.ts)
 * times a toast by its progress bar's CSS animation, which no JavaScript clock drives, so the test
 * holds that animation from the moment the toast is drawn and moves both clocks together to the millisecond before and after.
 */

const toastOf = (page: Page, text: RegExp) => page.locator('[data-toast]').filter({ hasText: text });

/**
 * Holds each toast's own clock from the moment it is drawn, so however long the checks before `holdToast` take on
 * a loaded machine, the toast cannot time out meanwhile. A style the page cannot override, not the animation's
 * pause(): the store's own rules set the play state too (a toast waits on hover and while the window has no focus).
 */
async function freezeToastsOnArrival(page: Page) {
  await page.addInitScript(() => {
    const hold = () => {
      const style = document.createElement('style');
      style.textContent = '[data-toast-bar] { animation-play-state: paused !important; }';
      document.head.append(style);
    };
    if (document.head) hold();
    else document.addEventListener('DOMContentLoaded', hold);
  });
}

/** Stops the page's timers where they are (a little ahead, as the page's time moves on while the command travels). */
async function pausePageClock(page: Page) {
  for (let lead = 250; ; lead *= 2) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + lead);
      return;
    } catch (error) {
      if (!String(error).includes('past') || lead > 8000) throw error;
    }
  }
}

/** Stops the page's timers; answers the toast's held clock: its elapsed and full time. */
async function holdToast(page: Page, toast: Locator) {
  await pausePageClock(page);
  return toast.evaluate((element) => {
    const [animation] = element.querySelector('[data-toast-bar]')?.getAnimations() ?? [];
    if (!animation) throw new Error('the toast has no timer');
    if (animation.playState !== 'paused') throw new Error('the toast was not held on arrival');
    return { elapsed: Number(animation.currentTime), duration: Number(animation.effect?.getTiming().duration) };
  });
}

/** Runs the page's timers and the toast's clock on to `ms` since the toast appeared. */
async function runToastTo(page: Page, toast: Locator, from: number, ms: number) {
  await page.clock.runFor(ms - from);
  await toast.evaluate((element, at) => {
    const [animation] = element.querySelector('[data-toast-bar]')?.getAnimations() ?? [];
    if (animation) animation.currentTime = at;
  }, ms);
}

/** The toast is on screen and not leaving: still there after a few of the browser's frames. */
async function expectStaying(page: Page, toast: Locator) {
  await page.waitForTimeout(300);
  await expect(toast).toBeVisible();
  await expect(toast).not.toHaveAttribute('data-closing');
}

async function expectTopRight(page: Page, toast: Locator) {
  // Measured where the toast comes to rest: its entrance slides in from the right and overshoots by 25 px.
  await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no toast box or viewport');
  // Just under the 64 px header (the toast must not cover the cart button), against the right edge.
  expect(box.y).toBeGreaterThanOrEqual(64);
  expect(box.y).toBeLessThanOrEqual(96);
  expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(24);
  expect(box.x + box.width / 2).toBeGreaterThan(viewport.width / 2 - 1);
}

/** Checks the shown `toast` sits top right, stays up to `ms` - 1 and closes at `ms`. */
async function expectClosesAt(page: Page, toast: Locator, ms: number) {
  await expect(toast).toBeVisible();
  await expectTopRight(page, toast);
  const { elapsed, duration } = await holdToast(page, toast);
  expect(duration).toBe(ms);
  await runToastTo(page, toast, elapsed, ms - 1);
  await expectStaying(page, toast);
  await runToastTo(page, toast, ms - 1, ms);
  // The close starts at once; its exit animation and removal run on the page's timers again.
  await expect(toast).toHaveAttribute('data-closing');
  await page.clock.resume();
  await expect(toast).toBeHidden();
}

test('the add-to-cart toast shows at the top right and closes at 2000 ms, not a millisecond sooner', async ({
  page,
}) => {
  await freezeToastsOnArrival(page);
  await page.clock.install();
  await page.goto('/designs?q=Chai');
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expectClosesAt(page, toastOf(page, /added to cart/), 2000);
});

test('with reduced motion the add-to-cart toast still stays its 2000 ms, and only fades', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freezeToastsOnArrival(page);
  await page.clock.install();
  await page.goto('/designs?q=Chai');
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expectClosesAt(page, toastOf(page, /added to cart/), 2000);
});

test('the add-to-cart toast the page shows before the app has loaded is the same: top right, 2000 ms', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await freezeToastsOnArrival(page);
  await page.clock.install();
  await page.goto('/designs?q=Chai');
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expectClosesAt(page, toastOf(page, /added to cart/), 2000);
  expect(await appNotStarted(page)).toBe(true);
  release();
});

/** An order a customer started through the API and has not paid yet: answers its number. */
async function unpaidOrder(page: Page) {
  const account = await createCustomer(page, 'Toast Buyer');
  const login = await page.request.post('/api/login', { data: { email: account.email, password: account.password } });
  const { token } = await login.json();
  const [card] = await (await page.request.get('/api/cards?page=1&limit=1')).json();
  const order = await page.request.post('/api/new-order', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      cartTotal: Math.round(card.price * 118) / 100,
      phone: '9988776655',
      titles: card.title,
      items: [{ id: card._id, quantity: 1 }],
    },
  });
  expect(order.status()).toBe(201);
  return (await order.json()).order_id as string;
}

test('other toasts show at the top right and close at the 5000 ms default', async ({ page }) => {
  const orderNumber = await unpaidOrder(page);
  await freezeToastsOnArrival(page);
  await page.clock.install();
  await loginAsAdmin(page);
  await page.goto('/ManageOrders');
  await page.getByPlaceholder('Order number, phone or email').fill(orderNumber);
  await page
    .getByRole('row', { name: new RegExp(orderNumber) })
    .getByRole('button', { name: orderNumber })
    .click();
  await page
    .getByRole('dialog', { name: `Order ${orderNumber}` })
    .getByRole('button', { name: 'Re-check payment' })
    .click();
  await expectClosesAt(page, toastOf(page, /^Provider says: /), 5000);
});
