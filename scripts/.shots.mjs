import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '/work/main/scripts/find-chromium.mjs';

const [, , url, prefix, width = '390', height = '844', count = '3'] = process.argv;
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const mobile = Number(width) < 800;
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(height) },
  isMobile: mobile,
  hasTouch: mobile,
});
await page.goto(url, { waitUntil: 'networkidle' });
if (process.env.ACTION) await eval(`(async () => { ${process.env.ACTION} })()`);
await page.waitForTimeout(1500);
for (let i = 0; i < Number(count); i++) {
  await page.evaluate((y) => window.scrollTo(0, y), i * Number(height) * 0.9);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${prefix}-${i}.png` });
}
await browser.close();
