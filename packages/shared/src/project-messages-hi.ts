import { hiddenCharactersMessage } from './plain-text-rule';
import { THIRD_REVISION_REFUSAL } from './project-workflow';
import { MAX_MONTHLY_FOCUS_LENGTH, MAX_MONTHLY_OFFERS_LENGTH } from './schemas/monthly-brief';

/** `Tagline must be at most 150 characters.` and its Hindi, for each length-limited project field. */
const atMost = (english: string, hindi: string, max: number): [string, string] => [
  `${english} must be at most ${max} characters.`,
  `${hindi} ज़्यादा से ज़्यादा ${max} अक्षर का हो सकता है।`,
];

/**
 * The brief's, the monthly brief's and the project thread's refusals (the shared schemas' and the server's) in
 * Hindi, keyed by their English; `messageIn` reads them with the other shared messages.
 */
export const PROJECT_HINDI_MESSAGES: Readonly<Record<string, string>> = Object.fromEntries([
  ['Business name is required.', 'बिज़नेस का नाम ज़रूरी है।'],
  [hiddenCharactersMessage('Business name'), 'बिज़नेस के नाम में छिपे या कंट्रोल अक्षर नहीं होने चाहिए।'],
  atMost('Business name', 'बिज़नेस का नाम', 100),
  atMost('Tagline', 'टैगलाइन', 150),
  ['Phone is required.', 'फ़ोन नंबर ज़रूरी है।'],
  ['Email must be a valid address.', 'सही ईमेल पता लिखें।'],
  atMost('Email', 'ईमेल', 254),
  ['Address is required.', 'पता ज़रूरी है।'],
  atMost('Address', 'पता', 300),
  atMost('Opening hours', 'खुलने का समय', 200),
  ['Primary colour must be a colour like #1a2b3c.', 'ब्रांड का रंग #1a2b3c जैसे कोड में होना चाहिए।'],
  ['Secondary colour must be a colour like #1a2b3c.', 'दूसरा रंग #1a2b3c जैसे कोड में होना चाहिए।'],
  atMost('Domain', 'डोमेन', 253),
  atMost('Notes', 'यह जानकारी', 2000),
  ["The month's focus is required.", 'इस महीने की मुख्य बात लिखना ज़रूरी है।'],
  atMost("The month's focus", 'मुख्य बात', MAX_MONTHLY_FOCUS_LENGTH),
  atMost('Offers to promote', 'ऑफ़र की जानकारी', MAX_MONTHLY_OFFERS_LENGTH),
  ['Message is required.', 'मैसेज लिखना ज़रूरी है।'],
  atMost('Message', 'मैसेज', 2000),
  atMost('Comment', 'टिप्पणी', 2000),
  ['Say what you would like changed.', 'बताएँ कि आप क्या बदलवाना चाहते हैं।'],
  ['Tell us what is wrong.', 'बताएँ कि क्या गड़बड़ है।'],
  [
    THIRD_REVISION_REFUSAL,
    'हमारी शर्तों में ज़्यादा से ज़्यादा दो बार बदलाव शामिल हैं, और इस प्रोजेक्ट में दोनों हो चुके हैं। इस वर्ज़न को मंज़ूर करें, या नीचे मैसेज में हमें लिखें।',
  ],
  ['You have already reported this; we will be in touch.', 'आप यह पहले ही बता चुके हैं; हम आपसे संपर्क करेंगे।'],
  [
    'The 7 days after delivery to report dissatisfaction are over. Please write to us.',
    'डिलीवरी के बाद शिकायत दर्ज करने के 7 दिन पूरे हो चुके हैं। कृपया हमें लिखें।',
  ],
  ['logo is required: choose a PNG, JPEG or WebP picture', 'लोगो ज़रूरी है: PNG, JPEG या WebP फ़ोटो चुनें'],
  ['asset is required: choose a PNG, JPEG or WebP picture', 'फ़ोटो ज़रूरी है: PNG, JPEG या WebP फ़ोटो चुनें'],
  ['The earlier messages could not be found: reload the page.', 'पहले के मैसेज नहीं मिले: पेज फिर से खोलें।'],
]);
