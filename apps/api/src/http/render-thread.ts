import { Worker } from 'node:worker_threads';
import type {
  CataloguePage,
  DesignPage,
  Language,
  MarketingPlanList,
  PublicStoreSettings,
  SellerDisplay,
} from '@store/shared';

/** The store settings of a request, the seller's texts made from them, and the plans on sale (pages showing them). */
export interface SiteTexts {
  settings: PublicStoreSettings;
  seller: SellerDisplay;
  plans?: MarketingPlanList;
}

/** The front end's server-side render functions (apps/web/src/prerender.tsx), by the data each page is drawn from. */
export interface RenderModule {
  renderDesignPage(url: string, page: DesignPage, site?: SiteTexts): Promise<string>;
  renderCataloguePage(url: string, page: CataloguePage, site?: SiteTexts): Promise<string>;
  renderSitePage(url: string, site?: SiteTexts, language?: Language): Promise<string>;
}

/**
 * The render thread: loads the front end's server build once and draws one page per message. Plain CommonJS
 * evaluated as the worker, so the bundled server needs no file of its own for it.
 */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const loading = import(workerData.moduleUrl);
loading.catch(() => undefined);
parentPort.on('message', async ({ id, name, args }) => {
  try {
    const module = await loading;
    parentPort.postMessage({ id, html: await module[name](...args) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.stack || error.message : String(error) });
  }
});
`;

interface Pending {
  resolve: (html: string) => void;
  reject: (error: Error) => void;
}

/**
 * The render functions on a thread of their own: drawing a page (tens of milliseconds for the home page) never
 * holds up the event loop that answers everything else. A lost thread fails the pages it was drawing and is
 * started again at the next page; an idle thread never keeps the process alive.
 */
export function renderThread(moduleUrl: string): RenderModule {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let worker: Worker | undefined;

  const start = () => {
    const thread = new Worker(THREAD_CODE, { eval: true, workerData: { moduleUrl } });
    thread.unref();
    thread.on('message', (answer: { id: number; html?: string; error?: string }) => {
      const done = pending.get(answer.id);
      pending.delete(answer.id);
      if (pending.size === 0) thread.unref();
      if (answer.error === undefined) done?.resolve(answer.html ?? '');
      else done?.reject(new Error(answer.error));
    });
    const lost = (error: Error) => {
      if (worker !== thread) return;
      worker = undefined;
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    };
    thread.on('error', lost);
    thread.on('exit', (code) => lost(new Error(`the render thread stopped (exit ${code})`)));
    return thread;
  };
  // Started with the server, so the first visitor does not wait for the build to load.
  worker = start();

  const call = (name: keyof RenderModule, args: unknown[]) =>
    new Promise<string>((resolve, reject) => {
      worker ??= start();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, name, args });
    });

  return {
    renderDesignPage: (...args) => call('renderDesignPage', args),
    renderCataloguePage: (...args) => call('renderCataloguePage', args),
    renderSitePage: (...args) => call('renderSitePage', args),
  };
}
