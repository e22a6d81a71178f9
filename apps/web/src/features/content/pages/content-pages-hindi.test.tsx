// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { createPublicStoreSettings } from '../../../testing/data-generators';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { englishLeft, inHindi } from '../../../testing/hindi';
import { renderRoute } from '../../../testing/render-route';
import * as contentPages from '..';
import { englishPageTexts } from './content-pages-english';

const settings = createPublicStoreSettings();
// The seller's details are the store's data, shown as entered in either language.
const sellerData = [settings.legalName, settings.address.replace('\n', ', '), settings.supportEmail, settings.phone];

type PageName = keyof typeof englishPageTexts;
const pageNames = Object.keys(englishPageTexts) as PageName[];
const pages: Record<PageName, ComponentType> = contentPages;

/** A page drawn with the store settings loaded (the career page names no seller). */
async function open(name: PageName, hindi: boolean) {
  const Page = pages[name];
  stubFetch({ 'GET /api/settings': json(200, settings) });
  const view = renderRoute(hindi ? inHindi(<Page />) : <Page />);
  if (name !== 'CareerPage') await waitFor(() => expect(view.container.textContent).toContain(settings.legalName));
  return view;
}

/** What a Hindi reader gets outside the parts marked English: the text and the labels read out. */
function hindiPart(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const english of copy.querySelectorAll('[lang="en"]')) english.remove();
  const labels = [...copy.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'));
  let text = `${copy.textContent} ${labels.join(' ')}`;
  for (const value of sellerData) text = text.replaceAll(value, ' ');
  return text;
}

const hindi = {
  AboutUsPage: { heading: 'SiteInMinutes के बारे में', title: 'हमारे बारे में · SiteInMinutes' },
  CareerPage: { heading: 'SiteInMinutes में करियर', title: 'करियर · SiteInMinutes' },
  PrivacyPolicyPage: { heading: 'गोपनीयता नीति', title: 'गोपनीयता नीति · SiteInMinutes' },
  PrivacyToUsePage: { heading: 'उपयोग की गोपनीयता', title: 'उपयोग की गोपनीयता · SiteInMinutes' },
  TermsAndConditionsPage: { heading: 'नियम और शर्तें', title: 'नियम और शर्तें · SiteInMinutes' },
  TermsAndRefundPolicyPage: { heading: 'नियम और रिफ़ंड नीति', title: 'नियम और रिफ़ंड नीति · SiteInMinutes' },
};

const englishTitles = {
  AboutUsPage: 'About us · SiteInMinutes',
  CareerPage: 'Careers · SiteInMinutes',
  PrivacyPolicyPage: 'Privacy policy · SiteInMinutes',
  PrivacyToUsePage: 'Privacy of Use · SiteInMinutes',
  TermsAndConditionsPage: 'Terms and conditions · SiteInMinutes',
  TermsAndRefundPolicyPage: 'Terms and refund policy · SiteInMinutes',
};

const legalPages = [
  'PrivacyPolicyPage',
  'PrivacyToUsePage',
  'TermsAndConditionsPage',
  'TermsAndRefundPolicyPage',
] as const;

describe('the About, Career and legal pages', () => {
  it.each(pageNames)('%s in English, word for word as before', async (name) => {
    const { container } = await open(name, false);
    expect(container.textContent).toBe(englishPageTexts[name]);
    await waitFor(() => expect(document.title).toBe(englishTitles[name]));
  });

  it.each(pageNames)('%s in Hindi: heading, tab title and no English left outside lang="en"', async (name) => {
    const { container } = await open(name, true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(hindi[name].heading);
    await waitFor(() => expect(document.title).toBe(hindi[name].title));
    expect(englishLeft(hindiPart(container))).toEqual([]);
  });

  it('the career page in Hindi: every opening, its skills and Apply Now, the tools it uses kept by their names', async () => {
    await open('CareerPage', true);
    const openings = screen.getAllByRole('article');
    expect(openings.map((opening) => opening.querySelector('h2')?.textContent)).toEqual([
      'फ़्रंटएंड डेवलपर',
      'बैकएंड डेवलपर',
      'UI/UX डिज़ाइनर',
    ]);
    expect(screen.getAllByRole('button', { name: 'अभी आवेदन करें' })).toHaveLength(3);
    const skills = screen.getAllByRole('list', { name: 'ज़रूरी स्किल' }).map((list) => list.textContent);
    expect(skills[0]).toBe('ReactTypeScriptTailwind CSSएक्सेसिबिलिटी');
    expect(screen.getByText('React').getAttribute('lang')).toBe('en');
  });

  it.each(legalPages)('%s in Hindi says the English text is binding, and marks that text lang="en"', async (name) => {
    const { container } = await open(name, true);
    expect(screen.getByRole('note').textContent).toBe('यह कानूनी दस्तावेज़ अंग्रेज़ी में है; अंग्रेज़ी पाठ ही मान्य है।');
    const english = container.querySelector('article [lang="en"]');
    // The document's own words, as the English page shows them.
    expect(englishPageTexts[name]).toContain(english?.textContent);
    expect(english?.textContent?.length).toBeGreaterThan(1000);
    expect(screen.getByRole('link', { name: 'संपर्क पेज' })).toBeTruthy();
  });

  it('the privacy policy in Hindi labels its retention table in Hindi, the periods kept as the policy states them', async () => {
    await open('PrivacyPolicyPage', true);
    const table = screen.getByRole('region', { name: 'कौन-सा रिकॉर्ड कितने समय रखा जाता है' });
    expect(table.querySelector('thead')?.textContent).toBe('रिकॉर्डकितने समय');
    expect(table.querySelector('tbody')?.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { name: 'गोपनीयता से जुड़े सवाल' })).toBeTruthy();
  });
});
