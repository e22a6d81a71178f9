import type { Language, ProjectKind, ProjectState } from '@store/shared';
import type { ProjectInEvent } from '../../projects';
import { escapeHtml } from './layout';

/** What a project mail tells of: a state it reached, or its brief reminder. */
export type ProjectMailEvent = ProjectState | 'brief-reminder';

type Told = Extract<
  ProjectMailEvent,
  'brief-reminder' | 'IN_REVIEW' | 'REVISION_REQUESTED' | 'DELIVERED' | 'PAUSED' | 'CANCELLED'
>;

/** What the words of one project mail are made of: its name, the work it is about, the order. */
interface About {
  name: string;
  /** "your website", or "this month's marketing" for a plan month (its work is not a website). */
  work: string;
  workCapital: string;
  orderNumber: string;
}

type Wording = (about: About) => { subject: string; lines: string[] };

const WORDS: Record<
  Language,
  { greeting: (name: string) => string; open: string; work: Record<ProjectKind, [string, string]> } & {
    events: Record<Told, Wording>;
  }
> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    open: 'Open your project',
    work: {
      design: ['your website', 'Your website'],
      plan_month: ["this month's marketing", "This month's marketing"],
    },
    events: {
      'brief-reminder': ({ name, work }) => ({
        subject: `Your brief for ${name}`,
        lines: [`We are waiting for your brief to start on ${work}.`],
      }),
      IN_REVIEW: ({ name, work }) => ({
        subject: `Preview ready: ${name}`,
        lines: [`A preview of ${work} is ready for your review.`],
      }),
      REVISION_REQUESTED: ({ name }) => ({
        subject: `We have your changes: ${name}`,
        lines: ['We received your revision request and are on it.'],
      }),
      DELIVERED: ({ name, workCapital }) => ({
        subject: `Delivered: ${name}`,
        lines: [`${workCapital} is delivered. Not happy? Tell us within 7 days.`],
      }),
      PAUSED: ({ name }) => ({
        subject: `Paused: ${name}`,
        lines: ['Your project is paused after 7 days without hearing from you. Reply any time to resume it.'],
      }),
      CANCELLED: ({ name, work, orderNumber }) => ({
        subject: `Order refunded, work stopped: ${name}`,
        lines: [
          `Your order ${orderNumber} was refunded, so we have stopped work on ${work} and closed this project.`,
          'If you did not expect this, reply to this mail or write to us from the contact page.',
        ],
      }),
    },
  },
  hi: {
    greeting: (name) => `नमस्ते ${name},`,
    open: 'अपना प्रोजेक्ट खोलें',
    work: { design: ['आपकी वेबसाइट', 'आपकी वेबसाइट'], plan_month: ['इस महीने की मार्केटिंग', 'इस महीने की मार्केटिंग'] },
    events: {
      'brief-reminder': ({ name, work }) => ({
        subject: `${name} के लिए आपका ब्रीफ़`,
        lines: [`${work} पर काम शुरू करने के लिए हमें आपके ब्रीफ़ का इंतज़ार है।`],
      }),
      IN_REVIEW: ({ name, work }) => ({
        subject: `प्रीव्यू तैयार है: ${name}`,
        lines: [`${work} का प्रीव्यू आपके देखने के लिए तैयार है।`],
      }),
      REVISION_REQUESTED: ({ name }) => ({
        subject: `आपके बदलाव हमें मिल गए: ${name}`,
        lines: ['बदलाव का आपका अनुरोध हमें मिल गया है और हम उस पर काम कर रहे हैं।'],
      }),
      DELIVERED: ({ name, workCapital }) => ({
        subject: `डिलीवर हो गया: ${name}`,
        lines: [`${workCapital} डिलीवर हो गई है। पसंद नहीं आई? 7 दिन के अंदर हमें बताएँ।`],
      }),
      PAUSED: ({ name }) => ({
        subject: `रोका गया: ${name}`,
        lines: ['7 दिन तक आपसे कोई जवाब न मिलने पर आपका प्रोजेक्ट रोक दिया गया है। इसे फिर से शुरू करने के लिए कभी भी जवाब दें।'],
      }),
      CANCELLED: ({ name, work, orderNumber }) => ({
        subject: `ऑर्डर का रिफ़ंड हुआ, काम बंद: ${name}`,
        lines: [
          `आपके ऑर्डर ${orderNumber} का रिफ़ंड हो गया है, इसलिए हमने ${work} पर काम रोक दिया है और यह प्रोजेक्ट बंद कर दिया है।`,
          'अगर आपको इसकी उम्मीद नहीं थी, तो इस मेल का जवाब दें या संपर्क पेज से हमें लिखें।',
        ],
      }),
    },
  },
};

const isTold = (event: ProjectMailEvent): event is Told => event in WORDS.en.events;

/** The customer's mail about a project event, with the link to the project; null when it implies none. */
export function projectMail(
  project: ProjectInEvent,
  event: ProjectMailEvent,
  publicUrl: string,
  language: Language = 'en',
) {
  if (!isTold(event)) return null;
  const words = WORDS[language];
  const [work, workCapital] = words.work[project.kind];
  const told = words.events[event]({
    name: `${project.title} (${project.reference})`,
    work,
    workCapital,
    orderNumber: project.order.number,
  });
  const link = `${publicUrl}/projects/${encodeURIComponent(project.id)}`;
  const greeting = words.greeting(project.customer.name);
  return {
    kind: `project-${event === 'brief-reminder' ? 'brief-reminder' : event.toLowerCase().replaceAll('_', '-')}`,
    subject: told.subject,
    text: [greeting, '', ...told.lines, '', `${words.open}: ${link}`].join('\n'),
    html: [greeting, ...told.lines]
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .concat(`<p><a href="${escapeHtml(link)}">${escapeHtml(words.open)}</a></p>`)
      .join(''),
  };
}
