import type { ErasureOutcome, OpenWork } from '@store/shared';
import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';

const indiaTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const when = (iso: string) => `${indiaTime.format(new Date(iso))} (India time)`;

/** The archive is ready: where to download it (logged in) and until when. */
export function dataExportReadyMail({ name, link, expiresAt }: { name: string; link: string; expiresAt: string }) {
  const words = `The archive of your data you asked for is ready. Download it from the Privacy section of your dashboard while logged in, until ${when(expiresAt)}; then it is deleted.`;
  const what = 'It holds a JSON file for each kind of data we keep about you, and the files themselves.';
  return {
    subject: 'Your data archive is ready',
    html: renderHtml({
      heading: `Hello ${name}`,
      blocks: [paragraph(escapeHtml(words)), paragraph(escapeHtml(what))],
      action: { label: 'Open my dashboard', href: link },
    }),
    text: [`Hello ${name}`, '', words, what, '', `Open your dashboard: ${link}`].join('\n'),
  } satisfies RenderedMail;
}

const workLines = (work: OpenWork) => [
  ...work.projects.map((project) => `${project.reference}: ${project.title}`),
  ...work.plans.map((plan) => `${plan.title}, running until ${plan.endsOn}`),
];

/** The link that confirms an erasure (24 hours, once), with the work that would end without a refund. */
export function erasureLinkMail({
  name,
  link,
  linkExpiresAt,
  openWork,
}: {
  name: string;
  link: string;
  linkExpiresAt: string;
  openWork: OpenWork;
}): RenderedMail {
  const words = `You asked us to erase your account. Follow the link to confirm it; it works once, until ${when(linkExpiresAt)}. Erasure cannot be undone.`;
  const work = workLines(openWork);
  const ending = work.length > 0 ? ['You agreed that this work ends without a refund when you confirm:', ...work] : [];
  const notYou =
    'If you did not ask for this, ignore this mail and change your password: nothing is erased without the link.';
  return {
    subject: 'Confirm the erasure of your account',
    html: renderHtml({
      heading: `Hello ${name}`,
      blocks: [words, ...ending, notYou].map((line) => paragraph(escapeHtml(line))),
      action: { label: 'Erase my account', href: link },
    }),
    text: [
      `Hello ${name}`,
      '',
      words,
      '',
      ...ending,
      ...(ending.length ? [''] : []),
      `Erase my account: ${link}`,
      '',
      notYou,
    ].join('\n'),
  };
}

/** The last mail to the address: what was erased, what is kept and why. */
export function accountErasedMail({ name, outcome }: { name: string; outcome: ErasureOutcome }): RenderedMail {
  const intro = 'Your account has been erased. This is the last mail we send to this address.';
  const erased = outcome.erased.map((line) => `- ${line}`);
  const kept = outcome.kept.map((item) => `- ${item.what} Why: ${item.why}`);
  return {
    subject: 'Your account has been erased',
    html: renderHtml({
      heading: `Goodbye ${name}`,
      blocks: [
        paragraph(escapeHtml(intro)),
        paragraph(`<strong>What we erased</strong><br/>${erased.map(escapeHtml).join('<br/>')}`),
        paragraph(`<strong>What we keep, and why</strong><br/>${kept.map(escapeHtml).join('<br/>')}`),
      ],
    }),
    text: [`Goodbye ${name}`, '', intro, '', 'What we erased:', ...erased, '', 'What we keep, and why:', ...kept].join(
      '\n',
    ),
  };
}
