// Waiting for a page in the browser to stop fetching, for the bench's browser rows.

/** Waits until the document has loaded no new resource for `quietMs` (at most `limitMs`). */
export async function settle(page, quietMs = 1000, limitMs = 10_000) {
  const deadline = Date.now() + limitMs;
  let count = -1;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now !== count) {
      count = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
}
