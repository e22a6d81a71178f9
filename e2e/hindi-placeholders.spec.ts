import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, test } from './fixtures';

/** The faces the browser draws each field's placeholder in (read from the placeholder itself, in the field's shadow tree). */
async function placeholderFaces(page: Page): Promise<string[][]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  type Node = {
    nodeType: number;
    backendNodeId: number;
    attributes?: string[];
    children?: Node[];
    shadowRoots?: Node[];
  };
  const descendants = (node: Node): Node[] => (node.children ?? []).flatMap((child) => [child, ...descendants(child)]);
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'input[placeholder]' });
  const faces: string[][] = [];
  for (const nodeId of nodeIds) {
    const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: -1, pierce: true });
    const [shadow] = (node as Node).shadowRoots ?? [];
    // The user-agent's placeholder element: <div id="placeholder" pseudo="-webkit-input-placeholder">.
    const placeholder =
      shadow && descendants(shadow).find((part) => part.attributes?.includes('-webkit-input-placeholder'));
    if (!placeholder) continue;
    const {
      nodeIds: [pushed],
    } = await cdp.send('DOM.pushNodesByBackendIdsToFrontend', { backendNodeIds: [placeholder.backendNodeId] });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: pushed as number });
    faces.push(fonts.map((font) => font.familyName));
  }
  await cdp.detach();
  return faces;
}

/** The share of pixels that differ clearly between two screenshots of the same size. */
function differingShare(first: Buffer, second: Buffer): number {
  const [a, b] = [PNG.sync.read(first), PNG.sync.read(second)];
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let at = 0; at < a.data.length; at += 4) {
    const channels = [0, 1, 2].map((channel) => Math.abs((a.data[at + channel] ?? 0) - (b.data[at + channel] ?? 0)));
    if (Math.max(...channels) > 64) differing += 1;
  }
  return differing / (a.width * a.height);
}

/**
 * For each placeholder, the share of the field's pixels that differ from its words typed into the field in the
 * placeholder's colour. Typed text is laid out again when a face arrives; a placeholder left as boxes is not.
 */
async function placeholdersUnlikeTyped(page: Page): Promise<number[]> {
  const shares: number[] = [];
  for (const field of await page.locator('input[placeholder]').all()) {
    const drawn = await field.screenshot({ animations: 'disabled', caret: 'hide' });
    const words = await field.evaluate((input: HTMLInputElement) => {
      const { placeholder } = input;
      input.style.color = getComputedStyle(input, '::placeholder').color;
      input.value = placeholder;
      input.placeholder = '';
      return placeholder;
    });
    await page.evaluate(() => document.fonts.ready);
    const typed = await field.screenshot({ animations: 'disabled', caret: 'hide' });
    await field.evaluate((input: HTMLInputElement, placeholder) => {
      input.style.color = '';
      input.value = '';
      input.placeholder = placeholder;
    }, words);
    shares.push(differingShare(drawn, typed));
  }
  return shares;
}

// A device without a Devanagari face of its own (this one) draws a Hindi placeholder in the bundled face once it
// has come, even when it comes after the field was first drawn.
test('Hindi placeholders are drawn in the Devanagari face when the face arrives after the page', async ({ page }) => {
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/hi', { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(async () => {
      const faces = await placeholderFaces(page);
      return faces.length >= 2 && faces.every((names) => names.includes('Noto Sans Devanagari'));
    })
    .toBe(true);
  const shares = await placeholdersUnlikeTyped(page);
  expect(shares.length).toBeGreaterThanOrEqual(2);
  for (const share of shares) expect(share).toBeLessThan(0.01);
});

// The app brings its own stylesheets, with the Devanagari faces declared again; the placeholders stay drawn in them.
test('Hindi placeholders stay drawn in the Devanagari face once the app has taken over the page', async ({ page }) => {
  await page.goto('/hi/designs', { waitUntil: 'load' });
  await page.getByRole('button', { name: 'कार्ट में डालें' }).first().click();
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/app-"]')).toHaveCount(1);
  // The toast would cover a field scrolled to the top.
  await page.getByRole('button', { name: 'बंद करें' }).click();
  await expect(page.getByRole('button', { name: 'बंद करें' })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  const shares = await placeholdersUnlikeTyped(page);
  expect(shares.length).toBeGreaterThanOrEqual(2);
  for (const share of shares) expect(share).toBeLessThan(0.01);
});
