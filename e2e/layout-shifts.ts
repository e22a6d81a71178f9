import type { Page } from '@playwright/test';

/** Sums the page's layout shifts from its start (the ones no input caused, as Web Vitals' CLS counts them), with what moved. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const sums = { total: 0, sources: [] as string[] };
    Object.assign(window, { __layoutShifts: sums });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        sums.total += entry.value;
        for (const source of entry.sources ?? []) sums.sources.push(String(source.node?.nodeName));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShifts: { total: number; sources: string[] } }).__layoutShifts);
