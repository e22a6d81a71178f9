import { type ComponentType, lazy } from 'react';

/**
 * A part of the app whose code loads when it is first drawn (a page, a dialog, a panel), with the English words
 * of the pages that load later (i18n/page-words.ts), which the app's start-up file leaves out.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [component] = await Promise.all([load(), import('../i18n/page-words')]);
    return { default: component };
  });
}
