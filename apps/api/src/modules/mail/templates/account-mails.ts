import type { Language } from '@store/shared';
import { indiaTime } from './india-time';
import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';

export interface AccountForMail {
  name: string;
  /** The one-time link, with its token. */
  link: string;
  /** The account's language (English unless it chose Hindi). */
  language?: Language;
}

/** The account mails' words in each language; `button` is the HTML's, `linkLabel` the text part's. */
const WORDS = {
  en: {
    hello: (name: string) => `Hello ${name}`,
    verifyButton: 'Verify my email address',
    verifyLink: 'Verify your email address',
    welcome: {
      subject: 'Welcome! Please verify your email address',
      heading: (name: string) => `Welcome, ${name}`,
      words: 'Please confirm that this is your email address. The link works once, for 24 hours.',
      buying: 'You can browse and buy designs straight away; confirming helps us reach you about your orders.',
    },
    verify: {
      subject: 'Verify your email address',
      words: 'Here is a new link to confirm your email address. It works once, for 24 hours.',
    },
    reset: {
      subject: 'Reset your password',
      words: 'We received a request to reset the password of your account. The link works once, for 30 minutes.',
      notYou: 'If you did not ask for this, ignore this mail: your password stays as it is.',
      button: 'Choose a new password',
    },
    changed: {
      subject: 'Your password was changed',
      words: (when: string) =>
        `The password of your account was changed on ${when}, and every device logged in to it was logged out.`,
      notYou:
        'If this was not you, someone may have your email: choose a new password at once with "Forgot password?" and tell us through the contact page.',
      button: 'This was not me: reset my password',
      linkLabel: 'Reset your password',
    },
  },
  hi: {
    hello: (name: string) => `नमस्ते ${name}`,
    verifyButton: 'मेरे ईमेल पते की पुष्टि करें',
    verifyLink: 'अपने ईमेल पते की पुष्टि करें',
    welcome: {
      subject: 'स्वागत है! कृपया अपने ईमेल पते की पुष्टि करें',
      heading: (name: string) => `स्वागत है, ${name}`,
      words: 'कृपया पुष्टि करें कि यह आपका ईमेल पता है। यह लिंक सिर्फ़ एक बार, 24 घंटे तक काम करेगा।',
      buying: 'आप अभी से डिज़ाइन देख और खरीद सकते हैं; पुष्टि करने से हम आपके ऑर्डर के बारे में आप तक पहुँच पाएँगे।',
    },
    verify: {
      subject: 'अपने ईमेल पते की पुष्टि करें',
      words: 'अपने ईमेल पते की पुष्टि के लिए यह रहा नया लिंक। यह सिर्फ़ एक बार, 24 घंटे तक काम करेगा।',
    },
    reset: {
      subject: 'अपना पासवर्ड बदलें',
      words: 'हमें आपके अकाउंट का पासवर्ड बदलने का अनुरोध मिला है। यह लिंक सिर्फ़ एक बार, 30 मिनट तक काम करेगा।',
      notYou: 'अगर यह अनुरोध आपने नहीं किया, तो इस मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
      button: 'नया पासवर्ड चुनें',
    },
    changed: {
      subject: 'आपका पासवर्ड बदल दिया गया है',
      words: (when: string) =>
        `आपके अकाउंट का पासवर्ड ${when} बदला गया, और जिन डिवाइस पर यह अकाउंट लॉग इन था, उन सब से लॉग आउट कर दिया गया।`,
      notYou:
        'अगर यह आपने नहीं किया, तो हो सकता है किसी और के पास आपका ईमेल हो: तुरंत "पासवर्ड भूल गए?" से नया पासवर्ड चुनें और संपर्क पेज से हमें बताएँ।',
      button: 'यह मैंने नहीं किया: मेरा पासवर्ड बदलें',
      linkLabel: 'अपना पासवर्ड बदलें',
    },
  },
} as const;

/** After sign-up: welcome, and the link that verifies the address (24 hours). */
export function welcomeMail({ name, link, language = 'en' }: AccountForMail): RenderedMail {
  const words = WORDS[language];
  const { subject, heading, words: confirm, buying } = words.welcome;
  return {
    subject,
    html: renderHtml({
      heading: heading(name),
      blocks: [paragraph(escapeHtml(confirm)), paragraph(escapeHtml(buying))],
      action: { label: words.verifyButton, href: link },
    }),
    text: [heading(name), '', confirm, buying, '', `${words.verifyLink}: ${link}`].join('\n'),
  };
}

/** "Resend verification email": a new link, nothing else. */
export function verifyEmailMail({ name, link, language = 'en' }: AccountForMail): RenderedMail {
  const words = WORDS[language];
  return {
    subject: words.verify.subject,
    html: renderHtml({
      heading: words.hello(name),
      blocks: [paragraph(escapeHtml(words.verify.words))],
      action: { label: words.verifyButton, href: link },
    }),
    text: [words.hello(name), '', words.verify.words, '', `${words.verifyLink}: ${link}`].join('\n'),
  };
}

/** "Forgot password?": the reset link (30 minutes, once), and what to do if it was not them. */
export function passwordResetMail({ name, link, language = 'en' }: AccountForMail): RenderedMail {
  const words = WORDS[language];
  const reset = words.reset;
  return {
    subject: reset.subject,
    html: renderHtml({
      heading: words.hello(name),
      blocks: [paragraph(escapeHtml(reset.words)), paragraph(escapeHtml(reset.notYou))],
      action: { label: reset.button, href: link },
    }),
    text: [words.hello(name), '', reset.words, '', `${reset.button}: ${link}`, '', reset.notYou].join('\n'),
  };
}

/** After a password change: when, and what to do if it was not them (every session has already ended). */
export function passwordChangedMail({
  name,
  changedAt,
  publicUrl,
  language = 'en',
}: {
  name: string;
  changedAt: string;
  publicUrl: string;
  language?: Language;
}): RenderedMail {
  const words = WORDS[language];
  const changed = words.changed;
  const when = changed.words(indiaTime(changedAt, language));
  const reset = `${publicUrl}/forgot-password`;
  return {
    subject: changed.subject,
    html: renderHtml({
      heading: words.hello(name),
      blocks: [paragraph(escapeHtml(when)), paragraph(escapeHtml(changed.notYou))],
      action: { label: changed.button, href: reset },
    }),
    text: [words.hello(name), '', when, '', changed.notYou, '', `${changed.linkLabel}: ${reset}`].join('\n'),
  };
}
