import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from './fixtures';

/** Downloads a paid order's invoice from My Orders and answers its first page's text as pdf.js reads it. */
export async function invoiceTextFromMyOrders(page: Page, orderNumber: string) {
  await page.goto('/my-orders');
  const order = page.getByTestId('order').filter({ hasText: orderNumber });
  await expect(order).toContainText('PAID');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    order.getByRole('button', { name: 'Download invoice' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
  const data = new Uint8Array(await readFile((await download.path()) ?? ''));
  const document = await getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  await document.destroy();
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}
