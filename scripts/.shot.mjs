import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '/work/main/scripts/find-chromium.mjs';

const [, , url, out, width = '390', height = '844', full = 'full'] = process.argv;
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const mobile = Number(width) < 800;
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(height) },
  isMobile: mobile,
  hasTouch: mobile,
  deviceScaleFactor: 1,
});
const errors = [];
page.on('console', (m) => {
  if (m.type() === 'error') errors.push(m.text());
});
await page.goto(url, { waitUntil: 'networkidle' });
if (process.env.ACTION) await eval(`(async () => { ${process.env.ACTION} })()`);
await page.waitForTimeout(800);
const dims = await page.evaluate(() => ({
  scrollWidth: document.documentElement.scrollWidth,
  innerWidth: window.innerWidth,
  wide: [...document.querySelectorAll('body *')]
    .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
    .slice(0, 8)
    .map((e) => e.tagName + '.' + (e.className?.baseVal ?? e.className).toString().slice(0, 80)),
}));
console.log(JSON.stringify(dims), errors);
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
