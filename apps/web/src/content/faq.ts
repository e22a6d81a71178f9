import { en } from '../i18n/catalogues/en';

/** A question of the home page, by its key in the catalogues' `faq` section. */
export type FaqId = keyof typeof en.faq;

export interface FaqEntry {
  id: FaqId;
  question: string;
  answer: string;
}

/**
 * Questions answered on the home page, in English (its structured data); the page shows them in its language.
 * Every answer restates a rule from our terms and refund policy.
 */
export const faqEntries: FaqEntry[] = (Object.keys(en.faq) as FaqId[]).map((id) => ({ id, ...en.faq[id] }));
