import type { Language, PublicStoreSettings } from '@store/shared';
import { type PageMeta, renderPageHead } from '../lib/page-head';
import { hasHindiPage, inLanguage } from '../lib/page-languages';

/** The store's link-preview picture (catalogue module), on every public page without one of its own. */
const STORE_SHARE_IMAGE_PATH = '/api/share-image.png';

/** Each public page's own title and description (a design's page has its own, from the catalogue). */
const PUBLIC_PAGES: Record<string, { title: string; description: string }> = {
  '/': {
    title: 'SiteInMinutes – Website designs for small businesses',
    description:
      'Ready-made website designs for small businesses in India. Pick a design, pay once, and go live in minutes.',
  },
  '/designs': {
    title: 'Website designs for every small business · SiteInMinutes',
    description:
      'Browse ready-made website designs by category: restaurants, clinics, shops, travel and more. Half price the first year.',
  },
  '/marketing': {
    title: 'Digital marketing plans · SiteInMinutes',
    description: 'Digital marketing plans for small businesses in India: social media, search and ads, with ad credit.',
  },
  '/aboutus': {
    title: 'About us · SiteInMinutes',
    description: 'Who we are and why we build ready-made websites for India’s small businesses.',
  },
  '/contactus': {
    title: 'Contact us · SiteInMinutes',
    description: 'Write to SiteInMinutes: questions about designs, orders, marketing plans or complaints.',
  },
  '/career': {
    title: 'Careers · SiteInMinutes',
    description: 'Work with SiteInMinutes: open roles and how to apply.',
  },
  '/socials': {
    title: 'Socials · SiteInMinutes',
    description: 'Follow SiteInMinutes on Facebook and Instagram.',
  },
  '/privacypolicy': {
    title: 'Privacy Policy · SiteInMinutes',
    description: 'How SiteInMinutes collects, uses and protects your personal data.',
  },
  '/privacytouse': {
    title: 'Privacy of Use · SiteInMinutes',
    description: 'The privacy terms of using the SiteInMinutes website.',
  },
  '/TermsAndConditions': {
    title: 'Terms and Conditions · SiteInMinutes',
    description: 'The terms and conditions of buying a website design from SiteInMinutes.',
  },
  '/TermsAndRefundPolicy': {
    title: 'Terms and Refund Policy · SiteInMinutes',
    description: 'When and how SiteInMinutes refunds an order.',
  },
};

/** The home page's structured data: the business (from the store settings) and the site search. */
function homeJsonLd(publicUrl: string, seller: PublicStoreSettings | undefined): object[] {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: seller?.tradeName ?? 'SiteInMinutes',
    legalName: seller?.legalName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    email: seller?.supportEmail,
    telephone: seller?.phone,
    address: seller?.address,
    contactPoint: seller && {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: seller.supportEmail,
      telephone: seller.phone,
      areaServed: 'IN',
    },
  };
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'SiteInMinutes',
    url: `${publicUrl}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/designs?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  return [organization, website];
}

/**
 * The head tags of a public page (`pathname` its English address) in a language, or undefined for a page with
 * none of its own. A page drawn in Hindi too names both addresses.
 */
export function publicPageHead(
  pathname: string,
  publicUrl: string,
  seller: unknown,
  language: Language = 'en',
): string | undefined {
  const page = PUBLIC_PAGES[pathname];
  if (!page) return undefined;
  const settings = seller && typeof seller === 'object' ? (seller as PublicStoreSettings) : undefined;
  const meta: PageMeta = {
    ...page,
    canonical: `${publicUrl}${pathname}`,
    type: 'website',
    image: `${publicUrl}${STORE_SHARE_IMAGE_PATH}`,
    imageAlt: 'Website designs from SiteInMinutes',
    jsonLd: pathname === '/' ? homeJsonLd(publicUrl, settings) : [],
  };
  return renderPageHead(hasHindiPage(pathname) ? inLanguage(meta, publicUrl, pathname, language) : meta);
}
