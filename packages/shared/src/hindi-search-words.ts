/**
 * Common Hindi words a shopper may search the catalogue with (Devanagari, and Hindi as typed in Latin
 * letters), by the English word or phrase the designs' categories and titles use. Every offered category
 * has its words; Bakery and Wedding are asked for often enough to carry theirs. The search turns a word
 * into its English one only when no design's title or category has the word itself.
 */
export const HINDI_SEARCH_WORDS: Readonly<Record<string, readonly string[]>> = {
  'Real Estate': ['प्रॉपर्टी', 'मकान', 'ज़मीन', 'property', 'makaan', 'zameen'],
  Design: ['डिज़ाइन', 'सजावट', 'इंटीरियर', 'dizain', 'sajawat'],
  Restaurant: ['रेस्टोरेंट', 'रेस्तरां', 'भोजनालय', 'ढाबा', 'dhaba', 'bhojanalay'],
  'E-commerce': ['दुकान', 'ऑनलाइन', 'बाज़ार', 'dukaan', 'dukan'],
  Portfolio: ['पोर्टफोलियो', 'बायोडाटा', 'परिचय', 'biodata', 'parichay'],
  Education: ['शिक्षा', 'स्कूल', 'कोचिंग', 'shiksha', 'padhai'],
  'Health Services': ['स्वास्थ्य', 'क्लिनिक', 'डॉक्टर', 'swasthya', 'ilaaj'],
  Bakery: ['बेकरी', 'bekari'],
  Wedding: ['शादी', 'विवाह', 'shaadi', 'shadi', 'vivah'],
};
