import {
  type DesignPage,
  formatPaise,
  formatWithGst,
  GST_PERCENT,
  HINDI_PUBLIC_PAGES,
  type Language,
  languagePath,
  priceDisplay,
  rupeesToPaise,
} from '@store/shared';
import type { PageMeta } from './page-head';

/** The Hindi words of the public pages drawn in Hindi too (at `/hi…`), by their English address. */
const HINDI_PAGES: Record<(typeof HINDI_PUBLIC_PAGES)[number], { title: string; description: string }> = {
  '/': {
    title: 'SiteInMinutes – छोटे व्यवसायों के लिए वेबसाइट डिज़ाइन',
    description: 'भारत के छोटे व्यवसायों के लिए तैयार वेबसाइट डिज़ाइन। डिज़ाइन चुनें, एक बार भुगतान करें और मिनटों में वेबसाइट लाइव करें।',
  },
  '/designs': {
    title: 'हर छोटे व्यवसाय के लिए वेबसाइट डिज़ाइन · SiteInMinutes',
    description: 'कैटेगरी के अनुसार तैयार वेबसाइट डिज़ाइन देखें: रेस्टोरेंट, क्लिनिक, दुकान, ट्रैवल और भी बहुत कुछ। पहले साल आधी कीमत।',
  },
  '/marketing': {
    title: 'डिजिटल मार्केटिंग प्लान · SiteInMinutes',
    description: 'भारत के छोटे व्यवसायों के लिए डिजिटल मार्केटिंग प्लान: सोशल मीडिया, सर्च और विज्ञापन, ऐड क्रेडिट के साथ।',
  },
  '/contactus': {
    title: 'संपर्क करें · SiteInMinutes',
    description: 'SiteInMinutes को लिखें: डिज़ाइन, ऑर्डर, मार्केटिंग प्लान के बारे में सवाल या शिकायत।',
  },
};

/** Whether an English address has a Hindi page: the public pages above and every design's page. */
export const hasHindiPage = (path: string) =>
  (HINDI_PUBLIC_PAGES as readonly string[]).includes(path) || /^\/designs\/[^/]+$/.test(path);

/** The same page in English and Hindi for search engines, English the default: `hreflang` links both ways. */
export function languageAlternates(publicUrl: string, path: string): PageMeta['alternates'] {
  const english = `${publicUrl}${path}`;
  return [
    { hreflang: 'en', href: english },
    { hreflang: 'hi', href: `${publicUrl}${languagePath(path, 'hi')}` },
    { hreflang: 'x-default', href: english },
  ];
}

/** A page's head in a language: the Hindi page's own address, locale and words where it has them. */
export function inLanguage(meta: PageMeta, publicUrl: string, path: string, language: Language): PageMeta {
  const alternates = languageAlternates(publicUrl, path);
  if (language === 'en') return { ...meta, alternates };
  const canonical = `${publicUrl}${languagePath(path, 'hi')}`;
  return {
    ...meta,
    imageAlt: 'SiteInMinutes के वेबसाइट डिज़ाइन',
    ...HINDI_PAGES[path as keyof typeof HINDI_PAGES],
    canonical,
    locale: 'hi_IN',
    alternates,
  };
}

/** A design page's title, description and picture text in Hindi, with the prices its English head gives. */
export function hindiDesignWords({ design }: DesignPage): Pick<PageMeta, 'title' | 'description' | 'imageAlt'> {
  const display = priceDisplay(rupeesToPaise(design.price));
  const price = (paise: number) => formatPaise(paise, 'hi');
  return {
    title: `${design.title} – ${design.category} वेबसाइट डिज़ाइन | SiteInMinutes`,
    description:
      `${design.title}: ${design.category} के लिए तैयार वेबसाइट, पहले साल ${price(display.firstYearPaise)} ` +
      `(MRP ${price(display.mrpPaise)}, 50% छूट), फिर ${price(display.renewalPaise)}/साल; ${GST_PERCENT}% GST अलग ` +
      `(पहले साल GST सहित ${formatWithGst(display.firstYearPaise, 1, 'hi')})। मिनटों में वेबसाइट लाइव करें।`,
    imageAlt: `${design.title} वेबसाइट डिज़ाइन का प्रीव्यू`,
  };
}
