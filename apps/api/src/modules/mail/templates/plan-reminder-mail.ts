import { formatPaise, formatWholeRupees, splitPaise } from '@store/shared';
import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';

export interface EndingPlanForMail {
  customerName: string;
  planTitle: string;
  /** The last day of the plan, an India date `YYYY-MM-DD`. */
  endsOn: string;
  adCreditPaise: number;
}

/** Ad credit is set in whole rupees: ₹3,500, not ₹3,500.00. */
const credit = (paise: number) => {
  const whole = splitPaise(paise);
  return whole.paise === 0 ? formatWholeRupees(whole.rupees) : formatPaise(paise);
};

const longDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });
const asLongDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

/** To the customer 5 days before a plan's last day: when it ends and how to renew it. */
export function planReminderMail(plan: EndingPlanForMail, publicUrl: string): RenderedMail {
  const endsOn = asLongDate(plan.endsOn);
  const myPlans = `${publicUrl}/my-plans`;
  const renewing = `Renewing keeps your posts going and your ad credit of ${credit(plan.adCreditPaise)} a month.`;
  return {
    subject: `Your ${plan.planTitle} ends on ${endsOn}`,
    html: renderHtml({
      heading: `Your plan ends soon, ${plan.customerName}`,
      blocks: [
        paragraph(`Your <strong>${escapeHtml(plan.planTitle)}</strong> runs until ${escapeHtml(endsOn)}.`),
        paragraph(escapeHtml(renewing)),
        paragraph('Months you buy now start the day after it ends, so nothing is lost by renewing early.'),
      ],
      action: { label: 'Renew my plan', href: myPlans },
    }),
    text: [
      `Your plan ends soon, ${plan.customerName}`,
      '',
      `Your ${plan.planTitle} runs until ${endsOn}.`,
      renewing,
      'Months you buy now start the day after it ends, so nothing is lost by renewing early.',
      '',
      `Renew my plan: ${myPlans}`,
    ].join('\n'),
  };
}
