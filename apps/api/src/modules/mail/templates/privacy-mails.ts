import { type ErasureOutcome, type Language, messageIn, type OpenWork } from '@store/shared';
import { indiaTime, longDate } from './india-time';
import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';

/** The privacy mails' words in each language. */
const WORDS = {
  en: {
    hello: (name: string) => `Hello ${name}`,
    exportReady: {
      subject: 'Your data archive is ready',
      words: (until: string) =>
        `The archive of your data you asked for is ready. Download it from the Privacy section of your dashboard while logged in, until ${until}; then it is deleted.`,
      what: 'It holds a JSON file for each kind of data we keep about you, and the files themselves.',
      button: 'Open my dashboard',
      linkLabel: 'Open your dashboard',
    },
    erasureLink: {
      subject: 'Confirm the erasure of your account',
      words: (until: string) =>
        `You asked us to erase your account. Follow the link to confirm it; it works once, until ${until}. Erasure cannot be undone.`,
      ending: 'You agreed that this work ends without a refund when you confirm:',
      planRunning: (title: string, endsOn: string) => `${title}, running until ${endsOn}`,
      notYou:
        'If you did not ask for this, ignore this mail and change your password: nothing is erased without the link.',
      button: 'Erase my account',
    },
    erased: {
      subject: 'Your account has been erased',
      heading: (name: string) => `Goodbye ${name}`,
      intro: 'Your account has been erased. This is the last mail we send to this address.',
      erased: 'What we erased',
      kept: 'What we keep, and why',
      why: 'Why:',
    },
  },
  hi: {
    hello: (name: string) => `नमस्ते ${name}`,
    exportReady: {
      subject: 'आपके डेटा का आर्काइव तैयार है',
      words: (until: string) =>
        `आपने अपने डेटा का जो आर्काइव माँगा था, वह तैयार है। लॉग इन करके अपने डैशबोर्ड के प्राइवेसी सेक्शन से इसे ${until} तक डाउनलोड करें; उसके बाद इसे मिटा दिया जाएगा।`,
      what: 'इसमें हमारे पास रखे आपके हर तरह के डेटा की एक JSON फ़ाइल है, और आपकी फ़ाइलें भी।',
      button: 'मेरा डैशबोर्ड खोलें',
      linkLabel: 'अपना डैशबोर्ड खोलें',
    },
    erasureLink: {
      subject: 'अपना अकाउंट मिटाने की पुष्टि करें',
      words: (until: string) =>
        `आपने हमसे अपना अकाउंट मिटाने को कहा है। पुष्टि के लिए लिंक खोलें; यह सिर्फ़ एक बार, ${until} तक काम करेगा। मिटाया गया अकाउंट वापस नहीं लाया जा सकता।`,
      ending: 'आपने माना है कि पुष्टि करते ही यह काम बिना रिफ़ंड के बंद हो जाएगा:',
      planRunning: (title: string, endsOn: string) => `${title}, ${longDate(endsOn, 'hi')} तक`,
      notYou: 'अगर यह अनुरोध आपने नहीं किया, तो इस मेल को अनदेखा करें और अपना पासवर्ड बदल लें: लिंक के बिना कुछ भी नहीं मिटाया जाता।',
      button: 'मेरा अकाउंट मिटाएँ',
    },
    erased: {
      subject: 'आपका अकाउंट मिटा दिया गया है',
      heading: (name: string) => `अलविदा ${name}`,
      intro: 'आपका अकाउंट मिटा दिया गया है। इस पते पर यह हमारा आख़िरी मेल है।',
      erased: 'हमने क्या मिटाया',
      kept: 'हम क्या रखते हैं, और क्यों',
      why: 'क्यों:',
    },
  },
} as const;

/** The archive is ready: where to download it (logged in) and until when. */
export function dataExportReadyMail({
  name,
  link,
  expiresAt,
  language = 'en',
}: {
  name: string;
  link: string;
  expiresAt: string;
  language?: Language;
}): RenderedMail {
  const words = WORDS[language];
  const ready = words.exportReady;
  const until = ready.words(indiaTime(expiresAt, language));
  return {
    subject: ready.subject,
    html: renderHtml({
      heading: words.hello(name),
      blocks: [paragraph(escapeHtml(until)), paragraph(escapeHtml(ready.what))],
      action: { label: ready.button, href: link },
    }),
    text: [words.hello(name), '', until, ready.what, '', `${ready.linkLabel}: ${link}`].join('\n'),
  };
}

/** The link that confirms an erasure (24 hours, once), with the work that would end without a refund. */
export function erasureLinkMail({
  name,
  link,
  linkExpiresAt,
  openWork,
  language = 'en',
}: {
  name: string;
  link: string;
  linkExpiresAt: string;
  openWork: OpenWork;
  language?: Language;
}): RenderedMail {
  const words = WORDS[language];
  const erasure = words.erasureLink;
  const confirm = erasure.words(indiaTime(linkExpiresAt, language));
  const work = [
    ...openWork.projects.map((project) => `${project.reference}: ${project.title}`),
    ...openWork.plans.map((plan) => erasure.planRunning(plan.title, plan.endsOn)),
  ];
  const ending = work.length > 0 ? [erasure.ending, ...work] : [];
  return {
    subject: erasure.subject,
    html: renderHtml({
      heading: words.hello(name),
      blocks: [confirm, ...ending, erasure.notYou].map((line) => paragraph(escapeHtml(line))),
      action: { label: erasure.button, href: link },
    }),
    text: [
      words.hello(name),
      '',
      confirm,
      '',
      ...ending,
      ...(ending.length ? [''] : []),
      `${erasure.button}: ${link}`,
      '',
      erasure.notYou,
    ].join('\n'),
  };
}

/** The last mail to the address: what was erased, what is kept and why. */
export function accountErasedMail({
  name,
  outcome,
  language = 'en',
}: {
  name: string;
  outcome: ErasureOutcome;
  language?: Language;
}): RenderedMail {
  const words = WORDS[language].erased;
  // The outcome's lines are the privacy page's English; the shared messages hold their Hindi.
  const line = (english: string) => messageIn(language, english);
  const erased = outcome.erased.map((english) => `- ${line(english)}`);
  const kept = outcome.kept.map((item) => `- ${line(item.what)} ${words.why} ${line(item.why)}`);
  return {
    subject: words.subject,
    html: renderHtml({
      heading: words.heading(name),
      blocks: [
        paragraph(escapeHtml(words.intro)),
        paragraph(`<strong>${escapeHtml(words.erased)}</strong><br/>${erased.map(escapeHtml).join('<br/>')}`),
        paragraph(`<strong>${escapeHtml(words.kept)}</strong><br/>${kept.map(escapeHtml).join('<br/>')}`),
      ],
    }),
    text: [words.heading(name), '', words.intro, '', `${words.erased}:`, ...erased, '', `${words.kept}:`, ...kept].join(
      '\n',
    ),
  };
}
