import type { ErasureOutcome } from '@store/shared';

/**
 * The erasure's outcome (the privacy module's English lines, as the page shows them) in Hindi, keyed by the
 * English words as the shared messages are; a line not listed stays in English.
 */
const HINDI_LINES: Readonly<Record<string, string>> = {
  'Your name, email address and password: the account can no longer be used to log in.':
    'आपका नाम, ईमेल पता और पासवर्ड: अब इस अकाउंट से लॉग इन नहीं किया जा सकता।',
  'The email and phone number on your orders, and every detail of orders never invoiced.':
    'आपके ऑर्डर पर लिखा ईमेल और फ़ोन नंबर, और जिन ऑर्डर का इनवॉइस कभी नहीं बना, उनकी हर जानकारी।',
  'Your briefs, logos, pictures and project messages, and the websites’ contact details.':
    'आपके ब्रीफ़, लोगो, तस्वीरें और प्रोजेक्ट के संदेश, और वेबसाइटों की संपर्क जानकारी।',
  'Messages you sent with the contact form from this address.': 'इस पते से संपर्क फ़ॉर्म के ज़रिए भेजे गए आपके संदेश।',
  'The address and text of the mails we sent you (this mail’s soon after it is sent).':
    'हमारे भेजे मेल का पता और उनकी बातें (इस मेल की भी, इसके भेजे जाने के कुछ देर बाद)।',
  'Your data archives, and the address on your consents.': 'आपके डेटा के आर्काइव, और आपकी सहमतियों पर लिखा पता।',
  'Tax invoices and credit notes as issued, with the name, billing address, state and GSTIN printed on them, and the order lines behind them.':
    'टैक्स इनवॉइस और क्रेडिट नोट, जैसे वे जारी हुए थे: उन पर छपे नाम, बिलिंग पते, राज्य और GSTIN के साथ, और उनके ऑर्डर की लाइनें भी।',
  'The CGST Act, section 36, requires keeping them for 72 months from the due date of the annual return for their year.':
    'CGST कानून की धारा 36 के अनुसार इन्हें उनके साल के वार्षिक रिटर्न की आख़िरी तारीख से 72 महीने तक रखना ज़रूरी है।',
  'Your orders’ amounts and lines, and the projects and plan months bought with them, under “Erased customer”.':
    'आपके ऑर्डर की राशि और लाइनें, और उनसे खरीदे गए प्रोजेक्ट और प्लान के महीने, “Erased customer” नाम से।',
  'The shop’s accounts and the kept invoices refer to them.': 'दुकान के हिसाब-किताब और रखे गए इनवॉइस में इनका ज़िक्र है।',
  'Your consents: what you agreed to and withdrew, when, and under which notice, without your address.':
    'आपकी सहमतियाँ: आपने किस बात पर सहमति दी और कब वापस ली, और किस सूचना के तहत, आपके पते के बिना।',
  'The store must be able to prove the consent it relied on (DPDP Act, section 6(10)).':
    'स्टोर को यह साबित कर पाना ज़रूरी है कि उसने किस सहमति के भरोसे काम किया (DPDP कानून, धारा 6(10))।',
};

const inHindi = (line: string) => HINDI_LINES[line] ?? line;

/** The outcome in Hindi, line by line. */
export function hindiErasureOutcome(outcome: ErasureOutcome): ErasureOutcome {
  return {
    erased: outcome.erased.map(inHindi),
    kept: outcome.kept.map((item) => ({ what: inHindi(item.what), why: inHindi(item.why) })),
  };
}
