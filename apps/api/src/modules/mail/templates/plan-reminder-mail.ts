import { formatPaise, formatWholeRupees, type Language, splitPaise } from '@store/shared';
import { longDate } from './india-time';
import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';

export interface EndingPlanForMail {
  customerName: string;
  planTitle: string;
  /** The last day of the plan, an India date `YYYY-MM-DD`. */
  endsOn: string;
  adCreditPaise: number;
  /** The account's language (English unless it chose Hindi). */
  language?: Language;
}

/** Ad credit is set in whole rupees: ₹3,500, not ₹3,500.00. */
const credit = (paise: number, language: Language) => {
  const whole = splitPaise(paise);
  return whole.paise === 0 ? formatWholeRupees(whole.rupees, language) : formatPaise(paise, language);
};

/** The reminder's words in each language; `runs` takes the plan's title already escaped for HTML or plain. */
const WORDS = {
  en: {
    subject: (title: string, endsOn: string) => `Your ${title} ends on ${endsOn}`,
    heading: (name: string) => `Your plan ends soon, ${name}`,
    runs: (title: string, endsOn: string) => `Your ${title} runs until ${endsOn}.`,
    renewing: (credit: string) => `Renewing keeps your posts going and your ad credit of ${credit} a month.`,
    early: 'Months you buy now start the day after it ends, so nothing is lost by renewing early.',
    button: 'Renew my plan',
  },
  hi: {
    subject: (title: string, endsOn: string) => `आपका ${title} ${endsOn} को खत्म हो रहा है`,
    heading: (name: string) => `आपका प्लान जल्द खत्म हो रहा है, ${name}`,
    runs: (title: string, endsOn: string) => `आपका ${title} ${endsOn} तक चलेगा।`,
    renewing: (credit: string) => `रिन्यू करने पर आपकी पोस्ट चलती रहेंगी और हर महीने ${credit} का ऐड क्रेडिट मिलता रहेगा।`,
    early: 'अभी खरीदे गए महीने प्लान खत्म होने के अगले दिन से शुरू होंगे, इसलिए जल्दी रिन्यू करने से कुछ नहीं छूटता।',
    button: 'मेरा प्लान रिन्यू करें',
  },
} as const;

/** To the customer 5 days before a plan's last day: when it ends and how to renew it. */
export function planReminderMail(plan: EndingPlanForMail, publicUrl: string): RenderedMail {
  const language = plan.language ?? 'en';
  const words = WORDS[language];
  const endsOn = longDate(plan.endsOn, language);
  const myPlans = `${publicUrl}/my-plans`;
  const renewing = words.renewing(credit(plan.adCreditPaise, language));
  return {
    subject: words.subject(plan.planTitle, endsOn),
    html: renderHtml({
      heading: words.heading(plan.customerName),
      blocks: [
        paragraph(words.runs(`<strong>${escapeHtml(plan.planTitle)}</strong>`, escapeHtml(endsOn))),
        paragraph(escapeHtml(renewing)),
        paragraph(escapeHtml(words.early)),
      ],
      action: { label: words.button, href: myPlans },
    }),
    text: [
      words.heading(plan.customerName),
      '',
      words.runs(plan.planTitle, endsOn),
      renewing,
      words.early,
      '',
      `${words.button}: ${myPlans}`,
    ].join('\n'),
  };
}
