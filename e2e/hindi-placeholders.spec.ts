import type { Page } from '@playwright/test';
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
});
