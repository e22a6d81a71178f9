import { ACCOUNT_MESSAGES_HI } from './account-messages-hi';
import { GSTIN_INVALID_MESSAGE } from './gst';
import type { Language } from './languages';
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from './password-rules';
import { PAYMENT_HINDI_MESSAGES } from './payment-messages-hi';
import { HIDDEN_CHARACTERS_PHRASE } from './plain-text-rule';
import { PROJECT_HINDI_MESSAGES } from './project-messages-hi';
import {
  BILLING_ADDRESS_GSTIN_MESSAGE,
  BILLING_ADDRESS_HIGH_VALUE_MESSAGE,
  BILLING_ADDRESS_LENGTH_MESSAGE,
  BILLING_NAME_MESSAGE,
  BILLING_STATE_MESSAGE,
  BUSINESS_NAME_MESSAGE,
  BUYER_GSTIN_OTHER_STATE_MESSAGE,
} from './schemas/billing';
import { PRICES_CHANGED_MESSAGE } from './schemas/checkout';
import { PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE } from './schemas/phone';
import { hindiWaitMessage } from './wait-messages-hi';

/**
 * The shared schemas' and the server's messages a shopper meets (sign-up, login, checkout, contact form), in
 * Hindi, keyed by the spec's English words: the schemas keep their English (the spec's), a Hindi form or a
 * Hindi request's answer looks its message up here. A message not listed stays in English.
 */
const HINDI_MESSAGES: Readonly<Record<string, string>> = {
  ...PROJECT_HINDI_MESSAGES,
  ...PAYMENT_HINDI_MESSAGES,
  'Name is required': 'नाम ज़रूरी है',
  'Name is required.': 'नाम ज़रूरी है।',
  'Name must be at most 100 characters': 'नाम ज़्यादा से ज़्यादा 100 अक्षर का हो सकता है',
  [`Name ${HIDDEN_CHARACTERS_PHRASE}.`]: 'नाम में छिपे या कंट्रोल अक्षर नहीं होने चाहिए।',
  'Name cannot be only spaces: type your name to sign up': 'नाम में सिर्फ़ स्पेस नहीं हो सकते: साइन अप के लिए अपना नाम लिखें',
  'Email is required': 'ईमेल ज़रूरी है',
  'Email is required.': 'ईमेल ज़रूरी है।',
  'Email must be at most 254 characters': 'ईमेल ज़्यादा से ज़्यादा 254 अक्षर का हो सकता है',
  'Email must be a valid email address': 'सही ईमेल पता लिखें',
  'Password is required': 'पासवर्ड ज़रूरी है',
  [PASSWORD_MESSAGES.tooShort]: `पासवर्ड कम से कम ${MIN_PASSWORD_LENGTH} अक्षर का होना चाहिए`,
  [PASSWORD_MESSAGES.personal]: 'पासवर्ड में आपका ईमेल, नाम या यूज़रनेम नहीं होना चाहिए',
  [PASSWORD_MESSAGES.common]: 'यह पासवर्ड आम पासवर्डों की सूची में है। कृपया कोई दूसरा चुनें।',
  [PASSWORD_MESSAGES.guessable]: 'यह पासवर्ड आसानी से अंदाज़ा लगाया जा सकता है। कुछ अलग-अलग शब्दों का लंबा वाक्य आज़माएँ।',
  'Password must be at most 256 characters': 'पासवर्ड ज़्यादा से ज़्यादा 256 अक्षर का हो सकता है',
  'An account with this email already exists': 'इस ईमेल से अकाउंट पहले से बना हुआ है',
  'Invalid email or password': 'ईमेल या पासवर्ड गलत है',
  'Please fill in all fields': 'कृपया सभी जानकारी भरें',
  'The privacy notice has changed: reload the page to read the new one.':
    'प्राइवेसी सूचना बदल गई है: नई सूचना पढ़ने के लिए पेज फिर से खोलें।',
  [PHONE_REQUIRED_MESSAGE]: 'फ़ोन नंबर ज़रूरी है।',
  [PHONE_INVALID_MESSAGE]: 'सही 10 अंकों का फ़ोन नंबर लिखें।',
  [BILLING_NAME_MESSAGE]: 'इनवॉइस के लिए नाम लिखें।',
  [BILLING_STATE_MESSAGE]: 'बिलिंग राज्य चुनें।',
  [BUYER_GSTIN_OTHER_STATE_MESSAGE]: 'यह GSTIN बिलिंग राज्य का नहीं, किसी दूसरे राज्य का है।',
  [BUSINESS_NAME_MESSAGE]: 'GSTIN में दर्ज बिज़नेस का नाम लिखें।',
  [BILLING_ADDRESS_LENGTH_MESSAGE]: 'बिलिंग पता ज़्यादा से ज़्यादा 300 अक्षर का हो सकता है।',
  [BILLING_ADDRESS_GSTIN_MESSAGE]: 'GSTIN में दर्ज बिलिंग पता लिखें।',
  [BILLING_ADDRESS_HIGH_VALUE_MESSAGE]: 'बिलिंग पता लिखें: ₹50,000 या ज़्यादा के टैक्स इनवॉइस पर यह ज़रूरी है।',
  [GSTIN_INVALID_MESSAGE]: 'सही GSTIN लिखें (15 अक्षर)।',
  [PRICES_CHANGED_MESSAGE]: 'कीमतें बदल गई हैं। कृपया अपना कार्ट फिर से देखें।',
  'Your cart is empty.': 'आपका कार्ट खाली है।',
  'Choose a topic.': 'कोई विषय चुनें।',
  'Something went wrong. Please try again.': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'Failed to log in. Please try again.': 'लॉगिन नहीं हो सका। कृपया फिर से कोशिश करें।',
  ...ACCOUNT_MESSAGES_HI,
};

/** A message in a language: its Hindi words where listed, else the English as it is. */
export function messageIn(language: Language, message: string): string;
export function messageIn(language: Language, message: string | undefined): string | undefined;
export function messageIn(language: Language, message: string | undefined) {
  if (language !== 'hi' || message === undefined) return message;
  return HINDI_MESSAGES[message] ?? hindiWaitMessage(message) ?? message;
}
