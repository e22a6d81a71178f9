import { describe, expect, it, vi } from 'vitest';
import { type Catalogue, en } from './catalogues/en';
import { enPages } from './catalogues/en-pages';
import { hi } from './catalogues/hi';
import { createTranslator } from './translator';

describe('a page’s words', () => {
  it('of the pages that load later join English when their words arrive', async () => {
    // As the app starts: the words of the pages that load later have not come (the tests' setup has them).
    vi.resetModules();
    const fresh = await import('./translator');
    const { t, exists } = fresh.createTranslator('en');
    expect(exists('project.due')).toBe(false);
    expect(t('project.due')).toBe('project.due');
    expect(t('nav.home')).toBe('Home');
    await import('./page-words');
    expect(t('project.due')).toBe(enPages.project.due);
  });

  it('fill in their values, and keep a placeholder that has none', () => {
    const { t } = createTranslator('en');
    expect(t('footer.tagline')).toBe(en.footer.tagline);
    expect(t('project.due', { date: '1 Dec 2026' })).toBe(enPages.project.due.replace('{{date}}', '1 Dec 2026'));
    expect(t('project.due')).toBe(enPages.project.due);
  });

  it('pick the plural form by the language’s rules', () => {
    const english = createTranslator('en');
    expect(english.t('header.cart', { count: 1 })).toBe('Cart, 1 item');
    expect(english.t('header.cart', { count: 0 })).toBe('Cart, 0 items');
    expect(english.t('header.cart', { count: 12 })).toBe('Cart, 12 items');
    // Hindi counts 0 and 1 as one.
    const hindi = createTranslator('hi', hi);
    expect(hindi.t('header.cart', { count: 0 })).toBe(hi.header.cart_one.replace('{{count}}', '0'));
    expect(hindi.t('header.cart', { count: 3 })).toBe(hi.header.cart_other.replace('{{count}}', '3'));
  });

  it('come in Hindi where the page is Hindi, and in English where a key has no Hindi', () => {
    const partial = { ...hi, nav: { ...hi.nav, home: undefined } } as unknown as Catalogue;
    const hindi = createTranslator('hi', partial);
    expect(hindi.language).toBe('hi');
    expect(hindi.t('nav.designs')).toBe(hi.nav.designs);
    expect(hindi.t('nav.home')).toBe('Home');
    // Without its catalogue a page is English.
    expect(createTranslator('hi').language).toBe('en');
  });

  it('show a key found nowhere as itself, and a group asked for as a message as its key', () => {
    const { t, exists } = createTranslator('en');
    expect(t('nav.nowhere' as 'nav.home')).toBe('nav.nowhere');
    expect(exists('nav.nowhere')).toBe(false);
    expect(exists('nav')).toBe(true);
    expect(t('nav' as 'nav.home')).toBe('nav');
  });

  it('find a key that holds dots itself', () => {
    const { t } = createTranslator('en');
    expect(t('testimonials.ananya.studio.name')).toBe('Ananya Iyer');
    expect(createTranslator('hi', hi).t('testimonials.ananya.studio.name')).toBe(hi.testimonials['ananya.studio'].name);
  });

  it('give a list with returnObjects, each item filled in', () => {
    const { t } = createTranslator('en');
    expect(t('hero.phrases', { returnObjects: true })).toEqual(en.hero.phrases);
    expect(createTranslator('hi', hi).t('hero.phrases', { returnObjects: true })).toEqual(hi.hero.phrases);
  });
});
