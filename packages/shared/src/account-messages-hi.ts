/**
 * The server's words on the account pages (password reset, email verification, erasure) in Hindi, keyed by
 * their English: refusals are answered in Hindi by the server, its success messages and the erasure summary
 * are looked up by the page.
 */
export const ACCOUNT_MESSAGES_HI: Readonly<Record<string, string>> = {
  'If an account exists for this email, we have sent a link to reset its password. The link works for 30 minutes.':
    'अगर इस ईमेल से कोई अकाउंट है, तो हमने उसका पासवर्ड बदलने का लिंक भेज दिया है। लिंक 30 मिनट तक काम करेगा।',
  'Your password has been changed. Please log in with your new password.':
    'आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से लॉग इन करें।',
  'Your email address is verified. Thank you!': 'आपके ईमेल पते की पुष्टि हो गई। धन्यवाद!',
  'We have sent you a new verification link.': 'हमने आपको पुष्टि का नया लिंक भेज दिया है।',
  'Your email address is already verified': 'आपके ईमेल पते की पुष्टि पहले ही हो चुकी है',
  'The link has no token': 'यह लिंक अधूरा है',
  'The link is not valid': 'यह लिंक सही नहीं है',
  'The link is incomplete': 'यह लिंक अधूरा है',
  'This password reset link is not valid. Please ask for a new one.':
    'पासवर्ड बदलने का यह लिंक सही नहीं है। कृपया नया लिंक माँगें।',
  'This password reset link has already been used. Please ask for a new one.':
    'पासवर्ड बदलने का यह लिंक पहले ही इस्तेमाल हो चुका है। कृपया नया लिंक माँगें।',
  'This password reset link has expired. Please ask for a new one.':
    'पासवर्ड बदलने के इस लिंक का समय खत्म हो गया है। कृपया नया लिंक माँगें।',
  'This verification link is not valid.': 'पुष्टि का यह लिंक सही नहीं है।',
  'This verification link has already been used.': 'पुष्टि का यह लिंक पहले ही इस्तेमाल हो चुका है।',
  'This verification link has expired. Please ask for a new one from your profile.':
    'पुष्टि के इस लिंक का समय खत्म हो गया है। कृपया अपनी प्रोफ़ाइल से नया लिंक माँगें।',
  'Enter your password': 'अपना पासवर्ड लिखें',
  'That is not your password.': 'यह आपका पासवर्ड नहीं है।',
  'This erasure link is not valid.': 'मिटाने का यह लिंक सही नहीं है।',
  'This erasure link has already been used.': 'मिटाने का यह लिंक पहले ही इस्तेमाल हो चुका है।',
  'This erasure link has expired. Ask again from your dashboard.':
    'मिटाने के इस लिंक का समय खत्म हो गया है। अपने डैशबोर्ड से फिर से माँगें।',
  'We have mailed you three erasure links this hour. Please use the latest one.':
    'इस घंटे हम आपको मिटाने के तीन लिंक भेज चुके हैं। कृपया सबसे नया लिंक इस्तेमाल करें।',
  'You have work in progress. Agree to end it now without a refund, or erase your account once it is finished.':
    'आपका कुछ काम अभी चल रहा है। उसे अभी बिना रिफ़ंड के बंद करने की सहमति दें, या काम पूरा होने के बाद अकाउंट मिटाएँ।',
  'New work started after you asked for erasure. Ask again from your dashboard to agree to end it.':
    'मिटाने का अनुरोध करने के बाद नया काम शुरू हुआ है। उसे बंद करने की सहमति देने के लिए अपने डैशबोर्ड से फिर से माँगें।',
  // What an erasure removes and keeps (the page shows the server's summary), worded as the Hindi mail words it.
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
