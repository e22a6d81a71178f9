// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { LanguageOffer } from './language-offer';

const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the offer reads the language cookie.
  document.cookie = 'lang=; Max-Age=0; Path=/';
});
afterEach(() => vi.restoreAllMocks());

describe('the offer of Hindi on an English page', () => {
  it('offers the same page in Hindi to a browser that asks for Hindi first, and stays closed once dismissed', async () => {
    browserLanguages(['hi-IN', 'en-GB']);
    const { user, unmount } = renderRoute(<LanguageOffer />, { path: '/designs', url: '/designs?category=Travel' });
    expect(screen.getByRole('link', { name: 'हिंदी में देखें' }).getAttribute('href')).toBe('/hi/designs?category=Travel');
    await user.click(screen.getByRole('button', { name: 'बंद करें' }));
    expect(screen.queryByRole('link', { name: 'हिंदी में देखें' })).toBeNull();
    unmount();
    renderRoute(<LanguageOffer />, { path: '/designs' });
    expect(screen.queryByRole('link', { name: 'हिंदी में देखें' })).toBeNull();
  });

  it('says nothing to a browser that puts English first, or to a visitor who has chosen', () => {
    browserLanguages(['en-IN', 'hi']);
    const { unmount } = renderRoute(<LanguageOffer />, { path: '/' });
    expect(screen.queryByRole('complementary')).toBeNull();
    unmount();
    browserLanguages(['hi']);
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor chose English with the switch.
    document.cookie = 'lang=en; Path=/';
    renderRoute(<LanguageOffer />, { path: '/' });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
