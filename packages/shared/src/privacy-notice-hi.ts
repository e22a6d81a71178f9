import type { Language } from './languages';
import {
  CONSENT_PURPOSE_LABELS,
  type ConsentPurpose,
  type NoticeItem,
  PRIVACY_NOTICE_AGE,
  PRIVACY_NOTICE_COMPLAIN,
  PRIVACY_NOTICE_ITEMS,
  PRIVACY_NOTICE_VERSION,
  PRIVACY_NOTICE_WITHDRAW,
} from './privacy-notice';

/**
 * The same notice version in Hindi, line for line; a consent records which language it was shown in.
 * A change of wording in either language is a new version.
 */
const HINDI_NOTICE_ITEMS: readonly NoticeItem[] = [
  { data: 'नाम, ईमेल और पासवर्ड', purpose: 'आपका अकाउंट, लॉगिन और ऑर्डर ईमेल' },
  { data: 'फ़ोन, बिलिंग पता और GSTIN', purpose: 'पेमेंट, टैक्स इनवॉइस और क्रेडिट नोट' },
  { data: 'ब्रीफ़, लोगो और मैसेज', purpose: 'आपकी खरीदी वेबसाइट या प्लान बनाना' },
  { data: 'संपर्क फ़ॉर्म के मैसेज', purpose: 'आपको जवाब देना' },
  { data: 'लॉगिन रिकॉर्ड', purpose: 'आपका अकाउंट सुरक्षित रखना' },
];

const CONSENT_PURPOSE_LABELS_HI: Record<ConsentPurpose, string> = {
  contract: 'आपका अकाउंट और ऑर्डर (बिक्री के लिए ज़रूरी)',
  enquiry: 'आपके मैसेज का जवाब',
  'marketing-mails': 'ऑफ़र और खबरें मेरे ईमेल पर',
  'plan-reminders': 'मार्केटिंग प्लान खत्म होने से पहले याद दिलाना',
};

export interface NoticeText {
  items: readonly NoticeItem[];
  withdraw: string;
  complain: string;
  age: string;
}

const NOTICE_TEXT: Record<Language, NoticeText> = {
  en: {
    items: PRIVACY_NOTICE_ITEMS,
    withdraw: PRIVACY_NOTICE_WITHDRAW,
    complain: PRIVACY_NOTICE_COMPLAIN,
    age: PRIVACY_NOTICE_AGE,
  },
  hi: {
    items: HINDI_NOTICE_ITEMS,
    withdraw: 'कोई भी वैकल्पिक सहमति आप कभी भी अपने डैशबोर्ड से एक क्लिक में वापस ले सकते हैं; यह तुरंत लागू होती है।',
    complain:
      'सवाल या शिकायत: हमारे शिकायत अधिकारी (Grievance Officer) को लिखें (प्राइवेसी पॉलिसी देखें); आप भारत के डेटा प्रोटेक्शन बोर्ड से भी शिकायत कर सकते हैं।',
    age: 'अकाउंट केवल वयस्कों (18 साल या ज़्यादा) के लिए हैं।',
  },
};

/** The notice's lines in the language the page is drawn in. */
export const privacyNoticeText = (language: Language): NoticeText => NOTICE_TEXT[language];

/** A consent purpose's label in a language. */
export const consentPurposeLabel = (purpose: ConsentPurpose, language: Language) =>
  language === 'hi' ? CONSENT_PURPOSE_LABELS_HI[purpose] : CONSENT_PURPOSE_LABELS[purpose];

/**
 * The notice a form showed and the optional consents ticked, as the API takes them. English is the default
 * and is left out, so an English form sends what it always sent.
 */
export const noticeChoice = <T extends string>(
  optional: T[],
  language: Language,
): { noticeVersion: typeof PRIVACY_NOTICE_VERSION; optional: T[]; language?: 'hi' } => ({
  noticeVersion: PRIVACY_NOTICE_VERSION,
  optional,
  ...(language === 'hi' ? { language } : {}),
});
